// Plain rides looked up at once (register D75): a type's plain rides along one axis (a line
// and its reverse), or along every orthogonal or every diagonal axis where the table stays
// small, become one table per square indexed by the occupancy of the squares that can block
// them, gathered with BMI2 pext (one pext per 64-bit word of the bitboard). The entry is the
// union of the rides' squares up to and including the first piece on each line, exactly what
// the line-by-line loop in piece_targets gives. Built once a variant (slides_build.h); without
// BMI2 no table is built and every plain ride stays in that loop.
#pragma once
#include <cstdint>
#include <vector>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "core/bitboard.h"

namespace vchess::defined {

#if defined(__BMI2__)
inline constexpr bool kSlideTables = true;
[[gnu::always_inline]] inline std::uint32_t pext_index(u64 occ, u64 mask) {
  return std::uint32_t(_pext_u64(occ, mask));
}
[[gnu::always_inline]] inline std::uint32_t pext_index(u128 occ, u128 mask) {
  const u64 lo = u64(mask);
  return std::uint32_t(_pext_u64(u64(occ), lo) |
                       (_pext_u64(u64(occ >> 64), u64(mask >> 64)) << std::popcount(lo)));
}
[[gnu::always_inline]] inline std::uint32_t pext_index(const U256& occ, const U256& mask) {
  u64 idx = 0;
  int shift = 0;
  for (int i = 0; i < 4; ++i) {
    idx |= _pext_u64(occ.w[i], mask.w[i]) << shift;
    shift += std::popcount(mask.w[i]);
  }
  return std::uint32_t(idx);
}
#else
inline constexpr bool kSlideTables = false;
template <class BB>
std::uint32_t pext_index(const BB&, const BB&) {
  return 0;
}
#endif

// One table: the rides it covers as (line, range), and per square the mask and the offset of
// its entries in `attack`.
template <class BB>
struct Slide {
  std::vector<std::pair<int, int>> key;  // (line, range), sorted
  std::vector<BB> mask;
  std::vector<std::uint32_t> offset;
  std::vector<BB> attack;
};

// What the generator reads: the three arrays by pointer.
template <class BB>
struct SlideRef {
  const BB* mask;
  const std::uint32_t* offset;
  const BB* attack;
  [[gnu::always_inline]] BB at(std::size_t s, const BB& occ) const {
    return attack[offset[s] + pext_index(occ, mask[s])];
  }
};

}  // namespace vchess::defined
