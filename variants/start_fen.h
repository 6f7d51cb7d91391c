// A definition's startFen checked against its board and pieces before any generator reads it:
// ranks of the right length, letters of defined pieces, a pocket of defined pieces.
#pragma once
#include <optional>

#include "variants/error.h"
#include "variants/model.h"

namespace vchess::variants {

std::optional<DefError> check_start_fen(const VariantDef& d);

}  // namespace vchess::variants
