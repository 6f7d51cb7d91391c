// Hands along biased random play: what is dropped, what a capture puts in hand.
#include <array>
#include <string>

#include "properties/shogi/walks.h"

namespace vchess::shogi_props {
namespace {

using harness::Failure;
using harness::shogi_policy::is_capture;
using harness::shogi_policy::is_promoted_type;
using harness::shogi_policy::unpromoted_kind;

template <class G>
std::string type_name(int t) {
  return std::string(shogi::shogi_rules<G>().def(t).label);
}

// Hands hold unpromoted, non-royal kinds only. For every legal move at every ply: a drop puts an
// unpromoted piece of the mover's colour (of a kind it has in hand) on its square and takes one
// of that kind from the mover's hand, nothing else; a capture puts the captured piece's
// unpromoted kind in the mover's hand (+p -> p, +rg -> rg, +g -> g, a native e stays e) and
// changes no other hand count; a non-capture board move changes no hand.
HARNESS_PROP(Hands, DroppedPieceUnpromotedCapturedPieceDemoted, walks(), 20) {
  bool drop = false, capture_promoted = false;
  harness::for_walk_nodes(
      w, 0,
      [&]<class G>(const games::ShogiGame<G>& g, const shogi::Position<G>& pos,
                   const auto& ml) -> Failure {
        const auto& R = shogi::shogi_rules<G>();
        const std::string text = g.fen(pos);
        for (shogi::Color c : {shogi::Sente, shogi::Gote})
          for (int t = 0; t < R.types; ++t)
            if (pos.hand(c, t) && (is_promoted_type<G>(t) || t == R.king))
              return type_name<G>(t) + " in hand in " + text;
        const shogi::Color us = pos.side_to_move();
        shogi::Position<G> p = pos;
        for (shogi::Move m : ml) {
          std::array<std::array<int, 64>, 2> expected{};
          for (shogi::Color c : {shogi::Sente, shogi::Gote})
            for (int t = 0; t < R.types; ++t) expected[c][t] = pos.hand(c, t);
          const std::string mt = g.text(pos, m);
          if (m.is_drop()) {
            drop = true;
            const int t = m.drop_type();
            if (t < 0 || t >= R.types || is_promoted_type<G>(t) || t == R.king)
              return "drop " + mt + " of a promoted or royal type in " + text;
            if (pos.hand(us, t) == 0) return "drop " + mt + " of a kind not in hand in " + text;
            --expected[us][t];
          } else if (is_capture(pos, m)) {
            const int cap = shogi::type_of(pos.piece_on(m.to()));
            capture_promoted |= is_promoted_type<G>(cap);
            ++expected[us][unpromoted_kind<G>(cap)];
          }
          g.do_move(p, m);
          Failure f;
          if (m.is_drop() && p.piece_on(m.to()) != shogi::make_piece(us, m.drop_type()))
            f = "after " + mt + " in " + text + " the piece on the square is not the dropped " +
                "unpromoted " + type_name<G>(m.drop_type());
          for (shogi::Color c : {shogi::Sente, shogi::Gote})
            for (int t = 0; t < R.types && !f; ++t)
              if (p.hand(c, t) != expected[c][t])
                f = "after " + mt + " in " + text + " the " +
                    (c == shogi::Sente ? "sente" : "gote") + " hand holds " +
                    std::to_string(p.hand(c, t)) + " " + type_name<G>(t) + ", expected " +
                    std::to_string(expected[c][t]);
          g.undo_move(p, m);
          if (f) return f;
        }
        return std::nullopt;
      });
  RC_TAG(drop ? "drop" : "-", capture_promoted ? "captures promoted" : "-");
}

}  // namespace
}  // namespace vchess::shogi_props
