// Conservation of material between board and hands along biased random play.
#include <array>
#include <string>

#include "properties/shogi/walks.h"

namespace vchess::shogi_props {
namespace {

using harness::Failure;
using harness::shogi_policy::captures_promoted;
using harness::shogi_policy::unpromoted_kind;

using Material = std::array<int, 64>;  // by unpromoted kind (type index)

// Pieces on the board counted by their unpromoted kind, plus both hands.
template <class G>
Material material(const shogi::Position<G>& pos) {
  Material n{};
  for (int s = 0; s < G::kSquares; ++s)
    if (const shogi::Piece p = pos.piece_on(s)) ++n[unpromoted_kind<G>(shogi::type_of(p))];
  for (shogi::Color c : {shogi::Sente, shogi::Gote})
    for (int t = 0; t < shogi::shogi_rules<G>().types; ++t) n[t] += pos.hand(c, t);
  return n;
}

template <class G>
std::string diff(const Material& was, const Material& now) {
  std::string s;
  for (int t = 0; t < shogi::shogi_rules<G>().types; ++t)
    if (was[t] != now[t])
      s += " " + std::string(shogi::shogi_rules<G>().def(t).name) + " " + std::to_string(was[t]) +
           " -> " + std::to_string(now[t]) + ";";
  return s;
}

// Per unpromoted kind, the pieces on the board counted by their unpromoted kind (a Tokin counts
// as a Pawn, a promoted Gold as a Gold, a native Great Elephant as itself) plus the pieces in
// both hands is the same at every ply of the walk as in the start position, and after every
// legal move at every ply: promotions, demotions into hand, captures and drops only move
// material between board and hands.
HARNESS_PROP(Conservation, MaterialOnBoardAndInHandsConstant, walks(), 20) {
  bool capture_promoted = false, drop = false, promotion = false;
  harness::for_walk_nodes(
      w, 0,
      [&]<class G>(const games::ShogiGame<G>& g, const shogi::Position<G>& pos,
                   const auto& ml) -> Failure {
        static const Material start = material(harness::must_load(g, g.start_fen(0)));
        const Material now = material(pos);
        if (now != start)
          return "material of " + g.fen(pos) + " differs from the start:" + diff<G>(start, now);
        shogi::Position<G> p = pos;
        for (shogi::Move m : ml) {
          capture_promoted |= captures_promoted(pos, m);
          drop |= m.is_drop();
          promotion |= m.promotes();
          g.do_move(p, m);
          const Material after = material(p);
          g.undo_move(p, m);
          if (after != start)
            return "material changes with " + g.text(pos, m) + " in " + g.fen(pos) + ":" +
                   diff<G>(start, after);
        }
        return std::nullopt;
      });
  RC_TAG(capture_promoted ? "captures promoted" : "-", drop ? "drop" : "-",
         promotion ? "promotion" : "-");
}

}  // namespace
}  // namespace vchess::shogi_props
