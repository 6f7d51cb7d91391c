// Shogi-family colour-flip symmetry of perft along biased random play (9x9 and 15x15).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "shogi_flip.h"
#include "shogi_walk_gen.h"

namespace vchess::shogi_play {
namespace {

// The flip of a position (shogi_flip.h: board rotated 180 degrees, colours, side to move and
// hands swapped) is accepted by from_setup; flipping twice gives the same text back; its legal
// moves are exactly the flips of the position's legal moves; and perft(2) is the same. Checked
// at the start, the middle and the end of each walk.
SHOGI_PROP(Symmetry, ColourFlipKeepsPerft2, 8) {
  for_some_plies(w, 2, [&](const Position<G>& pos, const MoveList<G>& ml) {
    const Setup s = pos.to_setup();
    const Setup f = flip_colours(s);
    const std::string text = text_of<G>(s), flipped = text_of<G>(f);
    if (text_of<G>(flip_colours(f)) != text) RC_FAIL("flipping twice changes " + text);
    auto q = Position<G>::from_setup(f);
    if (!q) RC_FAIL("from_setup refuses the flip " + flipped + " of " + text + ": " +
                    q.error().what());
    std::vector<std::uint32_t> mine, theirs;  // moves of the flip, as (to, from, promote, drop)
    const auto code = [](Move m) {
      return std::uint32_t(m.to() | m.from() << 8 | int(m.promotes()) << 16 |
                           (m.is_drop() ? m.drop_type() + 1 : 0) << 17);
    };
    for (Move m : ml) mine.push_back(code(flip_move(m, G::kFiles)));
    auto fl = std::make_unique<MoveList<G>>();
    shogi::generate_legal(*q, *fl);
    for (Move m : *fl) theirs.push_back(code(m));
    std::sort(mine.begin(), mine.end());
    std::sort(theirs.begin(), theirs.end());
    if (mine != theirs)
      RC_FAIL(std::to_string(ml.size) + " moves in " + text + " but " + std::to_string(fl->size) +
              " in its flip " + flipped + ", or other moves");
    Position<G> p = pos;
    const std::uint64_t a = shogi::perft(p, 2), b = shogi::perft(*q, 2);
    if (a != b)
      RC_FAIL("perft(2) " + std::to_string(a) + " of " + text + " but " + std::to_string(b) +
              " of its flip " + flipped);
  });
}

}  // namespace
}  // namespace vchess::shogi_play
