// Every non-sliding UC-24 movement expanded into paths: for a piece type and a (from, to)
// pair, the masks of squares that must be empty. Generation and attack tests read the same
// table, so a bent rider is defined once. Sliders use ray attacks; the Leo its own scan.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "core/geometry.h"
#include "uc24/pieces.h"

namespace vchess::uc24 {

using G = Board8x8;
using BB = G::BB;

struct PathSpan {
  std::uint32_t offset = 0;  // into PathTable::masks
  std::uint16_t count = 0;
  bool free = false;  // some path needs no empty square (a plain leap)
};

// A path that needs some squares empty, as one record for a linear scan.
struct MaskedPath {
  BB mask;
  BB to;
};

struct PathRange {
  std::uint32_t offset = 0;  // into PathTable::masked_paths
  std::uint32_t count = 0;
};

struct PathTable {
  std::array<std::array<BB, 64>, kTypes> reach{};    // destinations on an empty board
  std::array<std::array<BB, 64>, kTypes> sources{};  // squares whose piece reaches this one
  std::array<BB, 64> any_source{};                   // sources over every type but the pawn
  std::array<bool, kTypes> leaps_only{};             // every path free: reach is the attack set
  std::vector<std::array<std::array<PathSpan, 64>, 64>> spans;  // [type][from][to]
  std::vector<BB> masks;
  // For generation: what a piece reaches whatever the occupancy, and its other paths (to a
  // destination not already free, no path whose mask holds another's) in one contiguous run.
  std::array<std::array<BB, 64>, kTypes> free_reach{};
  std::array<std::array<PathRange, 64>, kTypes> masked{};
  std::vector<MaskedPath> masked_paths;

  // Destinations of `type` from `from` given the occupancy (path part only).
  BB attacks(int type, int from, BB occ) const {
    if (leaps_only[type]) return reach[type][from];
    BB r = free_reach[type][from];
    const PathRange& range = masked[type][from];
    const MaskedPath* p = masked_paths.data() + range.offset;
    for (std::uint32_t i = 0; i < range.count; ++i)
      if (!(p[i].mask & occ)) r |= p[i].to;
    return r;
  }
  // Squares some path of `type` from `from` to `to` needs empty: what can unblock it.
  BB guards(int type, int from, int to) const {
    const PathSpan& s = spans[type][from][to];
    BB r = 0;
    for (std::uint32_t i = s.offset; i < s.offset + s.count; ++i) r |= masks[i];
    return r;
  }
  bool reaches(int type, int from, int to, BB occ) const {
    const PathSpan& s = spans[type][from][to];
    if (s.free) return true;
    for (std::uint32_t i = s.offset; i < s.offset + s.count; ++i)
      if (!(masks[i] & occ)) return true;
    return false;
  }
};

extern const PathTable kPaths;

// Every path of a type from a square as (to, mask) pairs; used to build the table and by tests.
struct Path {
  int to;
  BB mask;
};
std::vector<Path> enumerate_paths(int type, int from);

}  // namespace vchess::uc24
