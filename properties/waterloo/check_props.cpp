// Waterloo check rules along biased random play: an Emperor is never left in check.
#include "properties/waterloo/walks.h"

namespace vchess::waterloo_props {
namespace {

// In every walk position, the side to move's royal piece, if it is an Emperor, is not attacked
// (an Emperor that is checked loses its knight at once, A-W13); and after every legal move the
// mover's royal piece is not attacked (no move leaves one's own royal piece attacked) and the
// opponent's royal piece, if still an Emperor, is not attacked (a checked Emperor became a
// King, keeping its square).
HARNESS_PROP(Check, EmperorNeverLeftInCheck, walks(), 100) {
  bool demotion = false, king = false;
  harness::for_walk_nodes(
      w, 0, [&](const games::WaterlooGame& g, const Position& pos, const MoveList& ml) -> Failure {
        const Color us = pos.side_to_move(), them = ~us;
        const int royal = pos.royal_square(us);
        const bool emperor = waterloo::type_of(pos.piece_on(royal)) == waterloo::Emperor;
        king |= !emperor;
        if (emperor && pos.attacked(royal, them))
          return "the Emperor to move on " + waterloo::square_name(royal) + " is attacked in " +
                 g.fen(pos);
        const int their_royal = pos.royal_square(them);
        Position p = pos;
        for (Move m : ml) {
          g.do_move(p, m);
          const int mine = p.royal_square(us), theirs = p.royal_square(them);
          const bool still_emperor = waterloo::type_of(p.piece_on(theirs)) == waterloo::Emperor;
          const char* wrong = p.attacked(mine, them)  ? "the mover's royal piece is attacked"
                              : theirs != their_royal ? "the opponent's royal piece moved"
                              : still_emperor && p.attacked(theirs, us)
                                  ? "the opponent's Emperor is attacked and was not demoted"
                                  : nullptr;
          demotion |=
              waterloo::type_of(pos.piece_on(their_royal)) == waterloo::Emperor && !still_emperor;
          g.undo_move(p, m);
          if (wrong) return std::string(wrong) + " after " + g.text(pos, m) + " in " + g.fen(pos);
        }
        return std::nullopt;
      });
  RC_TAG(demotion ? "demotion" : "-", king ? "King to move" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_props
