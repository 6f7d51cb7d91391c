// Positions built around a king (harness/tactical.h) in shogi and Dai Seireigi, with hands:
// checks by steps and lines, pins, and drops that block or check.
#include "harness/positions/shogi.h"
#include "harness/tactical.h"
#include "harness/tactical_walk.h"
#include "properties/shogi/walks.h"

namespace vchess::shogi_props {
namespace {

HARNESS_PLACEMENT_PROPERTY(Shogi, ShogiFamilies, harness::registry_rows({"shogi", "dai-seireigi"}),
                           2, 60, 100)

// Random play kept where a shortcut decides: checks, pins, en passant, checking drops.
HARNESS_TACTICAL_WALK_PROPERTY(Shogi, ShogiFamilies, walks(), 4, 2, 60, 100)

}  // namespace
}  // namespace vchess::shogi_props
