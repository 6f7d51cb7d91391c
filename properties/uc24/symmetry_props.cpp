// UC-24 colour flip beyond the generic perft check: the flip is an involution.
#include <string>

#include "properties/uc24/walks.h"

namespace vchess::uc24_props {
namespace {

using harness::Failure;

// Flipping twice gives the position back (same FEN, same key); checked at every ply (cheap).
HARNESS_PROP(Symmetry, FlippingTwiceRestoresPosition, walks(), 100) {
  harness::for_walk_nodes(
      w, 0,
      [](const games::Uc24Game& g, const uc24::Position& pos, const uc24::MoveList&) -> Failure {
        auto once = g.flip(pos);
        if (!once) return "the flip of " + g.fen(pos) + " is refused: " + once.error().what();
        auto twice = g.flip(*once);
        if (!twice)
          return "the flip of " + g.fen(*once) + " (flip of " + g.fen(pos) +
                 ") is refused: " + twice.error().what();
        if (g.fen(*twice) != g.fen(pos) || g.key(*twice) != g.key(pos))
          return "flipping " + g.fen(pos) + " twice gives " + g.fen(*twice);
        return std::nullopt;
      });
}

}  // namespace
}  // namespace vchess::uc24_props
