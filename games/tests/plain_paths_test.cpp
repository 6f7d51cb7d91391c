// Which bundled definitions the fast generic generator counts on a plain path (D92 on 8x8, D95
// on 10x8): a definition falling off one would show only as speed, so the lists are checked.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "defined/plain/plan.h"
#include "defined/plain64/plan.h"
#include "games/registry.h"

namespace vchess {
namespace {

const std::set<std::string> kPlain64 = {
    "def:chess", "normal", "fischerandom", "nocastle",   "armageddon", "raazuvaa", "makruk",
    "ai-wok",    "asean",  "amazon",       "knightmate", "misere",     "almost",   "perfect"};
const std::set<std::string> kPlainWide = {"def:capablanca", "caparandom", "centaur", "def:gothic",
                                          "embassy",        "janus",      "gustav3"};

// The bundled definitions on each path, with the reasons of the 10x8 ones that are not.
struct Paths {
  std::set<std::string> plain64, wide;
  std::string wide_off;
};

Paths paths() {
  Paths out;
  for (const auto& v : games::variants()) {
    if (!v.defined || v.source.find("bundled") == std::string::npos) continue;
    games::DefinedFamilies::with_game(v, [&](const auto& g) {
      using T = std::decay_t<decltype(*g.tables)>;
      std::string why;
      if constexpr (std::is_same_v<T, defined::Tables<u64>>) {
        if (defined::plain64::plan_of(*g.tables, &why)) out.plain64.insert(std::string(v.name));
      } else if constexpr (std::is_same_v<T, defined::Tables<u128>>) {
        if (defined::plain::plan_of<defined::plain::Wide>(*g.tables, &why))
          out.wide.insert(std::string(v.name));
        else if (v.files == 10 && v.ranks == 8)
          out.wide_off += std::string(v.name) + ": " + why + "; ";
      }
    });
  }
  return out;
}

TEST(PlainPaths, BundledDefinitions) {
  const Paths p = paths();
  EXPECT_EQ(p.plain64, kPlain64);
  EXPECT_EQ(p.wide, kPlainWide) << p.wide_off;
}

}  // namespace
}  // namespace vchess
