// The waterloo walk policy (placeholder: uniform until the biased chooser moves here).
#pragma once
#include "harness/walk.h"

namespace vchess::harness {

struct WaterlooPolicy : UniformPolicy {};

}  // namespace vchess::harness
