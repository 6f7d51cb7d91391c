// The plain path's board: side-relative and copied rather than unmade, as movegen/chess64's.
// After every move the board is mirrored (byte swap) so the side to move plays up from rank 1.
#pragma once
#include "defined/plain64/plan.h"

namespace vchess::defined::plain64 {

using chess64::bit;
using chess64::flip;
using chess64::lsb;

struct Board {
  // The pieces of each group, then the pawns and the kings (kPawns, kKings), both colours.
  std::array<u64, kSets> set{};
  u64 us = 0, occ = 0;  // the side to move's pieces; all pieces
  // Rooks that may still castle (ours on rank 1, theirs on rank 8) and the en passant target
  // square (rank 6): they never share a rank.
  u64 special = 0;

  Board flipped() const {
    Board n;
    for (int i = 0; i < kSets; ++i) n.set[std::size_t(i)] = flip(set[std::size_t(i)]);
    n.occ = flip(occ);
    n.us = n.occ ^ flip(us);
    n.special = flip(special);
    return n;
  }

  // The piece of set g from f to t, taking what stands on t (never a king): before the mirror.
  Board moved(int g, int f, int t) const {
    const u64 fb = bit(f), tb = bit(t);
    Board n = *this;
    if (occ & tb)
      for (int i = 0; i < kKings; ++i) n.set[std::size_t(i)] &= ~tb;
    n.set[std::size_t(g)] ^= fb | tb;
    n.us ^= fb | tb;
    n.occ = (occ & ~fb) | tb;
    n.special &= ~(fb | tb | chess64::kRank6);
    if (g == kKings) n.special &= ~chess64::kRank1;
    return n;
  }

  Board make(int g, int f, int t) const { return moved(g, f, t).flipped(); }

  // A double step: the square passed over becomes the opponent's en passant target.
  Board make_double(int f, int t) const {
    Board n = moved(kPawns, f, t);
    n.special |= bit(f + 8);
    return n.flipped();
  }

  Board make_promotion(int g, int f, int t) const {
    Board n = moved(kPawns, f, t);
    n.set[kPawns] ^= bit(t);
    n.set[std::size_t(g)] |= bit(t);
    return n.flipped();
  }

  Board make_en_passant(int f, int t) const {
    Board n = moved(kPawns, f, t);
    n.set[kPawns] ^= bit(t - 8);
    n.occ ^= bit(t - 8);
    return n.flipped();
  }

  // King from k to kt, the rook (whatever group it is of) from r to rt; the squares may coincide.
  Board make_castling(int k, int r, int kt, int rt) const {
    const u64 from = bit(k) | bit(r), to = bit(kt) | bit(rt);
    Board n = *this;
    for (int i = 0; i < kMaxGroups; ++i)
      if (set[std::size_t(i)] & bit(r))
        n.set[std::size_t(i)] = (set[std::size_t(i)] & ~bit(r)) | bit(rt);
    n.set[kKings] = (set[kKings] & ~bit(k)) | bit(kt);
    n.us = (us & ~from) | to;
    n.occ = (occ & ~from) | to;
    n.special &= ~(chess64::kRank1 | chess64::kRank6);
    return n.flipped();
  }
};

}  // namespace vchess::defined::plain64
