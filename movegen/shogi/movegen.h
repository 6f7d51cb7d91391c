// Shogi-family move generation: pseudo-legal board moves and drops from bitboards, made legal
// with the node's pins, checkers and hook-path blockers (shogi/legality.h); only moves of a
// piece alone on a hook path, and every move when a hook mover may be checking, are made and
// tested. Uchifuzume is tested by looking for a reply to a pawn drop that gives check.
#pragma once
#include <bit>

#include "core/canary.h"
#include "core/perft.h"
#include "shogi/legality.h"
#include "shogi/position.h"

namespace vchess::shogi {

template <class G>
struct MoveGen {
  using P = Position<G>;
  using BB = typename G::BB;
  using MoveList = typename P::MoveList;
  static constexpr BB kAll = G::all();

  // Destinations of the piece on `from`, captures of own pieces excluded. Inlined into the
  // loops over the pieces: 4-6% of shogi D5 and Dai Seireigi D4 (best of 8 runs).
  [[gnu::always_inline]] static BB destinations(const P& pos, int from) {
    const auto& R = shogi_rules<G>();
    const Piece p = pos.piece_on(from);
    const int t = type_of(p), c = color_of(p);
    const BB occ = pos.pieces(), own = pos.pieces(Color(c));
    BB b = R.leaps[t][c][from];
    for (unsigned m = R.slide_dirs[t][c]; m; m &= m - 1)
      b |= ray_attack<G>(std::countr_zero(m), from, occ);
    if (unsigned m = R.jump_dirs[t][c]) {
      const BB theirs = pos.pieces(~Color(c));
      // Jumps capture only, and never a king (RULINGS 2.3).
      // canary: the ruling is forgotten and a jump may capture the king
      const BB prey =
          canary(Canary::DaiJumpCapturesKing) ? theirs : theirs & ~pos.pieces(~Color(c), R.king);
      for (; m; m &= m - 1) b |= jump_targets<G>(std::countr_zero(m), from, occ) & prey;
    }
    if (const Hook h = R.hook[t]; h != Hook::None) b |= hook_attack<G>(h, c, from, occ);
    return b & ~own;
  }

  // The moves of the piece on `from` to the squares of `d`, promotions by the zone rules.
  template <class Sink>
  static void expand(const P& pos, int from, BB d, Sink&& sink) {
    const auto& R = shogi_rules<G>();
    const Color us = pos.side_to_move();
    const int t = type_of(pos.piece_on(from));
    const int forced = R.forced[t];
    const bool can = R.promote[t] >= 0;
    while (d) {
      const int to = pop_lsb(d);
      const bool may = can && ((R.zone[us] & sq_bb<G>(from)) || (R.zone[us] & sq_bb<G>(to)));
      const bool must = forced && (R.last_ranks[us][forced] & sq_bb<G>(to));
      if (!must) sink(Move(from, to));
      if (may) sink(Move(from, to, true));
    }
  }

  // Whether the pawn's only move is one step straight ahead (shogi's and Dai Seireigi's): then
  // the free pawns move as one shifted bitboard.
  struct PawnStep {
    bool ok = true;
    PawnStep() {
      const auto& R = shogi_rules<G>();
      const int t = R.pawn;
      if (t < 0 || R.slide_dirs[t][Sente] || R.slide_dirs[t][Gote] || R.jump_dirs[t][Sente] ||
          R.jump_dirs[t][Gote] || R.hook[t] != Hook::None) {
        ok = false;
        return;
      }
      for (int sq = 0; sq < G::kSquares; ++sq)
        for (int c = 0; c < 2; ++c)
          ok = ok && R.leaps[t][c][sq] == (pawn_step(Color(c), sq_bb<G>(sq)) & kAll);
    }
  };
  static BB pawn_step(Color c, BB b) {
    return (c == Sente ? b << G::kFiles : b >> G::kFiles) & kAll;
  }
  static const PawnStep& pawn_step_check() {
    static const PawnStep p;
    return p;
  }

