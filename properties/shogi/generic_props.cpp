// The properties every family has (harness/properties.h), over shogi-family walks: 9x9 shogi and
// 15x15 Dai Seireigi in separate suites, the big board with fewer cases and fewer visited plies.
#include "properties/shogi/walks.h"

namespace vchess::shogi_props {
namespace {

constexpr harness::PropertyCosts kCosts9{
    .percent = 50, .reference_percent = 20, .visits = 2, .flip_visits = 2, .parallel_percent = 5};
constexpr harness::PropertyCosts kCosts15{
    .percent = 3,
    .reference_percent = 3,
    .visits = 1,
    .flip_visits = 1,
    .parallel_percent = 1,
    .parallel_depth = 2,  // perft(3) of a Dai Seireigi position is a few million nodes
    .bulk_depth = 1,      // the reference's perft(2) is ~40k slow nodes (80 s under ASan)
    .bulk_visits = 1};

HARNESS_GENERIC_PROPERTIES(Shogi, shogi_walks(), kCosts9)
HARNESS_GENERIC_PROPERTIES(DaiSeireigi, dai_walks(), kCosts15)

}  // namespace
}  // namespace vchess::shogi_props
