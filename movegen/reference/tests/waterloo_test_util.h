// Helpers for the Waterloo reference tests: build a FEN from a piece list, query move lists.
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "reference/common/letters.h"
#include "reference/waterloo/position.h"
#include "reference/waterloo/reference_waterloo.h"
#include "test_util.h"

namespace waterloo_test {

// FEN from (square, letter) pairs, e.g. {{"e1", 'K'}, {"f10", 'k'}}.
using Pieces = std::vector<std::pair<std::string, char>>;

inline std::string make_fen(const Pieces& pieces, const std::string& rest = "w - - 0,0 0 1") {
  std::array<std::array<char, 10>, 10> grid{};
  for (auto& row : grid) row.fill('.');
  for (const auto& [s, piece] : pieces)
    grid[static_cast<std::size_t>(std::stoi(s.substr(1)) - 1)][ref_waterloo::kFiles.find(s[0])] =
        piece;
  return ref_common::letters::letter_placement(
             10, 10,
             [&](int x, int y) {
               return grid[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
             }) +
         " " + rest;
}

using ref_test::has;
using ref_test::sorted_moves;
using ref_test::starting_with;

}  // namespace waterloo_test
