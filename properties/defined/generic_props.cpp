// The properties every family has (harness/properties.h), over defined-variant walks, one
// variant a case. The colour flip runs over the colour-symmetric variants only (walks.h).
#include "properties/defined/walks.h"

namespace vchess::defined_props {
namespace {

constexpr harness::PropertyCosts kCosts{.percent = 50,
                                        .reference_percent = 100,
                                        .visits = 4,
                                        .flip_depth = 2,
                                        .flip_visits = 2,
                                        .parallel_percent = 5,
                                        .parallel_max_moves = 60,
                                        // PerftEqualsReferencePerft covers it at 3 plies a walk
                                        .bulk_visits = 1};

HARNESS_GENERIC_PROPERTIES_FLIPPING(Defined, walks(), symmetric_walks(), kCosts)

}  // namespace
}  // namespace vchess::defined_props
