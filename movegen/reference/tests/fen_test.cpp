// FEN reading: accepted notations and rejected input.
#include <gtest/gtest.h>

#include <string>

#include "chess_test_util.h"

namespace {

using ref_chess_test::Board;
using ref_chess_test::Error;
using ref_chess_test::has;
using ref_chess_test::kCapaStart;
using ref_chess_test::kChessStart;
using ref_chess_test::sorted_moves;

// Expects Board(fen, files) to throw ref_chess::Error with a one-line message.
void expect_bad(const std::string& fen, int files) {
  ref_test::expect_error<Error>([&] { Board b(fen, files); }, fen);
}

TEST(Fen, AcceptsFourToSixFields) {
  EXPECT_EQ(Board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", 8).legal_moves().size(),
            20u);
  EXPECT_EQ(Board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", 8).legal_moves().size(),
            20u);
  EXPECT_EQ(Board(kChessStart, 8).legal_moves().size(), 20u);
}

TEST(Fen, WrongFieldCount) {
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", 8);
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", 8);
  expect_bad("", 8);
}

TEST(Fen, BadCharacters) {
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", 8);
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN. w KQkq - 0 1", 8);
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 8);
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", 8);
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1", 8);
}

TEST(Fen, RowLengths) {
  expect_bad("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8);    // too long
  expect_bad("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8);   // too long
  expect_bad("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8);    // too short
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", 8);     // too short
  expect_bad("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8);      // 7 rows
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8);  // 9 rows
  expect_bad("rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8);    // 0 = ten
  expect_bad("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCN w KQkq - 0 1", 10);
  expect_bad("rnabqkbcnr/pppppppppp/11/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 10);
  expect_bad("rnabqkbcnr/pppppppppp/010/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 10);
  expect_bad("rnabqkbcnr/pppppppppp/55/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 10);
  expect_bad(kChessStart, 10);
  expect_bad(kCapaStart, 8);
}

TEST(Fen, TenEmptySquaresAsZeroOrTen) {
  const Board ten(kCapaStart, 10);
  const Board zero("rnabqkbcnr/pppppppppp/0/0/0/0/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 10);
  const Board split_runs("rnabqkbcnr/pppppppppp/5p4/0/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
                         10);
  EXPECT_EQ(sorted_moves(ten), sorted_moves(zero));
  EXPECT_EQ(sorted_moves(ten).size(), 28u);
  EXPECT_EQ(sorted_moves(split_runs).size(), 28u);
}

TEST(Fen, BadBoardWidth) {
  expect_bad(kChessStart, 9);
  expect_bad(kChessStart, 0);
}

TEST(Fen, Kings) {
  expect_bad("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", 8);   // no black king
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", 8);   // no white king
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w Qkq - 0 1", 8);  // two white kings
  expect_bad("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", 8);  // side not to move is in check
}

TEST(Fen, PawnOnBackRank) {
  expect_bad("rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", 8);
  expect_bad("rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNp w Qkq - 0 1", 8);
}

TEST(Fen, BadCastlingField) {
  const std::string board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ";
  expect_bad(board + "KQkx - 0 1", 8);
  expect_bad(board + "KQkq1 - 0 1", 8);
  expect_bad(board + "I - 0 1", 8);   // file i does not exist on 8x8
  expect_bad(board + "B - 0 1", 8);   // no rook on b1
  expect_bad(board + "KK - 0 1", 8);  // duplicate right
  expect_bad(board + "KA - 0 1", 8);  // 'KA': rook a1 is not on the king side
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", 8);
  expect_bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w K - 0 1", 8);  // no rook at all
  expect_bad("4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1", 8);                       // king not on rank 1
  expect_bad(std::string(kCapaStart).replace(std::string(kCapaStart).find("KQkq"), 4, "KQkqJ"), 10);
}

TEST(Fen, CastlingNotationsAgree) {
  const auto moves = [](const char* board, const char* castling) {
    return sorted_moves(Board(std::string(board) + castling + " - 0 1", 10));
  };
  const char* board = "r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w ";
  EXPECT_EQ(moves(board, "KQkq"), moves(board, "JAja"));      // Shredder-FEN
  EXPECT_EQ(moves(board, "KQkq"), moves(board, "KJQAkjqa"));  // the proposal's notation
  // Rook not outermost: K = outermost (j1), KI / I = the rook on i1.
  const char* two = "r6krr/pppppppppp/10/10/10/10/PPPPPPPPPP/R6KRR w ";
  EXPECT_EQ(moves(two, "KI"), moves(two, "I"));
  EXPECT_NE(moves(two, "K"), moves(two, "KI"));
  EXPECT_TRUE(has(moves(two, "KI"), "h1i1k"));
}

TEST(Fen, BadEnPassantSquare) {
  const std::string board = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq ";
  EXPECT_NO_THROW(Board(board + "d6 0 3", 8));
  expect_bad(board + "d9 0 3", 8);
  expect_bad(board + "z6 0 3", 8);
  expect_bad(board + "d 0 3", 8);
  expect_bad(board + "d66 0 3", 8);
  expect_bad(board + "d3 0 3", 8);  // wrong rank for White to move
  expect_bad(board + "e6 0 3", 8);  // no black pawn on e5
  expect_bad(board + "i6 0 3", 8);  // file i on 8x8
  expect_bad(board + "D6 0 3", 8);
}

TEST(Fen, EnPassantFieldIsUsed) {
  const std::string board = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq ";
  const auto with_ep = Board(board + "d6 0 3", 8).legal_moves();
  const auto without = Board(board + "- 0 3", 8).legal_moves();
  EXPECT_EQ(with_ep.size(), without.size() + 1);
  EXPECT_TRUE(has(with_ep, "e5d6"));
}

}  // namespace
