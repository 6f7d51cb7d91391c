// What the keys of a variants.ini section mean: each key's value parsed by its type and written
// into the data model, in the order Fairy-Stockfish applies them (the board size, then the
// pieces, then every other option), so a later key sees the pieces the section defines.
#pragma once
#include <string>
#include <string_view>

#include "core/expected.h"
#include "variants/error.h"
#include "variants/ini.h"
#include "variants/model.h"

namespace vchess::variants {

// Fairy-Stockfish's default template: standard chess's options with no pieces at all.
VariantDef default_template();

// The definition `section` makes from `parent` (the default template when it has none).
Expected<VariantDef, DefError> apply_section(const IniSection& section, VariantDef parent,
                                             const std::string& file);

// The Betza string of a built-in piece type ("knight" -> "N"), or null for an unknown name.
const char* builtin_betza(std::string_view name);

}  // namespace vchess::variants
