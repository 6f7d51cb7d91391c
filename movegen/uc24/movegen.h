// UC-24 move generation. Normal moves are generated pseudo-legally from bitboards and the
// path table; a compound turn (move, optional drop) is legal when the mover's king is safe
// after the whole turn. The node's Safety settles most turns unmade; the rest (king moves,
// evasions, moves off a line or path to the king) are made once and their drops tested on top.
#pragma once
#include <cstdint>

#include "core/canary.h"
#include "uc24/position.h"
#include "uc24/safety.h"

namespace vchess::uc24 {

// Destinations of the piece on `from` (colour c) given the occupancy, captures included.
BB piece_moves(const Position& pos, int from, BB occ);

// Pseudo-legal normal moves (no drops) of the side to move.
void generate_normal(const Position& pos, NormalMoveList& ml);

namespace detail {

// The node's facts every turn's quick test reads, gathered once.
struct QuickTest {
  Safety s;
  int king;
  BB occ, first_rank, drop_screens;
  int rights, reserve, recapture_sq;  // recapture_sq: where a capture adds a right, or -1
  Color us;

  explicit QuickTest(const Position& pos)
      : s(safety(pos)), occ(pos.pieces()), us(pos.side_to_move()) {
    const Pending& p = pos.pending();
    king = pos.king_square(us);
    first_rank = G::rank_bb(us == White ? 0 : 7);
    // canary: the Leo screen is forgotten, so a drop never endangers a safe king
    drop_screens = canary(Canary::Uc24DropIgnoresLeoScreen) ? 0 : s.screens;
    // canary: a reserve alone allows a drop, drop rights or not
    rights = canary(Canary::Uc24DropWithoutRight) ? 1 : pos.rights(us);
    reserve = pos.reserve_size(us);
    // canary: a recapture closing an exchange earns no right on the quick path
    recapture_sq =
        !p.capturer_pawn && !p.victim_pawn && !canary(Canary::Uc24RecaptureRightMissed) ? p.sq : -1;
  }
  // The drop squares `m` may add, from the rights and reserve the normal move leaves: a
  // recapture closing an exchange adds a right, a promotion takes the reserve's back piece.
  BB drops_after(Move m) const {
    const int to = m.to(), capsq = capture_square(m, us);
    if (rights + (capsq == recapture_sq) <= 0 || reserve - (m.kind() == Promotion) <= 0) return 0;
    return first_rank & ~((occ & ~G::bit(m.from()) & ~G::bit(capsq)) | G::bit(to));
  }
  // Whether `m` and `drops` leave the king (safe now) safe, known without making them.
  bool known_safe(Move m, BB drops) const {
    const int capsq = capture_square(m, us);
    // canary: en passant's capture square is not looked at, only the capturer's from-square
    const BB emptied =
        G::bit(m.from()) | (canary(Canary::Uc24EpCaptureSquareIgnored) ? BB{} : G::bit(capsq));
    // canary: a piece moved onto a Leo's line is never its screen
    const BB to_screens = canary(Canary::Uc24MoveIgnoresLeoScreen) ? BB{} : s.screens;
    return !s.in_check && m.from() != king && !(emptied & s.unblock) &&
           !(G::bit(m.to()) & to_screens) && !(drops & drop_screens);
  }
};

// Makes `m` and tests it: whether the normal move alone is legal, and which drops are.
inline BB made_and_tested(Position& pos, Move m, bool& safe) {
  const Color us = pos.side_to_move();
  pos.do_move(m);
  const int ksq = pos.king_square(us);
  safe = !pos.attacked(ksq, ~us);
  BB drops = 0;
  // Rights and reserve as they stand after the normal move: a recapture may add a right.
  // canary: a reserve alone allows a drop, drop rights or not
  if (canary(Canary::Uc24DropWithoutRight) ? pos.reserve_size(us) > 0 : pos.can_drop(us)) {
    const BB squares = G::rank_bb(us == White ? 0 : 7) & ~pos.pieces();
    const bool enemy_leo = pos.pieces(~us, type_of_letter('L'));
    // A drop only adds a blocker, so a safe king stays safe unless it screens for a Leo.
    // canary: the Leo screen is forgotten, so a drop never endangers a safe king
    if (safe && (!enemy_leo || canary(Canary::Uc24DropIgnoresLeoScreen))) {
      drops = squares;
    } else {
      const Piece front = make_piece(us, pos.reserve_front(us));
      for (BB b = squares; b;) {
        const int d = pop_lsb(b);
        pos.place(front, d);
        if (!pos.attacked(ksq, ~us)) drops |= G::bit(d);
        pos.lift(d);
      }
    }
  }
  pos.undo_move(m);
  return drops;
}

}  // namespace detail

// Calls visit(move, normal move legal, legal drop squares) once per pseudo-legal normal move.
// Turns the node's Safety proves legal are not made; the rest are made and tested.
template <class Visit>
void visit_turns(Position& pos, Visit&& visit) {
  NormalMoveList normals;
  generate_normal(pos, normals);
  const detail::QuickTest quick(pos);
  for (const Move m : normals) {
    const BB drops = quick.drops_after(m);
    if (quick.known_safe(m, drops)) {
      visit(m, true, drops);
    } else {
      bool safe = false;
      const BB legal = detail::made_and_tested(pos, m, safe);
      visit(m, safe, legal);
    }
  }
}

// Calls sink(turn) for every legal compound turn. The position is restored afterwards.
template <class Sink>
void for_each_legal(Position& pos, Sink&& sink) {
  visit_turns(pos, [&](Move m, bool safe, BB drops) {
    if (safe) sink(m);
    while (drops) sink(m.with_drop(pop_lsb(drops)));
  });
}

void generate_legal(Position& pos, MoveList& ml);
std::uint64_t perft(Position& pos, int depth);

}  // namespace vchess::uc24

namespace vchess::uc24 {
// Destinations of a lone piece of this type on an empty board (the catalogue's counts).
int empty_board_destinations(int type, int sq);
}  // namespace vchess::uc24
