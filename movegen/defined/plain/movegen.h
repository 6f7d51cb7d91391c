// The plain path's legal moves for the side to move Us, from check and pin masks, into a Sink
// taking target sets:
//   moves(set, from, targets)   a piece of a group (or the king, kKings) to each target
//   pawns(targets, delta)       pawn steps and captures to each target from target - delta
//   doubles(targets, delta)     double steps (from target - 2 delta)
//   promotions(targets, delta)  one move a promotion choice each
//   en_passant(from, to)        castling(k, r, kt, rt)
// Only lines pin (a leap is never blocked), so a pinned piece keeps to the segment from the
// king to its pinner, whatever it is; a leap checker is taken, a line checker taken or blocked.
#pragma once
#include "chess64/tables.h"
#include "core/canary.h"
#include "defined/plain/board.h"

namespace vchess::defined::plain {

template <class G>
struct Geo {
  using BB = typename G::BB;
  using A = Attacks<G>;
  static constexpr int W = G::kFiles;
  static constexpr BB kAll = G::all();
  static constexpr BB kNotFirst = kAll ^ G::file_bb(0), kNotLast = kAll ^ G::file_bb(W - 1);

  // b shifted by D squares (towards higher indexes for D > 0), kept on the board.
  template <int D>
  static BB shift(BB b) {
    if constexpr (D > 0)
      return (b << D) & kAll;
    else
      return b >> -D;
  }
  // Pawn captures of colour c's pawns: towards the lower file, towards the higher.
  // The captures towards the lower file, and towards the higher, of pawns playing by F.
  template <int F>
  static BB lower(BB p) {
    return shift<F - 1>(p) & (canary(Canary::DefinedPlainEdgeWrap) ? kAll : kNotLast);
  }
  template <int F>
  static BB higher(BB p) {
    return shift<F + 1>(p) & (canary(Canary::DefinedPlainEdgeWrap) ? kAll : kNotFirst);
  }
  template <int C>
  static BB pawn_attacks(BB p) {
    constexpr int F = C == 0 ? W : -W;
    return lower<F>(p) | higher<F>(p);
  }
  static const auto& between() { return kLines<G>.between; }
  // Lines: chess64's pext tables on 64 squares, the hand-written generators' rays elsewhere.
  static BB rook(int s, BB occ) {
    if constexpr (G::kSquares == 64)
      return chess64::rook_attacks(s, occ);
    else
      return A::rook(s, occ);
  }
  static BB bishop(int s, BB occ) {
    if constexpr (G::kSquares == 64)
      return chess64::bishop_attacks(s, occ);
    else
      return A::bishop(s, occ);
  }
};

template <class G>
struct Threats {
  using BB = typename G::BB;
  BB checkers{}, leap_checkers{}, danger{}, pinned{};
  int pins = 0;
  std::array<BB, 8> pin{};  // each pin's segment: from the king (exclusive) to the pinner
};

template <class G>
struct Lines {
  typename G::BB diag{}, orth{};  // pieces of both colours riding whole bishop or rook lines
};

template <class G>
inline Lines<G> lines_of(const Plan<G>& P, const Board<G>& b) {
  Lines<G> l;
  for (int g = 0; g < P.groups; ++g) {
    if (P.diag[std::size_t(g)]) l.diag |= b.set[std::size_t(g)];
    if (P.orth[std::size_t(g)]) l.orth |= b.set[std::size_t(g)];
  }
  return l;
}

// Colour c's group's targets from s (its own pieces not taken out).
template <int C, class G>
[[gnu::always_inline]] inline typename G::BB targets(const Plan<G>& P, int g, int s,
                                                     typename G::BB occ) {
  const std::size_t i = std::size_t(g);
  typename G::BB t = P.leap[C][i][std::size_t(s)];
  if (P.diag[i]) t |= Geo<G>::bishop(s, occ);
  if (P.orth[i]) t |= Geo<G>::rook(s, occ);
  return t;
}

// The squares the opponent attacks with our king off the board (it may not step back along a
// checking line). Unless the king may castle, only the squares it steps to are asked: pieces
// that reach none of them are skipped (Plan::near), and a king with no step needs none.
template <int Us, class G>
inline typename G::BB danger(const Plan<G>& P, const Board<G>& b, const Lines<G>& l, int k) {
  using BB = typename G::BB;
  constexpr int Them = 1 - Us;
  const BB us = b.colour[Us], them = b.colour[Them], occ = b.occ ^ G::bit(k);
  const std::size_t ks = std::size_t(k);
  bool may_castle = false;
  for (BB x = b.special & Board<G>::kHome[Us]; x;)
    may_castle |= !(Geo<G>::between()[ks][std::size_t(pop_lsb(x))] & b.occ);
  if (!may_castle && !(P.king[Us][ks] & ~us)) return BB{};
  BB reach = ~BB{}, diag = l.diag & them, orth = l.orth & them;
  if (!may_castle) {
    diag &= P.near_diag[Us][ks];
    orth &= P.near_orth[Us][ks];
  }
  BB d = Geo<G>::template pawn_attacks<Them>(b.set[kPawns] & them);
  d |= P.king[Them][std::size_t(lsb(b.set[kKings] & them))];
  for (int g = 0; g < P.groups; ++g) {
    const std::size_t i = std::size_t(g);
    if (!P.leaps[i]) continue;
    if (!may_castle) reach = P.near[Us][i][ks];
    for (BB x = b.set[i] & them & reach; x;) d |= P.leap[Them][i][std::size_t(pop_lsb(x))];
  }
  for (BB x = diag; x;) d |= Geo<G>::bishop(pop_lsb(x), occ);
  for (BB x = orth; x;) d |= Geo<G>::rook(pop_lsb(x), occ);
  return d;
}

// Checks by lines from the king, and the pins: without our first blockers, the riders behind
// them see the king.
template <int Us, class G, class Att>
inline void line_threats(Threats<G>& t, const Board<G>& b, int k, typename G::BB riders,
                         Att attacks) {
  using BB = typename G::BB;
  const BB us = b.colour[Us];
  const BB seen = attacks(k, b.occ);
  t.checkers |= seen & riders;
  for (BB x = attacks(k, b.occ ^ (seen & us)) & riders & ~seen; x;) {
    const int p = pop_lsb(x);
    const BB seg = Geo<G>::between()[std::size_t(k)][std::size_t(p)] | G::bit(p);
    t.pin[std::size_t(t.pins++)] = seg;
    t.pinned |= seg & us;
  }
}

template <int Us, class G>
inline Threats<G> threats(const Plan<G>& P, const Board<G>& b, const Lines<G>& l, int k) {
  using BB = typename G::BB;
  constexpr int Them = 1 - Us;
  const BB them = b.colour[Them];
  const std::size_t ks = std::size_t(k);
  Threats<G> t;
  t.checkers = (Attacks<G>::kPawn[Us][ks] & b.set[kPawns] & them) |
               (P.king_onto[Them][ks] & b.set[kKings] & them);
  for (int g = 0; g < P.groups; ++g)
    if (P.leaps[std::size_t(g)])
      t.checkers |= P.onto[Them][std::size_t(g)][ks] & b.set[std::size_t(g)] & them;
  t.leap_checkers = t.checkers;
  if (l.diag & them & P.diag_lines[ks])
    line_threats<Us>(t, b, k, l.diag & them, [](int s, BB o) { return Geo<G>::bishop(s, o); });
  if (l.orth & them & P.orth_lines[ks])
    line_threats<Us>(t, b, k, l.orth & them, [](int s, BB o) { return Geo<G>::rook(s, o); });
  if (canary(Canary::DefinedPlainPinnedFree)) t.pinned = BB{};
  t.danger = danger<Us>(P, b, l, k);
  return t;
}

// Pawn moves of `pawns` onto `mask`.
template <int Us, class G, class Sink>
inline void pawn_moves(const Plan<G>& P, Sink& s, typename G::BB pawns, typename G::BB empty,
                       typename G::BB them, typename G::BB mask) {
  using BB = typename G::BB;
  using Geom = Geo<G>;
  constexpr int F = Us == 0 ? G::kFiles : -G::kFiles;
  const BB push = Geom::template shift<F>(pawns) & empty;
  if (P.double_step) {
    constexpr BB third = G::rank_bb(Us == 0 ? 2 : G::kRanks - 3);
    s.doubles(Geom::template shift<F>(push & third) & empty & mask, F);
  }
  const BB step = push & mask;
  const BB left = Geom::template lower<F>(pawns) & them & mask;
  const BB right = Geom::template higher<F>(pawns) & them & mask;
  const BB zone = P.zone[Us];
  s.pawns(step & ~zone, F);
  s.pawns(left & ~zone, F - 1);
  s.pawns(right & ~zone, F + 1);
  if ((step | left | right) & zone) {
    s.promotions(step & zone, F);
    s.promotions(left & zone, F - 1);
    s.promotions(right & zone, F + 1);
  }
}

template <int Us, class G, class Sink>
inline void en_passant(Sink& s, const Board<G>& b, const Lines<G>& l, int k, const Threats<G>& t) {
  using BB = typename G::BB;
  constexpr int Them = 1 - Us;
  const BB ep = b.special & G::rank_bb(Us == 0 ? G::kRanks - 3 : 2);
  if (!ep) return;
  const int e = lsb(ep), cap = Us == 0 ? e - G::kFiles : e + G::kFiles;
  const BB them = b.colour[Them];
  for (BB x = Attacks<G>::kPawn[Them][std::size_t(e)] & b.set[kPawns] & b.colour[Us]; x;) {
    const int f = pop_lsb(x);
    // Both pawns leave their squares: the lines through them are asked anew (a rank opens).
    const BB occ = b.occ ^ G::bit(f) ^ G::bit(cap) ^ ep;
    const BB seen =
        (Geo<G>::bishop(k, occ) & l.diag & them) | (Geo<G>::rook(k, occ) & l.orth & them);
    // A leap checker stays unless it is the pawn taken.
    const BB taken = canary(Canary::DefinedPlainEpCheckerKept) ? BB{} : G::bit(cap);
    if (seen || (t.leap_checkers & ~taken)) continue;
    s.en_passant(f, e);
  }
}

template <int Us, class G, class Sink>
inline void castling(const Plan<G>& P, Sink& s, const Board<G>& b, const Lines<G>& l, int k,
                     typename G::BB danger) {
  using BB = typename G::BB;
  const auto& between = Geo<G>::between();
  const int home = Us == 0 ? 0 : G::kRanks - 1;
  for (BB x = b.special & Board<G>::kHome[Us]; x;) {
    const int r = pop_lsb(x);
    const int kt = G::square(P.castle_file[r > k ? 0 : 1], home), rt = r > k ? kt - 1 : kt + 1;
    const BB kpath = between[std::size_t(k)][std::size_t(kt)] | G::bit(kt);
    const BB others = b.occ ^ G::bit(k) ^ G::bit(r);
    if ((kpath | between[std::size_t(r)][std::size_t(rt)] | G::bit(rt)) & others) continue;
    if (kpath & danger) continue;
    // The rook may have shielded the king's square along the first rank (Chess960).
    if (Geo<G>::rook(kt, others) & l.orth & b.colour[1 - Us]) continue;
    s.castling(k, r, kt, rt);
  }
}

template <int Us, class G, class Sink>
inline void pinned_moves(const Plan<G>& P, Sink& s, const Board<G>& b, const Threats<G>& t,
                         typename G::BB mask) {
  using BB = typename G::BB;
  const BB empty = ~b.occ, them = b.colour[1 - Us];
  for (int i = 0; i < t.pins; ++i) {
    const BB seg = t.pin[std::size_t(i)], piece = seg & b.colour[Us];
    if (!piece) continue;
    const int sq = lsb(piece);
    if (b.set[kPawns] & piece) {
      pawn_moves<Us>(P, s, piece, empty, them, mask & seg);
      continue;
    }
    for (int g = 0; g < P.groups; ++g)
      if (b.set[std::size_t(g)] & piece) s.moves(g, sq, targets<Us>(P, g, sq, b.occ) & mask & seg);
  }
}

template <int Us, class G, class Sink>
inline void generate(const Plan<G>& P, const Board<G>& b, Sink& s) {
  using BB = typename G::BB;
  const BB us = b.colour[Us], them = b.colour[1 - Us];
  const int k = lsb(b.set[kKings] & us);
  const Lines<G> l = lines_of(P, b);
  const Threats<G> t = threats<Us>(P, b, l, k);
  s.moves(kKings, k, P.king[Us][std::size_t(k)] & ~us & ~t.danger);
  if (more_than_one(t.checkers)) return;
  BB mask = ~us;
  if (t.checkers)
    mask &= Geo<G>::between()[std::size_t(k)][std::size_t(lsb(t.checkers))] | t.checkers;
  const BB free = us & ~t.pinned, empty = ~b.occ;
  for (int g = 0; g < P.groups; ++g)
    for (BB x = b.set[std::size_t(g)] & free; x;) {
      const int f = pop_lsb(x);
      s.moves(g, f, targets<Us>(P, g, f, b.occ) & mask);
    }
  pawn_moves<Us>(P, s, b.set[kPawns] & free, empty, them, mask);
  en_passant<Us>(s, b, l, k, t);
  if (t.checkers) return;  // a pinned piece never answers a check
  if (t.pinned) pinned_moves<Us>(P, s, b, t, mask);
  castling<Us>(P, s, b, l, k, t.danger);
}

}  // namespace vchess::defined::plain
