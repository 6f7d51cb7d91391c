// Game Courier move text (8k-8j, P@8j) along biased random play; the toolkit's own move text is
// a generic property (MoveTextRoundTrips).
#include <algorithm>
#include <set>
#include <string>

#include "properties/shogi/walks.h"

namespace vchess::shogi_props {
namespace {

using harness::Failure;

// Moves parsed per visited position, spread over the list: parsing generates every legal move
// again, so parsing all of a 15x15 list with full hands (thousands of drops) is quadratic.
constexpr int kParsedPerPly = 48;

// The Game Courier texts of a position's legal moves are distinct and convert back to the
// toolkit texts (from_gc_text); for a spread sample of the moves, the Game Courier text parses
// back to the move. Checked at about 2 plies (and the end) of each walk.
HARNESS_PROP(Notation, GameCourierTextRoundTrips, walks(), 20) {
  harness::for_walk_nodes(
      w, 2,
      []<class G>(const games::ShogiGame<G>& g, const shogi::Position<G>& pos,
                  const auto& ml) -> Failure {
        shogi::Position<G> p = pos;
        std::set<std::string> seen;
        const int stride = std::max(1, ml.size / kParsedPerPly);
        for (int i = 0; i < ml.size; ++i) {
          const shogi::Move m = ml.moves[i];
          const std::string text = g.text(pos, m), gc = g.text(pos, m, true);
          if (!seen.insert(gc).second) return "two moves read " + gc + " in " + g.fen(pos);
          if (shogi::from_gc_text<G>(gc) != text)
            return "Game Courier text " + gc + " of " + text + " converts back to '" +
                   shogi::from_gc_text<G>(gc) + "'";
          if (i % stride != 0) continue;
          const auto parsed = g.parse(p, gc);
          if (!parsed || !(*parsed == m))
            return "Game Courier text " + gc + " in " + g.fen(pos) +
                   (parsed ? " parses to " + g.text(pos, *parsed) : " does not parse");
        }
        if (!(p == pos)) return "parsing changed " + g.fen(pos) + " into " + g.fen(p);
        return std::nullopt;
      });
}

}  // namespace
}  // namespace vchess::shogi_props