  // The moves of free pawns to the squares of `to` (one step ahead of each), by promotion rules.
  template <class Sink>
  static void expand_pawn_steps(const P& pos, BB to, Sink&& sink) {
    const int back = pos.side_to_move() == Sente ? -G::kFiles : G::kFiles;
    for (BB b = to; b;) {
      const int sq = pop_lsb(b);
      expand(pos, sq + back, sq_bb<G>(sq), sink);
    }
  }
  static int count_pawn_steps(const P& pos, BB to) {
    const auto& R = shogi_rules<G>();
    const Color us = pos.side_to_move();
    const int forced = R.forced[R.pawn];
    const BB must = forced ? R.last_ranks[us][forced] : BB{};
    const BB may = R.promote[R.pawn] < 0 ? BB{} : R.zone[us];
    return popcount(to & ~must) + popcount(to & may);
  }

  // The same number of moves as expand() gives, by popcount.
  static int count_moves(const P& pos, int from, BB d) {
    const auto& R = shogi_rules<G>();
    const Color us = pos.side_to_move();
    const int t = type_of(pos.piece_on(from));
    const int forced = R.forced[t];
    const BB must = forced ? R.last_ranks[us][forced] : BB{};
    // canary: a move out of the zone is counted without its promotion
    const bool from_zone = (R.zone[us] & sq_bb<G>(from)) && !canary(Canary::ShogiCountZoneExit);
    const BB may = R.promote[t] < 0 ? BB{} : from_zone ? d : R.zone[us];
    return popcount(d & ~must) + popcount(d & may);
  }

  static void board_moves(const P& pos, MoveList& ml) {
    for (BB pcs = pos.pieces(pos.side_to_move()); pcs;) {
      const int from = pop_lsb(pcs);
      expand(pos, from, destinations(pos, from), [&](Move m) { ml.push(m); });
    }
  }

  // Empty squares a piece of type t may be dropped on (drop ranks, nifu), uchifuzume aside.
  static BB drop_targets(const P& pos, int t) {
    const auto& R = shogi_rules<G>();
    const Color us = pos.side_to_move();
    BB b = kAll & ~pos.pieces();
    if (const int n = R.def(t).drop_ranks) b &= ~R.last_ranks[us][n];
    // canary: nifu forgotten, a pawn may be dropped on a file that holds an own pawn
    if (t == R.pawn && !canary(Canary::ShogiNifu))
      for (BB pw = pos.pieces(us, R.pawn); pw;) b &= ~G::file_bb(G::file_of(pop_lsb(pw)));
    return b;
  }

  static void drops(const P& pos, MoveList& ml) {
    const auto& R = shogi_rules<G>();
    const Color us = pos.side_to_move();
    for (int t = 0; t < R.types; ++t) {
      if (!pos.hand(us, t)) continue;
      for (BB b = drop_targets(pos, t); b;) ml.push(Move::drop(t, pop_lsb(b)));
    }
  }

  // A pawn drop that gives check and leaves no legal reply (uchifuzume).
  static bool pawn_drop_mates(P& pos, Move m) {
    const auto& R = shogi_rules<G>();
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
    if (m.is_drop() && m.drop_type() == shogi_rules<G>().pawn &&
        !canary(Canary::ShogiPawnDropMate) && pawn_drop_mates(pos, m))
      return false;
    if (m.is_drop() && !in_check) return true;  // adding a piece never exposes one's king
    pos.do_move(m);
    const bool ok = !pos.attacked(pos.king_square(us), ~us);
    pos.undo_move(m);
    return ok;
  }

