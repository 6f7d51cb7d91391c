// core/splitmix.h against the published splitmix64 outputs, and the counter form the Zobrist
// tables and the UC-24 random set-up use.
#include "core/splitmix.h"

#include <gtest/gtest.h>

namespace {
using namespace vchess;

TEST(Splitmix, GeneratorMatchesReferenceOutputs) {
  std::uint64_t state = 0;
  EXPECT_EQ(splitmix64(state), 0xE220A8397B1DCDAFull);
  EXPECT_EQ(splitmix64(state), 0x6E789E6AA1B965F4ull);
  EXPECT_EQ(splitmix64(state), 0x06C45D188009454Full);
  EXPECT_EQ(state, 3 * kSplitmixGamma);
}

TEST(Splitmix, StatelessFormIsTheFirstOutput) {
  static_assert(splitmix64_of(0) == 0xE220A8397B1DCDAFull);
  for (std::uint64_t x : {1ull, 42ull, 0x5EEDull, ~0ull}) {
    std::uint64_t state = x;
    EXPECT_EQ(splitmix64_of(x), splitmix64(state));
  }
}

}  // namespace
