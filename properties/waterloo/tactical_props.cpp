// Positions built around a king (harness/tactical.h) in Waterloo: compounds, splits and merges
// next to an attacked king.
#include "harness/positions/waterloo.h"
#include "harness/tactical.h"
#include "harness/tactical_walk.h"
#include "properties/waterloo/walks.h"

namespace vchess::waterloo_props {
namespace {

HARNESS_PLACEMENT_PROPERTY(Waterloo, WaterlooFamilies, harness::registry_rows({"waterloo"}), 2, 40,
                           100)

// Random play kept where a shortcut decides: checks, pins, en passant, checking drops.
HARNESS_TACTICAL_WALK_PROPERTY(Waterloo, WaterlooFamilies, walks(), 4, 2, 40, 100)

}  // namespace
}  // namespace vchess::waterloo_props
