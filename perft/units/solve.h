// Counts one unit: perft of its position at its remaining depth, on the fast path or the
// reference, dispatched over the Game concept by the unit file's variant.
#pragma once
#include <cstdint>
#include <string_view>

#include "core/expected.h"
#include "games/registry.h"
#include "unit_file.h"

namespace vchess::units {

enum class Engine { Fast, Reference };

// The variant row named in a units header; the error lists nothing more than the name.
Expected<const games::VariantRow*, UnitError> unit_variant(const UnitHeader& h);

Expected<std::uint64_t, UnitError> count_unit(const games::VariantRow& v, const Unit& u,
                                              Engine engine);

}  // namespace vchess::units
