// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
// the one pseudo-random source of the tree, for Zobrist keys, random set-ups and random walks.
#pragma once
#include <cstdint>
#include <type_traits>

namespace vchess {

inline constexpr std::uint64_t kSplitmixGamma = 0x9E3779B97F4A7C15ull;

// The generator: advances state by the golden gamma and returns the mixed new state.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += kSplitmixGamma);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The first output of a generator seeded with x, as a stateless hash of x. The chess, UC-24 and
// shogi Zobrist tables and the UC-24 random set-up call it on a counter (splitmix64_of(n++)),
// which is not the same stream as splitmix64(state): the keys and random set-ups are pinned
// (golden/uc24.epd), so neither may be swapped for the other.
constexpr std::uint64_t splitmix64_of(std::uint64_t x) { return splitmix64(x); }

// Fills Zobrist tables from one counter: each table (a key or nested arrays of keys) in the
// order given, row by row, so every family's keys are splitmix64_of(n), splitmix64_of(n + 1)...
struct KeyCounter {
  std::uint64_t n;
  constexpr std::uint64_t next() { return splitmix64_of(n++); }
  template <class... Tables>
  constexpr void fill(Tables&... tables) {
    (fill_one(tables), ...);
  }

 private:
  template <class T>
  constexpr void fill_one(T& t) {
    if constexpr (std::is_same_v<T, std::uint64_t>)
      t = next();
    else
      for (auto& row : t) fill_one(row);
  }
};

}  // namespace vchess
