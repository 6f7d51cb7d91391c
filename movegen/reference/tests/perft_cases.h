// Shared helper for table-driven perft tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "reference/chess/reference_chess.h"

namespace ref_chess_test {

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
  ref_chess::Board b(c.fen, c.files);
  EXPECT_EQ(b.perft(0), 1u);
  for (std::size_t i = 0; i < c.counts.size(); ++i)
    EXPECT_EQ(b.perft(static_cast<int>(i) + 1), c.counts[i]) << c.fen << " depth " << i + 1;
  const std::vector<std::string> moves = b.legal_moves();
  if (!c.counts.empty()) {
    EXPECT_EQ(moves.size(), c.counts[0]);
  }
  for (const std::string& m : c.root_moves_present)
    EXPECT_NE(std::find(moves.begin(), moves.end(), m), moves.end()) << m << " in " << c.fen;
}

}  // namespace ref_chess_test
