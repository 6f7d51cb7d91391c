// UC-24 move text round trip along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "uc24_walk_gen.h"

namespace vchess::uc24_play {
namespace {

// parse_move(pos, move_text(pos, m)) == m for every legal turn m; the texts of a position's
// turns are distinct, and a promotion's text with "=<reserve back letter>" appended before
// any drop parses to the same turn. Every turn is parsed at about 16 plies of each walk
// (parsing generates all turns again, so every ply of every walk would be slow).
RC_GTEST_PROP(Notation, MoveTextRoundTrip, (const Walk& w)) {
  for_some_plies(w, 16, [&](const Position& pos, const MoveList& ml) {
    Position p = pos;
    std::set<std::string> seen;
    for (Move m : ml) {
      const std::string text = uc24::move_text(pos, m);
      if (!seen.insert(text).second) RC_FAIL("two turns read " + text + " in " + fen_of(pos));
      const auto parsed = uc24::parse_move(p, text);
      if (!parsed || *parsed != m)
        RC_FAIL("move text " + text + " in " + fen_of(pos) +
                (parsed ? " parses to " + uc24::move_text(pos, *parsed) : " does not parse"));
      if (m.kind() == uc24::Promotion) {
        const char back = uc24::kPieceTable[pos.reserve_back(pos.side_to_move())].letter;
        const std::string named = text.substr(0, 4) + '=' + back + text.substr(4);
        const auto again = uc24::parse_move(p, named);
        if (!again || *again != m) RC_FAIL("promotion text " + named + " in " + fen_of(pos));
      }
    }
    if (!(p == pos)) RC_FAIL("parse_move changed " + fen_of(pos) + " into " + fen_of(p));
  });
}

}  // namespace
}  // namespace vchess::uc24_play
