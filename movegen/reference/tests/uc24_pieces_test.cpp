// UC-24 piece geometry: empty-board counts (RULINGS 1.2) and hand-derived blocked / screen / edge
// cases for the special movers (RULINGS 1.3). Expected lists were worked out by hand from the
// definitions; the comments give the reasoning.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "reference/uc24/reference_uc24.h"

namespace {

using ref_uc24::Board;
using ref_uc24::empty_board_destinations;
using ref_uc24::Error;

struct TableRow {
  char letter;
  int from_a1;
  int from_d4;
};

// RULINGS 1.2, columns a1 and d4.
constexpr TableRow kTable[] = {
    {'K', 3, 8},   {'Q', 21, 27}, {'R', 14, 14}, {'N', 2, 8},   {'A', 23, 35}, {'S', 20, 26},
    {'O', 9, 14},  {'H', 11, 34}, {'D', 21, 26}, {'U', 13, 25}, {'Z', 6, 12},  {'G', 13, 24},
    {'Y', 14, 24}, {'M', 16, 22}, {'C', 9, 21},  {'F', 15, 18}, {'B', 9, 17},  {'T', 4, 12},
    {'E', 3, 12},  {'X', 5, 16},  {'W', 4, 12},  {'V', 3, 12},  {'J', 14, 20}, {'L', 21, 27},
};

TEST(Uc24Pieces, EmptyBoardCountsMatchTheRulingsTable) {
  for (const TableRow& row : kTable) {
    EXPECT_EQ(empty_board_destinations(row.letter, "a1"), row.from_a1) << row.letter << " a1";
    EXPECT_EQ(empty_board_destinations(row.letter, "d4"), row.from_d4) << row.letter << " d4";
  }
}

TEST(Uc24Pieces, EmptyBoardCountsAreSymmetric) {
  // Every piece is left-right symmetric and counts are for a White piece: a1~h1, d4~e4.
  for (const TableRow& row : kTable) {
    EXPECT_EQ(empty_board_destinations(row.letter, "h1"), row.from_a1) << row.letter;
    EXPECT_EQ(empty_board_destinations(row.letter, "e4"), row.from_d4) << row.letter;
    EXPECT_EQ(empty_board_destinations(row.letter, "a8"), row.from_a1) << row.letter;
  }
}

TEST(Uc24Pieces, EmptyBoardCountsRejectBadInput) {
  EXPECT_THROW(empty_board_destinations('P', "d4"), Error);
  EXPECT_THROW(empty_board_destinations('I', "d4"), Error);
  EXPECT_THROW(empty_board_destinations('q', "d4"), Error);
  EXPECT_THROW(empty_board_destinations('Q', "i1"), Error);
  EXPECT_THROW(empty_board_destinations('Q', "d44"), Error);
}

// Destination squares of the legal drop-free moves starting on `from` in the position `fen`,
// sorted.
std::vector<std::string> targets(const std::string& fen, const std::string& from) {
  std::vector<std::string> out;
  for (const std::string& m : Board(fen).legal_moves())
    if (m.size() == 4 && m.substr(0, 2) == from) out.push_back(m.substr(2, 2));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Sissa on c3 after the seed's diagram, cut to 8x8: own K d1 + P d2, enemy r c5, q e7, n g8, k h8.
TEST(Uc24Pieces, SissaBlockedPaths) {
  // Rook-wise: c4 c5(x) c6 c7 c8 (via the h3 leg; c3-h8 path hits the king) c2;
  // c1 only via a3 (d2 blocks the e3 and e1 paths: the 135-degree turn of the seed);
  // d3 b3 a3; e3 f3 g3 only diagonal-first (c5 and d2/c1-edge block the others);
  // h3 unreachable (c5, d2, the h8 king and the edge block all four paths).
  // Nightrider-wise: d5 e4 e2 b1 a2 a4 b5 (d1 own), e7(x) only via d4-e5-e6, g5 g1, a7 via b4-a5;
  // n = 3 squares are all off the board.
  EXPECT_EQ(targets("6nk/4q3/8/2r5/8/2S5/3P4/3K4 w - - 0 1", "c3"),
            sorted({"c4", "c5", "c6", "c7", "c8", "c2", "c1", "d3", "b3", "a3", "e3", "f3",
                    "g3", "d5", "e4", "e2", "b1", "a2", "a4", "b5", "e7", "g5", "g1", "a7"}));
}

TEST(Uc24Pieces, SissaCornerMustBeEmpty) {
  // Sissa a1 with own pawns a2 and b2 and own king h1. Every path must start along rank 1
  // (b1, c1, ...), turning after n squares:
  //   up-right (n*(1,0) + n*(1,1) = (2n, n)): c2 (n = 1), e3 (n = 2), g4 (n = 3); n = 4 is off;
  //   up-left  (n*(1,0) + n*(-1,1) = (0, n)): n = 1 ends on a2 (own), n = 2 passes b2 (own),
  //   n = 3..6 give a4 a5 a6 a7 (via c2-b3, d2-c3-b4, ...); n = 7 needs h1 (own king).
  // b1 itself is NOT reachable: its paths go through a2 or b2 (the Sissa never moves one step).
  EXPECT_EQ(targets("7k/8/8/8/8/8/PP6/S6K w - - 0 1", "a1"),
            sorted({"c2", "e3", "g4", "a4", "a5", "a6", "a7"}));
}

// Rose d4 with own P e6, own N b3, enemy n f5, p c2.
TEST(Uc24Pieces, RoseBlockedCircles) {
  // Empty board: e6 g7 f5 h4 f3 g1 e2 c2 a1 b3 b5 a7 c6 d8. e6 and b3 are own; g7 needs e6 or f5
  // as first landing (both occupied); a1 needs c2 or b3 (both occupied); h4 is still reached via
  // f3; d8 via c6.
  EXPECT_EQ(targets("k7/8/4P3/5n2/3O4/1N6/2p5/7K w - - 0 1", "d4"),
            sorted({"f5", "h4", "f3", "g1", "e2", "c2", "b5", "a7", "c6", "d8"}));
}

TEST(Uc24Pieces, RoseLongCircleFromTheCorner) {
  // Empty-board Rose a1 (9): circles b3-d4-f3-g1, c2-e1, b3-a5, c2-d4-c6-a7. With an own pawn on
  // d4 every circle through d4 stops there: b3 c2 a5 e1 remain.
  EXPECT_EQ(targets("7k/8/8/8/3P4/8/8/O6K w - - 0 1", "a1"), sorted({"b3", "c2", "a5", "e1"}));
}

TEST(Uc24Pieces, RoseSixLeapsAroundBlockers) {
  // Rose a4 with own pawns b2, c3. d1 = a4 + (3,-3) has three paths: c3-d1, b2-d1 (both blocked)
  // and the long way b6-d7-f6-g4-f2-d1 (6 leaps). Other circles: b6-a8, c5-d7, c5-e4-f2.
  // (A 7-leap path always ends on a knight square of the start, so 7 vs 6 leaps never matters.)
  EXPECT_EQ(targets("7k/8/8/8/O7/2P5/1P6/7K w - - 0 1", "a4"),
            sorted({"a8", "b6", "c5", "d7", "e4", "f6", "g4", "f2", "d1"}));
}

// Dancing Horse a1 with enemy r b3, own P e3, enemy n d4.
TEST(Uc24Pieces, DancingHorseNeedsAnEmptyFirstLanding) {
  // First leaps b3 (capture, no continuation) and c2 (empty). From c2: d4 (capture), e3 (own),
  // e1, a3, b4; a1 is the start square and excluded. c5 d2 c1 a5 would need b3.
  EXPECT_EQ(targets("7k/8/8/8/3n4/1r2P3/8/H6K w - - 0 1", "a1"),
            sorted({"b3", "c2", "d4", "e1", "a3", "b4"}));
}

// Dragon a1: rook part plus ferz b2 and dabbaba rides from b2 (odd squares leapt).
TEST(Uc24Pieces, DragonLeapsTheSkippedSquares) {
  // Rook: a2-a8, b1 c1 d1 (e1 own king). Ferz b2; along rank 2: d2 (own pawn c2 leapt), f2
  // (capture; h2 beyond is cut off); along the b-file: b4 own pawn stops b6 and b8.
  EXPECT_EQ(targets("7k/8/8/8/1P6/8/2P2n2/D3K3 w - - 0 1", "a1"),
            sorted({"a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "c1", "d1", "b2", "d2", "f2"}));
}

TEST(Uc24Pieces, DragonFerzSquareMustBeEmptyToContinue) {
  // a2 own pawn kills the file; b2 is captured and ends the gryphon part.
  EXPECT_EQ(targets("7k/8/8/8/8/8/Pn6/D3K3 w - - 0 1", "a1"), sorted({"b1", "c1", "d1", "b2"}));
}

// Gryphon d4: own P e5, enemy p c5, enemy n g3.
TEST(Uc24Pieces, GryphonBlocked) {
  // c5: capture, no continuation. e5 own. c3 then b3 a3 / c2 c1. e3 then f3 g3(x) / e2 e1.
  EXPECT_EQ(targets("K6k/8/8/2p1P3/3G4/6n1/8/8 w - - 0 1", "d4"),
            sorted({"c5", "c3", "b3", "a3", "c2", "c1", "e3", "f3", "g3", "e2", "e1"}));
}

// Aanca d4: enemy p d5, own P f3, enemy n g6, enemy r c2.
TEST(Uc24Pieces, AancaBlocked) {
  // d5 capture only. d3 then e2 f1 / c2(x). e4 then f5 g6(x) / f3 own. c4 then b5 a6 / b3 a2.
  EXPECT_EQ(targets("8/K7/6n1/3p3k/3Y4/5P2/2r5/8 w - - 0 1", "d4"),
            sorted({"d5", "d3", "e2", "f1", "c2", "e4", "f5", "g6", "c4", "b5", "a6", "b3", "a2"}));
}

// Harvestman d4 (REC reading): enemy p g4, own P c6, enemy n d3.
TEST(Uc24Pieces, HarvestmanZigZagOutward) {
  // e4: f5 g4(x) | f3 g4(x): h5 h3 cut off. c4: b5 a4 | b3 a4. d5: e6 d7 e8 | c6 own (c8 lost).
  // d3: capture only (e2 c2 d1 lost).
  EXPECT_EQ(targets("k7/8/2P5/8/3J2p1/3n4/8/7K w - - 0 1", "d4"),
            sorted({"e4", "f5", "g4", "f3", "c4", "b5", "a4", "b3", "d5", "e6", "d7", "e8", "d3"}));
}

// Leo d4 with screens: P d6 then r d8; n f4 then p h4; P f6 then n h8; p b6 then own N a7.
TEST(Uc24Pieces, LeoCapturesOnlyOverOneScreen) {
  // Quiet: d5 | d3 d2 d1 | e4 | c4 b4 a4 | c5 | e5 | e3 f2 g1 | c3 b2 (a1 own king).
  // Captures: d8 (over d6, across d7), h4 (over f4, across g4), h8 (over f6, across g7).
  // Nothing over b6 (a7 is own) nor over the king a1 (edge).
  EXPECT_EQ(targets("3r3n/N7/1p1P1P1k/8/3L1n1p/8/8/K7 w - - 0 1", "d4"),
            sorted({"d5", "d3", "d2", "d1", "e4", "c4", "b4", "a4", "c5", "e5", "e3", "f2", "g1",
                    "c3", "b2", "d8", "h4", "h8"}));
}

TEST(Uc24Pieces, LeoGivesCheckByHoppingOnly) {
  // Black Leo e8, screen e4 (White pawn), White king e1: check.
  EXPECT_TRUE(Board("k3l3/8/8/8/4P3/8/8/4K3 w - - 0 1").in_check());
  // Adjacent Leo with nothing between: no check (it cannot capture without a screen).
  EXPECT_FALSE(Board("k7/8/8/8/8/8/4l3/4K3 w - - 0 1").in_check());
  // Two screens: no check.
  EXPECT_FALSE(Board("k3l3/4p3/8/8/4P3/8/8/4K3 w - - 0 1").in_check());
  // A king may not step onto a square the Leo attacks over a screen: Black L d8 with the screen
  // d5 attacks d4-d1, so the White king on c1 may not go to d1 or d2.
  EXPECT_EQ(targets("k2l4/8/8/3P4/8/8/8/2K5 w - - 0 1", "c1"), sorted({"b1", "b2", "c2"}));
}

// Nightrider a1: own P c5 (stops d7), enemy n e3 (captured, g4 cut off).
TEST(Uc24Pieces, NightriderBlocked) {
  EXPECT_EQ(targets("7k/8/8/2P5/8/4n3/8/Z6K w - - 0 1", "a1"), sorted({"b3", "c2", "e3"}));
}

TEST(Uc24Pieces, ArchbishopriderIsBishopPlusNightrider) {
  // U a1, own P c3 (blocks bishop beyond b2, leaps irrelevant), enemy n e3.
  EXPECT_EQ(targets("7k/8/8/8/8/2P1n3/8/U6K w - - 0 1", "a1"),
            sorted({"b2", "b3", "c5", "d7", "c2", "e3"}));
}

}  // namespace
