// Perft over the fast generator: make/unmake recursion with bulk counting at the last ply.
#pragma once
#include <cstdint>

#include "chess/movegen.h"
#include "core/perft.h"

namespace vchess::chess {

template <class G>
std::uint64_t perft(Position<G>& pos, int depth) {
  // The chess generator is fast enough that counting is generating.
  const auto count = [](Position<G>& p) {
    MoveList ml;
    generate_legal(p, ml);
    return ml.size;
  };
  const auto generate = [](Position<G>& p, MoveList& ml) { generate_legal(p, ml); };
  return core::perft<MoveList>(pos, depth, count, generate);
}

}  // namespace vchess::chess
