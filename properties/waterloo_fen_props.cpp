// Waterloo FEN round trip along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "waterloo_walk_gen.h"

namespace vchess::waterloo_play {
namespace {

// For x the FEN of a walk position: to_fen(from_setup(parse_fen(x))) == x, and the position
// read back equals the one x was written from (operator==: board, side, en passant, castling
// rights, promoted counts, clocks).
RC_GTEST_PROP(Fen, FenRoundTrip, (const Walk& w)) {
  bool ep = false, promoted = false;
  for_each_ply(w, [&](const Position& pos, const MoveList&) {
    const std::string fen = fen_of(pos);
    ep |= pos.ep_square() >= 0;
    promoted |= pos.promoted(waterloo::White) + pos.promoted(waterloo::Black) > 0;
    const auto setup = waterloo::parse_fen(fen);
    if (!setup) RC_FAIL("parse_fen refuses " + fen + ": " + setup.error().what());
    const auto back = Position::from_setup(*setup);
    if (!back) RC_FAIL("from_setup refuses " + fen + ": " + back.error().what());
    const std::string again = fen_of(*back);
    if (again != fen) RC_FAIL("FEN " + fen + " reads back as " + again);
    if (!(*back == pos))
      RC_FAIL("position of " + fen + " differs from the position it was written from");
  });
  RC_TAG(ep ? "en passant square" : "-", promoted ? "promoted" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_play
