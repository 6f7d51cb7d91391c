// Positions built around a king (harness/tactical.h) in UC-24: Leo screens, pins and checks
// next to the king, with a reserve and drop rights.
#include "harness/positions/uc24.h"
#include "harness/tactical.h"
#include "harness/tactical_walk.h"
#include "properties/uc24/walks.h"

namespace vchess::uc24_props {
namespace {

HARNESS_PLACEMENT_PROPERTY(Uc24, Uc24Families, harness::registry_rows({"uc24"}), 2, 24, 100)

// Random play kept where a shortcut decides: checks, pins, en passant, checking drops.
HARNESS_TACTICAL_WALK_PROPERTY(Uc24, Uc24Families, walks(), 3, 2, 24, 100)

}  // namespace
}  // namespace vchess::uc24_props
