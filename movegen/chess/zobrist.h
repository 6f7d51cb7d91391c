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
    KeyCounter keys{0x5EED};
    // Castling keys are XORs of one key per right, so partial updates compose.
    std::array<std::uint64_t, 4> right{};
    keys.fill(psq, ep_file, side, right);
    for (int m = 0; m < 16; ++m)
      for (int b = 0; b < 4; ++b)
        if (m >> b & 1) castling[m] ^= right[b];
  }
};

}  // namespace vchess
