// Counts one unit: perft of its position at its remaining depth, on the fast path or the
// reference, dispatched over the Game concept by the unit file's variant.
#pragma once
#include <cstdint>
#include <string_view>

#include "core/expected.h"
#include "games/registry.h"
#include "parallel/parallel_perft.h"
#include "unit_file.h"

namespace vchess::units {

enum class Engine { Fast, Reference };

// The variant row named in a units header; the error lists nothing more than the name.
Expected<const games::VariantRow*, UnitError> unit_variant(const UnitHeader& h);

// With threads or a table (fast path only) the unit is counted by parallel::perft: the same
// count, shared work.
Expected<std::uint64_t, UnitError> count_unit(const games::VariantRow& v, const Unit& u,
                                              Engine engine,
                                              const parallel::PerftOptions& opt = {});

}  // namespace vchess::units
