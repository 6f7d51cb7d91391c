// Shogi-family move text round trip along biased random play (9x9 and 15x15).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "shogi_walk_gen.h"

namespace vchess::shogi_play {
namespace {

// Moves parsed per visited position, spread over the list: parse_move generates every legal
// move again, so parsing all of a 15x15 list with full hands (thousands of drops) is quadratic.
constexpr int kParsedPerPly = 48;

// The toolkit texts (move_text) of a position's legal moves are distinct, and so are the Game
// Courier texts (gc_move_text); for a spread sample of the moves, parse_move(pos, text) == m
// for both texts, and from_gc_text(gc_move_text(m)) == move_text(m). Checked at about 8 plies of
// each walk; parsing leaves the position unchanged.
SHOGI_PROP(Notation, MoveTextRoundTrip, 10) {
  for_some_plies(w, 8, [&](const Position<G>& pos, const MoveList<G>& ml) {
    Position<G> p = pos;
    std::set<std::string> seen, seen_gc;
    const int stride = std::max(1, ml.size / kParsedPerPly);
    for (int i = 0; i < ml.size; ++i) {
      const Move m = ml.moves[i];
      const std::string text = shogi::move_text<G>(m), gc = shogi::gc_move_text<G>(m);
      if (!seen.insert(text).second) RC_FAIL("two moves read " + text + " in " + text_of(pos));
      if (!seen_gc.insert(gc).second)
        RC_FAIL("two moves read " + gc + " (Game Courier) in " + text_of(pos));
      if (shogi::from_gc_text<G>(gc) != text)
        RC_FAIL("Game Courier text " + gc + " of " + text + " converts back to '" +
                shogi::from_gc_text<G>(gc) + "'");
      if (i % stride != 0) continue;
      for (const std::string& t : {text, gc}) {
        const auto parsed = shogi::parse_move(p, t);
        if (!parsed || !(*parsed == m))
          RC_FAIL("move text " + t + " in " + text_of(pos) +
                  (parsed ? " parses to " + shogi::move_text<G>(*parsed) : " does not parse"));
      }
    }
    if (!(p == pos)) RC_FAIL("parse_move changed " + text_of(pos) + " into " + text_of(p));
  });
}

}  // namespace
}  // namespace vchess::shogi_play
