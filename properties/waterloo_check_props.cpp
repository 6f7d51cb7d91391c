// Waterloo check rules along biased random play: an Emperor is never left in check.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "waterloo_walk_gen.h"

namespace vchess::waterloo_play {
namespace {

// In every walk position, the side to move's royal piece, if it is an Emperor, is not attacked
// (an Emperor that is checked loses its knight at once, A-W13); and after every legal move the
// mover's royal piece is not attacked (no move leaves one's own royal piece attacked) and the
// opponent's royal piece, if still an Emperor, is not attacked (a checked Emperor became a
// King, keeping its square).
RC_GTEST_PROP(Check, EmperorNeverLeftInCheck, (const Walk& w)) {
  bool demotion = false, king = false;
  for_each_ply(w, [&](const Position& pos, const MoveList& ml) {
    const Color us = pos.side_to_move(), them = ~us;
    const int royal = pos.royal_square(us);
    const bool emperor = waterloo::type_of(pos.piece_on(royal)) == waterloo::Emperor;
    king |= !emperor;
    if (emperor && pos.attacked(royal, them))
      RC_FAIL("the Emperor to move on " + waterloo::square_name(royal) + " is attacked in " +
              fen_of(pos));
    const int their_royal = pos.royal_square(them);
    Position p = pos;
    for (Move m : ml) {
      p.do_move(m);
      const std::string where = " after " + waterloo::move_text(m) + " in " + fen_of(pos);
      const int mine = p.royal_square(us), theirs = p.royal_square(them);
      if (p.attacked(mine, them)) RC_FAIL("the mover's royal piece is attacked" + where);
      if (theirs != their_royal) RC_FAIL("the opponent's royal piece moved" + where);
      const bool still_emperor = waterloo::type_of(p.piece_on(theirs)) == waterloo::Emperor;
      if (still_emperor && p.attacked(theirs, us))
        RC_FAIL("the opponent's Emperor is attacked and was not demoted" + where);
      demotion |=
          waterloo::type_of(pos.piece_on(their_royal)) == waterloo::Emperor && !still_emperor;
      p.undo_move(m);
    }
  });
  RC_TAG(demotion ? "demotion" : "-", king ? "King to move" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_play
