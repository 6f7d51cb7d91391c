#include "chess/startpos.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

namespace vchess {
namespace {

// King strictly between the two Rooks, and exactly one of each piece kind expected.
void expect_valid_crc(const std::string& a) {
  ASSERT_EQ(a.size(), 10u) << a;
  EXPECT_EQ(std::count(a.begin(), a.end(), 'K'), 1) << a;
  EXPECT_EQ(std::count(a.begin(), a.end(), 'Q'), 1) << a;
  EXPECT_EQ(std::count(a.begin(), a.end(), 'A'), 1) << a;
  EXPECT_EQ(std::count(a.begin(), a.end(), 'C'), 1) << a;
  EXPECT_EQ(std::count(a.begin(), a.end(), 'R'), 2) << a;
  EXPECT_EQ(std::count(a.begin(), a.end(), 'B'), 2) << a;
  EXPECT_EQ(std::count(a.begin(), a.end(), 'N'), 2) << a;
  const auto r1 = a.find('R'), r2 = a.rfind('R'), k = a.find('K');
  EXPECT_TRUE(r1 < k && k < r2) << "King not between the rooks: " << a;
  const auto b1 = a.find('B'), b2 = a.rfind('B');
  EXPECT_NE(b1 % 2, b2 % 2) << "Bishops on the same colour: " << a;
  const auto q = a.find('Q'), ar = a.find('A');
  EXPECT_NE(q % 2, ar % 2) << "Queen and Archbishop on the same colour: " << a;
}

TEST(CrcStartpos, GeneratedCount) {
  const auto all = crc_generate_all();
  EXPECT_EQ(all.size(), 48000u);
  EXPECT_TRUE(std::is_sorted(all.begin(), all.end()));
  EXPECT_EQ(std::set<std::string>(all.begin(), all.end()).size(), 48000u) << "duplicates";
  for (const auto& a : all) expect_valid_crc(a);
}

TEST(CrcStartpos, FilterCounts) {
  const auto all = crc_generate_all();
  const auto pass_i = std::count_if(all.begin(), all.end(),
                                    [](const std::string& a) { return crc_pawns_protected(a); });
  EXPECT_EQ(pass_i, 21836);
  const auto pass_i_iii = std::count_if(all.begin(), all.end(), [](const std::string& a) {
    return crc_pawns_protected(a) && crc_not_gothic(a);
  });
  EXPECT_EQ(pass_i_iii, 21821);
  EXPECT_EQ(crc_arrays(CrcSet::Default).size(), 21821u);
  EXPECT_EQ(crc_arrays(CrcSet::Strict).size(), 12118u);
}

TEST(CrcStartpos, CanonicalOrder) {
  for (CrcSet s : {CrcSet::Default, CrcSet::Strict}) {
    const auto& v = crc_arrays(s);
    EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
    EXPECT_EQ(std::adjacent_find(v.begin(), v.end()), v.end());
    for (const auto& a : v) {
      expect_valid_crc(a);
      EXPECT_TRUE(crc_pawns_protected(a)) << a;
      EXPECT_TRUE(crc_not_gothic(a)) << a;
    }
  }
  const auto& strict = crc_arrays(CrcSet::Strict);
  EXPECT_EQ(strict.front(), "ABCNBNRKRQ");
  EXPECT_EQ(strict.back(), "RQNNKRBCAB");
  for (const auto& a : strict) EXPECT_TRUE(crc_bishops_not_adjacent(a)) << a;
  EXPECT_EQ(crc_index(CrcSet::Strict, "ABCNBNRKRQ"), 0);
  EXPECT_EQ(crc_index(CrcSet::Strict, "RQNNKRBCAB"), 12117);
  // The strict set is a subset of the default set.
  const auto& def = crc_arrays(CrcSet::Default);
  EXPECT_TRUE(std::includes(def.begin(), def.end(), strict.begin(), strict.end()));
  for (size_t i = 0; i < def.size(); i += 997) {
    EXPECT_EQ(crc_index(CrcSet::Default, def[i]), static_cast<int>(i));
  }
}

TEST(CrcStartpos, Filters) {
  // Gothic itself and Gothic with one swap are excluded; Capablanca's array is not Gothic.
  EXPECT_FALSE(crc_not_gothic("RNBQCKABNR"));
  EXPECT_FALSE(crc_not_gothic("RNBQKCABNR"));
  EXPECT_TRUE(crc_not_gothic("RNABQKBCNR"));
  EXPECT_EQ(crc_index(CrcSet::Default, "RNBQCKABNR"), -1);
  EXPECT_EQ(crc_index(CrcSet::Default, "RNBQKCABNR"), -1);
  // Capablanca's own array leaves the i-pawn unprotected, so it is in neither set.
  EXPECT_FALSE(crc_pawns_protected("RNABQKBCNR"));
  EXPECT_TRUE(crc_bishops_not_adjacent("RNABQKBCNR"));
  EXPECT_EQ(crc_index(CrcSet::Default, "RNABQKBCNR"), -1);
  EXPECT_TRUE(crc_pawns_protected("ABCNBNRKRQ"));
  EXPECT_FALSE(crc_bishops_not_adjacent("ABBNCNRKRQ"));
  // Unprotected a-pawn: no piece on a1..c1 covers a2 (B on b1 attacks a2 - so use N, R, K).
  EXPECT_FALSE(crc_pawns_protected("NRKBQRCANB"));
}

TEST(CrcStartpos, Fen) {
  EXPECT_EQ(crc_fen("RNABQKBCNR"),
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
  EXPECT_EQ(crc_fen("ABCNBNRKRQ"),
            "abcnbnrkrq/pppppppppp/10/10/10/10/PPPPPPPPPP/ABCNBNRKRQ w KQkq - 0 1");
  EXPECT_THROW(crc_fen("RNBQKBNR"), std::invalid_argument);
  EXPECT_THROW(crc_fen("RNABQKBCNX"), std::invalid_argument);
}

TEST(Chess960Startpos, Scharnagl) {
  EXPECT_EQ(chess960_array(518), "RNBQKBNR");
  EXPECT_EQ(chess960_array(0), "BBQNNRKR");
  EXPECT_EQ(chess960_array(959), "RKRNNQBB");
  EXPECT_EQ(chess960_fen(518), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_THROW(chess960_array(-1), std::out_of_range);
  EXPECT_THROW(chess960_array(960), std::out_of_range);
  std::set<std::string> seen;
  for (int n = 0; n < 960; ++n) {
    const std::string a = chess960_array(n);
    ASSERT_EQ(a.size(), 8u);
    seen.insert(a);
    const auto r1 = a.find('R'), r2 = a.rfind('R'), k = a.find('K');
    EXPECT_TRUE(r1 < k && k < r2) << n << " " << a;
    EXPECT_NE(a.find('B') % 2, a.rfind('B') % 2) << n << " " << a;
    EXPECT_EQ(std::count(a.begin(), a.end(), 'N'), 2);
    EXPECT_EQ(std::count(a.begin(), a.end(), 'Q'), 1);
    EXPECT_EQ(chess960_index(a), n);
  }
  EXPECT_EQ(seen.size(), 960u);
  EXPECT_EQ(chess960_index("RNBQKBNR"), 518);
  EXPECT_EQ(chess960_index("KRNBQBRN"), -1);  // King not between the rooks
}

}  // namespace
}  // namespace vchess
