// UC-24 colour flip beyond the generic perft check: the flip is an involution.
#include <string>

#include "properties/uc24/walks.h"

namespace vchess::uc24_props {
namespace {

using harness::Failure;

// Flipping twice gives the position back (same FEN, same key); checked at every ply (cheap).
HARNESS_PROP(Symmetry, FlippingTwiceRestoresPosition, walks(), 100) {
  harness::for_walk_nodes(
      w, 0, [](const games::Uc24Game& g, const uc24::Position& pos, const uc24::MoveList&) {
        return harness::check_flip_twice(g, pos);
      });
}

}  // namespace
}  // namespace vchess::uc24_props
