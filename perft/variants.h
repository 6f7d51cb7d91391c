// The CLI's view of the variant rows (games/variants.h).
#pragma once
#include <string>

#include "games/variants.h"
#include "variants/model.h"

namespace vchess::cli {

using Variant = games::VariantRow;

// A defined variant whose moves depend on the last plies (passes, bikjang), which neither a
// FEN nor a position's key holds.
inline bool depends_on_last_plies(const Variant& v) {
  const auto* d = v.defined;
  return d && (d->bikjang || d->pass[0] || d->pass[1] || d->pass_on_stalemate[0] ||
               d->pass_on_stalemate[1]);
}

// Throws CliError naming the known variants.
const Variant& variant_or_throw(const std::string& name);

}  // namespace vchess::cli
