// The letter board shared by the chess-like references (ref_chess, ref_uc24, ref_waterloo): each
// square holds one character, '.' for empty, an upper-case letter for a White piece and a
// lower-case letter for a Black piece. Each of those namespaces takes these names in with
//   using namespace ref_common::letters;
#pragma once

#include <array>
#include <cstddef>
#include <string>

#include "reference/common/text.h"

namespace ref_common::letters {

inline constexpr char kEmpty = '.';

enum Color : int { kWhite = 0, kBlack = 1 };

inline Color opposite(Color c) { return c == kWhite ? kBlack : kWhite; }

// Upper-case piece kind ('K', 'Q', ...) of a square character, or kEmpty.
inline char kind_of(char piece) {
  return (piece >= 'a' && piece <= 'z') ? static_cast<char>(piece - 'a' + 'A') : piece;
}
inline bool is_white_piece(char piece) { return piece >= 'A' && piece <= 'Z'; }
inline bool is_black_piece(char piece) { return piece >= 'a' && piece <= 'z'; }
inline bool is_color(char piece, Color c) {
  return c == kWhite ? is_white_piece(piece) : is_black_piece(piece);
}
inline Color color_of(char piece) { return is_white_piece(piece) ? kWhite : kBlack; }
// Square character for a piece kind ('Q') of colour c.
inline char make_piece(char kind, Color c) {
  return c == kWhite ? kind : static_cast<char>(kind - 'A' + 'a');
}

// The squares of a letter board of N squares; the Position types derive from it.
template <std::size_t N>
struct LetterSquares {
  std::array<char, N> board{};

  char at(int s) const { return board[static_cast<std::size_t>(s)]; }
  void set(int s, char piece) { board[static_cast<std::size_t>(s)] = piece; }
};

// The board field of a FEN (see placement_text) where at(x, y) is the square's character.
template <class At>
std::string letter_placement(int files, int ranks, At at) {
  return placement_text(files, ranks, [&](int x, int y) {
    const char piece = at(x, y);
    return piece == kEmpty ? std::string() : std::string(1, piece);
  });
}

}  // namespace ref_common::letters
