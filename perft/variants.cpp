#include "variants.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "driver.h"

namespace vchess::cli {

const std::vector<Variant>& all_variants() {
  static const std::vector<Variant> v = [] {
    std::vector<Variant> out;
    for (const auto& c : chess::kVariants)
      out.push_back({c.name, c.description, Family::Chess, &c, c.files, c.ranks});
    out.push_back({"uc24", "UC-24: 8x8, 24 fairy pieces, random set-up, drops from a reserve",
                   Family::Uc24, nullptr, 8, 8});
    out.push_back({"shogi", "standard shogi, 9x9, drops and promotions (the shogi-family baseline)",
                   Family::Shogi, nullptr, 9, 9});
    out.push_back({"dai-seireigi", "Dai Seireigi: 15x15 shogi, hook movers, jumping generals",
                   Family::DaiSeireigi, nullptr, 15, 15});
    out.push_back({"waterloo", "Waterloo: 10x10, compound pieces that split and merge, progressive pawns",
                   Family::Waterloo, nullptr, 10, 10});
    return out;
  }();
  return v;
}

const Variant& variant_or_throw(const std::string& name) {
  std::vector<std::string_view> known;
  for (const auto& v : all_variants()) {
    if (v.name == name) return v;
    known.push_back(v.name);
  }
  throw CliError(fmt::format("unknown variant '{}' (known: {})", name, fmt::join(known, ", ")));
}

}  // namespace vchess::cli
