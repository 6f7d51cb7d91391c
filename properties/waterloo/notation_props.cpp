// Waterloo move-text input forms the generic round trip does not see: promotion suffixes and
// castling written as the Emperor's squares.
#include "properties/waterloo/walks.h"

namespace vchess::waterloo_props {
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

// For pawn, Spy and castling moves m: the canonical text plus "=S" / "=W" parses to m exactly
// when m promotes to that piece, and is refused otherwise; castling also parses from the
// Emperor's from-to ("e1b1"). At about 6 plies of each walk (each parse generates all moves
// again).
HARNESS_PROP(Notation, PromotionSuffixAndEmperorCastlingTextParse, walks(), 100) {
  bool promo_s = false, promo_w = false, castle = false;
  harness::for_walk_nodes(
      w, 10, [&](const games::WaterlooGame& g, const Position& pos, const MoveList& ml) -> Failure {
        Position p = pos;
        const auto parsed_as = [&](const auto& r) {
          return r ? " parses to " + g.text(pos, *r) : std::string(" does not parse");
        };
        for (Move m : ml) {
          const std::string text = g.text(pos, m);
          const char promo = promotion_letter(pos, m);
          promo_s |= promo == 'S';
          promo_w |= promo == 'W';
          const PieceType t = moving_type(pos, m);
          const bool near = t == waterloo::Pawn || t == waterloo::Spy || m.is_castle();
          for (const char letter : {'S', 'W'}) {
            if (letter != promo && !near) continue;
            const std::string named = text + '=' + letter;
            const auto again = g.parse(p, named);
            if (letter == promo && (!again || !(*again == m)))
              return "promotion text " + named + " in " + g.fen(pos) + parsed_as(again);
            if (letter != promo && again)
              return "text " + named + " in " + g.fen(pos) + parsed_as(again) + ", but " + text +
                     (promo ? std::string(" promotes to ") + promo : " does not promote");
          }
          if (m.is_castle()) {
            castle = true;
            const std::string squares =
                waterloo::square_name(m.from()) + waterloo::square_name(m.to());
            const auto again = g.parse(p, squares);
            if (!again || !(*again == m))
              return "castling " + text + " as the Emperor's " + squares + " in " + g.fen(pos) +
                     parsed_as(again);
          }
        }
        return std::nullopt;
      });
  RC_TAG(promo_s ? "=S" : "-", promo_w ? "=W" : "-", castle ? "castle" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_props
