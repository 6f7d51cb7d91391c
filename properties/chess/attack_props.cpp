// Position::attacked() against the captures the legal generator produces, along random play.
#include <string>

#include "properties/chess/walks.h"

namespace vchess::chess_props {
namespace {

using chess::Move;
using chess::MoveList;
using chess::Position;
using harness::Failure;

// True if some generated move goes from `from` (any square if -1) to the occupied square sq.
// En passant never lands on an occupied square and castling never on an enemy piece, so these
// are exactly the captures of the piece on sq.
bool captures(const MoveList& ml, int from, int sq) {
  for (Move m : ml)
    if (m.to() == sq && m.kind() != chess::Castling && (from < 0 || m.from() == from)) return true;
  return false;
}

// Whether capturing sq with the piece on `from` leaves the mover's own king attacked, decided
// without the generator: play the capture on a Setup (castling and en passant dropped, a pawn
// reaching the last rank becomes a queen) and let from_setup judge the side that just moved.
template <class G>
bool exposes_own_king(const Position<G>& pos, int from, int sq) {
  chess::Setup s = pos.to_setup();
  chess::Piece p = s.board[from];
  const int r = G::rank_of(sq);
  if (chess::type_of(p) == chess::Pawn && (r == 0 || r == G::kRanks - 1))
    p = chess::make_piece(chess::color_of(p), chess::Queen);
  s.board[sq] = p;
  s.board[from] = chess::kNoPiece;
  s.side = ~s.side;
  s.castling.clear();
  s.ep = -1;
  auto q = Position<G>::from_setup(s, pos.promotions());
  if (!q && q.error().kind != chess::PositionErrorKind::OppositeCheck)
    RC_FAIL("capture setup refused: " + q.error().what());
  return !q;
}

// Calls f(sq) for every square holding an enemy piece other than the king.
template <class G, class F>
void for_each_enemy_piece(const Position<G>& pos, F&& f) {
  const chess::Color them = ~pos.side_to_move();
  for (auto b = pos.pieces(them) & ~pos.pieces(chess::King); b;) f(pop_lsb(b));
}

// If a legal move captures the piece on sq, the side to move attacks sq.
HARNESS_PROP(Attacks, CapturedPiecesAreAttacked, walks(), 100) {
  harness::for_walk_nodes(w, 0, []<class G>(const games::ChessGame<G>& g, const Position<G>& pos,
                                            const MoveList& ml) {
    Failure f;
    for_each_enemy_piece(pos, [&](int sq) {
      if (!f && captures(ml, -1, sq) && !pos.attacked(sq, pos.side_to_move()))
        f = chess::square_name(sq, G::kFiles) + " is captured but not attacked in " + g.fen(pos);
    });
    return f;
  });
}

// The converse is weaker: attacked() counts pseudo-legal attacks, so an attacked piece may be
// uncapturable because of a pin, a check or the king stepping into an attack. What must hold
// is that each attacker's capture is generated exactly when it does not expose its own king.
HARNESS_PROP(Attacks, AttackerCapturesUnlessItExposesItsKing, walks(), 100) {
  harness::for_walk_nodes(w, 0, []<class G>(const games::ChessGame<G>& g, const Position<G>& pos,
                                            const MoveList& ml) {
    Failure f;
    const chess::Color us = pos.side_to_move();
    for_each_enemy_piece(pos, [&](int sq) {
      for (auto a = pos.attackers_to(sq, pos.pieces()) & pos.pieces(us); a && !f;) {
        const int from = pop_lsb(a);
        const bool generated = captures(ml, from, sq);
        if (generated == exposes_own_king(pos, from, sq))
          f = chess::square_name(from, G::kFiles) + "x" + chess::square_name(sq, G::kFiles) +
              (generated ? " is generated but exposes the king in "
                         : " is safe but not generated in ") +
              g.fen(pos);
      }
    });
    return f;
  });
}

}  // namespace
}  // namespace vchess::chess_props
