// The move lists' proven capacities (core/capacity.h) against each family's densest position:
// the legal moves of the largest positions known (chess's 218, shogi's 593, and the densest the
// project built for 10x8, UC-24, Dai Seireigi and Waterloo; their counts are golden rows, checked
// by `perft golden`) stay within the static bound, and the bound within the list. The margin is
// printed. In this (sanitizer) build every push is checked too, so an overflow aborts the test.
#include "core/capacity.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "chess/movegen.h"
#include "chess/position.h"
#include "chess/variant.h"
#include "shogi/notation.h"
#include "uc24/movegen.h"
#include "uc24/notation.h"
#include "waterloo/movegen.h"
#include "waterloo/notation.h"

namespace {
using namespace vchess;

// The positions are the golden rows marked "capacity" (golden/<variant>.epd).
constexpr const char* kChess8 = "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1";
constexpr const char* kShogi = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3[RBGSNLP3g3n17p] b 1";
constexpr const char* kTenByEight = "3AAQ1A1k/1C6C1/C6Q1A/3C5Q/2C6Q/3Q1QA3/1Q6Q1/K3Q5 w - - 0 1";
constexpr const char* kUc24 =
    "A1H1H1Sk/U1GHA1YU/H6D/D6A/G1GH1A1U/A6A/KDAHDHDH/8 w - - 0 1 "
    "[ATVJLYEGDUCHZXOB/zwontdxgyrchesvl] 1,1 -";
constexpr const char* kWaterloo =
    "1Q1Q1Q1C1k/3Q4M1/6QQ1C/W1Q6Q/W1Q6Q/Q4Q4/Q7Q1/Q9/1Q2QQWQ1Q/K2Q2W3 w - - 0,0 0 1";
constexpr const char* kDai =
    "kg13/gg13/6R8/15/8B6/15/15/15/15/1(CA)12(HM)/13Q1/15/15/15/7K7[4L4A4F4M2(RG)4UG2(BG)4N4T4Z4S2E"
    "4Y4J4V2X4C2I2O2(CE)2WR(HM)Q(CA)B2D2H30P] b 1";

void report(const char* what, int moves, long bound, int capacity) {
  std::printf("%s: %d moves, bound %ld, capacity %d, margin %d\n", what, moves, bound, capacity,
              capacity - moves);
  EXPECT_GT(moves, 0) << what;
  EXPECT_LE(moves, bound) << what << ": the proven bound is wrong";
  EXPECT_LE(bound, capacity) << what;
}

template <class G>
void chess_case(const char* variant, const std::string& fen, int pieces) {
  auto s = chess::parse_fen(fen, G::kFiles, G::kRanks);
  ASSERT_TRUE(s) << s.error().what();
  auto p = chess::Position<G>::from_setup(*s, chess::find_variant(variant)->promotion_types());
  ASSERT_TRUE(p) << p.error().what();
  chess::MoveList ml;
  chess::generate_legal(*p, ml);
  report(variant, ml.size, core::capacity::chess_bound(G::kFiles, G::kRanks, pieces, 6),
         chess::MoveList::kCapacity);
}

template <int N>
void shogi_case(const char* what, const std::string& text, long bound) {
  using G = shogi::ShogiBoard<N>;
  auto s = shogi::parse_position(text, shogi::shogi_rules<G>().spec);
  ASSERT_TRUE(s) << s.error().what();
  auto p = shogi::Position<G>::from_setup(*s);
  ASSERT_TRUE(p) << p.error().what();
  typename shogi::Position<G>::MoveList ml;
  shogi::generate_legal(*p, ml);
  report(what, ml.size, bound, shogi::Position<G>::kListSize);
}

TEST(Capacity, Chess218) { chess_case<Geometry<8, 8>>("chess", kChess8, 16); }

TEST(Capacity, Shogi593) {
  shogi_case<9>("shogi", kShogi, core::capacity::shogi_bound(81, 40, 7, 20));
}

TEST(Capacity, TenByEight) {
  chess_case<Geometry<10, 8>>("capablanca", kTenByEight, 20);
  chess_case<Geometry<10, 8>>("crc", kTenByEight, 20);
}

TEST(Capacity, DaiSeireigi) {
  shogi_case<15>("dai-seireigi", kDai, core::capacity::shogi_bound(225, 118, 30, 224));
}

TEST(Capacity, Uc24) {
  auto s = uc24::parse_fen(kUc24);
  ASSERT_TRUE(s) << s.error().what();
  auto p = uc24::Position::from_setup(*s);
  ASSERT_TRUE(p) << p.error().what();
  uc24::MoveList ml;
  uc24::generate_legal(*p, ml);
  report("uc24", ml.size, 9L * 32 * 63, uc24::MoveList::kCapacity);
}

TEST(Capacity, Waterloo) {
  auto s = waterloo::parse_fen(kWaterloo);
  ASSERT_TRUE(s) << s.error().what();
  auto p = waterloo::Position::from_setup(*s);
  ASSERT_TRUE(p) << p.error().what();
  waterloo::MoveList ml;
  waterloo::generate_legal(*p, ml);
  report("waterloo", ml.size, long(waterloo::kMaxPieces) * waterloo::max_piece_moves() + 2,
         waterloo::MoveList::kCapacity);
}

}  // namespace
