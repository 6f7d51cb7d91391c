// Legal move generation from check and pin masks, into a Sink that takes moves as target sets:
// a counting sink adds popcounts (the last ply is never generated move by move), a perft sink
// makes each move, a list sink writes moves out. The sink's interface:
//   moves<K>(from, targets)  a piece of kind K (not a pawn) to each target
//   pawns(targets, delta)    pawn steps and captures to each target from target - delta
//   doubles(targets)         pawn double steps (from target - 16)
//   promotions(targets, delta) four moves each (queen, rook, bishop, knight)
//   en_passant(from, to)     castling(k, r, kt, rt)
#pragma once
#include "chess64/board.h"
#include "chess64/setwise.h"
#include "core/canary.h"

namespace vchess::chess64 {

// The squares the opponent attacks through our king (which may not step back along a checking
// ray). Only squares next to the king are read unless we may castle: without a castling lane,
// pieces that cannot reach the king's neighbours are skipped, and a king with no square to go
// to needs none.
[[gnu::always_inline]] inline u64 danger(const Board& b, int k, u64 tp, u64 td, u64 to) {
  const u64 them = b.occ ^ b.us;
  u64 tn = b.knights & them;
  // Castling needs the squares between king and rook empty (they lie on the two paths).
  bool may_castle = false;
  for (u64 x = b.special & kRank1; x; x &= x - 1) may_castle |= !(kT.between[k][lsb(x)] & b.occ);
  if (!may_castle) {
    if (!(kT.king[k] & ~b.us)) return 0;
    tn &= canary(Canary::Chess64NearKingKnightsLost) ? 0 : kT.knight_near_king[k];
    td &= kT.diag_near_king[k];
    to &= kT.orth_near_king[k];
  }
  u64 d = ((tp >> 7) & ~kFileA) | ((tp >> 9) & ~kFileH) | kT.king[lsb(b.kings & them)];
  const u64 occ = canary(Canary::Chess64KingXray) ? b.occ : b.occ ^ bit(k);
#if VCHESS_CHESS64_SETWISE
  return (tn | td | to) ? d | attacks_setwise(to, td, tn, ~occ) : d;
#else
  for (u64 x = tn; x; x &= x - 1) d |= kT.knight[lsb(x)];
  for (u64 x = td; x; x &= x - 1) d |= bishop_attacks(lsb(x), occ);
  for (u64 x = to; x; x &= x - 1) d |= rook_attacks(lsb(x), occ);
  return d;
#endif
}

// What the opponent does to our king: checkers, the squares it attacks through our king (the
// king may not step along a checking ray), and the pin lines (each from the king, exclusive, to
// the pinning slider, inclusive), diagonal and orthogonal apart.
struct Threats {
  u64 checkers, danger, pin_diag, pin_orth;
};

[[gnu::always_inline]] inline Threats threats(const Board& b, int k) {
  const u64 them = b.occ ^ b.us;
  const u64 tp = b.pawns & them, td = b.diag & them, to = b.orth & them;
  Threats t;
  t.checkers = (kT.pawn_up[k] & tp) | (kT.knight[k] & b.knights & them);
  t.pin_diag = t.pin_orth = 0;
  // Sliders off the king's lines (on an empty board) neither check nor pin. Else, without our
  // first blockers the sliders behind them see the king: those blockers are pinned.
  // Canary: the lines are cut to the king's neighbours, so distant sliders are skipped.
  const bool short_lines = canary(Canary::Chess64KingLinesShort);
  if (td & (short_lines ? kT.king[k] : kT.diag_lines[k])) {
    const u64 kd = bishop_attacks(k, b.occ);
    t.checkers |= kd & td;
    for (u64 x = bishop_attacks(k, b.occ ^ (kd & b.us)) & td & ~kd; x; x &= x - 1)
      t.pin_diag |= kT.between[k][lsb(x)] | (x & -x);
  }
  if (to & (short_lines ? kT.king[k] : kT.orth_lines[k])) {
    const u64 ko = rook_attacks(k, b.occ);
    t.checkers |= ko & to;
    for (u64 x = rook_attacks(k, b.occ ^ (ko & b.us)) & to & ~ko; x; x &= x - 1)
      t.pin_orth |= kT.between[k][lsb(x)] | (x & -x);
  }
  t.danger = danger(b, k, tp, td, to);
  return t;
}

// Pawn moves: pushes of `pushers`, captures of `capturers`, to squares in `mask`; a pawn
// pinned along a file may only push (`push_mask`), along a diagonal only capture on its line.
template <class Sink>
inline void pawn_moves(Sink& s, u64 pushers, u64 capturers, u64 empty, u64 them, u64 push_mask,
                       u64 cap_mask) {
  const u64 push = (pushers << 8) & empty;
  s.doubles(((push & kRank3) << 8) & empty & push_mask);
  const u64 step = push & push_mask;
  const u64 left = (capturers << 7) & ~kFileH & them & cap_mask;
  const u64 right = (capturers << 9) & ~kFileA & them & cap_mask;
  s.pawns(step & ~kRank8, 8);
  s.pawns(left & ~kRank8, 7);
  s.pawns(right & ~kRank8, 9);
  if ((step | left | right) & kRank8) {
    s.promotions(step & kRank8, 8);
    s.promotions(left & kRank8, 7);
    s.promotions(right & kRank8, 9);
  }
}

// Knight and slider moves of our pieces not pinned (`free`), each limited to `mask`.
template <class Sink>
inline void piece_moves(Sink& s, const Board& b, u64 free, u64 mask) {
  for (u64 x = b.knights & free; x; x &= x - 1)
    s.template moves<Knight>(lsb(x), kT.knight[lsb(x)] & mask);
  for (u64 x = b.diag & ~b.orth & free; x; x &= x - 1)
    s.template moves<Bishop>(lsb(x), bishop_attacks(lsb(x), b.occ) & mask);
  for (u64 x = b.orth & ~b.diag & free; x; x &= x - 1)
    s.template moves<Rook>(lsb(x), rook_attacks(lsb(x), b.occ) & mask);
  for (u64 x = b.orth & b.diag & free; x; x &= x - 1) {
    const int sq = lsb(x);
    s.template moves<Queen>(sq, (bishop_attacks(sq, b.occ) | rook_attacks(sq, b.occ)) & mask);
  }
}

// Pinned sliders move along their pin: a piece pinned on one diagonal cannot reach another pin
// line of the same kind (the king's two diagonals cross only at the king), so the union of the
// lines is mask enough. A pinned knight never moves.
template <class Sink>
inline void pinned_moves(Sink& s, const Board& b, const Threats& t, u64 mask) {
  const u64 us = b.us;
  for (u64 x = b.diag & us & t.pin_diag; x; x &= x - 1) {
    const int sq = lsb(x);
    const u64 to = bishop_attacks(sq, b.occ) & mask & t.pin_diag;
    if (b.orth & bit(sq))
      s.template moves<Queen>(sq, to);
    else
      s.template moves<Bishop>(sq, to);
  }
  for (u64 x = b.orth & us & t.pin_orth; x; x &= x - 1) {
    const int sq = lsb(x);
    const u64 to = rook_attacks(sq, b.occ) & mask & t.pin_orth;
    if (b.diag & bit(sq))
      s.template moves<Queen>(sq, to);
    else
      s.template moves<Rook>(sq, to);
  }
}

template <class Sink>
inline void en_passant(Sink& s, const Board& b, int k, u64 checkers) {
  const u64 ep = b.special & kRank6;
  if (!ep) return;
  const int e = lsb(ep), cap = e - 8;
  const u64 them = b.occ ^ b.us;
  for (u64 x = kT.pawn_down[e] & b.pawns & b.us; x; x &= x - 1) {
    const int f = lsb(x);
    // Both pawns leave their squares: recompute the slider checks (a rank or a pin opens).
    const u64 occ = b.occ ^ bit(f) ^ bit(cap) ^ ep;
    u64 seen = bishop_attacks(k, occ) & b.diag & them;
    if (!canary(Canary::Chess64EpRankExposure)) seen |= rook_attacks(k, occ) & b.orth & them;
    const u64 taken = canary(Canary::Chess64EpCheckerKept) ? 0 : bit(cap);
    if (seen || (checkers & ~b.diag & ~b.orth & ~taken)) continue;
    s.en_passant(f, e);
  }
}

template <class Sink>
inline void castling(Sink& s, const Board& b, int k, u64 danger) {
  for (u64 x = b.special & kRank1; x; x &= x - 1) {
    const int r = lsb(x);
    const int kt = r > k ? 6 : 2, rt = r > k ? 5 : 3;
    const u64 kpath = kT.between[k][kt] | bit(kt);
    const u64 others = b.occ ^ bit(k) ^ bit(r);
    const u64 rook_to = canary(Canary::Chess64CastleRookTarget) ? 0 : bit(rt);
    if ((kpath | kT.between[r][rt] | rook_to) & others) continue;
    // Canary: at the counted last ply, only the king's destination is tested.
    const bool leaf_canary = Sink::kCounting && canary(Canary::Chess64CastleThroughCheck);
    if ((leaf_canary ? bit(kt) : kpath) & danger) continue;
    // The rook may have shielded the king's square along the first rank (Chess960).
    if (rook_attacks(kt, others) & b.orth & (b.occ ^ b.us)) continue;
    s.castling(k, r, kt, rt);
  }
}

template <class Sink>
inline void generate(const Board& b, Sink& s) {
  const int k = lsb(b.kings & b.us);
  Threats t = threats(b, k);
  s.template moves<King>(k, kT.king[k] & ~b.us & ~t.danger);
  if ((t.checkers & (t.checkers - 1)) && !canary(Canary::Chess64DoubleCheckBlocks)) return;
  if (canary(Canary::Chess64PinnedFree)) t.pin_diag = t.pin_orth = 0;
  u64 mask = ~b.us;
  if (t.checkers)
    mask &= (canary(Canary::Chess64CheckBlockMissing) ? 0 : kT.between[k][lsb(t.checkers)]) |
            t.checkers;
  const u64 pinned = (t.pin_diag | t.pin_orth) & b.us;
  const u64 free = b.us & ~pinned & ~b.kings, empty = ~b.occ, them = b.occ ^ b.us;
#if VCHESS_CHESS64_SETWISE
  if constexpr (Sink::kCounting)
    s.add(count_setwise(b.orth & free, b.diag & free, b.knights & free, empty, mask));
  else
#endif
    piece_moves(s, b, free, mask);
  const u64 pawns = b.pawns & b.us;
  if (!(pawns & pinned)) {
    pawn_moves(s, pawns, pawns, empty, them, mask, mask);
  } else {
    pawn_moves(s, pawns & free, pawns & free, empty, them, mask, mask);
    pawn_moves(s, pawns & t.pin_orth, 0, empty, them, mask & t.pin_orth, 0);
    pawn_moves(s, 0, pawns & t.pin_diag, empty, them, 0, mask & t.pin_diag);
  }
  en_passant(s, b, k, t.checkers);
  if (t.checkers) return;  // a pinned piece never answers a check
  if (pinned) pinned_moves(s, b, t, mask);
  castling(s, b, k, t.danger);
}

}  // namespace vchess::chess64
