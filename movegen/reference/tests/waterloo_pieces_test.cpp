// Waterloo piece geometry (RULINGS 4.3): empty-board destination counts of every whole piece.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "reference/waterloo/reference_waterloo.h"

namespace {

using ref_waterloo::empty_board_destinations;

// Checks the empty-board destination counts on `square` of the pieces `letters`, in order.
void expect_counts(const char* square, std::string_view letters, std::vector<int> counts) {
  ASSERT_EQ(letters.size(), counts.size());
  for (std::size_t i = 0; i < letters.size(); ++i)
    EXPECT_EQ(empty_board_destinations(letters[i], square), counts[i])
        << letters[i] << " on " << square;
}

TEST(WaterlooPieces, TableCountsFromE5) {
  // RULINGS 4.3, column e5.
  expect_counts("e5", "SNBRAKGCMQEW", {8, 8, 17, 18, 35, 8, 16, 25, 26, 43, 16, 35});
}

TEST(WaterlooPieces, CornerA1) {
  // Steps 3, knight 2, bishop 9, rook 18; Guard = 3 steps + (2,0),(0,2),(2,2).
  expect_counts("a1", "SKNBRAGCMQEW", {3, 3, 2, 9, 18, 27, 6, 11, 20, 29, 5, 27});
}

TEST(WaterlooPieces, CornerK10IsLikeA1) {
  for (char letter : std::string("SNBRAKGCMQEW"))
    EXPECT_EQ(empty_board_destinations(letter, "k10"), empty_board_destinations(letter, "a1"))
        << letter;
}

TEST(WaterlooPieces, SquareB2) {
  // Knight: c4 a4 d3 d1. Bishop: 8 up-right + a3 + c1 + a1. Guard: 8 steps + d2 b4 d4.
  expect_counts("b2", "NBGCMQEW", {4, 11, 11, 15, 22, 33, 12, 29});
}

TEST(WaterlooPieces, EdgeSquaresE1AndK5) {
  // e1: 5 steps; knight f3 d3 g2 c2; Guard jumps g1 c1 e3 g3 c3; bishop 5 + 4.
  expect_counts("e1", "KNEGBQ", {5, 4, 9, 10, 9, 31});
  // k5 (last file is k, there is no j): bishop 5 + 4; knight i7 i3 h6 h4; Guard 5 + i5... = 10.
  expect_counts("k5", "BNSGR", {9, 4, 5, 10, 18});
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
