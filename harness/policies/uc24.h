// The uc24 walk policy (placeholder: uniform until the biased chooser moves here).
#pragma once
#include "harness/walk.h"

namespace vchess::harness {

struct Uc24Policy : UniformPolicy {};

}  // namespace vchess::harness
