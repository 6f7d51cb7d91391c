// Waterloo move text round trip along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "waterloo_walk_gen.h"

namespace vchess::waterloo_play {
namespace {

// The piece a legal move turns its mover into, read from the rules (RULINGS 4.4,
// docs/rulings-local.md): 'S' for a pawn reaching its row 8 while the reserve has a Spy, 'W'
// for a simple Spy (or a Spy part of a Guard) ending a non-merging move on its row 9 exactly,
// else 0.
char promotion_letter(const Position& pos, Move m) {
  if (m.is_castle()) return 0;
  const Color us = pos.side_to_move();
  const PieceType t = moving_type(pos, m);
  const int row = waterloo::row_of(us, m.to());
  if (t == waterloo::Pawn && row == 8 && pos.promoted(us) < waterloo::kReserveSpies) return 'S';
  if (t == waterloo::Spy && row == 9 && !is_merge(pos, m)) return 'W';
  return 0;
}

// parse_move(pos, move_text(m)) == m for every legal move m, and the texts of a position's
// moves are distinct. The input forms: the text plus "=S" / "=W" parses to m exactly when m
// promotes to that piece (else it is refused: tried on pawn, Spy and castling moves); castling also
// parses from the Emperor's from-to ("e1b1"). Every move is parsed at about 10 plies of each walk
// (parsing generates all moves again).
RC_GTEST_PROP(Notation, MoveTextRoundTrip, (const Walk& w)) {
  bool promo_s = false, promo_w = false, castle = false, ep = false, part = false;
  for_some_plies(w, 10, [&](const Position& pos, const MoveList& ml) {
    std::set<std::string> seen;
    for (Move m : ml) {
      const std::string text = waterloo::move_text(m);
      if (!seen.insert(text).second) RC_FAIL("two moves read " + text + " in " + fen_of(pos));
      const auto parsed = waterloo::parse_move(pos, text);
      if (!parsed || *parsed != m)
        RC_FAIL("move text " + text + " in " + fen_of(pos) +
                (parsed ? " parses to " + waterloo::move_text(*parsed) : " does not parse"));
      const char promo = promotion_letter(pos, m);
      promo_s |= promo == 'S';
      promo_w |= promo == 'W';
      ep |= m.kind() == waterloo::EnPassant;
      part |= m.is_part();
      // Wrong suffixes are tried on pawn, Spy and castling moves only (each parse generates
      // all moves again).
      const PieceType t = moving_type(pos, m);
      const bool near = t == waterloo::Pawn || t == waterloo::Spy || m.is_castle();
      for (const char letter : {'S', 'W'}) {
        if (letter != promo && !near) continue;
        const std::string named = text + '=' + letter;
        const auto again = waterloo::parse_move(pos, named);
        if (letter == promo && (!again || *again != m))
          RC_FAIL("promotion text " + named + " in " + fen_of(pos) +
                  (again ? " parses to " + waterloo::move_text(*again) : " does not parse"));
        if (letter != promo && again)
          RC_FAIL("text " + named + " in " + fen_of(pos) + " parses to " +
                  waterloo::move_text(*again) + ", but " + text +
                  (promo ? std::string(" promotes to ") + promo : " does not promote"));
      }
      if (m.is_castle()) {
        castle = true;
        const std::string squares = waterloo::square_name(m.from()) + waterloo::square_name(m.to());
        const auto again = waterloo::parse_move(pos, squares);
        if (!again || *again != m)
          RC_FAIL("castling " + text + " as the Emperor's " + squares + " in " + fen_of(pos) +
                  (again ? " parses to " + waterloo::move_text(*again) : " does not parse"));
      }
    }
  });
  RC_TAG(promo_s ? "=S" : "-", promo_w ? "=W" : "-", castle ? "castle" : "-", ep ? "ep" : "-",
         part ? "part" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_play
