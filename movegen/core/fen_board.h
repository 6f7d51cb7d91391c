// The board field of a FEN, shared by every variant: ranks from the top, '/' between them,
// decimal digit runs for empty squares (a lone '0' is ten, as in the CRC proposal).
#pragma once
#include <fmt/format.h>

#include <string>
#include <string_view>

namespace vchess {

// piece_of(c) returns the piece code of a letter, or 0 if the letter is not a piece.
// put(file, rank, code) stores it. Returns an error message, or "" on success.
template <class PieceOf, class Put>
std::string parse_board_field(std::string_view field, int files, int ranks, PieceOf&& piece_of,
                              Put&& put) {
  int r = ranks - 1, f = 0;
  for (std::size_t i = 0; i <= field.size(); ++i) {
    const char c = i < field.size() ? field[i] : '/';
    if (c == '/') {
      if (r < 0) return fmt::format("more than {} ranks", ranks);
      if (f < files) return fmt::format("rank {}: {} squares, expected {}", r + 1, f, files);
      --r;
      f = 0;
      continue;
    }
    if (r < 0) return fmt::format("more than {} ranks", ranks);
    if (c >= '0' && c <= '9') {
      std::size_t j = i;
      int n = 0;
      while (j < field.size() && field[j] >= '0' && field[j] <= '9' && n <= 1000)
        n = n * 10 + (field[j++] - '0');
      if (j - i == 1 && n == 0) n = 10;
      if (n == 0)
        return fmt::format("rank {}: bad run of empty squares '{}'", r + 1, field.substr(i, j - i));
      f += n;
      i = j - 1;
    } else {
      const auto code = piece_of(c);
      if (!code) return fmt::format("rank {}: unexpected character '{}'", r + 1, c);
      if (f < files) put(f, r, code);
      ++f;
    }
    if (f > files) return fmt::format("rank {}: more than {} squares", r + 1, files);
  }
  if (r >= 0) return fmt::format("{} ranks, expected {}", ranks - 1 - r, ranks);
  return {};
}

// The board field of a FEN from a square-to-letter function (0 for empty).
template <class LetterAt>
std::string board_field(int files, int ranks, LetterAt&& letter_at) {
  std::string out;
  for (int r = ranks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < files; ++f) {
      const char l = letter_at(f, r);
      if (!l) { ++empty; continue; }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += l;
    }
    if (empty) out += std::to_string(empty);
    if (r) out += '/';
  }
  return out;
}

}  // namespace vchess
