// The random UC-24 set-up (RULINGS 1.1): per side, the King on a random back-rank square and
// the other 23 pieces shuffled over the remaining back-rank squares and the 16-square reserve.
#pragma once
#include <cstdint>

#include "uc24/types.h"

namespace vchess::uc24 {

// Reproducible on every platform for a given seed (its own shuffle over core/splitmix.h).
Setup random_setup(std::uint64_t seed);

}  // namespace vchess::uc24
