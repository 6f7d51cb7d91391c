// Shogi-family move generation: pseudo-legal board moves and drops from bitboards, then a
// make / king-attacked test; drops need the test only in check. Uchifuzume is tested by
// looking for a reply to a pawn drop that gives check.
#pragma once
#include "core/canary.h"
#include "core/perft.h"
#include "shogi/position.h"

namespace vchess::shogi {

template <class G>
struct MoveGen {
  using P = Position<G>;
  using BB = typename G::BB;
  using MoveList = typename P::MoveList;

  // Destinations of the piece on `from`, captures of own pieces excluded.
  static BB destinations(const P& pos, int from) {
    const auto& R = kRules<G>;
    const Piece p = pos.piece_on(from);
    const int t = type_of(p), c = color_of(p);
    const PieceDef& d = R.def(t);
    const BB occ = pos.pieces(), own = pos.pieces(Color(c));
    BB b = R.leaps[t][c][from];
    for (int rel = 0; rel < 8; ++rel) {
      const int D = Rules<G>::absolute(rel, c);
      if ((d.slides | d.jump_slides) >> rel & 1) b |= ray_attack<G>(D, from, occ);
      // Jumps capture only, and never a king (RULINGS 2.3).
      // canary: the ruling is forgotten and a jump may capture the king
      if (canary(Canary::DaiJumpCapturesKing) && (d.jump_slides >> rel & 1))
        b |= jump_targets<G>(D, from, occ) & pos.pieces(~Color(c));
      else if (d.jump_slides >> rel & 1)
        b |= jump_targets<G>(D, from, occ) & pos.pieces(~Color(c)) & ~pos.pieces(~Color(c), R.king);
    }
    if (d.hook != Hook::None) b |= hook_attack<G>(d.hook, c, from, occ);
    return b & ~own;
  }

  static void board_moves(const P& pos, MoveList& ml) {
    const auto& R = kRules<G>;
    const Color us = pos.side_to_move();
    for (BB pcs = pos.pieces(us); pcs;) {
      const int from = pop_lsb(pcs);
      const int t = type_of(pos.piece_on(from));
      const int forced = R.def(t).forced_ranks;
      const bool can = R.promote[t] >= 0;
      for (BB d = destinations(pos, from); d;) {
        const int to = pop_lsb(d);
        const bool may = can && ((R.zone[us] & G::bit(from)) || (R.zone[us] & G::bit(to)));
        const bool must = forced && (R.last_ranks[us][forced] & G::bit(to));
        if (!must) ml.push(Move(from, to));
        if (may) ml.push(Move(from, to, true));
      }
    }
  }

  static void drops(const P& pos, MoveList& ml) {
    const auto& R = kRules<G>;
    const Color us = pos.side_to_move();
    const BB empty = G::all() & ~pos.pieces();
    for (int t = 0; t < R.types; ++t) {
      if (!pos.hand(us, t)) continue;
      BB b = empty;
      if (const int n = R.def(t).drop_ranks) b &= ~R.last_ranks[us][n];
      // canary: nifu forgotten, a pawn may be dropped on a file that holds an own pawn
      if (t == R.pawn && !canary(Canary::ShogiNifu))
        for (BB pw = pos.pieces(us, R.pawn); pw;) b &= ~G::file_bb(G::file_of(pop_lsb(pw)));
      while (b) ml.push(Move::drop(t, pop_lsb(b)));
    }
  }

  // A pawn drop that gives check and leaves no legal reply (uchifuzume).
  static bool pawn_drop_mates(P& pos, Move m) {
    const auto& R = kRules<G>;
    const Color us = pos.side_to_move();
    if (!(R.leaps[R.pawn][us][m.to()] & pos.pieces(~us, R.king))) return false;
    pos.do_move(m);
    const bool mate = !has_legal_move(pos);
    pos.undo_move(m);
    return mate;
  }

  static bool legal(P& pos, Move m, bool in_check) {
    const Color us = pos.side_to_move();
    // canary: uchifuzume forgotten, a mating pawn drop is allowed
    if (m.is_drop() && m.drop_type() == kRules<G>.pawn && !canary(Canary::ShogiPawnDropMate) &&
        pawn_drop_mates(pos, m))
      return false;
    if (m.is_drop() && !in_check) return true;  // adding a piece never exposes one's king
    pos.do_move(m);
    const bool ok = !pos.attacked(pos.king_square(us), ~us);
    pos.undo_move(m);
    return ok;
  }

  static bool has_legal_move(P& pos) {
    MoveList ml;
    board_moves(pos, ml);
    drops(pos, ml);
    const bool check = pos.in_check();
    for (Move m : ml)
      if (legal(pos, m, check)) return true;
    return false;
  }

  template <class Sink>
  static void for_each_legal(P& pos, Sink&& sink) {
    MoveList ml;
    board_moves(pos, ml);
    drops(pos, ml);
    const bool check = pos.in_check();
    for (Move m : ml)
      if (legal(pos, m, check)) sink(m);
  }
};

// Destinations of a lone Sente piece of this type on an empty board (the catalogue's counts).
template <class G>
int empty_board_destinations(int t, int sq) {
  const auto& R = kRules<G>;
  const PieceDef& d = R.def(t);
  typename G::BB b = R.leaps[t][Sente][sq];
  for (int rel = 0; rel < 8; ++rel)
    if ((d.slides | d.jump_slides) >> rel & 1) b |= R.ray[rel][sq];
  if (d.hook != Hook::None) b |= hook_attack<G>(d.hook, Sente, sq, typename G::BB{});
  return popcount(b);
}

template <class G>
void generate_legal(Position<G>& pos, typename Position<G>::MoveList& ml) {
  MoveGen<G>::for_each_legal(pos, [&](Move m) { ml.push(m); });
}

template <class G>
std::uint64_t perft(Position<G>& pos, int depth) {
  const auto count = [](Position<G>& p) {
    std::uint64_t n = 0;
    MoveGen<G>::for_each_legal(p, [&](Move) { ++n; });
    return n;
  };
  const auto generate = [](Position<G>& p, typename Position<G>::MoveList& ml) {
    generate_legal(p, ml);
  };
  return core::perft<typename Position<G>::MoveList>(pos, depth, count, generate);
}

}  // namespace vchess::shogi
