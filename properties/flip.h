// Colour flip of a setup: mirror the board vertically, swap the colours of the pieces, the side
// to move and the castling rights, and mirror the en passant square. Perft is invariant.
#pragma once
#include "chess/setup.h"

namespace vchess::random_play {

inline chess::Piece swap_colour(chess::Piece p) {
  return p ? chess::make_piece(~chess::color_of(p), chess::type_of(p)) : chess::kNoPiece;
}

inline chess::Setup flip_colours(const chess::Setup& s) {
  chess::Setup f = s;
  for (int r = 0; r < s.ranks; ++r)
    for (int file = 0; file < s.files; ++file)
      f.at(file, s.ranks - 1 - r) = swap_colour(s.at(file, r));
  f.side = ~s.side;
  for (chess::CastlingToken& t : f.castling) t.color = ~t.color;  // same rook file and side
  if (s.ep >= 0) f.ep = (s.ranks - 1 - s.ep / s.files) * s.files + s.ep % s.files;
  return f;
}

}  // namespace vchess::random_play
