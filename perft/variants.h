// The variants the CLI knows, each bound to the family of generators that plays it.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "chess/variant.h"

namespace vchess::cli {

enum class Family { Chess, Uc24, Shogi, DaiSeireigi, Waterloo };

struct Variant {
  std::string_view name;
  std::string_view description;
  Family family;
  const chess::VariantSpec* chess = nullptr;  // the chess family's data
  int files = 8, ranks = 8;
};

const std::vector<Variant>& all_variants();
// Throws CliError naming the known variants.
const Variant& variant_or_throw(const std::string& name);

}  // namespace vchess::cli
