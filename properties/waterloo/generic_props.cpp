// The properties every family has (harness/properties.h), over waterloo walks. Keys after every
// move and move texts (each parse generates all moves again) at about 6 plies a walk, the
// colour flip's perft(2) at about 4; the reference (slow) follows 12 % of the walks.
#include "properties/waterloo/walks.h"

namespace vchess::waterloo_props {
namespace {

constexpr harness::PropertyCosts kCosts{
    .reference_percent = 12, .visits = 6, .flip_depth = 2, .flip_visits = 4, .parallel_percent = 5};

HARNESS_GENERIC_PROPERTIES(Waterloo, walks(), kCosts)

}  // namespace
}  // namespace vchess::waterloo_props
