// Helpers shared by the reference chess tests: start positions and table-driven perft cases.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "reference/chess/reference_chess.h"
#include "test_util.h"

namespace ref_chess_test {

using ref_chess::Board;
using ref_chess::Error;
using ref_test::has;
using ref_test::played;
using ref_test::sorted_moves;

inline constexpr const char* kChessStart =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
inline constexpr const char* kCapaStart =
    "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
inline constexpr const char* kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";

struct PerftCase {
  std::string name;  // gtest parameter name: letters, digits and '_' only
  std::string fen;
  int files;
  std::vector<std::uint64_t> counts;                 // counts[i] = perft(i + 1)
  std::vector<std::string> root_moves_present = {};  // special moves that must be generated
};

// Keeps gtest / ctest test names readable (otherwise the struct is printed as raw bytes).
inline void PrintTo(const PerftCase& c, std::ostream* os) { *os << c.name; }

inline std::string case_name(const testing::TestParamInfo<PerftCase>& info) {
  return info.param.name;
}

inline void check_perft(const PerftCase& c) {
  Board b(c.fen, c.files);
  EXPECT_EQ(b.perft(0), 1u);
  for (std::size_t i = 0; i < c.counts.size(); ++i)
    EXPECT_EQ(b.perft(static_cast<int>(i) + 1), c.counts[i]) << c.fen << " depth " << i + 1;
  const std::vector<std::string> moves = b.legal_moves();
  if (!c.counts.empty()) {
    EXPECT_EQ(moves.size(), c.counts[0]);
  }
  for (const std::string& m : c.root_moves_present)
    EXPECT_TRUE(has(moves, m)) << m << " in " << c.fen;
}

}  // namespace ref_chess_test
