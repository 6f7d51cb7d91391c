#include "variants.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "driver.h"

namespace vchess::cli {

const Variant& variant_or_throw(const std::string& name) {
  if (const Variant* v = games::find_variant(name)) return *v;
  std::string_view bare = name;
  if (bare.starts_with("def:")) bare.remove_prefix(4);
  if (const auto why = games::refusal_of(bare)) throw CliError(*why);
  std::vector<std::string_view> known;
  for (const auto& v : games::variants()) known.push_back(v.name);
  throw CliError(fmt::format("unknown variant '{}' (known: {})", name, fmt::join(known, ", ")));
}

}  // namespace vchess::cli
