// UC-24 colour-flip symmetry of perft along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "uc24_flip.h"
#include "uc24_walk_gen.h"

namespace vchess::uc24_play {
namespace {

// perft(2) of a position equals perft(2) of its colour flip (uc24_flip.h), and perft(1) of the
// flip equals the number of turns of the position; checked at about 4 plies of each walk (the
// start, the end and between). Flipping twice gives the same FEN back.
RC_GTEST_PROP(Symmetry, ColourFlipKeepsPerft2, (const Walk& w)) {
  for_some_plies(w, 4, [&](const Position& pos, const MoveList& ml) {
    const Setup s = pos.to_setup();
    const Setup f = flip_colours(s);
    const std::string fen = uc24::to_fen(s), flipped = uc24::to_fen(f);
    if (uc24::to_fen(flip_colours(f)) != fen) RC_FAIL("flipping twice changes " + fen);
    auto q = Position::from_setup(f);
    if (!q)
      RC_FAIL("from_setup refuses the flip " + flipped + " of " + fen + ": " + q.error().what());
    Position p = pos;
    const std::uint64_t n1 = uc24::perft(*q, 1);
    if (n1 != std::uint64_t(ml.size))
      RC_FAIL("perft(1) " + std::to_string(ml.size) + " of " + fen + " but " + std::to_string(n1) +
              " of its flip " + flipped);
    const std::uint64_t a = uc24::perft(p, 2), b = uc24::perft(*q, 2);
    if (a != b)
      RC_FAIL("perft(2) " + std::to_string(a) + " of " + fen + " but " + std::to_string(b) +
              " of its flip " + flipped);
  });
}

}  // namespace
}  // namespace vchess::uc24_play
