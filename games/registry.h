// The one place that binds a variant's row (games/variants.h) to its family's Game adapter.
// Adding a variant is a row; adding a family is a row, an adapter, a FamilyId and its line in
// make_game().
#pragma once
#include <cstdlib>
#include <type_traits>

#include "games/chess.h"
#include "games/chess64.h"
#include "games/defined.h"
#include "games/shogi.h"
#include "games/uc24.h"
#include "games/variants.h"
#include "games/waterloo.h"

namespace vchess::games {

// The Game adapter of family F for row v (v.family == F).
template <FamilyId F>
auto make_game(const VariantRow& v) {
  if constexpr (F == FamilyId::Chess64)
    return Chess64Game(*v.chess);
  else if constexpr (F == FamilyId::Chess10x8)
    return ChessGame<Board10x8>(*v.chess);
  else if constexpr (F == FamilyId::Uc24)
    return Uc24Game{};
  else if constexpr (F == FamilyId::Shogi9)
    return ShogiGame<shogi::Board9>{};
  else if constexpr (F == FamilyId::Shogi15)
    return ShogiGame<shogi::Board15>{};
  else if constexpr (F == FamilyId::Waterloo)
    return WaterlooGame{};
  else if constexpr (F == FamilyId::Defined64)
    return DefinedGame<u64>(v.rules);
  else if constexpr (F == FamilyId::Defined128)
    return DefinedGame<u128>(v.rules);
  else
    return DefinedGame<U256>(v.rules);
}

// A set of families to dispatch over: tests and fuzzers of one family instantiate their code
// for that family's adapters only.
template <FamilyId... Fs>
struct Families {
  static constexpr bool contains(FamilyId f) { return ((f == Fs) || ...); }

  // Calls f(adapter) with the adapter of v's family, which must be one of Fs.
  template <class Fn>
  static decltype(auto) with_game(const VariantRow& v, Fn&& f) {
    return dispatch<Fs...>(v, f);
  }

 private:
  template <FamilyId F, FamilyId... Rest, class Fn>
  static decltype(auto) dispatch(const VariantRow& v, Fn& f) {
    static_assert(Game<decltype(make_game<F>(v))>, "a family's adapter must model games::Game");
    if constexpr (sizeof...(Rest) == 0) {
      if (v.family != F) std::abort();  // a row outside the set: a caller's bug
      return f(make_game<F>(v));
    } else {
      if (v.family == F) return f(make_game<F>(v));
      return dispatch<Rest...>(v, f);
    }
  }
};

// The families of defined variants (variants/), one a bitboard size. Code generic over defined
// variants names this set and is_defined(), never the members.
using DefinedFamilies = Families<FamilyId::Defined64, FamilyId::Defined128, FamilyId::Defined256>;
constexpr bool is_defined(FamilyId f) { return DefinedFamilies::contains(f); }

using AllFamilies = Families<FamilyId::Chess64, FamilyId::Chess10x8, FamilyId::Uc24,
                             FamilyId::Shogi9, FamilyId::Shogi15, FamilyId::Waterloo,
                             FamilyId::Defined64, FamilyId::Defined128, FamilyId::Defined256>;

// Calls f(adapter) with the Game adapter of v's family: the one dispatch of the CLI.
template <class F>
decltype(auto) with_game(const VariantRow& v, F&& f) {
  return AllFamilies::with_game(v, f);
}

}  // namespace vchess::games
