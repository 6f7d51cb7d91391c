// Every variant the toolkit plays, one row each, and the one place that binds a row to its
// family's Game adapter. Adding a variant is a row; adding a family is a row, an adapter and one
// line in with_game().
#pragma once
#include <cstdint>
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

// Calls f(adapter) with the Game adapter of v's family.
template <class F>
decltype(auto) with_game(const VariantRow& v, F&& f) {
  switch (v.family) {
    case FamilyId::Chess8x8:
      return f(ChessGame<Board8x8>(*v.chess));
    case FamilyId::Chess10x8:
      return f(ChessGame<Board10x8>(*v.chess));
    case FamilyId::Uc24:
      return f(Uc24Game{});
    case FamilyId::Shogi9:
      return f(ShogiGame<shogi::Board9>{});
    case FamilyId::Shogi15:
      return f(ShogiGame<shogi::Board15>{});
    case FamilyId::Waterloo:
      break;
  }
  return f(WaterlooGame{});
}

}  // namespace vchess::games
