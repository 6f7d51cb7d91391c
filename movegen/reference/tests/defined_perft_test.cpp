// Perft of the generic reference on Fairy-Stockfish built-ins written as VariantDefs
// (defined_test_util.h). Every count below was produced by Fairy-Stockfish (the newest build,
// `go perft N` with the same UCI_Variant and FEN) and confirmed by this reference.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "reference/defined/reference_defined.h"
#include "defined_test_util.h"

namespace {

using namespace ref_defined;
using namespace ref_defined_test;

std::uint64_t perft(const VariantDef& def, const std::string& fen, int depth) {
  Board board(make_rules(def), fen);
  return board.perft(depth);
}

std::uint64_t perft_start(const VariantDef& def, int depth) {
  const auto rules = make_rules(def);
  Board board(rules, start_fen(*rules));
  return board.perft(depth);
}

TEST(DefinedPerft, ChessStart) {
  EXPECT_EQ(perft_start(chess_def(), 1), 20u);
  EXPECT_EQ(perft_start(chess_def(), 2), 400u);
  EXPECT_EQ(perft_start(chess_def(), 3), 8902u);
  EXPECT_EQ(perft_start(chess_def(), 4), 197281u);
}

TEST(DefinedPerft, Kiwipete) {
  const std::string fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  EXPECT_EQ(perft(chess_def(), fen, 1), 48u);
  EXPECT_EQ(perft(chess_def(), fen, 2), 2039u);
  EXPECT_EQ(perft(chess_def(), fen, 3), 97862u);
}

TEST(DefinedPerft, ChessEnPassantPins) {
  EXPECT_EQ(perft(chess_def(), "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3), 2812u);
}

TEST(DefinedPerft, Chess960) {
  VariantDef d = chess_def();
  d.chess960 = true;
  // Fairy-Stockfish with UCI_Chess960 = true.
  EXPECT_EQ(perft(d, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 3), 12189u);
}

TEST(DefinedPerft, Crazyhouse) {
  EXPECT_EQ(perft_start(crazyhouse_def(), 4), 197281u);
  EXPECT_EQ(perft(crazyhouse_def(),
                  "r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQK2R[Pp] w KQkq - 0 5", 3),
            171047u);
  EXPECT_EQ(perft(crazyhouse_def(), "4k3/1P6/8/8/8/8/6p1/4K3[QNqn] w - - 0 1", 2), 13049u);
}

TEST(DefinedPerft, Makruk) {
  EXPECT_EQ(perft_start(makruk_def(), 4), 273026u);
  EXPECT_EQ(perft(makruk_def(), "8/8/4k3/8/2P5/8/4K3/8 w - - 0 1", 3), 484u);
}

TEST(DefinedPerft, Capablanca) { EXPECT_EQ(perft_start(capablanca_def(), 3), 25228u); }

TEST(DefinedPerft, ThreeCheck) {
  EXPECT_EQ(perft_start(threecheck_def(), 4), 197281u);
  // One check left each: a check ends the game, so checking moves count no replies.
  EXPECT_EQ(perft(threecheck_def(),
                  "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+1 0 3", 3),
            33352u);
}

TEST(DefinedPerft, KingOfTheHill) {
  EXPECT_EQ(perft_start(kingofthehill_def(), 4), 197281u);
  EXPECT_EQ(perft(kingofthehill_def(), "8/8/8/4k3/8/8/8/4K3 w - - 0 1", 3), 0u);  // Black won
  EXPECT_EQ(perft(kingofthehill_def(), "8/8/8/8/8/3K4/8/4k3 w - - 0 1", 3), 98u);
}

TEST(DefinedPerft, Minishogi) {
  EXPECT_EQ(perft_start(minishogi_def(), 4), 35401u);
  EXPECT_EQ(perft(minishogi_def(), "rbsgk/4p/5/P4/KGSBR[Pp] w - - 0 1", 3), 10858u);
}

TEST(DefinedPerft, Shogi) {
  EXPECT_EQ(perft_start(shogi_def(), 1), 30u);
  EXPECT_EQ(perft_start(shogi_def(), 2), 900u);
  EXPECT_EQ(perft_start(shogi_def(), 3), 25470u);
  EXPECT_EQ(perft(shogi_def(),
                  "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL[Bb] w - - 0 1",
                  2),
            5325u);
}

TEST(DefinedPerft, RacingKings) {
  EXPECT_EQ(perft_start(racingkings_def(), 4), 296242u);
  EXPECT_EQ(perft(racingkings_def(), "6K1/8/8/8/8/8/8/k7 b - - 0 1", 1), 0u);  // White arrived
  // Black may still arrive after White (flagMove): the game goes on for one move.
  EXPECT_EQ(perft(racingkings_def(), "6K1/k7/8/8/8/8/8/8 b - - 0 1", 1), 5u);
  EXPECT_EQ(perft(racingkings_def(), "6K1/k7/8/8/8/8/8/8 b - - 0 1", 2), 0u);
}

TEST(DefinedPerft, Antichess) {
  EXPECT_EQ(perft_start(antichess_def(), 4), 153299u);
  EXPECT_EQ(perft(antichess_def(), "8/8/8/8/8/8/p7/8 w - - 0 1", 2), 0u);
  EXPECT_EQ(perft(antichess_def(), "8/8/8/4k3/8/2B5/p7/8 w - - 0 1", 3), 5u);
}

TEST(DefinedPerft, ExtinctionHordeKnightmateShatranj) {
  EXPECT_EQ(perft_start(extinction_def(), 3), 8902u);
  EXPECT_EQ(perft_start(horde_def(), 4), 23310u);
  EXPECT_EQ(perft(horde_def(), "4k3/8/8/8/8/8/P7/8 b - - 0 1", 3), 68u);
  EXPECT_EQ(perft_start(knightmate_def(), 3), 6765u);
  EXPECT_EQ(perft_start(shatranj_def(), 4), 68122u);
  EXPECT_EQ(perft(shatranj_def(), "8/8/4k3/8/8/3KQ3/8/8 b - - 0 1", 2), 0u);  // bare king
}

}  // namespace