  // Not in check: a pinned piece keeps to its pin line, a piece alone on a hook path is made
  // and tested, the king avoids attacked squares, and drops are safe but for uchifuzume.
  template <class Emit>
  static void legal_quiet(P& pos, const Legality<G>& L, Emit& emit) {
    const Color us = pos.side_to_move();
    const int ksq = pos.king_square(us);
    BB pcs = pos.pieces(us);
    if (pawn_step_check().ok) {  // free pawns all at once: one shift instead of a lookup per pawn
      // canary: pawns alone on a hook path count as free (their steps are not tested)
      const BB hold = canary(Canary::ShogiFreePawnOnHookPath) ? L.pinned : L.tested | L.pinned;
      const BB pawns = pos.pieces(us, shogi_rules<G>().pawn) & ~hold;
      pcs &= ~pawns;
      emit.pawn_steps(pawn_step(us, pawns) & ~pos.pieces(us));
    }
    for (; pcs;) {
      const int from = pop_lsb(pcs);
      BB d = destinations(pos, from);
      if (from == ksq) {
        d = safe_king_squares(pos, ksq, d);
      } else if (L.tested & sq_bb<G>(from)) {
        expand(pos, from, d, [&](Move m) {
          if (legal(pos, m, false)) emit.one(m);
        });
        continue;
      } else if ((L.pinned & sq_bb<G>(from)) && !canary(Canary::ShogiPinIgnored)) {
        d &= L.pin_segment(from);  // canary (above): a pinned piece leaves its pin line
      }
      emit.board(from, d);
    }
    legal_drops(pos, kAll, emit);
  }

  // In check, no hook mover checking: the king steps to safety; with a single checker other
  // pieces capture it or block its line, and drops block.
  template <class Emit>
  static void evasions(P& pos, const Legality<G>& L, Emit& emit) {
    const Color us = pos.side_to_move();
    const int ksq = pos.king_square(us);
    const bool single = !more_than_one(L.checkers) || canary(Canary::ShogiDoubleCheckBlocks);
    for (BB pcs = pos.pieces(us); pcs;) {
      const int from = pop_lsb(pcs);
      if (from != ksq && !single) continue;
      BB d = destinations(pos, from);
      if (from == ksq) {
        emit.board(from, safe_king_squares(pos, ksq, d));
        continue;
      }
      d &= L.target;
      if (L.tested & sq_bb<G>(from)) {
        expand(pos, from, d, [&](Move m) {
          if (legal(pos, m, true)) emit.one(m);
        });
        continue;
      }
      if (L.pinned & sq_bb<G>(from)) d &= L.pin_segment(from);
      emit.board(from, d);
    }
    // canary: in check, drops are not kept to the squares that block
    if (single) legal_drops(pos, canary(Canary::ShogiDropIgnoresCheck) ? kAll : L.target, emit);
  }

  // Drops on the squares of `allowed`; adding a piece never exposes one's own king.
  template <class Emit>
  static void legal_drops(P& pos, BB allowed, Emit& emit) {
    const auto& R = shogi_rules<G>();
    const Color us = pos.side_to_move();
    for (int t = 0; t < R.types; ++t) {
      if (!pos.hand(us, t)) continue;
      BB b = drop_targets(pos, t) & allowed;
      // canary: as in legal(), uchifuzume forgotten
      if (t == R.pawn && !canary(Canary::ShogiPawnDropMate)) b &= ~mating_pawn_drop(pos, b);
      emit.drops(t, b);
    }
  }

  // King destinations not attacked once the king has left its square (sliders see through it).
  // The enemy sliders are sorted by line once, so that a line of a destination with none on it
  // costs one AND instead of a search for its first piece.
  static BB safe_king_squares(const P& pos, int ksq, BB d) {
    if (!d) return d;
    const Color us = pos.side_to_move();
    // canary: the king's own square still blocks, so it may step back along a checking line
    const BB occ = canary(Canary::ShogiKingXray) ? pos.pieces() : pos.pieces() ^ sq_bb<G>(ksq);
    const BB theirs = pos.pieces(~us);
    const auto sliders = sliders_by_line(pos, ~us);
    BB safe{};
    while (d) {
      const int to = pop_lsb(d);
      const BB o = occ | sq_bb<G>(to), them = theirs & ~sq_bb<G>(to);
      if (!pos.leaped_or_hooked(to, ~us, o, them) && !slid_to(to, sliders, o)) safe |= sq_bb<G>(to);
    }
    return safe;
  }

