// Counting the moves of knights and sliders set-wise, without a loop over the pieces: one
// AVX-512 lane per direction. A slider's moves in one direction never overlap another's in
// that direction (the ray of the one behind ends on the one in front, an own piece), and a
// knight leap in one direction is a shift, so the sum of the lanes' popcounts is the number of
// moves. Only where the build targets AVX-512 with VPOPCNTDQ and chooses pext; elsewhere (the
// sanitizer tree) the pieces are counted one by one (piece_moves), so both paths are tested.
#pragma once
#include "chess64/tables.h"
#include "core/canary.h"

#if defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__) && VCHESS_CHESS64_PEXT
#define VCHESS_CHESS64_SETWISE 1
#include <immintrin.h>
#else
#define VCHESS_CHESS64_SETWISE 0
#endif

namespace vchess::chess64 {

constexpr bool kSetwise = VCHESS_CHESS64_SETWISE;

#if VCHESS_CHESS64_SETWISE
namespace setwise {

constexpr u64 kNotA = ~kFileA, kNotH = ~kFileH;
constexpr u64 kNotAB = ~(kFileA | kFileA << 1), kNotGH = ~(kFileH | kFileH >> 1);

// Shifts each lane by its own count: up by `up` (64: not at all), down by `down`.
// The zero-masked forms throughout: GCC 12's unmasked AVX-512 intrinsics start from a
// self-initialised "undefined" vector that -Wmaybe-uninitialized reports (GCC bug 105593).
inline __m512i shift(__m512i x, __m512i up, __m512i down) {
  return _mm512_or_si512(_mm512_maskz_sllv_epi64(0xFF, x, up),
                         _mm512_maskz_srlv_epi64(0xFF, x, down));
}

// The lanes' sum and union.
inline u64 lane_sum(__m512i v) {
  const __m256i h = _mm256_add_epi64(_mm512_maskz_extracti64x4_epi64(0xF, v, 0),
                                     _mm512_maskz_extracti64x4_epi64(0xF, v, 1));
  const __m128i q = _mm_add_epi64(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
  return u64(_mm_cvtsi128_si64(q)) + u64(_mm_extract_epi64(q, 1));
}
inline u64 lane_union(__m512i v) {
  const __m256i h = _mm256_or_si256(_mm512_maskz_extracti64x4_epi64(0xF, v, 0),
                                    _mm512_maskz_extracti64x4_epi64(0xF, v, 1));
  const __m128i q = _mm_or_si128(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
  return u64(_mm_cvtsi128_si64(q)) | u64(_mm_extract_epi64(q, 1));
}

}  // namespace setwise

// The lanes of every direction: slides of `orth` (rooks, queens) and `diag` (bishops,
// queens) over `empty` squares, each ray ending on its first occupied square; then the leaps
// of `knights`.
struct Lanes {
  __m512i slides, leaps;
};

inline Lanes lanes(u64 orth, u64 diag, u64 knights, u64 empty) {
  using namespace setwise;
  // Lanes: N, E, NE, NW (up by 8, 1, 9, 7), S, W, SW, SE (down by 8, 1, 9, 7).
  const __m512i up = _mm512_setr_epi64(8, 1, 9, 7, 64, 64, 64, 64);
  const __m512i down = _mm512_setr_epi64(64, 64, 64, 64, 8, 1, 9, 7);
  const __m512i wrap = _mm512_setr_epi64(-1, kNotA, kNotA, kNotH, -1, kNotH, kNotH, kNotA);
  __m512i g = _mm512_setr_epi64(orth, orth, diag, diag, orth, orth, diag, diag);
  __m512i p = _mm512_and_si512(_mm512_set1_epi64(empty), wrap);
  // Kogge-Stone occluded fill: steps of 1, 2 and 4 squares.
  g = _mm512_or_si512(g, _mm512_and_si512(p, shift(g, up, down)));
  p = _mm512_and_si512(p, shift(p, up, down));
  const __m512i up2 = _mm512_slli_epi64(up, 1), down2 = _mm512_slli_epi64(down, 1);
  g = _mm512_or_si512(g, _mm512_and_si512(p, shift(g, up2, down2)));
  p = _mm512_and_si512(p, shift(p, up2, down2));
  const __m512i up4 = _mm512_slli_epi64(up, 2), down4 = _mm512_slli_epi64(down, 2);
  g = _mm512_or_si512(g, _mm512_and_si512(p, shift(g, up4, down4)));
  // Knight leaps: up 17, 15, 10, 6 and down 17, 15, 10, 6.
  const __m512i kup = _mm512_setr_epi64(17, 15, 10, 6, 64, 64, 64, 64);
  const __m512i kdown = _mm512_setr_epi64(64, 64, 64, 64, 17, 15, 10, 6);
  const __m512i kwrap =
      canary(Canary::Chess64SetwiseWrap)
          ? _mm512_set1_epi64(-1)
          : _mm512_setr_epi64(kNotA, kNotH, kNotAB, kNotGH, kNotH, kNotA, kNotGH, kNotAB);
  return {_mm512_and_si512(shift(g, up, down), wrap),
          _mm512_and_si512(shift(_mm512_set1_epi64(knights), kup, kdown), kwrap)};
}

// The number of moves of those pieces to squares of `mask`.
inline std::uint64_t count_setwise(u64 orth, u64 diag, u64 knights, u64 empty, u64 mask) {
  const Lanes l = lanes(orth, diag, knights, empty);
  const __m512i m = _mm512_set1_epi64(mask);
  return setwise::lane_sum(
      _mm512_add_epi64(_mm512_maskz_popcnt_epi64(0xFF, _mm512_and_si512(l.slides, m)),
                       _mm512_maskz_popcnt_epi64(0xFF, _mm512_and_si512(l.leaps, m))));
}

// The squares those pieces attack.
inline u64 attacks_setwise(u64 orth, u64 diag, u64 knights, u64 empty) {
  const Lanes l = lanes(orth, diag, knights, empty);
  return setwise::lane_union(_mm512_or_si512(l.slides, l.leaps));
}
#endif

}  // namespace vchess::chess64
