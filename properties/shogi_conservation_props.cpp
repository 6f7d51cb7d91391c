// Shogi-family conservation of material between board and hands along biased random play
// (9x9 and 15x15).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <array>

#include "shogi_walk_gen.h"

namespace vchess::shogi_play {
namespace {

using Material = std::array<int, 64>;  // by unpromoted kind (type index)

// Pieces on the board counted by their unpromoted kind, plus both hands.
template <class G>
Material material(const Position<G>& pos) {
  Material n{};
  for (int s = 0; s < G::kSquares; ++s)
    if (const shogi::Piece p = pos.piece_on(s)) ++n[unpromoted_kind<G>(shogi::type_of(p))];
  for (shogi::Color c : {shogi::Sente, shogi::Gote})
    for (int t = 0; t < shogi::kRules<G>.types; ++t) n[t] += pos.hand(c, t);
  return n;
}

template <class G>
std::string diff(const Material& was, const Material& now) {
  std::string s;
  for (int t = 0; t < shogi::kRules<G>.types; ++t)
    if (was[t] != now[t])
      s += " " + std::string(shogi::kRules<G>.def(t).name) + " " + std::to_string(was[t]) +
           " -> " + std::to_string(now[t]) + ";";
  return s;
}

// Per unpromoted kind, the pieces on the board counted by their unpromoted kind (a Tokin counts
// as a Pawn, a promoted Gold as a Gold, a native Great Elephant as itself) plus the pieces in
// both hands is the same at every ply of the walk as in the start position, and after every
// legal move at every ply: promotions, demotions into hand, captures and drops only move
// material between board and hands.
SHOGI_PROP(Conservation, MaterialOnBoardAndInHandsConstant, 20) {
  static const Material start = material(start_position<G>());
  bool capture_promoted = false, drop = false, promotion = false;
  for_each_ply(w, [&](const Position<G>& pos, const MoveList<G>& ml) {
    const Material now = material(pos);
    if (now != start) RC_FAIL("material of " + text_of(pos) + " differs from the start:" +
                              diff<G>(start, now));
    Position<G> p = pos;
    for (Move m : ml) {
      capture_promoted |= captures_promoted(pos, m);
      drop |= m.is_drop();
      promotion |= m.promotes();
      p.do_move(m);
      const Material after = material(p);
      p.undo_move(m);
      if (after != start)
        RC_FAIL("material changes with " + shogi::move_text<G>(m) + " in " + text_of(pos) + ":" +
                diff<G>(start, after));
    }
  });
  RC_TAG(capture_promoted ? "captures promoted" : "-", drop ? "drop" : "-",
         promotion ? "promotion" : "-");
}

}  // namespace
}  // namespace vchess::shogi_play
