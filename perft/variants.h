// The CLI's view of the variant registry (games/registry.h).
#pragma once
#include <string>

#include "games/registry.h"

namespace vchess::cli {

using Variant = games::VariantRow;

// Throws CliError naming the known variants.
const Variant& variant_or_throw(const std::string& name);

}  // namespace vchess::cli
