// Colour flip of a shogi-family set-up: rotate the board 180 degrees (square s of an N x N board
// goes to N*N - 1 - s), swap the colours of the pieces, the side to move and the two hands.
// Gote's pieces move as Sente's rotated 180 degrees, so perft is invariant; the move number
// stays. flip_move maps a move of a position to the same move of its flip.
#pragma once
#include <utility>

#include "shogi/types.h"

namespace vchess::shogi_play {

inline shogi::Piece swap_colour(shogi::Piece p) {
  return p ? shogi::make_piece(~shogi::color_of(p), shogi::type_of(p)) : shogi::kNoPiece;
}

inline int rotate_square(int sq, int size) { return size * size - 1 - sq; }

inline shogi::Setup flip_colours(const shogi::Setup& s) {
  shogi::Setup f = s;
  const int n = s.size * s.size;
  for (int sq = 0; sq < n; ++sq) f.board[rotate_square(sq, s.size)] = swap_colour(s.board[sq]);
  f.side = ~s.side;
  f.hand = {s.hand[1], s.hand[0]};
  return f;
}

inline shogi::Move flip_move(shogi::Move m, int size) {
  if (m.is_drop()) return shogi::Move::drop(m.drop_type(), rotate_square(m.to(), size));
  return shogi::Move(rotate_square(m.from(), size), rotate_square(m.to(), size), m.promotes());
}

}  // namespace vchess::shogi_play
