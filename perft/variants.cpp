#include "variants.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "driver.h"

namespace vchess::cli {

const Variant& variant_or_throw(const std::string& name) {
  if (const Variant* v = games::find_variant(name)) return *v;
  std::vector<std::string_view> known;
  for (const auto& v : games::variants()) known.push_back(v.name);
  throw CliError(fmt::format("unknown variant '{}' (known: {})", name, fmt::join(known, ", ")));
}

}  // namespace vchess::cli
