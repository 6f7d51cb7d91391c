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
#include "core/canary.h"

namespace vchess::chess64 {

struct Threats {
  u64 checkers, danger;  // danger: squares the opponent attacks through our king
};

inline Threats threats(const Board& b, int k) {
  const u64 them = b.occ ^ b.us;
  const u64 tp = b.pawns & them, td = b.diag & them, to = b.orth & them;
  Threats t;
  t.checkers = (kT.pawn_up[k] & tp) | (kT.knight[k] & b.knights & them) |
               (bishop_attacks(k, b.occ) & td) | (rook_attacks(k, b.occ) & to);
  u64 d = ((tp >> 7) & ~kFileA) | ((tp >> 9) & ~kFileH) | kT.king[lsb(b.kings & them)];
  for (u64 x = b.knights & them; x; x &= x - 1) d |= kT.knight[lsb(x)];
  const u64 occ = b.occ ^ bit(k);
  for (u64 x = td; x; x &= x - 1) d |= bishop_attacks(lsb(x), occ);
  for (u64 x = to; x; x &= x - 1) d |= rook_attacks(lsb(x), occ);
  t.danger = d;
  return t;
}

// Our pieces that stand alone between our king and an enemy slider.
inline u64 pinned_pieces(const Board& b, int k) {
  const u64 them = b.occ ^ b.us;
  u64 pinned = 0;
  u64 snipers = ((rook_attacks(k, them) & b.orth) | (bishop_attacks(k, them) & b.diag)) & them;
  for (; snipers; snipers &= snipers - 1) {
    const u64 between = kT.between[k][lsb(snipers)] & b.occ;
    if (between && !(between & (between - 1)) && (between & b.us)) pinned |= between;
  }
  return pinned;
}

// Pawn moves of the pawns `from` to squares in `mask`.
template <class Sink>
inline void pawn_moves(Sink& s, u64 from, u64 empty, u64 them, u64 mask) {
  const u64 push = (from << 8) & empty;
  s.doubles(((push & kRank3) << 8) & empty & mask);
  const u64 step = push & mask;
  const u64 left = (from << 7) & ~kFileH & them & mask;
  const u64 right = (from << 9) & ~kFileA & them & mask;
  s.pawns(step & ~kRank8, 8);
  s.pawns(left & ~kRank8, 7);
  s.pawns(right & ~kRank8, 9);
  if ((step | left | right) & kRank8) {
    s.promotions(step & kRank8, 8);
    s.promotions(left & kRank8, 7);
    s.promotions(right & kRank8, 9);
  }
}

// Slider and knight moves of the pieces in `pieces`, each limited to `mask` (and, when
// pinned, to its pin line).
template <class Sink, bool Pinned>
inline void piece_moves(Sink& s, const Board& b, u64 pieces, u64 mask, int k) {
  const auto lim = [&](int sq) { return Pinned ? mask & kT.line[k][sq] : mask; };
  if constexpr (!Pinned)
    for (u64 x = b.knights & pieces; x; x &= x - 1)
      s.template moves<Knight>(lsb(x), kT.knight[lsb(x)] & mask);
  for (u64 x = b.diag & ~b.orth & pieces; x; x &= x - 1) {
    const int sq = lsb(x);
    s.template moves<Bishop>(sq, bishop_attacks(sq, b.occ) & lim(sq));
  }
  for (u64 x = b.orth & ~b.diag & pieces; x; x &= x - 1) {
    const int sq = lsb(x);
    s.template moves<Rook>(sq, rook_attacks(sq, b.occ) & lim(sq));
  }
  for (u64 x = b.orth & b.diag & pieces; x; x &= x - 1) {
    const int sq = lsb(x);
    s.template moves<Queen>(sq, (bishop_attacks(sq, b.occ) | rook_attacks(sq, b.occ)) & lim(sq));
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
    if (seen || (checkers & ~b.diag & ~b.orth & ~bit(cap))) continue;
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
    if ((kpath | kT.between[r][rt] | bit(rt)) & others) continue;
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
  const Threats t = threats(b, k);
  s.template moves<King>(k, kT.king[k] & ~b.us & ~t.danger);
  if (t.checkers & (t.checkers - 1)) return;
  u64 mask = ~b.us;
  if (t.checkers) mask &= kT.between[k][lsb(t.checkers)] | t.checkers;
  u64 pinned = pinned_pieces(b, k);
  if (canary(Canary::Chess64PinnedFree)) pinned = 0;
  const u64 free = b.us & ~pinned & ~b.kings, empty = ~b.occ, them = b.occ ^ b.us;
  piece_moves<Sink, false>(s, b, free, mask, k);
  pawn_moves(s, b.pawns & free, empty, them, mask);
  en_passant(s, b, k, t.checkers);
  if (t.checkers) return;  // a pinned piece never answers a check
  if (pinned) {
    piece_moves<Sink, true>(s, b, pinned, mask, k);
    for (u64 x = b.pawns & pinned; x; x &= x - 1)
      pawn_moves(s, x & -x, empty, them, mask & kT.line[k][lsb(x)]);
  }
  castling(s, b, k, t.danger);
}

}  // namespace vchess::chess64
