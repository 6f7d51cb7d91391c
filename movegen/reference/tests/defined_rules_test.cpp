// The generic reference's FEN, move text and option rules. FEN strings expected after moves are
// the ones Fairy-Stockfish's `d` printed for the same moves (newest build).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "reference/defined/reference_defined.h"
#include "defined_test_util.h"

namespace {

using namespace ref_defined;
using namespace ref_defined_test;

std::string fen_after(const VariantDef& def, const std::string& fen, std::vector<std::string> moves) {
  Board board(make_rules(def), fen);
  for (const auto& m : moves) board.play(m);
  return board.fen();
}

bool has_move(const Board& b, const std::string& m) {
  const auto moves = b.legal_moves();
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

TEST(DefinedFen, StartPositionsPrintAsFairyStockfish) {
  EXPECT_EQ(start_fen(*make_rules(chess_def())),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_EQ(start_fen(*make_rules(shogi_def())),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1");
  EXPECT_EQ(start_fen(*make_rules(threecheck_def())),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1");
  EXPECT_EQ(start_fen(*make_rules(capablanca_def())),
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
}

TEST(DefinedFen, AfterMovesAsFairyStockfish) {
  EXPECT_EQ(fen_after(chess_def(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                      {"e2e4", "g8f6", "e4e5", "d7d5"}),
            "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
  EXPECT_EQ(fen_after(chess_def(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"e1g1", "e8c8"}),
            "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
  // A promoted queen is written Q~ and goes back to hand as a pawn.
  EXPECT_EQ(fen_after(crazyhouse_def(), "4k3/1P6/8/8/8/8/6p1/4K3[QNqn] w - - 0 1",
                      {"b7b8q", "e8e7", "b8c7", "e7e6", "c7c6", "e6e5", "c6g2", "N@d3", "e1d2",
                       "d3f2"}),
            "8/8/8/4k3/8/8/3K1nQ~1/8[QNPq] w - - 2 6");
  EXPECT_EQ(fen_after(threecheck_def(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
                      {"e2e4", "f7f6", "d1h5"}),
            "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2");
}

TEST(DefinedFen, PocketAsExtraRankAndRoundTrip) {
  const auto rules = make_rules(crazyhouse_def());
  const Position a = parse_fen(*rules, "4k3/8/8/8/8/8/8/4K3/QNqn w - - 0 1");
  EXPECT_EQ(to_fen(a), "4k3/8/8/8/8/8/8/4K3[QNqn] w - - 0 1");
  EXPECT_EQ(parse_fen(*rules, to_fen(a)), a);
}

TEST(DefinedFen, BadInputNamesTheProblem) {
  const auto rules = make_rules(chess_def());
  const auto message = [&](const std::string& fen) {
    try {
      parse_fen(*rules, fen);
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1").find("'X'"), std::string::npos);
  EXPECT_NE(message("8/8/8/8/8/8/8/9 w - - 0 1").find("rank 1"), std::string::npos);
  EXPECT_NE(message("8/8/8/8/8/8/8/8 x - - 0 1").find("side"), std::string::npos);
  EXPECT_NE(message("8/8/8/8/8/8/8/8 w - z9 0 1").find("en passant"), std::string::npos);
}

TEST(DefinedMoves, Texts) {
  const auto chess = make_rules(chess_def());
  Board promo(chess, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_TRUE(has_move(promo, "b7b8q"));
  EXPECT_TRUE(has_move(promo, "b7b8n"));
  EXPECT_FALSE(has_move(promo, "b7b8"));  // promotion is mandatory
  Board drops(make_rules(crazyhouse_def()), "4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1");
  EXPECT_TRUE(has_move(drops, "P@e4"));
  EXPECT_FALSE(has_move(drops, "P@e8"));  // no pawn drops on the last rank
  EXPECT_FALSE(has_move(drops, "P@a1"));  // nor the first
  VariantDef c960 = chess_def();
  c960.chess960 = true;
  Board castle(make_rules(c960), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  EXPECT_TRUE(has_move(castle, "e1h1"));  // king takes rook
  Board shogi(make_rules(shogi_def()), "4k4/9/9/9/9/9/2P6/9/4K4[] w - - 0 1");
  EXPECT_TRUE(has_move(shogi, "c3c4"));
  Board zone(make_rules(shogi_def()), "4k4/9/9/2P6/9/9/9/9/4K4[] w - - 0 1");
  EXPECT_TRUE(has_move(zone, "c6c7+"));
  EXPECT_TRUE(has_move(zone, "c6c7"));
  Board last(make_rules(shogi_def()), "4k4/2P6/9/9/9/9/9/9/4K4[] w - - 0 1");
  EXPECT_TRUE(has_move(last, "c8c9+"));
  EXPECT_FALSE(has_move(last, "c8c9"));  // immobilityIllegal: a pawn could never leave c9
}

// shogiPawnDropMateIllegal forbids the mating pawn drop; Fairy-Stockfish generates it (and
// scores it as a loss for the dropper): its perft 1 here is 81, this reference's 80.
TEST(DefinedMoves, PawnDropMateIsIllegal) {
  Board b(make_rules(shogi_def()), "3nkn3/9/4G4/9/9/9/9/9/4K4[P] w - - 0 1");
  EXPECT_FALSE(has_move(b, "P@e8"));
  EXPECT_TRUE(has_move(b, "P@e7") || has_move(b, "P@d5"));
  EXPECT_EQ(b.perft(1), 80u);
  // The same drop that does not mate is legal (the gold on d9 can take the pawn).
  Board c(make_rules(shogi_def()), "3gkg3/9/4G4/9/9/9/9/9/4K4[P] w - - 0 1");
  EXPECT_TRUE(has_move(c, "P@e8"));
}

TEST(DefinedMoves, CheckingAndMustCapture) {
  VariantDef d = chess_def();
  d.checking = false;
  Board nocheck(make_rules(d), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  EXPECT_FALSE(has_move(nocheck, "a1a8"));
  EXPECT_TRUE(has_move(nocheck, "a1a7"));
  VariantDef m = chess_def();
  m.must_capture = true;
  Board must(make_rules(m), "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  EXPECT_EQ(must.legal_moves(), std::vector<std::string>{"e4d5"});
}

TEST(DefinedPosition, FlippedAndHash) {
  const auto rules = make_rules(chess_def());
  const Position p = parse_fen(*rules, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  const auto f = flipped(p);
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(to_fen(*f), "r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq - 0 1");
  EXPECT_EQ(legal_moves(*f).size(), legal_moves(p).size());
  EXPECT_EQ(*flipped(*f), p);
  EXPECT_NE(content_hash(*f), content_hash(p));
  EXPECT_EQ(content_hash(parse_fen(*rules, to_fen(p))), content_hash(p));
}

// A chiral piece (torishogi's left quail) is another piece after a top-bottom mirror: the flip
// turns the board by half a turn instead, and is refused where castling's fixed files would move.
TEST(DefinedPosition, ChiralPiecesFlipByHalfTurn) {
  VariantDef d = shogi_def();
  d.pieces.push_back(PieceDef{"customPiece1", 'q', "fRrbBlbF", {"test.ini", 1}});
  const auto rules = make_rules(d);
  ASSERT_EQ(rules->symmetry(), Rules::Symmetry::HalfTurn);
  const Position p = parse_fen(*rules, "4k4/9/9/9/9/9/1Q7/9/4K4[P] w - - 0 1");
  const auto f = flipped(p);
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(to_fen(*f), "4k4/9/7q1/9/9/9/9/9/4K4[p] b - - 0 1");
  EXPECT_EQ(Board(rules, to_fen(*f)).perft(2), Board(rules, to_fen(p)).perft(2));
  EXPECT_EQ(*flipped(*f), p);
  d.castling = true;
  EXPECT_EQ(make_rules(d)->symmetry(), Rules::Symmetry::None);
}

TEST(DefinedRules, BadBetzaNamesItsLine) {
  VariantDef d = chess_def();
  d.pieces.push_back(PieceDef{"customPiece1", 'u', "Xyz", {"mine.ini", 7}});
  try {
    make_rules(d);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()).rfind("mine.ini:7: piece u:", 0), 0u) << e.what();
  }
}

TEST(DefinedRules, EmptyBoardCounts) {
  const auto rules = make_rules(capablanca_def());
  EXPECT_EQ(empty_board_count(*rules, "knight", Square{4, 3}), 8);
  EXPECT_EQ(empty_board_count(*rules, "archbishop", Square{4, 3}), 22);
  EXPECT_EQ(empty_board_count(*rules, "q", Square{0, 0}), 7 + 9 + 7);
}

}  // namespace

namespace {

// Overlapping atoms ("KW": the W steps twice) give each destination once.
TEST(DefinedMoves, OverlappingAtomsCountOnce) {
  VariantDef d = chess_def();
  d.pieces.push_back(PieceDef{"customPiece1", 'u', "KW", {"test", 1}});
  Board b(make_rules(d), "4k3/8/8/8/3U4/8/8/4K3 w - - 0 1");
  EXPECT_EQ(b.perft(1), 8u + 5u);  // 8 steps of the U, 5 of the king
}

}  // namespace
