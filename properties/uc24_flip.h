// Colour flip of a UC-24 set-up: mirror the board vertically and swap the colours of the
// pieces, the side to move, the reserves and the drop rights; mirror the en passant square and
// the pending-exchange square (its pawn flags stay). Perft is invariant.
#pragma once
#include <utility>

#include "uc24/types.h"

namespace vchess::uc24_play {

inline uc24::Piece swap_colour(uc24::Piece p) {
  return p ? uc24::make_piece(~uc24::color_of(p), uc24::type_of(p)) : uc24::kNoPiece;
}

inline int mirror_rank(int sq) { return sq < 0 ? sq : sq ^ 56; }

inline uc24::Setup flip_colours(const uc24::Setup& s) {
  uc24::Setup f = s;
  for (int sq = 0; sq < 64; ++sq) f.board[mirror_rank(sq)] = swap_colour(s.board[sq]);
  f.side = ~s.side;
  f.ep = mirror_rank(s.ep);
  f.reserve = {s.reserve[1], s.reserve[0]};
  f.rights = {s.rights[1], s.rights[0]};
  f.pending.sq = mirror_rank(s.pending.sq);
  return f;
}

}  // namespace vchess::uc24_play
