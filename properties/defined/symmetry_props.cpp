// The colour flip of defined variants beyond the generic perft check: an involution where the
// rules are colour-symmetric, refused where they are not.
#include <gtest/gtest.h>

#include <string>

#include "properties/defined/walks.h"

namespace vchess::defined_props {
namespace {

using harness::Failure;

// Flipping twice gives the position back (same text, same key); checked at every ply (cheap).
HARNESS_PROP(Defined, FlippingTwiceRestoresPosition, symmetric_walks(), 40) {
  harness::for_walk_nodes(w, 0, [](const auto& g, const auto& pos, const auto&) -> Failure {
    return harness::check_flip_twice(g, pos);
  });
}

// The start position of a variant whose armies or goals differ by colour has no flip: a flip
// there would compare perft of two different games.
TEST(Defined, FlipRefusedWhereRulesAreAsymmetric) {
  for (std::string_view name : kAsymmetric) {
    games::DefinedFamilies::with_game(*harness::defined_row(name), [&](const auto& g) {
      const auto pos = harness::must_load(g, g.start_fen(0));
      EXPECT_FALSE(g.flip(pos)) << name << ": the flip of " << g.fen(pos) << " is allowed";
    });
  }
}

}  // namespace
}  // namespace vchess::defined_props
