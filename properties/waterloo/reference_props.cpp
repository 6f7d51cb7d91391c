// What each Waterloo move does, fast path against the reference, for moves the walk does not
// play (the generic FastEqualsReference follows only the played ones).
#include <exception>

#include "properties/waterloo/walks.h"

namespace vchess::waterloo_props {
namespace {

// At the middle ply of each walk, every legal move, made by the fast path and played by the
// reference on the same position, gives the same FEN (promotions, Wisemen, demotion, castling
// rights, en passant square, promoted counts). One reference play per move: 5 % of
// max_success cases.
HARNESS_PROP(Reference, EveryMoveGivesTheReferenceFen, walks(), 5) {
  const std::size_t middle = w.choices.size() / 2;
  harness::with_walk(w, [&](const games::WaterlooGame& g, const auto& policy) {
    Failure f;
    harness::walk(g, policy, w.seed, w.choices, w.choices.size(),
                  [&](const Position& pos, const MoveList& ml, std::size_t ply, const Move*) {
                    if (ply < middle) return true;
                    const std::string fen = g.fen(pos);
                    auto ref = g.reference(fen);
                    if (!ref) {
                      f = "the reference refuses " + fen + ": " + ref.error().what();
                      return false;
                    }
                    Position p = pos;
                    for (Move m : ml) {
                      const std::string text = g.text(pos, m);
                      g.do_move(p, m);
                      try {
                        ref->play(text);
                      } catch (const std::exception& e) {
                        f = "the reference refuses " + text + " in " + fen + ": " + e.what();
                        return false;
                      }
                      if (ref->fen() != g.fen(p)) {
                        f = text + " in " + fen + " gives " + g.fen(p) + "; the reference has " +
                            ref->fen();
                        return false;
                      }
                      ref->undo();
                      g.undo_move(p, m);
                    }
                    return false;
                  });
    if (f) RC_FAIL(*f);
  });
}

}  // namespace
}  // namespace vchess::waterloo_props
