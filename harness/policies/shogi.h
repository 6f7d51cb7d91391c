// The shogi walk policy (placeholder: uniform until the biased chooser moves here).
#pragma once
#include "harness/walk.h"

namespace vchess::harness {

struct ShogiPolicy : UniformPolicy {};

}  // namespace vchess::harness
