// Waterloo colour-flip symmetry along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "move_set_diff.h"
#include "waterloo_flip.h"
#include "waterloo_walk_gen.h"

namespace vchess::waterloo_play {
namespace {

// The flip of a position (waterloo_flip.h: board rotated 180 degrees, colours, side, castling
// rights B<->i and I<->b, promoted counts swapped, en passant square rotated) is accepted by
// from_setup; its legal moves are the position's legal moves with their squares rotated (O-O
// stays O-O), and its perft(2) is the position's. Checked at about 4 plies of each walk (the
// start, the end and between). Flipping twice gives the same FEN back.
RC_GTEST_PROP(Symmetry, ColourFlipRotatesMovesAndKeepsPerft2, (const Walk& w)) {
  bool castle = false, ep = false;
  for_some_plies(w, 4, [&](const Position& pos, const MoveList& ml) {
    const Setup s = pos.to_setup();
    const Setup f = flip_colours(s);
    const std::string fen = fen_of(s), flipped = fen_of(f);
    if (fen_of(flip_colours(f)) != fen) RC_FAIL("flipping twice changes " + fen);
    auto q = Position::from_setup(f);
    if (!q)
      RC_FAIL("from_setup refuses the flip " + flipped + " of " + fen + ": " + q.error().what());
    std::vector<std::string> expected, got;
    for (Move m : ml) {
      expected.push_back(rotate_move_text(waterloo::move_text(m)));
      castle |= m.is_castle();
      ep |= m.kind() == waterloo::EnPassant;
    }
    MoveList fl;
    waterloo::generate_legal(*q, fl);
    for (Move m : fl) got.push_back(waterloo::move_text(m));
    std::sort(expected.begin(), expected.end());
    std::sort(got.begin(), got.end());
    if (got != expected)
      RC_FAIL("moves of the flip " + flipped + " of " + fen +
              " are not the rotated moves: " + testkit::difference(got, expected));
    Position p = pos;
    const std::uint64_t a = waterloo::perft(p, 2), b = waterloo::perft(*q, 2);
    if (a != b)
      RC_FAIL("perft(2) " + std::to_string(a) + " of " + fen + " but " + std::to_string(b) +
              " of its flip " + flipped);
  });
  RC_TAG(castle ? "castle" : "-", ep ? "ep" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_play
