// Splitter and unit-file round trips, where a CLI test cannot reach: a key collision must not
// merge two positions, and a written units file must read back equal and verified.
#include "split.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <set>

#include "games/registry.h"
#include "unit_file.h"

namespace {

using namespace vchess;

// The registry's chess adapter with every position hashing alike: the worst key collision
// possible (the same adapter as `real`, so the units come in the same order).
struct CollidingChess : games::Chess64Game {
  using Chess64Game::Chess64Game;
  std::uint64_t key(const Position&) const { return 42; }
};
static_assert(games::Game<CollidingChess>);

units::UnitFile split_kings(const auto& g, int depth, int at) {
  auto pos = *g.load("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  units::UnitFile f;
  f.header.variant = "chess", f.header.depth = depth, f.header.at = at;
  cli::Splitter(g, pos).run(depth, at, f);
  units::seal(f);
  return f;
}

const games::VariantRow& chess_row() { return *games::find_variant("chess"); }

TEST(Split, KeyCollisionsDoNotMergePositions) {
  const auto real = split_kings(games::make_game<games::FamilyId::Chess64>(chess_row()), 5, 4);
  const auto colliding = split_kings(CollidingChess(*chess_row().chess), 5, 4);
  EXPECT_EQ(real.units.size(), 225u);  // 1156 paths four plies deep
  ASSERT_EQ(colliding.units.size(), real.units.size());
  std::set<std::string> fens;
  for (const auto& u : colliding.units) fens.insert(u.fen);
  EXPECT_EQ(fens.size(), colliding.units.size());
  EXPECT_EQ(colliding.header.checksum, real.header.checksum);
}

TEST(Split, MultiplicitiesSumToPathsAndRootShares) {
  const auto f = split_kings(games::make_game<games::FamilyId::Chess64>(chess_row()), 5, 4);
  std::uint64_t paths = 0;
  for (const auto& u : f.units) {
    std::uint64_t shares = 0;
    for (const auto& r : u.roots) shares += r.count;
    EXPECT_EQ(shares, u.multiplicity) << u.fen;
    paths += u.multiplicity;
  }
  EXPECT_EQ(paths, 1156u);
  EXPECT_EQ(f.header.root_moves,
            (std::vector<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
}

TEST(UnitFile, RoundTripsAndRefusesAnEditedCount) {
  auto f = split_kings(games::make_game<games::FamilyId::Chess64>(chess_row()), 3, 2);
  const std::string path = testing::TempDir() + "units_round_trip.jsonl";
  ASSERT_TRUE(units::write_units(path, f));
  auto back = units::read_units(path);
  ASSERT_TRUE(back) << back.error().what();
  EXPECT_EQ(back->header.checksum, f.header.checksum);
  ASSERT_EQ(back->units.size(), f.units.size());
  EXPECT_EQ(units::unit_line(back->units[7]), units::unit_line(f.units[7]));
  f.units[7].multiplicity += 1;  // edited without resealing
  ASSERT_TRUE(units::write_units(path, f));
  auto edited = units::read_units(path);
  ASSERT_FALSE(edited);
  EXPECT_NE(edited.error().what().find("line 9: unit 7: checksum"), std::string::npos)
      << edited.error().what();
  std::remove(path.c_str());
}

}  // namespace
