// The CLI's view of the variant rows (games/variants.h).
#pragma once
#include <string>

#include "games/variants.h"

namespace vchess::cli {

using Variant = games::VariantRow;

// Throws CliError naming the known variants.
const Variant& variant_or_throw(const std::string& name);

}  // namespace vchess::cli
