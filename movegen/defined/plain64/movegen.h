// The plain path's legal moves, from check and pin masks, into a Sink taking target sets:
//   moves(set, from, targets)   a piece of a group (or the king, kKings) to each target
//   pawns(targets, delta)       pawn steps and captures to each target from target - delta
//   doubles(targets)            double steps (from target - 16)
//   promotions(targets, delta)  one move a promotion choice each
//   en_passant(from, to)        castling(k, r, kt, rt)
// Only lines pin (a leap is never blocked), so a pinned piece keeps to the segment from the
// king to its pinner, whatever it is; a leap checker is taken, a line checker taken or blocked.
#pragma once
#include "core/canary.h"
#include "defined/plain64/board.h"

namespace vchess::defined::plain64 {

using chess64::kRank1;
using chess64::kRank3;
using chess64::kT;

struct Threats {
  u64 checkers = 0, leap_checkers = 0, danger = 0, pinned = 0;
  int pins = 0;
  std::array<u64, 8> pin{};  // each pin's segment: from the king (exclusive) to the pinner
};

struct Lines {
  u64 diag = 0, orth = 0;  // pieces of both colours riding whole bishop or rook lines
};

inline Lines lines_of(const Plan& P, const Board& b) {
  Lines l;
  for (int g = 0; g < P.groups; ++g) {
    if (P.diag[std::size_t(g)]) l.diag |= b.set[std::size_t(g)];
    if (P.orth[std::size_t(g)]) l.orth |= b.set[std::size_t(g)];
  }
  return l;
}

// A group's targets from s (its own pieces not taken out).
[[gnu::always_inline]] inline u64 targets(const Plan& P, int g, int s, u64 occ) {
  const std::size_t i = std::size_t(g);
  u64 t = P.up[i][std::size_t(s)];
  if (P.diag[i]) t |= chess64::bishop_attacks(s, occ);
  if (P.orth[i]) t |= chess64::rook_attacks(s, occ);
  return t;
}

// The squares the opponent attacks with our king off the board (it may not step back along a
// checking line). Unless the king may castle, only the squares it steps to are asked: pieces
// that reach none of them are skipped (Plan::near), and a king with no step needs none.
inline u64 danger(const Plan& P, const Board& b, const Lines& l, int k) {
  const u64 them = b.occ ^ b.us, occ = b.occ ^ bit(k);
  const std::size_t ks = std::size_t(k);
  bool may_castle = false;
  for (u64 x = b.special & kRank1; x; x &= x - 1) may_castle |= !(kT.between[k][lsb(x)] & b.occ);
  if (!may_castle && !(P.king_up[ks] & ~b.us)) return 0;
  u64 reach = ~u64{}, diag = l.diag & them, orth = l.orth & them;
  if (!may_castle) {
    diag &= P.near_diag[ks];
    orth &= P.near_orth[ks];
  }
  const u64 tp = b.set[kPawns] & them;
  u64 d = ((tp >> 7) & ~chess64::kFileA) | ((tp >> 9) & ~chess64::kFileH);
  d |= P.king_down[std::size_t(lsb(b.set[kKings] & them))];
  for (int g = 0; g < P.groups; ++g) {
    const std::size_t i = std::size_t(g);
    if (!P.leaps[i]) continue;
    if (!may_castle) reach = P.near[i][ks];
    for (u64 x = b.set[i] & them & reach; x; x &= x - 1) d |= P.down[i][std::size_t(lsb(x))];
  }
  for (u64 x = diag; x; x &= x - 1) d |= chess64::bishop_attacks(lsb(x), occ);
  for (u64 x = orth; x; x &= x - 1) d |= chess64::rook_attacks(lsb(x), occ);
  return d;
}

// Checks by lines from the king, and the pins: without our first blockers, the riders behind
// them see the king.
template <class Attacks>
inline void line_threats(Threats& t, const Board& b, int k, u64 riders, Attacks attacks) {
  const u64 seen = attacks(k, b.occ);
  t.checkers |= seen & riders;
  for (u64 x = attacks(k, b.occ ^ (seen & b.us)) & riders & ~seen; x; x &= x - 1) {
    const u64 seg = kT.between[k][lsb(x)] | (x & -x);
    t.pin[std::size_t(t.pins++)] = seg;
    t.pinned |= seg & b.us;
  }
}

inline Threats threats(const Plan& P, const Board& b, const Lines& l, int k) {
  const u64 them = b.occ ^ b.us;
  Threats t;
  t.checkers =
      (kT.pawn_up[k] & b.set[kPawns] & them) | (P.king_onto[std::size_t(k)] & b.set[kKings] & them);
  for (int g = 0; g < P.groups; ++g)
    if (P.leaps[std::size_t(g)])
      t.checkers |= P.onto[std::size_t(g)][std::size_t(k)] & b.set[std::size_t(g)] & them;
  t.leap_checkers = t.checkers;
  if (l.diag & them & kT.diag_lines[k])
    line_threats(t, b, k, l.diag & them,
                 [](int s, u64 o) { return chess64::bishop_attacks(s, o); });
  if (l.orth & them & kT.orth_lines[k])
    line_threats(t, b, k, l.orth & them, [](int s, u64 o) { return chess64::rook_attacks(s, o); });
  if (canary(Canary::DefinedPlainPinnedFree)) t.pinned = 0;
  t.danger = danger(P, b, l, k);
  return t;
}

// Pawn moves: pushes of `pushers`, captures of `capturers`, onto `mask`.
template <class Sink>
inline void pawn_moves(const Plan& P, Sink& s, u64 pawns, u64 empty, u64 them, u64 mask) {
  const u64 push = (pawns << 8) & empty;
  if (P.double_step) s.doubles(((push & kRank3) << 8) & empty & mask);
  const u64 step = push & mask;
  const u64 left = (pawns << 7) & ~chess64::kFileH & them & mask;
  const u64 right = (pawns << 9) & ~chess64::kFileA & them & mask;
  const u64 zone = P.zone;
  s.pawns(step & ~zone, 8);
  s.pawns(left & ~zone, 7);
  s.pawns(right & ~zone, 9);
  if ((step | left | right) & zone) {
    s.promotions(step & zone, 8);
    s.promotions(left & zone, 7);
    s.promotions(right & zone, 9);
  }
}

template <class Sink>
inline void en_passant(Sink& s, const Board& b, const Lines& l, int k, const Threats& t) {
  const u64 ep = b.special & chess64::kRank6;
  if (!ep) return;
  const int e = lsb(ep), cap = e - 8;
  const u64 them = b.occ ^ b.us;
  for (u64 x = kT.pawn_down[e] & b.set[kPawns] & b.us; x; x &= x - 1) {
    const int f = lsb(x);
    // Both pawns leave their squares: the lines through them are asked anew (a rank opens).
    const u64 occ = b.occ ^ bit(f) ^ bit(cap) ^ ep;
    const u64 seen = (chess64::bishop_attacks(k, occ) & l.diag & them) |
                     (chess64::rook_attacks(k, occ) & l.orth & them);
    // A leap checker stays unless it is the pawn taken.
    const u64 taken = canary(Canary::DefinedPlainEpCheckerKept) ? 0 : bit(cap);
    if (seen || (t.leap_checkers & ~taken)) continue;
    s.en_passant(f, e);
  }
}

template <class Sink>
inline void castling(Sink& s, const Board& b, const Lines& l, int k, u64 danger) {
  for (u64 x = b.special & kRank1; x; x &= x - 1) {
    const int r = lsb(x);
    const int kt = r > k ? 6 : 2, rt = r > k ? 5 : 3;
    const u64 kpath = kT.between[k][kt] | bit(kt);
    const u64 others = b.occ ^ bit(k) ^ bit(r);
    if ((kpath | kT.between[r][rt] | bit(rt)) & others) continue;
    if (kpath & danger) continue;
    // The rook may have shielded the king's square along the first rank (Chess960).
    if (chess64::rook_attacks(kt, others) & l.orth & (b.occ ^ b.us)) continue;
    s.castling(k, r, kt, rt);
  }
}

template <class Sink>
inline void pinned_moves(const Plan& P, Sink& s, const Board& b, const Threats& t, u64 mask) {
  const u64 empty = ~b.occ, them = b.occ ^ b.us;
  for (int i = 0; i < t.pins; ++i) {
    const u64 seg = t.pin[std::size_t(i)], piece = seg & b.us;
    if (!piece) continue;
    const int sq = lsb(piece);
    if (b.set[kPawns] & piece) {
      pawn_moves(P, s, piece, empty, them, mask & seg);
      continue;
    }
    for (int g = 0; g < P.groups; ++g)
      if (b.set[std::size_t(g)] & piece) s.moves(g, sq, targets(P, g, sq, b.occ) & mask & seg);
  }
}

template <class Sink>
inline void generate(const Plan& P, const Board& b, Sink& s) {
  const int k = lsb(b.set[kKings] & b.us);
  const Lines l = lines_of(P, b);
  const Threats t = threats(P, b, l, k);
  s.moves(kKings, k, P.king_up[std::size_t(k)] & ~b.us & ~t.danger);
  if (t.checkers & (t.checkers - 1)) return;
  u64 mask = ~b.us;
  if (t.checkers) mask &= kT.between[k][lsb(t.checkers)] | t.checkers;
  const u64 free = b.us & ~t.pinned, empty = ~b.occ, them = b.occ ^ b.us;
  for (int g = 0; g < P.groups; ++g)
    for (u64 x = b.set[std::size_t(g)] & free; x; x &= x - 1)
      s.moves(g, lsb(x), targets(P, g, lsb(x), b.occ) & mask);
  pawn_moves(P, s, b.set[kPawns] & free, empty, them, mask);
  en_passant(s, b, l, k, t);
  if (t.checkers) return;  // a pinned piece never answers a check
  if (t.pinned) pinned_moves(P, s, b, t, mask);
  castling(s, b, l, k, t.danger);
}

}  // namespace vchess::defined::plain64
