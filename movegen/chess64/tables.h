// Attack tables of the dedicated 8x8 chess generator (a1 = 0, h8 = 63). Sliders use BMI2 pext
// indices into one shared table when the build enables VCHESS_CHESS64_PEXT, else a portable
// ray scan; both are compiled from the same masks, so the fallback is tested by the build that
// chooses it (the sanitizer tree).
#pragma once
#include <array>
#include <bit>
#include <cstdint>

#if VCHESS_CHESS64_PEXT
#include <immintrin.h>
#endif

namespace vchess::chess64 {

using u64 = std::uint64_t;

constexpr u64 bit(int s) { return u64(1) << s; }
inline int lsb(u64 b) { return std::countr_zero(b); }
inline int msb(u64 b) { return 63 - std::countl_zero(b); }
inline int popcnt(u64 b) { return std::popcount(b); }
// Mirrors the ranks: the side to move always plays up the board.
inline u64 flip(u64 b) { return __builtin_bswap64(b); }

constexpr u64 kFileA = 0x0101010101010101ULL, kFileH = kFileA << 7;
constexpr u64 kRank1 = 0xFFULL, kRank3 = kRank1 << 16, kRank6 = kRank1 << 40, kRank8 = kRank1 << 56;

struct SliderEntry {
  const u64* table;  // attacks, indexed by pext(occ, mask) (or unused by the ray scan)
  u64 mask;          // relevant occupancy: the rays without their last square
};

struct Tables {
  std::array<u64, 64> knight, king;
  std::array<u64, 64> pawn_up;             // squares a pawn on s moving up attacks
  std::array<u64, 64> pawn_down;           // ... moving down (the opponent's, side-relative)
  std::array<std::array<u64, 64>, 8> ray;  // N, E, NE, NW (increasing), S, W, SW, SE
  std::array<std::array<u64, 64>, 64> between, line;
  std::array<SliderEntry, 64> rook, bishop;
  // Squares from which a piece could attack a square next to a king on s (empty board):
  // the pieces elsewhere cannot take a square from that king.
  std::array<u64, 64> diag_near_king, orth_near_king, knight_near_king;
  std::array<u64, 64> diag_lines, orth_lines;  // a bishop's and a rook's moves on an empty board
};

extern Tables kT;

template <int D>
inline u64 ray_scan(int s, u64 occ) {
  u64 r = kT.ray[D][s];
  const u64 b = r & occ;
  if (b) r ^= kT.ray[D][D < 4 ? lsb(b) : msb(b)];
  return r;
}

inline u64 rook_attacks(int s, u64 occ) {
#if VCHESS_CHESS64_PEXT
  const SliderEntry& e = kT.rook[s];
  return e.table[_pext_u64(occ, e.mask)];
#else
  return ray_scan<0>(s, occ) | ray_scan<1>(s, occ) | ray_scan<4>(s, occ) | ray_scan<5>(s, occ);
#endif
}

inline u64 bishop_attacks(int s, u64 occ) {
#if VCHESS_CHESS64_PEXT
  const SliderEntry& e = kT.bishop[s];
  return e.table[_pext_u64(occ, e.mask)];
#else
  return ray_scan<2>(s, occ) | ray_scan<3>(s, occ) | ray_scan<6>(s, occ) | ray_scan<7>(s, occ);
#endif
}

// Whether this build uses pext (reported by the bench and the CLI's --version-like outputs).
constexpr bool kUsesPext = VCHESS_CHESS64_PEXT;

}  // namespace vchess::chess64
