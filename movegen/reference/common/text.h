// Text helpers shared by the reference generators' position readers and writers (FEN, SFEN) and
// move texts.
//
// Like everything under movegen/reference, this must stay independent of the fast path: it
// includes nothing outside movegen/reference, base/ (plain string helpers) and the standard
// library.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/text.h"

namespace ref_common {

using vchess::text::is_digit;
using vchess::text::parse_number;
using vchess::text::printable;
using vchess::text::split;

// Walks one rank of a FEN board field: empty_run(digits) for each run of decimal digits, piece(c)
// for each other character, in order.
template <class EmptyRun, class Piece>
void read_rank(std::string_view rank, EmptyRun empty_run, Piece piece) {
  for (std::size_t i = 0; i < rank.size();) {
    if (!is_digit(rank[i])) {
      piece(rank[i++]);
      continue;
    }
    const std::size_t start = i;
    while (i < rank.size() && is_digit(rank[i])) ++i;
    empty_run(rank.substr(start, i - start));
  }
}

// File letters of the boards up to 15 files wide. Waterloo has its own ("abcdefghik": no j).
inline constexpr std::string_view kFileLetters = "abcdefghijklmno";

// Name of the square on file x, rank y (both from 0): the file's letter in `files`, then the rank
// number, as in "e4" or "k10".
inline std::string square_name(int x, int y, std::string_view files = kFileLetters) {
  return files[static_cast<std::size_t>(x)] + std::to_string(y + 1);
}

struct FileRank {
  int x = 0;  // file, from 0
  int y = 0;  // rank, from 0
};

// Reads a square name on a board with the given file letters and `ranks` ranks: one letter of
// `files`, then the rank number (1 to ranks) without a leading zero. nullopt if it is not one.
inline std::optional<FileRank> parse_square(std::string_view text, std::string_view files,
                                            int ranks) {
  if (text.size() < 2 || text.size() > 3 || text[1] == '0') return std::nullopt;
  const std::size_t x = files.find(text[0]);
  const int rank = parse_number(text.substr(1));
  if (x == std::string_view::npos || rank < 1 || rank > ranks) return std::nullopt;
  return FileRank{static_cast<int>(x), rank - 1};
}

// The board field of a FEN or SFEN: ranks from the top (y = ranks - 1) down to y = 0 separated by
// '/', files from x = 0, each run of empty squares written as its length. cell(x, y) returns the
// text of the piece on (x, y), or an empty string for an empty square.
template <class Cell>
std::string placement_text(int files, int ranks, Cell cell) {
  std::string out;
  int empties = 0;  // empty squares not written yet
  const auto write_empties = [&] {
    if (empties) out += std::to_string(empties);
    empties = 0;
  };
  for (int y = ranks - 1; y >= 0; --y) {
    for (int x = 0; x < files; ++x) {
      const std::string piece = cell(x, y);
      if (piece.empty()) {
        ++empties;
      } else {
        write_empties();
        out += piece;
      }
    }
    write_empties();
    if (y) out += '/';
  }
  return out;
}

}  // namespace ref_common