  // [D]: pieces of `by` that slide in direction D + 4, so attack along direction D from a square.
  static std::array<BB, 8> sliders_by_line(const P& pos, Color by) {
    const auto& R = shogi_rules<G>();
    std::array<BB, 8> s{};
    for (int t = 0; t < R.types; ++t) {
      unsigned m = R.slide_dirs[t][by];
      if (!m) continue;
      const BB b = pos.pieces(by, t);
      if (!b) continue;
      for (; m; m &= m - 1) s[(std::countr_zero(m) + 4) & 7] |= b;
    }
    return s;
  }

  static bool slid_to(int to, const std::array<BB, 8>& sliders, BB occ) {
    const auto& R = shogi_rules<G>();
    for (int D = 0; D < 8; ++D) {
      const BB cand = sliders[D] & R.ray[D][to];
      if (!cand) continue;
      const BB b = R.ray[D][to] & occ;
      if (cand & sq_bb<G>(increasing_dir(D) ? lsb(b) : msb(b))) return true;
    }
    return false;
  }

  // The square of `b` (if any) where a pawn drop checks the enemy king and mates it.
  static BB mating_pawn_drop(P& pos, BB b) {
    const auto& R = shogi_rules<G>();
    const Color us = pos.side_to_move();
    const BB k = pos.pieces(~us, R.king);
    if (!k) return BB{};
    const BB c = b & R.leaps[R.pawn][~us][lsb(k)];
    return c && pawn_drop_mates(pos, Move::drop(R.pawn, lsb(c))) ? c : BB{};
  }

  static bool has_legal_move(P& pos) {
    MoveList ml;
    board_moves(pos, ml);
    drops(pos, ml);
    // canary: the defender's drops count as replies without the test (as if not in check)
    const bool check = pos.in_check() && !canary(Canary::ShogiUchifuzumeDropReply);
    for (Move m : ml)
      if (legal(pos, m, check)) return true;
    return false;
  }

  // Every legal move to `emit`, see legal_quiet() and evasions().
  template <class Emit>
  static void legal_moves(P& pos, Emit& emit) {
    const Legality<G> L(pos);
    if (!L.check) return legal_quiet(pos, L, emit);
    if (!L.hook_open && L.checkers) return evasions(pos, L, emit);
    MoveList ml;  // a hook mover may be checking: make and test everything
    board_moves(pos, ml);
    drops(pos, ml);
    for (Move m : ml)
      if (legal(pos, m, true)) emit.one(m);
  }

  template <class Sink>
  static void for_each_legal(P& pos, Sink&& sink) {
    struct {
      const P& pos;
      Sink& sink;
      void one(Move m) { sink(m); }
      void board(int from, BB d) { expand(pos, from, d, sink); }
      void pawn_steps(BB to) { expand_pawn_steps(pos, to, sink); }
      void drops(int t, BB b) {
        while (b) sink(Move::drop(t, pop_lsb(b)));
      }
    } emit{pos, sink};
    legal_moves(pos, emit);
  }

  // The number of legal moves, counted by popcount where no move needs a test.
  static std::uint64_t count_legal(P& pos) {
    struct {
      const P& pos;
      std::uint64_t n = 0;
      void one(Move) { ++n; }
      void board(int from, BB d) { n += count_moves(pos, from, d); }
      void pawn_steps(BB to) { n += count_pawn_steps(pos, to); }
      void drops(int, BB b) { n += popcount(b); }
    } emit{pos};
    legal_moves(pos, emit);
    return emit.n;
  }
};

// Destinations of a lone Sente piece of this type on an empty board (the catalogue's counts).
template <class G>
int empty_board_destinations(int t, int sq) {
  const auto& R = shogi_rules<G>();
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
  const auto count = [](Position<G>& p) { return MoveGen<G>::count_legal(p); };
  const auto generate = [](Position<G>& p, typename Position<G>::MoveList& ml) {
    generate_legal(p, ml);
  };
  return core::perft<typename Position<G>::MoveList>(pos, depth, count, generate);
}

}  // namespace vchess::shogi
