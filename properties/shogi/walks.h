// The walks of the shogi-family properties: biased random play (harness/policies/shogi.h) from
// the start positions of 9x9 shogi and 15x15 Dai Seireigi. A 15x15 walk costs many times a 9x9
// one (thousands of drops once the hands fill), so the big board gets shorter walks and a
// smaller share of the cases.
#pragma once
#include "harness/properties.h"

namespace vchess::shogi_props {

using ShogiFamilies = games::Families<games::FamilyId::Shogi9, games::FamilyId::Shogi15>;
using Walk = harness::Walk<ShogiFamilies>;

// 9x9: up to ~2 x RapidCheck's size plies, one in eight 200-240 (pieces reach the far zone and
// promote, hands fill). 240 leaves room on Position's state stack (256 plies) for the checks
// that play a move or two on top of the walk.
inline rc::Gen<Walk> shogi_walks() {
  return harness::gen_walk<ShogiFamilies>({"shogi"},
                                          {.scale = 2, .long_min = 200, .max_plies = 240});
}
// 15x15: up to ~RapidCheck's size plies, one in eight 120-160 (the biased play fills the hands
// well before).
inline rc::Gen<Walk> dai_walks() {
  return harness::gen_walk<ShogiFamilies>({"dai-seireigi"},
                                          {.scale = 1, .long_min = 120, .max_plies = 160});
}
// Both games for the family's own properties, one walk in four on the big board.
inline rc::Gen<Walk> walks() {
  return rc::gen::weightedOneOf<Walk>({{3, shogi_walks()}, {1, dai_walks()}});
}

}  // namespace vchess::shogi_props
