// Helpers for the Waterloo reference tests: build a FEN from a piece list, query move lists.
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "reference/waterloo/reference_waterloo.h"

namespace waterloo_test {

// FEN from (square, letter) pairs, e.g. {{"e1", 'K'}, {"f10", 'k'}}.
using Pieces = std::vector<std::pair<std::string, char>>;

inline std::string make_fen(const Pieces& pieces, const std::string& rest = "w - - 0,0 0 1") {
  const std::string files = "abcdefghik";
  std::array<std::array<char, 10>, 10> grid{};
  for (auto& row : grid) row.fill('.');
  for (const auto& [s, piece] : pieces) {
    grid[static_cast<std::size_t>(std::stoi(s.substr(1)) - 1)][files.find(s[0])] = piece;
  }
  std::string out;
  for (int y = 9; y >= 0; --y) {
    int run = 0;
    for (int x = 0; x < 10; ++x) {
      const char c = grid[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (c == '.') {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += c;
    }
    if (run) out += std::to_string(run);
    if (y) out += '/';
  }
  return out + " " + rest;
}

inline std::vector<std::string> sorted_moves(const ref_waterloo::Board& b) {
  std::vector<std::string> m = b.legal_moves();
  std::sort(m.begin(), m.end());
  return m;
}

inline bool has(const ref_waterloo::Board& b, const std::string& move) {
  const std::vector<std::string> m = b.legal_moves();
  return std::find(m.begin(), m.end(), move) != m.end();
}

// Legal moves whose text starts with `prefix`, sorted.
inline std::vector<std::string> starting_with(const ref_waterloo::Board& b,
                                              const std::string& prefix) {
  std::vector<std::string> out;
  for (const std::string& m : sorted_moves(b))
    if (m.compare(0, prefix.size(), prefix) == 0) out.push_back(m);
  return out;
}

}  // namespace waterloo_test
