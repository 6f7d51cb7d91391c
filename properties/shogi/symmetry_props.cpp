// Colour-flip symmetry move by move; perft of the flip is a generic property
// (ColourFlipPreservesPerft).
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "properties/shogi/walks.h"

namespace vchess::shogi_props {
namespace {

using harness::Failure;

// The same move on the board rotated 180 degrees (square s of an N x N board goes to
// N*N - 1 - s), as (to, from, promotes, drop type) for sorting.
std::uint32_t flipped_code(shogi::Move m, int files) {
  const int last = files * files - 1;
  const std::uint32_t to = std::uint32_t(last - m.to());
  if (m.is_drop()) return to | std::uint32_t(m.drop_type() + 1) << 17;
  return to | std::uint32_t(last - m.from()) << 8 | std::uint32_t(m.promotes()) << 16;
}

std::uint32_t code(shogi::Move m) {
  if (m.is_drop()) return std::uint32_t(m.to()) | std::uint32_t(m.drop_type() + 1) << 17;
  return std::uint32_t(m.to()) | std::uint32_t(m.from()) << 8 | std::uint32_t(m.promotes()) << 16;
}

// The flip of a position (board rotated 180 degrees, colours, side to move and hands swapped)
// flipped again gives the position's text back, and its legal moves are exactly the flips of
// the position's legal moves. Checked at about 4 plies of each walk.
HARNESS_PROP(Symmetry, FlipMapsLegalMovesOntoLegalMoves, walks(), 40) {
  harness::for_walk_nodes(w, 4,
                          []<class G>(const games::ShogiGame<G>& g, const shogi::Position<G>& pos,
                                      const auto& ml) -> Failure {
                            if (auto f = harness::check_flip_twice(g, pos)) return f;
                            const std::string text = g.fen(pos);
                            auto q = g.flip(pos);
                            std::vector<std::uint32_t> mine, theirs;
                            for (shogi::Move m : ml) mine.push_back(flipped_code(m, G::kFiles));
                            auto fl = std::make_unique<typename shogi::Position<G>::MoveList>();
                            g.legal(*q, *fl);
                            for (shogi::Move m : *fl) theirs.push_back(code(m));
                            std::sort(mine.begin(), mine.end());
                            std::sort(theirs.begin(), theirs.end());
                            if (mine != theirs)
                              return std::to_string(ml.size) + " moves in " + text + " but " +
                                     std::to_string(fl->size) + " in its flip " + g.fen(*q) +
                                     ", or other moves";
                            return std::nullopt;
                          });
}

}  // namespace
}  // namespace vchess::shogi_props
