// The walks of the waterloo properties: biased random play from the Waterloo start position,
// for 24 seeds in 41 with random pieces taken off (harness/policies/waterloo.h), and the
// helpers of the family's own properties.
#pragma once
#include <cstddef>
#include <string>

#include "harness/properties.h"

namespace vchess::waterloo_props {

using WaterlooFamilies = games::Families<games::FamilyId::Waterloo>;
using Walk = harness::Walk<WaterlooFamilies>;

using harness::Failure;
using namespace harness::waterloo_walk;  // the policy's names: Move, Position, Setup, ...

// Mostly up to 2 x RapidCheck's size plies; one walk in eight 200-400 plies, so that pawns
// promote, Spies become Wisemen and games end by the third pawn or the ninth row.
inline rc::Gen<Walk> walks() {
  return harness::gen_walk<WaterlooFamilies>({"waterloo"},
                                             {.scale = 2, .long_min = 200, .max_plies = 400});
}

inline std::string fen_of(const Position& pos) { return waterloo::to_fen(pos.to_setup()); }

// Calls check(g, before, played, after) for every move the walk plays (`after` with the Emperor
// demotion applied, as the walk continues); fails the property with the first message.
template <class Check>
void for_walk_moves(const Walk& w, Check&& check) {
  harness::with_walk(w, [&](const auto& g, const auto& policy) {
    Failure f;
    harness::walk(g, policy, w.seed, w.choices, w.choices.size(),
                  [&](const Position& pos, const MoveList&, std::size_t, const Move* next) {
                    if (!next) return true;
                    Position after = pos;
                    g.do_move(after, *next);
                    f = check(g, pos, *next, std::as_const(after));
                    return !f;
                  });
    if (f) RC_FAIL(*f);
  });
}

}  // namespace vchess::waterloo_props
