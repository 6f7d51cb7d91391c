// What Fairy-Stockfish drops without a word when it loads a variants.ini file (VariantPath, UCI
// `load`): a key it does not have is ignored, and a true/false key given another value is read
// as false. Only its `check` command names them, which a rules designer who loads the file
// rarely runs; the toolkit's own reader refuses both (exit 2), so the linter is where the
// difference is said.
#pragma once
#include <optional>
#include <string>

#include "lint/lint.h"
#include "variants/ini.h"

namespace vchess::lint {

// The finding for one entry of a section, if Fairy-Stockfish drops it.
std::optional<Finding> lint_key(const variants::IniEntry& e, const std::string& file);

// A region key's first word naming a file or rank beyond a board of `files` x `ranks` (both
// readers leave such a square out, so a mistake in the definition goes unnoticed).
std::optional<Finding> lint_region(const variants::IniEntry& e, const std::string& file, int files,
                                   int ranks);

}  // namespace vchess::lint
