// Zobrist keys generated at compile time from a fixed seed (splitmix64).
#pragma once
#include <array>
#include <cstdint>

#include "core/splitmix.h"

namespace vchess {

template <int Squares, int Pieces>
struct Zobrist {
  std::array<std::array<std::uint64_t, Squares>, Pieces> psq{};
  std::array<std::uint64_t, 16> castling{};
  std::array<std::uint64_t, 32> ep_file{};
  std::uint64_t side = 0;

  constexpr Zobrist() {
    std::uint64_t n = 0x5EED;
    for (auto& row : psq)
      for (auto& k : row) k = splitmix64_of(n++);
    for (auto& k : ep_file) k = splitmix64_of(n++);
    side = splitmix64_of(n++);
    // Castling keys are XORs of one key per right, so partial updates compose.
    std::uint64_t right[4];
    for (auto& k : right) k = splitmix64_of(n++);
    for (int m = 0; m < 16; ++m)
      for (int b = 0; b < 4; ++b)
        if (m >> b & 1) castling[m] ^= right[b];
  }
};

}  // namespace vchess
