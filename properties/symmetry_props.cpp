// Colour-flip symmetry of perft along random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "chess/perft.h"
#include "flip.h"
#include "random_play.h"

namespace vchess::random_play {
namespace {

using chess::MoveList;
using chess::Position;

// perft(depth) of the position and of its colour flip must agree.
template <class G>
void check_flip(const chess::VariantSpec& v, const Position<G>& pos, int depth) {
  const chess::Setup flipped = flip_colours(pos.to_setup());
  auto q = Position<G>::from_setup(flipped, v.promotion_types());
  if (!q) RC_FAIL("flip of " + fen_of(pos) + " is refused: " + q.error().what());
  Position<G> p = pos;
  const std::uint64_t a = chess::perft(p, depth), b = chess::perft(*q, depth);
  if (a != b)
    RC_FAIL("perft(" + std::to_string(depth) + ") " + std::to_string(a) + " of " + fen_of(pos) +
            " but " + std::to_string(b) + " of its flip " + chess::to_fen(flipped));
}

// perft(2) at every ply (castling and en passant positions go by), perft(3) at the end.
RC_GTEST_PROP(Symmetry, ColourFlipPreservesPerft, (const Walk& w)) {
  with_walk_geometry(w, [&]<class G>() {
    for_each_ply<G>(w,
                    [&](const Position<G>& pos, const MoveList&) { check_flip(*w.spec, pos, 2); });
    check_flip(*w.spec, play_choices<G>(*w.spec, w.start, w.choices), 3);
  });
}

}  // namespace
}  // namespace vchess::random_play
