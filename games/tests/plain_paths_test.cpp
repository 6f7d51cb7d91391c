// Which bundled definitions the fast generic generator counts on the plain path (D92 on 8x8,
// D95 on 10x8): a definition falling off it would show only as speed, so the lists are checked.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "defined/plain/plan.h"
#include "games/registry.h"

namespace vchess {
namespace {

const std::set<std::string> kPlain8x8 = {
    "def:chess", "normal", "fischerandom", "nocastle",   "armageddon", "raazuvaa", "makruk",
    "ai-wok",    "asean",  "amazon",       "knightmate", "misere",     "almost",   "perfect"};
const std::set<std::string> kPlain10x8 = {"def:capablanca", "caparandom", "centaur", "def:gothic",
                                          "embassy",        "janus",      "gustav3"};

// The bundled definitions on the plain path, by board, with the reasons of those that are not.
struct Paths {
  std::set<std::string> narrow, wide;
  std::string off;
};

Paths paths() {
  Paths out;
  for (const auto& v : games::variants()) {
    if (!v.defined || v.source.find("bundled") == std::string::npos) continue;
    games::DefinedFamilies::with_game(v, [&](const auto& g) {
      using BB = std::decay_t<decltype(g.tables->board)>;
      using Board = typename defined::plain::BoardOf<BB>::type;
      if constexpr (!std::is_void_v<Board>) {
        std::string why;
        if (!defined::plain::plan_of<Board>(*g.tables, &why))
          out.off += std::string(v.name) + ": " + why + "; ";
        else
          (Board::kFiles == 8 ? out.narrow : out.wide).insert(std::string(v.name));
      }
    });
  }
  return out;
}

TEST(PlainPaths, BundledDefinitions) {
  const Paths p = paths();
  EXPECT_EQ(p.narrow, kPlain8x8) << p.off;
  EXPECT_EQ(p.wide, kPlain10x8) << p.off;
}

}  // namespace
}  // namespace vchess
