// Waterloo piece geometry (RULINGS 4.3): empty-board destination counts of every whole piece.
#include <gtest/gtest.h>

#include "reference/waterloo/reference_waterloo.h"

namespace {

using ref_waterloo::empty_board_destinations;

TEST(WaterlooPieces, TableCountsFromE5) {
  // RULINGS 4.3, column e5.
  const std::pair<char, int> table[] = {{'S', 8},  {'N', 8},  {'B', 17}, {'R', 18},
                                        {'A', 35}, {'K', 8},  {'G', 16}, {'C', 25},
                                        {'M', 26}, {'Q', 43}, {'E', 16}, {'W', 35}};
  for (const auto& [letter, count] : table)
    EXPECT_EQ(empty_board_destinations(letter, "e5"), count) << letter;
}

TEST(WaterlooPieces, CornerA1) {
  // Steps 3, knight 2, bishop 9, rook 18; Guard = 3 steps + (2,0),(0,2),(2,2).
  EXPECT_EQ(empty_board_destinations('S', "a1"), 3);
  EXPECT_EQ(empty_board_destinations('K', "a1"), 3);
  EXPECT_EQ(empty_board_destinations('N', "a1"), 2);
  EXPECT_EQ(empty_board_destinations('B', "a1"), 9);
  EXPECT_EQ(empty_board_destinations('R', "a1"), 18);
  EXPECT_EQ(empty_board_destinations('A', "a1"), 27);
  EXPECT_EQ(empty_board_destinations('G', "a1"), 6);
  EXPECT_EQ(empty_board_destinations('C', "a1"), 11);
  EXPECT_EQ(empty_board_destinations('M', "a1"), 20);
  EXPECT_EQ(empty_board_destinations('Q', "a1"), 29);
  EXPECT_EQ(empty_board_destinations('E', "a1"), 5);
  EXPECT_EQ(empty_board_destinations('W', "a1"), 27);
}

TEST(WaterlooPieces, CornerK10IsLikeA1) {
  for (char letter : std::string("SNBRAKGCMQEW"))
    EXPECT_EQ(empty_board_destinations(letter, "k10"), empty_board_destinations(letter, "a1"))
        << letter;
}

TEST(WaterlooPieces, SquareB2) {
  // Knight: c4 a4 d3 d1. Bishop: 8 up-right + a3 + c1 + a1. Guard: 8 steps + d2 b4 d4.
  EXPECT_EQ(empty_board_destinations('N', "b2"), 4);
  EXPECT_EQ(empty_board_destinations('B', "b2"), 11);
  EXPECT_EQ(empty_board_destinations('G', "b2"), 11);
  EXPECT_EQ(empty_board_destinations('C', "b2"), 15);
  EXPECT_EQ(empty_board_destinations('M', "b2"), 22);
  EXPECT_EQ(empty_board_destinations('Q', "b2"), 33);
  EXPECT_EQ(empty_board_destinations('E', "b2"), 12);
  EXPECT_EQ(empty_board_destinations('W', "b2"), 29);
}

TEST(WaterlooPieces, EdgeSquaresE1AndK5) {
  // e1: 5 steps; knight f3 d3 g2 c2; Guard jumps g1 c1 e3 g3 c3; bishop 5 + 4.
  EXPECT_EQ(empty_board_destinations('K', "e1"), 5);
  EXPECT_EQ(empty_board_destinations('N', "e1"), 4);
  EXPECT_EQ(empty_board_destinations('E', "e1"), 9);
  EXPECT_EQ(empty_board_destinations('G', "e1"), 10);
  EXPECT_EQ(empty_board_destinations('B', "e1"), 9);
  EXPECT_EQ(empty_board_destinations('Q', "e1"), 31);
  // k5 (last file is k, there is no j): bishop 5 + 4; knight i7 i3 h6 h4; Guard 5 + i5... = 10.
  EXPECT_EQ(empty_board_destinations('B', "k5"), 9);
  EXPECT_EQ(empty_board_destinations('N', "k5"), 4);
  EXPECT_EQ(empty_board_destinations('S', "k5"), 5);
  EXPECT_EQ(empty_board_destinations('G', "k5"), 10);
  EXPECT_EQ(empty_board_destinations('R', "k5"), 18);
}

TEST(WaterlooPieces, RejectsBadInput) {
  EXPECT_THROW(empty_board_destinations('P', "e5"), ref_waterloo::Error);
  EXPECT_THROW(empty_board_destinations('X', "e5"), ref_waterloo::Error);
  EXPECT_THROW(empty_board_destinations('s', "e5"), ref_waterloo::Error);
  EXPECT_THROW(empty_board_destinations('S', "j5"), ref_waterloo::Error);
  EXPECT_THROW(empty_board_destinations('S', "e11"), ref_waterloo::Error);
  EXPECT_THROW(empty_board_destinations('S', "e0"), ref_waterloo::Error);
}

}  // namespace
