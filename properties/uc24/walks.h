// The walks of the uc24 properties: biased random play (harness/policies/uc24.h) from random
// set-ups, some with drop rights from the start.
#pragma once
#include "harness/properties.h"

namespace vchess::uc24_props {

using Uc24Families = games::Families<games::FamilyId::Uc24>;
using Walk = harness::Walk<Uc24Families>;

// Up to ~2 x RapidCheck's size plies, one in eight 200-400: long enough for pawns to reach the
// last rank and promote. At most 400 plies leaves room on Position's state stack (512) for
// the checks that make a move or two on top of the walk.
inline rc::Gen<Walk> walks() {
  return harness::gen_walk<Uc24Families>({"uc24"}, {.scale = 2, .long_min = 200, .max_plies = 400});
}

}  // namespace vchess::uc24_props
