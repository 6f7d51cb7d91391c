// UC-24 move generation. Normal moves are generated pseudo-legally from bitboards and the
// path table; a compound turn (move, optional drop) is legal when the mover's king is safe
// after the whole turn, so each normal move is made once and its drops tested on top.
#pragma once
#include <cstdint>

#include "core/canary.h"
#include "uc24/position.h"

namespace vchess::uc24 {

// Destinations of the piece on `from` (colour c) given the occupancy, captures included.
BB piece_moves(const Position& pos, int from, BB occ);

// Pseudo-legal normal moves (no drops) of the side to move.
void generate_normal(const Position& pos, NormalMoveList& ml);

// Calls sink(turn) for every legal compound turn. The position is restored afterwards.
template <class Sink>
void for_each_legal(Position& pos, Sink&& sink) {
  NormalMoveList normals;
  generate_normal(pos, normals);
  const Color us = pos.side_to_move();
  const BB first_rank = G::rank_bb(us == White ? 0 : 7);
  const bool enemy_leo = pos.pieces(~us, type_of_letter('L'));
  for (const Move m : normals) {
    pos.do_move(m);
    const int ksq = pos.king_square(us);
    const bool safe = !pos.attacked(ksq, ~us);
    BB drops = 0;
    // Rights and reserve as they stand after the normal move: a recapture may add a right.
    // canary: a reserve alone allows a drop, drop rights or not
    if (canary(Canary::Uc24DropWithoutRight) ? pos.reserve_size(us) > 0 : pos.can_drop(us)) {
      const BB squares = first_rank & ~pos.pieces();
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
    if (safe) sink(m);
    while (drops) sink(m.with_drop(pop_lsb(drops)));
  }
}

void generate_legal(Position& pos, MoveList& ml);
std::uint64_t perft(Position& pos, int depth);

}  // namespace vchess::uc24

namespace vchess::uc24 {
// Destinations of a lone piece of this type on an empty board (the catalogue's counts).
int empty_board_destinations(int type, int sq);
}  // namespace vchess::uc24
