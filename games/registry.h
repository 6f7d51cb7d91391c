// Every variant the toolkit plays, one row each, and the one place that binds a row to its
// family's Game adapter. Adding a variant is a row; adding a family is a row, an adapter, a FamilyId
// and its line in make_game().
#pragma once
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "games/chess.h"
#include "games/shogi.h"
#include "games/uc24.h"
#include "games/waterloo.h"

namespace vchess::games {

enum class FamilyId { Chess8x8, Chess10x8, Uc24, Shogi9, Shogi15, Waterloo };

// How a variant's start positions are chosen on the command line.
enum class StartKind {
  Fixed,     // one start position
  Numbered,  // --startpos N picks a numbered array (chess960, crc)
  Seeded,    // --seed N picks a random set-up (uc24)
};

struct VariantRow {
  std::string_view name;
  std::string_view description;
  FamilyId family;
  int files, ranks;
  StartKind start;
  std::uint64_t default_start;      // the array number or seed used without --startpos/--seed
  const chess::VariantSpec* chess;  // the chess family's data, else null
  std::string_view notes;           // how its start position is chosen
};

const std::vector<VariantRow>& variants();
const VariantRow* find_variant(std::string_view name);

// The start position: `n` is the array number (Numbered; the strict CRC set with `strict`) or the
// seed (Seeded); -1 means the variant's own default. Refuses what does not apply.
Expected<std::string, GameError> start_fen(const VariantRow& v, long long n, bool strict);
// How many numbered arrays a Numbered variant has.
std::size_t start_count(const VariantRow& v, bool strict);

// The Game adapter of family F for row v (v.family == F).
template <FamilyId F>
auto make_game(const VariantRow& v) {
  if constexpr (F == FamilyId::Chess8x8) return ChessGame<Board8x8>(*v.chess);
  else if constexpr (F == FamilyId::Chess10x8) return ChessGame<Board10x8>(*v.chess);
  else if constexpr (F == FamilyId::Uc24) return Uc24Game{};
  else if constexpr (F == FamilyId::Shogi9) return ShogiGame<shogi::Board9>{};
  else if constexpr (F == FamilyId::Shogi15) return ShogiGame<shogi::Board15>{};
  else return WaterlooGame{};
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

using AllFamilies = Families<FamilyId::Chess8x8, FamilyId::Chess10x8, FamilyId::Uc24,
                             FamilyId::Shogi9, FamilyId::Shogi15, FamilyId::Waterloo>;

// Calls f(adapter) with the Game adapter of v's family: the one dispatch of the CLI.
template <class F>
decltype(auto) with_game(const VariantRow& v, F&& f) {
  return AllFamilies::with_game(v, f);
}

}  // namespace vchess::games
