// UC-24 rules (RULINGS 1.4-1.6): exchanges and drop rights, compound turns with drops,
// promotion from the back of the reserve, play / undo / FEN round trips.
#include <gtest/gtest.h>

#include <initializer_list>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "reference/uc24/reference_uc24.h"
#include "test_util.h"

namespace {

using ref_uc24::Board;
using ref_uc24::Error;

using ref_test::has;
using ref_test::sorted_moves;
using ref_test::starting_with;

int drop_turns(const Board& b) {
  int n = 0;
  for (const std::string& m : b.legal_moves()) n += m.find('&') != std::string::npos;
  return n;
}

// Plays the moves of `line` in order, expecting the FEN after each.
void expect_line(Board& b, std::initializer_list<std::pair<const char*, const char*>> line) {
  for (const auto& [move, fen] : line) {
    b.play(move);
    EXPECT_EQ(b.fen(), fen) << "after " << move;
  }
}

TEST(Uc24Rules, CaptureAndRecaptureGiveBothSidesARight) {
  Board b("3rk3/8/8/3n4/8/2N5/8/4K3 w - - 0 1 [QR/qr] 0,0 -");
  EXPECT_EQ(drop_turns(b), 0);
  b.play("c3d5");  // A x B
  EXPECT_EQ(b.fen(), "3rk3/8/8/3N4/8/8/8/4K3 b - - 0 1 [QR/qr] 0,0 d5:nn");
  EXPECT_EQ(drop_turns(b), 8 - 1);  // only the recapture earns the right this turn
  // The recapturer may drop in the same turn, on any empty square of rank 8 after the move.
  EXPECT_EQ(starting_with(b, "d8d5"),
            (std::vector<std::string>{"d8d5", "d8d5&Q@a8", "d8d5&Q@b8", "d8d5&Q@c8", "d8d5&Q@d8",
                                      "d8d5&Q@f8", "d8d5&Q@g8", "d8d5&Q@h8"}));
  b.play("d8d5&Q@c8");  // C x A, closes the exchange; Black uses its new right at once
  EXPECT_EQ(b.fen(), "2q1k3/8/8/3r4/8/8/8/4K3 w - - 0 2 [QR/r] 1,0 -");
  // White: Ke2 / Kf1 / Kf2 (d1, d2 are on the rook's file), each alone or with Q on a free
  // rank-1 square: 9 + 8 + 9.
  EXPECT_EQ(b.legal_moves().size(), 26u);
  EXPECT_TRUE(has(b, "e1f1&Q@e1"));
  b.play("e1e2&Q@d1");
  EXPECT_EQ(b.fen(), "2q1k3/8/8/3r4/8/8/4K3/3Q4 b - - 1 2 [R/r] 0,0 -");
  EXPECT_EQ(drop_turns(b), 0);
}

TEST(Uc24Rules, ExchangesInvolvingAPawnGiveNothing) {
  Board pawn_takes("3rk3/8/8/3n4/4P3/8/8/4K3 w - - 0 1 [Q/q] 0,0 -");
  pawn_takes.play("e4d5");
  EXPECT_EQ(pawn_takes.fen(), "3rk3/8/8/3P4/8/8/8/4K3 b - - 0 1 [Q/q] 0,0 d5:yn");
  EXPECT_EQ(drop_turns(pawn_takes), 0);
  pawn_takes.play("d8d5");
  EXPECT_EQ(pawn_takes.fen(), "4k3/8/8/3r4/8/8/8/4K3 w - - 0 2 [Q/q] 0,0 -");
  EXPECT_EQ(drop_turns(pawn_takes), 0);

  Board takes_pawn("3rk3/8/8/3p4/8/2N5/8/4K3 w - - 0 1 [Q/q] 0,0 -");
  expect_line(takes_pawn, {{"c3d5", "3rk3/8/8/3N4/8/8/8/4K3 b - - 0 1 [Q/q] 0,0 d5:ny"},
                           {"d8d5", "4k3/8/8/3r4/8/8/8/4K3 w - - 0 2 [Q/q] 0,0 -"}});
}

TEST(Uc24Rules, TheRecapturerMayBeAPawn) {
  // Only A (first capturer) and B (its victim) matter: N x N, pawn x N gives rights.
  Board b("4k3/8/2p5/3n4/8/2N5/8/4K3 w - - 0 1 [Q/q] 0,0 -");
  b.play("c3d5");
  EXPECT_TRUE(has(b, "c6d5&Q@a8"));
  b.play("c6d5");
  EXPECT_EQ(b.fen(), "4k3/8/8/3p4/8/8/8/4K3 w - - 0 2 [Q/q] 1,1 -");
}

TEST(Uc24Rules, PromotionOnCaptureCountsAsThePromotedPiece) {
  Board b("r3k3/1P6/8/8/q7/8/8/4K3 w - - 0 1 [QN/] 0,0 -");
  // b7a8: the pawn becomes N (back of the reserve) while capturing.
  expect_line(b, {{"b7a8", "N3k3/8/8/8/q7/8/8/4K3 b - - 0 1 [Q/] 0,0 a8:nn"},
                  {"a4a8", "q3k3/8/8/8/8/8/8/4K3 w - - 0 2 [Q/] 1,1 -"}});
}

TEST(Uc24Rules, GreedyPairingOfCaptureChains) {
  // A x B (Nc3xd5), C x A (Rd7xd5), D x C (Rd1xd5), E x D (Qd8xd5): two exchanges.
  Board b("3q3k/3r4/8/3n4/8/2N5/8/3R3K w - - 0 1 [QRNB/qrnb] 0,0 -");
  expect_line(b, {{"c3d5", "3q3k/3r4/8/3N4/8/8/8/3R3K b - - 0 1 [QRNB/qrnb] 0,0 d5:nn"},
                  {"d7d5", "3q3k/8/8/3r4/8/8/8/3R3K w - - 0 2 [QRNB/qrnb] 1,1 -"}});
  EXPECT_TRUE(has(b, "d1d5&Q@a1"));  // White's right from the first exchange
  // d1d5 opens a new exchange: the closing capture opened none.
  expect_line(b, {{"d1d5", "3q3k/8/8/3R4/8/8/8/7K b - - 0 2 [QRNB/qrnb] 1,1 d5:nn"},
                  {"d8d5", "7k/8/8/3q4/8/8/8/7K w - - 0 3 [QRNB/qrnb] 2,2 -"}});
  // Without E x D the loss of C is absolute: nothing more.
  b.undo();
  expect_line(b, {{"h8g8", "3q2k1/8/8/3R4/8/8/8/7K w - - 1 3 [QRNB/qrnb] 1,1 -"}});
}

TEST(Uc24Rules, ACaptureElsewhereDoesNotCloseTheExchange) {
  Board b("r3k3/8/8/3n4/8/2N5/8/R3K3 w - - 0 1 [Q/q] 0,0 -");
  b.play("c3d5");
  b.play("a8a1");  // captures, but not the piece on d5: opens its own pending exchange
  EXPECT_EQ(b.fen(), "4k3/8/8/3N4/8/8/8/r3K3 w - - 0 2 [Q/q] 0,0 a1:nn");
}

TEST(Uc24Rules, DropMayBlockCheck) {
  // Rook a1 checks the king e1; White has a right and a rook in reserve.
  Board b("4k3/8/8/8/8/8/7P/r3K3 w - - 0 1 [R/] 1,0 -");
  ASSERT_TRUE(b.in_check());
  // Kd2 / Ke2 / Kf2: alone or + drop on any of 7 free squares (3 x 8). Kd1 only with a block on
  // b1/c1 (2); Kf1 with a block on b1/c1/d1/e1 (4). Each pawn move with a block on b1/c1/d1 (3+3).
  EXPECT_EQ(b.legal_moves().size(), 36u);
  EXPECT_EQ(starting_with(b, "e1d1"), (std::vector<std::string>{"e1d1&R@b1", "e1d1&R@c1"}));
  EXPECT_EQ(starting_with(b, "h2h3"),
            (std::vector<std::string>{"h2h3&R@b1", "h2h3&R@c1", "h2h3&R@d1"}));
  EXPECT_EQ(starting_with(b, "e1f1").size(), 4u);
  EXPECT_EQ(b.perft(1), 36u);
  EXPECT_THROW(b.play("h2h3"), Error);
  b.play("h2h3&R@c1");
  EXPECT_EQ(b.fen(), "4k3/8/8/8/8/7P/8/r1R1K3 b - - 0 1 [/] 0,0 -");
}

TEST(Uc24Rules, NoDropWithoutRightOrReserve) {
  EXPECT_EQ(drop_turns(Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1 [Q/q] 0,3 -")), 0);
  EXPECT_EQ(drop_turns(Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1 [/q] 3,0 -")), 0);
  // King e1: Kd2/Ke2/Kf2 alone or + Q on one of 8 free rank-1 squares; Kd1/Kf1 with 7 free.
  EXPECT_EQ(Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1 [Q/] 1,0 -").legal_moves().size(),
            3u * (1 + 8) + 2u * (1 + 7));
}

TEST(Uc24Rules, PromotionTakesTheBackOfTheReserve) {
  Board b("4k3/PP6/8/8/8/8/8/4K3 w - - 0 1 [QRN/] 1,0 -");
  EXPECT_TRUE(has(b, "a7a8&Q@a1"));  // promotion from the back (N), drop from the front (Q)
  b.play("a7a8");
  EXPECT_EQ(b.fen(), "N3k3/1P6/8/8/8/8/8/4K3 b - - 0 1 [QR/] 1,0 -");
  b.play("e8d7");
  b.play("b7b8");
  EXPECT_EQ(b.fen(), "NR6/3k4/8/8/8/8/8/4K3 b - - 0 2 [Q/] 1,0 -");
}

TEST(Uc24Rules, PromotionOfTheLastReservePieceLeavesNothingToDrop) {
  Board b("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 [N/] 1,0 -");
  EXPECT_EQ(starting_with(b, "b7"), (std::vector<std::string>{"b7b8"}));
  EXPECT_TRUE(has(b, "e1d1&N@e1"));
  b.play("b7b8");
  EXPECT_EQ(b.fen(), "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1 [/] 1,0 -");
}

TEST(Uc24Rules, NoPawnToTheLastRankWithAnEmptyReserve) {
  EXPECT_TRUE(starting_with(Board("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b7").empty());
  EXPECT_TRUE(starting_with(Board("4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1 [Q/]"
                                  " 0,0 -"),
                            "b2")
                  .empty());
  // The same pawns with a piece in their own reserve.
  EXPECT_EQ(starting_with(Board("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1 [M/] 0,0 -"), "b7"),
            (std::vector<std::string>{"b7a8", "b7b8"}));
  Board black("4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1 [/zc] 0,0 -");
  EXPECT_EQ(starting_with(black, "b2"), (std::vector<std::string>{"b2a1", "b2b1"}));
  black.play("b2b1");  // becomes the Cardinal (back), which checks nothing; e1 is safe
  EXPECT_EQ(black.fen(), "4k3/8/8/8/8/8/8/Rc2K3 w - - 0 2 [/z] 0,0 -");
}

TEST(Uc24Rules, EnPassantCaptureIsAPawnCapture) {
  Board b("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1 [Q/q] 0,0 -");
  b.play("e2e4");
  EXPECT_EQ(b.fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1 [Q/q] 0,0 -");
  EXPECT_TRUE(has(b, "d4e3"));
  b.play("d4e3");
  EXPECT_EQ(b.fen(), "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2 [Q/q] 0,0 e3:yy");
}

TEST(Uc24Rules, PlayRejectsBadTextAndUndoRestores) {
  Board b("3rk3/8/8/3n4/8/2N5/8/4K3 w - - 0 1 [QR/qr] 0,0 -");
  const std::string start = b.fen();
  EXPECT_THROW(b.undo(), Error);
  EXPECT_THROW(b.play(""), Error);
  EXPECT_THROW(b.play("c3d5&Q@a1"), Error);  // no right yet
  EXPECT_THROW(b.play("C3D5"), Error);
  EXPECT_THROW(b.play("d8d5"), Error);  // wrong side
  EXPECT_EQ(b.fen(), start);
  b.play("c3d5");
  EXPECT_THROW(b.play("d8d5&Q@e8"), Error);  // e8 is occupied
  EXPECT_THROW(b.play("d8d5&R@a8"), Error);  // the front piece is the Queen
  EXPECT_THROW(b.play("d8d5&q@a8"), Error);  // drop letter is upper case
  b.undo();
  EXPECT_EQ(b.fen(), start);
}

// Plays random legal turns from `fen`, checking that fen() re-parses to the same position (same
// FEN, same legal turns) and that undo() walks back through the same FENs.
void random_round_trip(const std::string& fen, unsigned seed, int plies) {
  Board b(fen);
  std::mt19937 rng(seed);
  std::vector<std::string> fens{b.fen()};
  for (int i = 0; i < plies; ++i) {
    const std::vector<std::string> moves = sorted_moves(b);
    if (moves.empty()) break;
    const Board reparsed(b.fen());
    EXPECT_EQ(reparsed.fen(), b.fen());
    EXPECT_EQ(sorted_moves(reparsed), moves) << b.fen();
    b.play(moves[rng() % moves.size()]);
    fens.push_back(b.fen());
  }
  for (std::size_t i = fens.size() - 1; i > 0; --i) {
    EXPECT_EQ(b.fen(), fens[i]);
    b.undo();
  }
  EXPECT_EQ(b.fen(), fens[0]);
  EXPECT_THROW(b.undo(), Error);
}

TEST(Uc24Rules, FenRoundTripThroughPlayAndUndo) {
  const std::string seed_start =
      "qjmkaubf/pppppppp/8/8/8/8/PPPPPPPP/RMFQWSNK w - - 0 1 [ATVJLYEGDUCHZXOB/zwontdxgyrchesvl] "
      "0,0 -";
  for (unsigned seed = 1; seed <= 4; ++seed) random_round_trip(seed_start, seed, 60);
  random_round_trip("3q3k/3r4/8/3n4/8/2N5/8/3R3K w - - 0 1 [QRNB/qrnb] 0,0 -", 7, 40);
}

}  // namespace
