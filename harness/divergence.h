// Fast path and reference disagree: the error the lock-step walk throws (harness/lockstep.h),
// light enough for the CLI's error handling to include.
#pragma once
#include <stdexcept>

namespace vchess::harness {

// what() names the position, the path and the move sets.
struct Divergence : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace vchess::harness
