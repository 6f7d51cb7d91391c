// The chess family's piece catalogue, from the piece table and the fast path's attack sets.
#pragma once
#include "games/chess.h"

namespace vchess::games {

template <class G>
Catalogue ChessGame<G>::catalogue() const {
  using namespace vchess::chess;
  const auto destinations = [](PieceType t, int sq) {
    using MG = MoveGen<G>;
    switch (t) {
      case Pawn:
        return popcount(G::step_bb(sq, {0, 1}));
      case Knight:
        return popcount(MG::template attacks<Knight>(sq, {}));
      case Bishop:
        return popcount(MG::template attacks<Bishop>(sq, {}));
      case Rook:
        return popcount(MG::template attacks<Rook>(sq, {}));
      case Queen:
        return popcount(MG::template attacks<Queen>(sq, {}));
      case Archbishop:
        return popcount(MG::template attacks<Archbishop>(sq, {}));
      case Chancellor:
        return popcount(MG::template attacks<Chancellor>(sq, {}));
      default:
        return popcount(MG::template attacks<King>(sq, {}));
    }
  };
  Catalogue c{{"a1", "d4", "e4"}, {}};
  for (const PieceInfo& p : kPieceTable) {
    if (G::kFiles == 8 && (p.type == Archbishop || p.type == Chancellor)) continue;
    c.rows.push_back({p.name,
                      std::string(1, char(p.letter - 32)),
                      p.betza,
                      {destinations(p.type, 0), destinations(p.type, G::square(3, 3)),
                       destinations(p.type, G::square(4, 3))}});
  }
  return c;
}

}  // namespace vchess::games
