// The identity of a node for the perft table: the game's Zobrist key plus a second 64-bit hash,
// independent of it, over the position's canonical text (g.fen). Computing the text costs about
// a microsecond; it is done only at hashed nodes (remaining depth >= 2), whose subtrees cost
// far more.
#pragma once
#include <cstdint>
#include <cstring>
#include <string_view>

#include "games/game.h"
#include "parallel/perft_table.h"

namespace vchess::parallel {

// The text without its trailing move counters (the digit-only fields at the end: the chess
// family's halfmove clock and move number, shogi's move number). Perft does not depend on
// them, and two move orders reaching one position differ in them.
inline std::string_view without_counters(std::string_view fen) {
  for (;;) {
    const std::size_t sp = fen.find_last_of(' ');
    if (sp == std::string_view::npos) return fen;
    const std::string_view last = fen.substr(sp + 1);
    if (last.empty() || last.find_first_not_of("0123456789") != std::string_view::npos) return fen;
    fen = fen.substr(0, sp);
  }
}

// A multiply-rotate hash (xxHash64's primes, not the splitmix mixer the Zobrist tables come
// from): 8 bytes at a time, then a final avalanche.
inline std::uint64_t text_hash(std::string_view s) {
  constexpr std::uint64_t kP1 = 0x9E3779B185EBCA87ull, kP2 = 0xC2B2AE3D27D4EB4Full,
                          kP3 = 0x165667B19E3779F9ull;
  std::uint64_t h = kP3 ^ (s.size() * kP1);
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    h ^= ((w * kP2) << 31 | (w * kP2) >> 33) * kP1;
    h = (h << 27 | h >> 37) * kP1 + kP3;
  }
  for (; i < s.size(); ++i) h = (h ^ (std::uint8_t(s[i]) * kP1)) * kP2, h = h << 11 | h >> 53;
  h ^= h >> 33, h *= kP2, h ^= h >> 29, h *= kP3, h ^= h >> 32;
  return h;
}

template <games::Game A>
NodeId node_id(const A& g, const typename A::Position& pos) {
  return {g.key(pos), text_hash(without_counters(g.fen(pos)))};
}

}  // namespace vchess::parallel
