// The properties every family has (harness/properties.h), over uc24 walks. Compound turns make
// positions with hundreds of turns: keys after each turn and move texts are checked at about
// 6 plies of a walk, the colour flip (perft(2)) at about 3, and the reference (slow) plays
// along half of the walks.
#include "properties/uc24/walks.h"

namespace vchess::uc24_props {
namespace {

constexpr harness::PropertyCosts kCosts{
    .reference_percent = 50, .visits = 6, .flip_depth = 2, .flip_visits = 3, .parallel_percent = 5};

HARNESS_GENERIC_PROPERTIES(Uc24, walks(), kCosts)

}  // namespace
}  // namespace vchess::uc24_props
