// Waterloo perft (reference generator): start position, and self-consistency of play / undo /
// FEN on random games.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "reference/waterloo/reference_waterloo.h"

namespace {

using ref_waterloo::Board;

// Start position, White to move, 30 White pieces (so every plain split is refused):
//   pawns a3..k3: one or two steps each                                      20
//   Guards a2 b2 i2 k2: N(2) jumps to a4 c4 / b4 d4 / i4 g4 / k4 h4             8
//     (every N(1) square holds a friend; a Guard half could only join a Spy)
//   Bishops c2 h2: all four diagonal neighbours are friends, none a Knight      0
//   Knights d2: c4 e4; e2: d4 f4 + merge g1 (A+N=Q); f2: e4 g4 + merge d1;
//     g2: f4 h4                                                               10
//   Rooks, Marshalls: boxed in; no part lands on an empty square or a partner   0
//   Cardinals: c1d2:B and h1g2:B (the bishop joins a Knight)                    2
//   Advisers d1: d2 e2; g1: f2 g2 (each merges with a Knight into a Queen)      4
//   Emperor e1: e1d2:K e1e2:K e1f2:K (King joins a Knight), e1c2:N (Knight
//     joins the Bishop into a Cardinal)                                         4
//   Queen f1: f1e2:A f1f2:A f1g2:A, f1h2:N                                      4
//   castling: c1 d1 / f1 g1 h1 are occupied                                     0
//                                                                      total  52
// No move of either side reaches a square the other side's first move could affect, so
// perft(2) = 52 * 52.
TEST(WaterlooPerft, StartDepth1) { EXPECT_EQ(Board(ref_waterloo::kStartFen).perft(1), 52u); }

TEST(WaterlooPerft, StartDepth1MoveList) {
  std::vector<std::string> moves = Board(ref_waterloo::kStartFen).legal_moves();
  std::sort(moves.begin(), moves.end());
  const std::vector<std::string> expected = {
      "a2a4",   "a2c4",   "a3a4",   "a3a5", "b2b4", "b2d4",   "b3b4", "b3b5", "c1d2:B",
      "c3c4",   "c3c5",   "d1d2",   "d1e2", "d2c4", "d2e4",   "d3d4", "d3d5", "e1c2:N",
      "e1d2:K", "e1e2:K", "e1f2:K", "e2d4", "e2f4", "e2g1",   "e3e4", "e3e5", "f1e2:A",
      "f1f2:A", "f1g2:A", "f1h2:N", "f2d1", "f2e4", "f2g4",   "f3f4", "f3f5", "g1f2",
      "g1g2",   "g2f4",   "g2h4",   "g3g4", "g3g5", "h1g2:B", "h3h4", "h3h5", "i2g4",
      "i2i4",   "i3i4",   "i3i5",   "k2h4", "k2k4", "k3k4",   "k3k5"};
  EXPECT_EQ(moves, expected);
}

TEST(WaterlooPerft, StartDepth2) { EXPECT_EQ(Board(ref_waterloo::kStartFen).perft(2), 2704u); }

TEST(WaterlooPerft, StartDepth3) { EXPECT_EQ(Board(ref_waterloo::kStartFen).perft(3), 149130u); }

// Random games from the start: at every node the FEN re-reads to the same FEN and the same move
// list, and undo restores the position.
TEST(WaterlooPerft, RandomGamesAreSelfConsistent) {
  std::mt19937 rng(20180223);
  for (int game = 0; game < 40; ++game) {
    Board b(ref_waterloo::kStartFen);
    std::vector<std::string> fens;
    for (int ply = 0; ply < 200; ++ply) {
      const std::string fen = b.fen();
      const Board reread(fen);
      ASSERT_EQ(reread.fen(), fen);
      std::vector<std::string> moves = b.legal_moves(), again = reread.legal_moves();
      std::sort(moves.begin(), moves.end());
      std::sort(again.begin(), again.end());
      ASSERT_EQ(moves, again) << fen;
      if (moves.empty()) break;
      fens.push_back(fen);
      b.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    while (!fens.empty()) {
      b.undo();
      ASSERT_EQ(b.fen(), fens.back());
      fens.pop_back();
    }
  }
}

}  // namespace
