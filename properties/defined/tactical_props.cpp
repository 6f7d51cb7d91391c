// Positions built around a royal piece (harness/tactical.h) in the harness's defined variants:
// checks and pins by leapers, riders, hoppers and lame leapers, with pockets where there are
// drops.
#include "harness/positions/defined.h"
#include "harness/tactical.h"
#include "harness/tactical_walk.h"
#include "properties/defined/walks.h"

namespace vchess::defined_props {
namespace {

HARNESS_PLACEMENT_PROPERTY(Defined, games::DefinedFamilies, rows(false), 2, 60, 100)

// Random play kept where a shortcut decides: checks, pins, en passant, checking drops.
HARNESS_TACTICAL_WALK_PROPERTY(Defined, games::DefinedFamilies, walks(), 4, 2, 60, 100)

}  // namespace
}  // namespace vchess::defined_props
