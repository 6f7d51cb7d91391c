// Castling details the generic properties do not see: king-takes-rook text, and the rook and
// path squares of the rights a FEN carries.
#include <string>

#include "properties/chess/walks.h"

namespace vchess::chess_props {
namespace {

using chess::MoveList;
using chess::Position;
using harness::Failure;

// Each castling move written king-takes-rook (e1h1, Chess960's O-O) parses back to itself.
HARNESS_PROP(Castling, KingTakesRookTextParsesBack, walks(), 100) {
  harness::for_walk_nodes(w, 0, []<class G>(const games::ChessGame<G>& g, const Position<G>& pos,
                                            const MoveList& ml) -> Failure {
    Position<G> p = pos;
    for (chess::Move m : ml) {
      if (m.kind() != chess::Castling) continue;
      const std::string t = g.text(pos, m, true);
      auto back = g.parse(p, t);
      if (!back || !(*back == m)) return "'" + t + "' does not parse back in " + g.fen(pos);
    }
    return std::nullopt;
  });
}

// The FEN's castling field rebuilds each right's rook square and the squares its king and rook
// cross (Chess960 and CRC arrays put them anywhere).
HARNESS_PROP(Castling, FenRebuildsRookAndPathSquares, walks(), 100) {
  harness::for_walk_nodes(w, 0, []<class G>(const games::ChessGame<G>& g, const Position<G>& pos,
                                            const MoveList&) -> Failure {
    auto q = g.load(g.fen(pos));
    if (!q) return "own FEN refused: " + g.fen(pos);
    for (int right = 0; right < 4; ++right)
      if ((pos.castling_rights() >> right & 1) &&
          (q->castle_rook(right) != pos.castle_rook(right) ||
           q->castle_path(right) != pos.castle_path(right) ||
           q->castle_king_path(right) != pos.castle_king_path(right)))
        return "castling right " + std::to_string(right) + " rebuilt differently from " +
               g.fen(pos);
    if (q->castling_rights() != pos.castling_rights()) return "rights differ after " + g.fen(pos);
    return std::nullopt;
  });
}

}  // namespace
}  // namespace vchess::chess_props
