// Bitboard types chosen by board size, and the few bit operations the generators need.
#pragma once
#include <bit>
#include <cstdint>
#include <type_traits>

namespace vchess {

using u64 = std::uint64_t;
using u128 = unsigned __int128;

// 256-bit board for 15x15 shogi; four words, little-endian word order.
struct U256 {
  u64 w[4]{};
  constexpr U256() = default;
  constexpr U256(u64 x) : w{x, 0, 0, 0} {}
  constexpr U256 operator&(const U256& o) const {
    return {w[0] & o.w[0], w[1] & o.w[1], w[2] & o.w[2], w[3] & o.w[3]};
  }
  constexpr U256 operator|(const U256& o) const {
    return {w[0] | o.w[0], w[1] | o.w[1], w[2] | o.w[2], w[3] | o.w[3]};
  }
  constexpr U256 operator^(const U256& o) const {
    return {w[0] ^ o.w[0], w[1] ^ o.w[1], w[2] ^ o.w[2], w[3] ^ o.w[3]};
  }
  constexpr U256 operator~() const { return {~w[0], ~w[1], ~w[2], ~w[3]}; }
  constexpr U256& operator&=(const U256& o) { return *this = *this & o; }
  constexpr U256& operator|=(const U256& o) { return *this = *this | o; }
  constexpr U256& operator^=(const U256& o) { return *this = *this ^ o; }
  constexpr bool operator==(const U256&) const = default;
  constexpr explicit operator bool() const { return (w[0] | w[1] | w[2] | w[3]) != 0; }
  constexpr U256 operator<<(int n) const {
    U256 r;
    const int q = n / 64, s = n % 64;
    for (int i = 3; i >= q; --i) {
      r.w[i] = w[i - q] << s;
      if (s && i - q - 1 >= 0) r.w[i] |= w[i - q - 1] >> (64 - s);
    }
    return r;
  }
  constexpr U256 operator>>(int n) const {
    U256 r;
    const int q = n / 64, s = n % 64;
    for (int i = 0; i + q < 4; ++i) {
      r.w[i] = w[i + q] >> s;
      if (s && i + q + 1 < 4) r.w[i] |= w[i + q + 1] << (64 - s);
    }
    return r;
  }

 private:
  constexpr U256(u64 a, u64 b, u64 c, u64 d) : w{a, b, c, d} {}
};

template <int Squares>
using BitboardFor =
    std::conditional_t<(Squares <= 64), u64, std::conditional_t<(Squares <= 128), u128, U256>>;

constexpr int popcount(u64 b) { return std::popcount(b); }
constexpr int popcount(u128 b) { return std::popcount(u64(b)) + std::popcount(u64(b >> 64)); }
constexpr int popcount(const U256& b) {
  return std::popcount(b.w[0]) + std::popcount(b.w[1]) + std::popcount(b.w[2]) +
         std::popcount(b.w[3]);
}

// lsb/msb require a non-empty board.
constexpr int lsb(u64 b) { return std::countr_zero(b); }
constexpr int lsb(u128 b) {
  return u64(b) ? std::countr_zero(u64(b)) : 64 + std::countr_zero(u64(b >> 64));
}
constexpr int lsb(const U256& b) {
  for (int i = 0;; ++i)
    if (b.w[i]) return 64 * i + std::countr_zero(b.w[i]);
}
constexpr int msb(u64 b) { return 63 - std::countl_zero(b); }
constexpr int msb(u128 b) {
  return u64(b >> 64) ? 127 - std::countl_zero(u64(b >> 64)) : 63 - std::countl_zero(u64(b));
}
constexpr int msb(const U256& b) {
  for (int i = 3;; --i)
    if (b.w[i]) return 64 * i + 63 - std::countl_zero(b.w[i]);
}

template <class B>
constexpr int pop_lsb(B& b) {
  const int s = lsb(b);
  b &= b - B(1);
  return s;
}
// U256 has no subtraction: clear the lowest bit in its word (a variable U256 shift is slow).
constexpr int pop_lsb(U256& b) {
  for (int i = 0;; ++i)
    if (b.w[i]) {
      const int s = 64 * i + std::countr_zero(b.w[i]);
      b.w[i] &= b.w[i] - 1;
      return s;
    }
}

template <class B>
constexpr bool more_than_one(const B& b) {
  if constexpr (std::is_same_v<B, U256>)
    return popcount(b) > 1;
  else
    return (b & (b - 1)) != 0;
}

}  // namespace vchess
