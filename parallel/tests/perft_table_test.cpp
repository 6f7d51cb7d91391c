// The perft table answers only for the exact node stored, and perft through a table (of any
// size, with any number of threads) gives the plain counts.
#include <gtest/gtest.h>

#include <vector>

#include "games/registry.h"
#include "parallel/parallel_perft.h"

namespace vchess::parallel {
namespace {

auto chess() { return games::make_game<games::FamilyId::Chess64>(*games::find_variant("chess")); }
using Chess = decltype(chess());

constexpr const char* kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// The chess adapter with its Zobrist key cut to 4 bits: nearly every pair of nodes collides
// on the key, so only the independent text hash keeps the counts apart.
struct WeakKeyChess : Chess {
  explicit WeakKeyChess(const Chess& c) : Chess(c) {}
  std::uint64_t key(const Position& p) const { return Chess::key(p) & 0xF; }
};

TEST(PerftTable, ProbeMissesOnAnotherDepth) {
  PerftTable t(1);  // one slot whatever the depth
  t.store({1, 2}, 3, 42);
  EXPECT_EQ(t.probe({1, 2}, 3), std::optional<std::uint64_t>(42));
  EXPECT_EQ(t.probe({1, 2}, 4), std::nullopt);
}

TEST(PerftTable, ProbeMissesOnAnotherTextHash) {
  PerftTable t(1 << 12);
  t.store({1, 2}, 3, 42);
  EXPECT_EQ(t.probe({1, 3}, 3), std::nullopt);
  EXPECT_EQ(t.probe({5, 2}, 3), std::nullopt);
}

TEST(PerftTable, TinySizeIsOneEntry) {
  EXPECT_EQ(PerftTable(0).entries(), 1u);
  EXPECT_EQ(PerftTable(100).entries(), 3u);
}

TEST(PerftTable, MoveCountersDoNotChangeTheTextHash) {
  EXPECT_EQ(without_counters("8/8/8 w - - 12 40"), "8/8/8 w - -");
  EXPECT_EQ(without_counters("lnsg b - 1"), "lnsg b -");
  EXPECT_EQ(without_counters("8 w - - 0,0 -"), "8 w - - 0,0 -");
  EXPECT_NE(text_hash("8/8/8 w -"), text_hash("8/8/8 b -"));
}

// A one-entry table: every store evicts, every probe of another node collides.
TEST(ParallelPerft, OneEntryTableGivesExactCounts) {
  const Chess g = chess();
  const auto pos = *g.load(kKiwipete);
  for (int threads : {1, 2, 3}) {
    PerftTable t(1);
    EXPECT_EQ(perft(g, pos, 4, {threads, &t}), 4085603u) << threads << " threads";
  }
}

// One table for two depths: the nodes at ply 2 are stored with remaining depth 2, then looked
// up with remaining depth 3.
TEST(ParallelPerft, TableReusedAcrossDepthsGivesExactCounts) {
  const Chess g = chess();
  const auto pos = *g.load(kKiwipete);
  PerftTable t(1 << 20);
  EXPECT_EQ(perft(g, pos, 4, {1, &t}), 4085603u);
  EXPECT_EQ(perft(g, pos, 5, {2, &t}), 193690690u);
}

TEST(ParallelPerft, WeakKeyWithTableGivesExactCounts) {
  const WeakKeyChess g(chess());
  const auto pos = *g.load(kKiwipete);
  PerftTable t(1 << 16);
  EXPECT_EQ(perft(g, pos, 4, {2, &t}), 4085603u);
  EXPECT_EQ(perft(g, pos, 4, {1, &t}), 4085603u);  // the second run reads the table
}

TEST(ParallelPerft, ThreadsGiveTheSameCountsPerRootMove) {
  const Chess g = chess();
  auto pos = *g.load(kKiwipete);
  typename Chess::MoveList ml;
  g.legal(pos, ml);
  const std::vector<Chess::Move> roots(ml.begin(), ml.end());
  const auto one = root_counts(g, pos, roots, 3, {1, nullptr}, [](int, std::uint64_t) {});
  int reported = 0;
  const auto four =
      root_counts(g, pos, roots, 3, {4, nullptr}, [&](int, std::uint64_t) { ++reported; });
  EXPECT_EQ(one, four);
  EXPECT_EQ(reported, int(roots.size()));
  std::uint64_t sum = 0;
  for (auto c : one) sum += c;
  EXPECT_EQ(sum, 97862u);
}

}  // namespace
}  // namespace vchess::parallel
