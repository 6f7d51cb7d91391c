// Perft written once for the reference generators.
#pragma once

#include <cstdint>

namespace ref_common {

// Plain perft: the number of move sequences of length `depth` from p (1 for depth <= 0), with
// moves(p) listing the legal moves of p and after(p, m) playing one of them.
template <class Position, class Moves, class After>
std::uint64_t perft(const Position& p, int depth, Moves moves, After after) {
  if (depth <= 0) return 1;
  const auto list = moves(p);
  if (depth == 1) return list.size();
  std::uint64_t n = 0;
  for (const auto& m : list) n += ref_common::perft(after(p, m), depth - 1, moves, after);
  return n;
}

// after(p, m) for legal-move lists whose entries carry the position they lead to as `.after`.
inline constexpr auto child_after = [](const auto& /*p*/, const auto& child) -> decltype(auto) {
  return (child.after);
};

}  // namespace ref_common
