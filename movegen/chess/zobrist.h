// Zobrist keys generated at compile time from a fixed seed (splitmix64).
#pragma once
#include <array>
#include <cstdint>

namespace vchess {

constexpr std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

template <int Squares, int Pieces>
struct Zobrist {
  std::array<std::array<std::uint64_t, Squares>, Pieces> psq{};
  std::array<std::uint64_t, 16> castling{};
  std::array<std::uint64_t, 32> ep_file{};
  std::uint64_t side = 0;

  constexpr Zobrist() {
    std::uint64_t n = 0x5EED;
    for (auto& row : psq)
      for (auto& k : row) k = splitmix64(n++);
    for (auto& k : ep_file) k = splitmix64(n++);
    side = splitmix64(n++);
    // Castling keys are XORs of one key per right, so partial updates compose.
    std::uint64_t right[4];
    for (auto& k : right) k = splitmix64(n++);
    for (int m = 0; m < 16; ++m)
      for (int b = 0; b < 4; ++b)
        if (m >> b & 1) castling[m] ^= right[b];
  }
};

}  // namespace vchess
