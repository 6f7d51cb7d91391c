// Position text details the generic FenRoundTrips does not see: the move number (which position
// equality ignores), and the reference reading a text it did not play to.
#include <string>

#include "properties/shogi/walks.h"

namespace vchess::shogi_props {
namespace {

using harness::Failure;

// The move number counts plies: it is the start's plus the plies played, it reads back from the
// position text, and making then unmaking any legal move leaves it.
HARNESS_PROP(PositionText, MoveNumberCountsPlies, walks(), 30) {
  int ply = 0;  // every ply is visited
  harness::for_walk_nodes(
      w, 0,
      [&]<class G>(const games::ShogiGame<G>& g, const shogi::Position<G>& pos,
                   const auto& ml) -> Failure {
        static const int start = harness::must_load(g, g.start_fen(0)).move_number();
        const std::string text = g.fen(pos);
        if (pos.move_number() != start + ply)
          return "move number " + std::to_string(pos.move_number()) + " of " + text + " after " +
                 std::to_string(ply) + " plies from move " + std::to_string(start);
        ++ply;
        auto back = g.load(text);
        if (!back) return "own text " + text + " refused: " + back.error().what();
        if (back->move_number() != pos.move_number())
          return "move number of " + text + " reads back as " + std::to_string(back->move_number());
        shogi::Position<G> p = pos;
        for (shogi::Move m : ml) {
          g.do_move(p, m);
          const int after = p.move_number();
          g.undo_move(p, m);
          if (after != pos.move_number() + 1 || p.move_number() != pos.move_number())
            return g.text(pos, m) + " in " + text + " takes the move number to " +
                   std::to_string(after) + ", and its undo to " + std::to_string(p.move_number());
        }
        return std::nullopt;
      });
}

// The reference reads the fast position text afresh (not by playing to it: hands, promoted
// pieces and the move number all come from the text) and writes the same text back. Checked at
// about 16 plies of each walk.
HARNESS_PROP(PositionText, ReferenceReadsAndWritesTheSameText, walks(), 30) {
  harness::for_walk_nodes(w, 16,
                          []<class G>(const games::ShogiGame<G>& g, const shogi::Position<G>& pos,
                                      const auto&) -> Failure {
                            const std::string text = g.fen(pos);
                            auto ref = g.reference(text);
                            if (!ref)
                              return "the reference refuses " + text + ": " + ref.error().what();
                            if (ref->sfen() != text)
                              return "the reference writes " + text + " as " + ref->sfen();
                            return std::nullopt;
                          });
}

}  // namespace
}  // namespace vchess::shogi_props
