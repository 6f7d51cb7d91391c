// Shogi-family position text round trip along biased random play (9x9 and 15x15).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "shogi_walk_gen.h"

namespace vchess::shogi_play {
namespace {

// position_text(parse_position(t)) == t for the text t of every position of the walk, and the
// position built from the reparsed set-up equals the position (board, hands, side to move and
// key: a position read from text has the key of the same position reached by play).
SHOGI_PROP(PositionText, PositionTextRoundTrip, 20) {
  for_each_ply(w, [&](const Position<G>& pos, const MoveList<G>&) {
    const std::string text = text_of(pos);
    const auto setup = shogi::parse_position(text, spec<G>());
    if (!setup) RC_FAIL("parse_position refuses " + text + ": " + setup.error().what());
    const std::string again = text_of<G>(*setup);
    if (again != text) RC_FAIL("position text " + text + " reads back as " + again);
    const auto back = Position<G>::from_setup(*setup);
    if (!back) RC_FAIL("from_setup refuses " + text + ": " + back.error().what());
    if (!(*back == pos) || back->key() != pos.key())
      RC_FAIL("position of " + text + " differs from the position it was written from");
    if (back->move_number() != pos.move_number())
      RC_FAIL("move number of " + text + " reads back as " + std::to_string(back->move_number()));
  });
}

}  // namespace
}  // namespace vchess::shogi_play
