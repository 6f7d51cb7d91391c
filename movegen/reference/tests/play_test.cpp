// play() / undo() / in_check() and the canonical move text.
#include <gtest/gtest.h>

#include <random>

#include "chess_test_util.h"

namespace {

using ref_chess_test::Board;
using ref_chess_test::Error;
using ref_chess_test::has;
using ref_chess_test::kChessStart;
using ref_chess_test::kKiwipete;
using ref_chess_test::played;
using ref_chess_test::sorted_moves;

TEST(Play, IllegalMoveThrows) {
  Board b(kChessStart, 8);
  EXPECT_THROW(b.play("e2e5"), Error);
  EXPECT_THROW(b.play("e1g1"), Error);
  EXPECT_THROW(b.play("e7e5"), Error);  // wrong side
  EXPECT_THROW(b.play(""), Error);
  EXPECT_THROW(b.play("E2E4"), Error);
  EXPECT_THROW(b.play("e2e4q"), Error);
  EXPECT_EQ(sorted_moves(b).size(), 20u);  // a failed play() leaves the board alone
  b.play("e2e4");
  EXPECT_THROW(b.play("e2e4"), Error);
}

TEST(Play, UndoWithNothingToUndoThrows) {
  Board b(kChessStart, 8);
  EXPECT_THROW(b.undo(), Error);
  b.play("g1f3");
  b.undo();
  EXPECT_THROW(b.undo(), Error);
}

TEST(Play, CastlingTextAndKingTakesRookRejected) {
  Board b(kKiwipete, 8);
  const auto moves = b.legal_moves();
  EXPECT_TRUE(has(moves, "e1g1"));
  EXPECT_TRUE(has(moves, "e1c1"));
  EXPECT_FALSE(has(moves, "e1h1"));
  EXPECT_THROW(b.play("e1h1"), Error);
  b.play("e1g1");
  b.play("e8c8");
  EXPECT_EQ(b.perft(1), 48u);  // checked with fairy-stockfish
}

TEST(Play, CastlingKSuffixOnZeroAndOneStep) {
  Board one("rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/RK7R w KQkq - 0 1", 10);
  EXPECT_TRUE(has(one.legal_moves(), "b1c1k"));
  EXPECT_TRUE(has(one.legal_moves(), "b1i1"));
  EXPECT_TRUE(has(one.legal_moves(), "b1c1"));  // the ordinary king step is a different move
  one.play("b1c1k");
  EXPECT_TRUE(has(one.legal_moves(), "b8c8k"));
  one.play("b8i8");
  EXPECT_EQ(one.perft(1), 31u);  // checked with fairy-stockfish (b1a1 b8j8)
  Board zero("r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w KQkq - 0 1", 10);
  EXPECT_TRUE(has(zero.legal_moves(), "c1c1k"));
  zero.play("c1c1k");
  EXPECT_TRUE(has(zero.legal_moves(), "c8c8k"));
  EXPECT_FALSE(has(zero.legal_moves(), "c1c1k"));
}

// Rights are lost for good: moving the king or rook away and back, or capturing the rook on its
// square and putting another rook there, must not bring castling back.
TEST(Play, CastlingRightsAreLostForGood) {
  const Board rooks("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", 8);
  const Board king = played(rooks, {"e1f1", "e8d8", "f1e1", "d8e8"});
  EXPECT_FALSE(has(king, "e1g1"));
  EXPECT_FALSE(has(king, "e1c1"));
  const Board rook = played(rooks, {"h1h2", "e8d8", "h2h1", "d8e8"});
  EXPECT_FALSE(has(rook, "e1g1"));
  EXPECT_TRUE(has(rook, "e1c1"));
  const Board captured =
      played(Board("rr2k3/8/8/8/8/8/6B1/4K3 w q - 0 1", 8), {"g2a8", "b8a8", "e1d1"});
  EXPECT_FALSE(has(captured, "e8c8"));
  Board crc = played(Board("r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w KQkq - 0 1", 10),
                     {"j2j3", "c8c8k"});
  EXPECT_TRUE(has(crc, "c1c1k"));
  EXPECT_TRUE(has(crc, "c1i1"));
  crc = played(crc, {"j1j2", "a7a6", "j2j1", "a6a5"});
  EXPECT_TRUE(has(crc, "c1c1k"));
  EXPECT_FALSE(has(crc, "c1i1"));
}

TEST(Play, PromotionLetters) {
  Board eight("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 8);
  EXPECT_TRUE(has(eight.legal_moves(), "b7b8q"));
  EXPECT_TRUE(has(eight.legal_moves(), "b7b8n"));
  EXPECT_FALSE(has(eight.legal_moves(), "b7b8a"));
  EXPECT_EQ(eight.legal_moves().size(), 4u + 5u);
  Board ten("r4k4/1P8/10/10/10/10/10/5K4 w - - 0 1", 10);
  for (const char* m : {"b7b8q", "b7b8a", "b7b8c", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8c"})
    EXPECT_TRUE(has(ten.legal_moves(), m)) << m;
  EXPECT_FALSE(has(ten.legal_moves(), "b7b8"));
  ten.play("b7a8c");
  EXPECT_TRUE(ten.in_check());  // the chancellor on a8 gives check along the 8th rank
}

TEST(Play, EnPassantAndCheck) {
  Board b("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1", 8);
  b.play("d2d4");
  EXPECT_TRUE(has(b.legal_moves(), "e4d3"));
  b.play("e4d3");
  EXPECT_FALSE(b.in_check());
  b.undo();
  b.undo();
  EXPECT_FALSE(b.in_check());
  Board check("4k3/8/8/8/8/8/8/4K2r w - - 0 1", 8);
  EXPECT_TRUE(check.in_check());
}

// Walks random games; at every position, playing and undoing each legal move must restore
// exactly the same legal-move set, and undoing the whole game must restore the start.
void random_round_trip(const char* fen, int files, unsigned seed, int plies) {
  Board b(fen, files);
  const auto start = sorted_moves(b);
  std::mt19937 rng(seed);
  int played = 0;
  for (; played < plies; ++played) {
    const auto before = sorted_moves(b);
    if (before.empty()) break;
    for (const auto& m : before) {
      b.play(m);
      b.undo();
      ASSERT_EQ(sorted_moves(b), before) << "after play/undo of " << m;
    }
    b.play(before[std::uniform_int_distribution<std::size_t>(0, before.size() - 1)(rng)]);
  }
  for (int i = 0; i < played; ++i) b.undo();
  EXPECT_EQ(sorted_moves(b), start);
  EXPECT_THROW(b.undo(), Error);
}

TEST(Play, UndoRoundTripChess) { random_round_trip(kKiwipete, 8, 1, 60); }

TEST(Play, UndoRoundTripCrc) {
  random_round_trip("rkr7/pppppppppp/10/10/10/10/PPPPPPPPPP/RKR7 w CAca - 0 1", 10, 2, 60);
  random_round_trip("rqnbakcbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RQNBAKCBNR w KQkq - 0 1", 10, 3,
                    120);
}

}  // namespace
