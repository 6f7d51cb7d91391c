// Immediate game ends, the legal-move entry points and perft for defined variants.
#pragma once
#include <cstdint>

#include "defined/connect.h"
#include "defined/plain/perft.h"
#include "defined/walls.h"

namespace vchess::defined {

// Lists capacities by bitboard size: every square's moves with several promotions, or drops
// of many types on every square, fit with room to spare; push() checks the bound anyway.
template <class BB>
inline constexpr int kListCapacity = sizeof(BB) <= 8    ? 4096
                                     : sizeof(BB) <= 16 ? 8192
                                                        : 16384;
template <class BB>
using List = MoveList<kListCapacity<BB>>;
// The lists of whole moves the Game interface hands out (root moves, divides, lock step): a
// walling move there is one move per wall square, so an 8x8 duck position with four queens
// already passes 4096 (the worst case is about 218 moves times 63 squares). Inside perft the
// walls are counted or looped over, never listed.
template <class BB>
inline constexpr int kRootCapacity = kListCapacity<BB> > 16384 ? kListCapacity<BB> : 16384;
template <class BB>
using RootList = MoveList<kRootCapacity<BB>>;

template <class BB>
int count_with_hand(const Position<BB>& p, int c, int type) {  // type -1: every piece
  const auto& hand = p.hand[std::size_t(c)];
  if (type >= 0) return popcount(p.pieces(c, type)) + hand[std::size_t(type)];
  int n = popcount(p.colour[std::size_t(c)]);
  for (int k = 0; k < p.t->ntypes; ++k) n += hand[std::size_t(k)];
  return n;
}

template <class BB>
bool extinct(const Position<BB>& p) {
  const auto& d = p.t->def;
  if (d.extinction_value == variants::GameValue::None) return false;
  // Pseudo-royal pieces are never taken: no extinction asked (with explosions it is).
  if (d.extinction_pseudo_royal && !d.blast_on_capture) return false;
  const auto check = [&](int c, int type) {  // the opponent counted only when c is short
    const auto count = [&](int side) { return type == -2 ? 0 : count_with_hand(p, side, type); };
    return count(c) <= d.extinction_piece_count &&
           count(1 - c) >= d.extinction_opponent_piece_count + (d.extinction_claim && c == p.side);
  };
  for (const int c : {1 - p.side, p.side})
    for (const int type : p.t->extinction_types)
      if (check(c, type)) return true;
  return false;
}

template <class BB>
bool flag_reached(const Position<BB>& p, int c) {
  const Tables<BB>& t = *p.t;
  const auto& d = t.def;
  BB in = BB{};
  for (int k = 0; k < t.ntypes; ++k)
    if (t.info[std::size_t(k)].flag[std::size_t(c)]) in |= p.pieces(c, k);
  in &= t.flag_region[std::size_t(c)];
  const int n = popcount(in);
  if (n == 0) return false;
  // flagPieceBlockedWin: short of the count, the region full of pieces (walls are none) wins.
  if (n < d.flag_piece_count)
    return d.flag_piece_blocked_win &&
           !(t.flag_region[std::size_t(c)] & ~p.colour[0] & ~p.colour[1]);
  if (d.flag_piece_safe && (!d.flag_move || c != p.side) && n == d.flag_piece_count)
    for (BB b = in; b;)
      if (attacked(p, pop_lsb(b), 1 - c)) return false;
  return true;
}

template <class BB>
bool flag_end(Position<BB>& p) {
  const Tables<BB>& t = *p.t;
  const auto& d = t.def;
  if (!t.flag_region[0] && !t.flag_region[1]) return false;
  const int us = p.side, them = 1 - us;
  if ((d.flag_move || d.flag_piece_safe) && flag_reached(p, us)) return true;
  const bool king_flag = !d.king.empty() && d.flag_piece[std::size_t(us)] == d.king;
  if (!((!d.flag_move || d.flag_piece_safe || king_flag) && flag_reached(p, them))) return false;
  // flagMove with kings: Black, not in check, may still reach its own region with the king.
  if (d.flag_move && king_flag && us == kBlack && t.royal >= 0 && !royal_attacked(p, us)) {
    List<BB> ml;
    ListSink<BB, List<BB>> sink{ml};
    generate_into(p, sink);
    for (const Move m : ml)
      if (m.kind == Kind::Normal && type_of(p.code[m.from]) == t.royal &&
          (t.flag_region[std::size_t(us)] & t.sq(m.to)))
        return false;
  }
  return true;
}

// Two passes in a row, or bikjang on two plies in a row: an end no FEN can tell.
template <class BB>
bool ended_by_last_plies(const Position<BB>& p) {
  return p.passes >= 2 || (p.bikjang_before && (p.facing >= 0 ? p.facing != 0 : bikjang(p)));
}

// castlingWins: a side holding none of the winning rights it is given (castling, or moving the
// king or the rook, loses them).
template <class BB>
bool castling_lost(const Position<BB>& p) {
  const auto& wins = p.t->def.castling_wins;
  for (int c = 0; c < 2; ++c) {
    const auto& w = wins[std::size_t(c)];
    if (!w[0] && !w[1]) continue;
    const auto& rook = p.castle_rook[std::size_t(c)];
    if (!(w[0] && rook[0] >= 0) && !(w[1] && rook[1] >= 0)) return true;
  }
  return false;
}

template <class BB>
bool game_ended(Position<BB>& p) {
  const auto& d = p.t->def;
  if (extinct(p) || flag_end(p) || ended_by_last_plies(p) || connected(p) || castling_lost(p))
    return true;
  if (d.adjudicate_full_board && board_full(p)) return true;
  return d.check_counting && p.checks[std::size_t(1 - p.side)] == 0;
}

template <class BB>
bool has_legal_move(Position<BB>& p) {
  CountSink<BB> sink;
  generate_into(p, sink);
  return sink.quiet + sink.capture > 0;
}

template <class BB>
std::uint64_t count_legal(Position<BB>& p) {
  if (game_ended(p)) return 0;
  CountSink<BB> sink;
  generate_into(p, sink);
  if (p.t->def.must_capture && sink.capture) return sink.capture;
  return sink.quiet + sink.capture;
}

template <class BB>
bool is_capture(const Position<BB>& p, Move m) {
  if (m.kind == Kind::EnPassant) return true;
  if (m.kind == Kind::Castling || m.kind == Kind::Drop || m.kind == Kind::DropPromoted ||
      m.kind == Kind::Pass)
    return false;
  return p.code[m.to] != 0;
}

template <class BB, class L>
void generate_legal(Position<BB>& p, L& ml) {
  ml.size = 0;
  if (game_ended(p)) return;
  ListSink<BB, L> sink{ml};
  generate_into(p, sink);
  if (!p.t->def.must_capture || !sink.capture) return;
  int n = 0;
  for (int i = 0; i < ml.size; ++i)
    if (is_capture(p, ml.moves[i])) ml.moves[n++] = ml.moves[i];
  ml.size = n;
}

// wallingRule: the legal moves before their walls (each stands for one move per wall square),
// so a list inside perft holds no more moves than a variant without walls; mustCapture keeps
// the captures only where one of them has a wall square.
template <class BB, class L>
void generate_unwalled(Position<BB>& p, L& ml) {
  ml.size = 0;
  if (game_ended(p)) return;
  ListSink<BB, L> sink{ml};
  Gen<BB, ListSink<BB, L>>(p, sink).run();
  if (!p.t->def.must_capture || !sink.capture) return;
  bool walled_capture = false;
  for (int i = 0; i < ml.size && !walled_capture; ++i)
    walled_capture = is_capture(p, ml.moves[i]) && bool(wall_squares(p, ml.moves[i]));
  if (!walled_capture) return;
  int n = 0;
  for (int i = 0; i < ml.size; ++i)
    if (is_capture(p, ml.moves[i])) ml.moves[n++] = ml.moves[i];
  ml.size = n;
}

template <class BB>
std::uint64_t perft(Position<BB>& p, int depth) {
  if (depth <= 0) return 1;
  if constexpr (!std::is_void_v<typename plain::BoardOf<BB>::type>)
    if (p.t->plain)
      if (const auto b = plain::board_of(*p.t->plain, p))
        return plain::perft(*p.t->plain, *b, p.side, depth);
  if (depth == 1) return count_legal(p);
  List<BB> ml;
  if (p.t->duck_royal) {  // each move listed once, its ducks asked of the same generator
    ListSink<BB, List<BB>> sink{ml};
    Gen<BB, ListSink<BB, List<BB>>> g(p, sink);
    if (!game_ended(p)) g.run_unwalled();
    std::uint64_t n = 0;
    for (Move m : ml)
      for (BB w = g.duck_walls(m); w;) {
        m.wall = std::int16_t(pop_lsb(w));
        do_move(p, m);
        n += perft(p, depth - 1);
        undo_move(p, m);
      }
    return n;
  }
  if (p.t->walling != variants::Walling::None && !p.t->wall_or_move) {
    generate_unwalled(p, ml);
    std::uint64_t n = 0;
    for (Move m : ml)
      for (BB w = wall_squares(p, m); w;) {
        m.wall = std::int16_t(pop_lsb(w));
        do_move(p, m);
        n += perft(p, depth - 1);
        undo_move(p, m);
      }
    return n;
  }
  generate_legal(p, ml);
  std::uint64_t n = 0;
  for (const Move m : ml) {
    do_move(p, m);
    n += perft(p, depth - 1);
    undo_move(p, m);
  }
  return n;
}

}  // namespace vchess::defined
