// Perft over any fast generator: make/unmake recursion, bulk counting at the last ply (the
// number of legal moves, without making them).
#pragma once
#include <cstdint>

namespace vchess::core {

// `count(pos)`: the number of legal moves; `generate(pos, list)`: fills `list` with them.
template <class MoveList, class Pos, class Count, class Generate>
std::uint64_t perft(Pos& pos, int depth, const Count& count, const Generate& generate) {
  if (depth <= 0) return 1;
  if (depth == 1) return std::uint64_t(count(pos));
  MoveList ml;
  generate(pos, ml);
  std::uint64_t n = 0;
  for (const auto m : ml) {
    pos.do_move(m);
    n += perft<MoveList>(pos, depth - 1, count, generate);
    pos.undo_move(m);
  }
  return n;
}

}  // namespace vchess::core
