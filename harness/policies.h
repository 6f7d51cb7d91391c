// The walk policy of each family: how a seed becomes a start position and a byte a move.
// Families whose interesting rules are rare under uniform play bias the choice (captures,
// drops, promotions, splits, checks); see harness/policies/.
#pragma once
#include <string_view>

#include "games/registry.h"
#include "harness/policies/defined.h"
#include "harness/policies/shogi.h"
#include "harness/policies/uc24.h"
#include "harness/policies/waterloo.h"
#include "harness/walk.h"

namespace vchess::harness {

template <class G>
UniformPolicy policy_for(const games::ChessGame<G>&) {
  return {};
}
inline Uc24Policy policy_for(const games::Uc24Game&) { return {}; }
template <class G>
ShogiPolicy policy_for(const games::ShogiGame<G>&) {
  return {};
}
inline WaterlooPolicy policy_for(const games::WaterlooGame&) { return {}; }
// Every defined family's adapter (one a bitboard size).
template <class A>
requires(A::kFamily == std::string_view("defined")) DefinedPolicy policy_for(const A&) {
  return {};
}

}  // namespace vchess::harness
