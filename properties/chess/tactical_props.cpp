// Positions built around a king (harness/tactical.h) in every chess-family variant: checks,
// pins and contact checks the walks rarely reach.
#include "harness/positions/chess.h"
#include "harness/tactical.h"
#include "harness/tactical_walk.h"
#include "properties/chess/walks.h"

namespace vchess::chess_props {
namespace {

HARNESS_PLACEMENT_PROPERTY(Chess, ChessFamilies,
                           harness::registry_rows({"chess", "chess960", "capablanca", "gothic",
                                                   "crc"}),
                           2, 80, 100)

// Random play kept where a shortcut decides: checks, pins, en passant, checking drops.
HARNESS_TACTICAL_WALK_PROPERTY(Chess, ChessFamilies, walks(), 4, 2, 80, 100)

}  // namespace
}  // namespace vchess::chess_props
