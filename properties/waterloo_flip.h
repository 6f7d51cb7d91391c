// Colour flip of a Waterloo set-up. The start position is centre-symmetric (White's Emperor e1
// faces Black's f10), so the flip is the 180-degree rotation of the board with the colours of
// the pieces swapped: the side to move, the promoted-pawn counts and the castling rights swap
// (B <-> i and I <-> b: the Marshall on b1 rotates to i10), the en passant square rotates.
// Moves rotate square by square; O-O stays O-O (e1b1 rotates to f10i10) and O-O-O stays O-O-O.
#pragma once
#include <string>
#include <string_view>

#include "waterloo/types.h"

namespace vchess::waterloo_play {

inline waterloo::Piece swap_colour(waterloo::Piece p) {
  return p ? waterloo::make_piece(~waterloo::color_of(p), waterloo::type_of(p))
           : waterloo::kNoPiece;
}

inline int rotate(int sq) { return sq < 0 ? sq : waterloo::kSquares - 1 - sq; }

// kWhiteB (1) <-> kBlackI (8), kWhiteI (2) <-> kBlackB (4): the four bits reversed.
inline int flip_rights(int r) { return (r & 1) << 3 | (r & 2) << 1 | (r & 4) >> 1 | (r & 8) >> 3; }

inline waterloo::Setup flip_colours(const waterloo::Setup& s) {
  waterloo::Setup f = s;
  for (int sq = 0; sq < waterloo::kSquares; ++sq) f.board[rotate(sq)] = swap_colour(s.board[sq]);
  f.side = ~s.side;
  f.ep = rotate(s.ep);
  f.rights = flip_rights(s.rights);
  f.promoted = {s.promoted[1], s.promoted[0]};
  return f;
}

// A canonical move text ("e2e4", "c1d2:B", "e6f7ep", "O-O") with both squares rotated; "?" if
// the text is not of that form.
inline std::string rotate_move_text(std::string_view t) {
  if (t == "O-O" || t == "O-O-O") return std::string(t);
  const auto square_end = [&](std::size_t i) {
    std::size_t j = i + 1;
    while (j < t.size() && t[j] >= '0' && t[j] <= '9') ++j;
    return j;
  };
  const std::size_t a = square_end(0), b = square_end(a);
  if (b > t.size()) return "?";
  const int from = waterloo::parse_square(t.substr(0, a)),
            to = waterloo::parse_square(t.substr(a, b - a));
  if (from < 0 || to < 0) return "?";
  return waterloo::square_name(rotate(from)) + waterloo::square_name(rotate(to)) +
         std::string(t.substr(b));
}

}  // namespace vchess::waterloo_play
