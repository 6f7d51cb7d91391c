#include <array>
#include <cctype>
#include <string>

#include "games/defined.h"
#include "variants/model.h"

namespace vchess::games {
namespace {

// Square names with static storage (the catalogue holds views): a1 .. p16.
std::string_view square_name(int file, int rank) {
  static const auto names = [] {
    std::array<std::string, variants::kMaxFiles * variants::kMaxRanks> n;
    for (int r = 0; r < variants::kMaxRanks; ++r)
      for (int f = 0; f < variants::kMaxFiles; ++f)
        n[std::size_t(r * variants::kMaxFiles + f)] = char('a' + f) + std::to_string(r + 1);
    return n;
  }();
  return names[std::size_t(rank * variants::kMaxFiles + file)];
}

}  // namespace

// Counts from a corner, from the centre (the square left of and below it on even boards) and
// from the square one rank below the centre.
Catalogue defined_catalogue(const ref_defined::Rules& rules) {
  const variants::VariantDef& def = rules.def();
  const int cf = (def.files - 1) / 2, cr = (def.ranks - 1) / 2;
  const std::array<ref_defined::Square, 3> at{{{0, 0}, {cf, cr}, {cf, cr - 1}}};
  Catalogue c{{square_name(0, 0), square_name(cf, cr), square_name(cf, cr - 1)}, {}};
  for (const variants::PieceDef& p : def.pieces) {
    CatalogueRow row{p.name, std::string(1, char(std::toupper(p.letter))), p.betza, {}};
    for (int i = 0; i < 3; ++i)
      row.counts[i] = ref_defined::empty_board_count(rules, p.name, at[i]);
    c.rows.push_back(row);
  }
  return c;
}

}  // namespace vchess::games
