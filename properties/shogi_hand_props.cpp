// Shogi-family hands along biased random play (9x9 and 15x15): what is dropped, what a capture
// puts in hand.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "shogi_walk_gen.h"

namespace vchess::shogi_play {
namespace {

template <class G>
std::string type_name(int t) {
  return std::string(shogi::kRules<G>.def(t).label);
}

// Hands hold unpromoted, non-royal kinds only. For every legal move at every ply: a drop puts an
// unpromoted piece of the mover's colour (of a kind it has in hand) on its square and takes one
// of that kind from the mover's hand, nothing else; a capture puts the captured piece's
// unpromoted kind in the mover's hand (+p -> p, +rg -> rg, +g -> g, a native e stays e) and
// changes no other hand count; a non-capture board move changes no hand.
SHOGI_PROP(Hands, DroppedPieceUnpromotedCapturedPieceDemoted, 20) {
  const auto& R = shogi::kRules<G>;
  bool drop = false, capture_promoted = false;
  for_each_ply(w, [&](const Position<G>& pos, const MoveList<G>& ml) {
    const std::string text = text_of(pos);
    for (shogi::Color c : {shogi::Sente, shogi::Gote})
      for (int t = 0; t < R.types; ++t)
        if (pos.hand(c, t) && (is_promoted_type<G>(t) || t == R.king))
          RC_FAIL(type_name<G>(t) + " in hand in " + text);
    const shogi::Color us = pos.side_to_move();
    Position<G> p = pos;
    for (Move m : ml) {
      std::array<std::array<int, 64>, 2> expected{};
      for (shogi::Color c : {shogi::Sente, shogi::Gote})
        for (int t = 0; t < R.types; ++t) expected[c][t] = pos.hand(c, t);
      const std::string mt = shogi::move_text<G>(m);
      if (m.is_drop()) {
        drop = true;
        const int t = m.drop_type();
        if (t < 0 || t >= R.types || is_promoted_type<G>(t) || t == R.king)
          RC_FAIL("drop " + mt + " of a promoted or royal type in " + text);
        if (pos.hand(us, t) == 0) RC_FAIL("drop " + mt + " of a kind not in hand in " + text);
        --expected[us][t];
      } else if (is_capture(pos, m)) {
        const int cap = shogi::type_of(pos.piece_on(m.to()));
        capture_promoted |= is_promoted_type<G>(cap);
        ++expected[us][unpromoted_kind<G>(cap)];
      }
      p.do_move(m);
      if (m.is_drop() && p.piece_on(m.to()) != shogi::make_piece(us, m.drop_type()))
        RC_FAIL("after " + mt + " in " + text + " the piece on the square is not the dropped "
                "unpromoted " + type_name<G>(m.drop_type()));
      for (shogi::Color c : {shogi::Sente, shogi::Gote})
        for (int t = 0; t < R.types; ++t)
          if (p.hand(c, t) != expected[c][t])
            RC_FAIL("after " + mt + " in " + text + " the " + (c == shogi::Sente ? "sente" : "gote") +
                    " hand holds " + std::to_string(p.hand(c, t)) + " " + type_name<G>(t) +
                    ", expected " + std::to_string(expected[c][t]));
      p.undo_move(m);
    }
  });
  RC_TAG(drop ? "drop" : "-", capture_promoted ? "captures promoted" : "-");
}

}  // namespace
}  // namespace vchess::shogi_play
