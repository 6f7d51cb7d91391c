// Perft over the fast generator: make/unmake recursion with bulk counting at the last ply.
#pragma once
#include <cstdint>

#include "chess/movegen.h"

namespace vchess::chess {

template <class G>
std::uint64_t perft(Position<G>& pos, int depth) {
  if (depth <= 0) return 1;
  MoveList ml;
  generate_legal(pos, ml);
  if (depth == 1) return std::uint64_t(ml.size);
  std::uint64_t n = 0;
  for (Move m : ml) {
    pos.do_move(m);
    n += perft(pos, depth - 1);
    pos.undo_move(m);
  }
  return n;
}

}  // namespace vchess::chess
