// Waterloo FEN (RULINGS 4.1, docs/rulings-local.md "Waterloo"): round trips and one test per
// refusal.
#include <gtest/gtest.h>

#include <string>

#include "reference/waterloo/reference_waterloo.h"
#include "waterloo_test_util.h"

namespace {

using ref_waterloo::Board;
using ref_waterloo::Error;
using waterloo_test::make_fen;

// Two royals far apart; other pieces added per test.
std::string kings(const std::string& rest = "w - - 0,0 0 1") {
  return make_fen({{"a1", 'K'}, {"k10", 'k'}}, rest);
}

TEST(WaterlooFen, StartRoundTrip) {
  Board b(ref_waterloo::kStartFen);
  EXPECT_EQ(b.fen(), ref_waterloo::kStartFen);
}

TEST(WaterlooFen, RoundTripOfVariousFields) {
  const std::string fens[] = {
      kings("b - - 2,1 17 40"),
      make_fen({{"e1", 'E'}, {"b1", 'M'}, {"a1", 'R'}, {"f10", 'e'}, {"i10", 'm'}, {"k10", 'r'}},
               "w Bi - 0,0 3 9"),
      make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e6", 'P'}, {"f6", 'p'}}, "w - f7 0,0 0 20"),
      make_fen({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'P'}, {"c2", 'W'}, {"h5", 'g'}},
               "b - - 3,0 0 30"),
  };
  for (const std::string& f : fens) EXPECT_EQ(Board(f).fen(), f);
}

TEST(WaterlooFen, TenAndRunsAndKTenSquares) {
  Board b("k9/10/10/10/10/10/10/10/10/9K w - - 0,0 0 1");
  EXPECT_EQ(b.fen(), "k9/10/10/10/10/10/10/10/10/9K w - - 0,0 0 1");
  EXPECT_TRUE(waterloo_test::has(b, "k1i1"));  // files ... h i k
}

TEST(WaterlooFen, EpSquareWithoutCapturerIsDropped) {
  Board b(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"c6", 'P'}, {"f6", 'p'}}, "w - f7 0,0 0 1"));
  EXPECT_EQ(b.fen(), make_fen({{"a1", 'K'}, {"k10", 'k'}, {"c6", 'P'}, {"f6", 'p'}}));
}

void expect_refused(const std::string& fen) {
  EXPECT_THROW({ Board b(fen); }, Error) << fen;
}

TEST(WaterlooFen, RefusesWrongFieldCount) {
  expect_refused("k9/10/10/10/10/10/10/10/10/9K w - - 0,0 0");
  expect_refused("k9/10/10/10/10/10/10/10/10/9K w - - 0 1");
}
TEST(WaterlooFen, RefusesBadBoard) {
  expect_refused("k9/10/10/10/10/10/10/10/9K w - - 0,0 0 1");      // 9 ranks
  expect_refused("k9/10/10/10/10/10/10/10/10/8K w - - 0,0 0 1");   // 9 squares
  expect_refused("k9/10/10/10/10/10/10/10/10/10K w - - 0,0 0 1");  // 11 squares
  expect_refused("k9/10/10/10/10/10/10/10/10/8XK w - - 0,0 0 1");  // bad letter
  expect_refused("k9/10/10/10/10/10/10/10/10/0K9 w - - 0,0 0 1");  // empty run 0
}
TEST(WaterlooFen, RefusesBadSide) { expect_refused(kings("x - - 0,0 0 1")); }
TEST(WaterlooFen, RefusesBadCastling) {
  const std::string start_board = std::string(ref_waterloo::kStartFen)
                                      .substr(0, std::string(ref_waterloo::kStartFen).find(' '));
  expect_refused(start_board + " w BIbx - 0,0 0 1");  // bad letter
  expect_refused(start_board + " w IB - 0,0 0 1");    // out of order
  expect_refused(start_board + " w BB - 0,0 0 1");    // repeated
  expect_refused(kings("w B - 0,0 0 1"));             // no Emperor, Marshall, Rook at home
  // Emperor demoted to a King on e1: no castling right.
  expect_refused(make_fen({{"e1", 'K'}, {"b1", 'M'}, {"a1", 'R'}, {"f10", 'e'}}, "w B - 0,0 0 1"));
}
TEST(WaterlooFen, RefusesBadEp) {
  const auto base = [](const char* ep) {
    return make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e6", 'P'}, {"f6", 'p'}},
                    std::string("w - ") + ep + " 0,0 0 1");
  };
  expect_refused(base("j7"));  // not a square
  expect_refused(base("f6"));  // not on the passed rank
  expect_refused(base("e7"));  // no double-stepped pawn on e6
  expect_refused(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e6", 'P'}, {"f6", 'p'}, {"f7", 'n'}},
                          "w - f7 0,0 0 1"));  // passed square occupied
  expect_refused(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e6", 'P'}, {"f6", 'p'}, {"f8", 'n'}},
                          "w - f7 0,0 0 1"));  // origin square occupied
}
TEST(WaterlooFen, RefusesBadPromotedCount) {
  expect_refused(kings("w - - 4,0 0 1"));
  expect_refused(kings("w - - 0 0 1 2"));
  expect_refused(kings("w - - 0,x 0 1"));
}
TEST(WaterlooFen, RefusesBadCounters) {
  expect_refused(kings("w - - 0,0 -1 1"));
  expect_refused(kings("w - - 0,0 0 0"));
  expect_refused(kings("w - - 0,0 a 1"));
}
TEST(WaterlooFen, RefusesRoyalCount) {
  expect_refused(make_fen({{"a1", 'K'}}));
  expect_refused(make_fen({{"a1", 'K'}, {"c1", 'E'}, {"k10", 'k'}}));
}
TEST(WaterlooFen, RefusesMoreThanThirtyPieces) {
  // The start position has 30 a side; one more White Spy on e5 makes 31.
  expect_refused(
      "rmcaqeacmr/ggbnnnnbgg/pppppppppp/10/10/4S5/10/PPPPPPPPPP/GGBNNNNBGG/RMCAEQACMR w BIbi - 0,0 "
      "0 1");
}
TEST(WaterlooFen, RefusesPawnOnRows1_2_9_10) {
  for (const char* s : {"e1", "e2", "e9", "e10"})
    expect_refused(make_fen({{"a1", 'K'}, {"k10", 'k'}, {s, 'P'}}));
  for (const char* s : {"e10", "e9", "e2", "e1"})  // Black's rows 1, 2, 9, 10
    expect_refused(make_fen({{"a1", 'K'}, {"k10", 'k'}, {s, 'p'}}));
}
TEST(WaterlooFen, RefusesPawnOnRow8WithoutThirdPawnWin) {
  expect_refused(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e8", 'P'}}, "w - - 2,0 0 1"));
  expect_refused(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e3", 'p'}}, "w - - 0,2 0 1"));
  EXPECT_NO_THROW(Board(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e8", 'P'}}, "b - - 3,0 0 1")));
}
TEST(WaterlooFen, RefusesSideNotToMoveInCheck) {
  expect_refused(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"k2", 'R'}}, "w - - 0,0 0 1"));
}
TEST(WaterlooFen, RefusesSideToMoveEmperorInCheck) {
  expect_refused(make_fen({{"a1", 'K'}, {"k10", 'e'}, {"k2", 'R'}}, "b - - 0,0 0 1"));
  EXPECT_NO_THROW(Board(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"k2", 'R'}}, "b - - 0,0 0 1")));
}

}  // namespace
