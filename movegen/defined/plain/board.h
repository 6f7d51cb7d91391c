// The plain path's board: copied rather than unmade, as chess64's, but not mirrored (a wide
// bitboard has no byte swap): each make names the side that moves (Us).
#pragma once
#include "defined/plain/plan.h"

namespace vchess::defined::plain {

template <class G>
struct Board {
  using BB = typename G::BB;
  static constexpr BB kEp = G::rank_bb(2) | G::rank_bb(G::kRanks - 3);
  static constexpr BB kHome[2] = {G::rank_bb(0), G::rank_bb(G::kRanks - 1)};

  // The pieces of each group, then the pawns and the kings (kPawns, kKings), both colours.
  std::array<BB, kSets> set{};
  std::array<BB, 2> colour{};
  BB occ{};
  // Rooks that may still castle (on the home ranks) and the en passant target square (on the
  // third rank from either end): they never share a rank.
  BB special{};

  // The piece of set g from f to t, taking what stands on t (never a king).
  template <int Us>
  Board moved(int g, int f, int t) const {
    const BB fb = G::bit(f), tb = G::bit(t);
    Board n = *this;
    if (occ & tb) {
      for (int i = 0; i < kKings; ++i) n.set[std::size_t(i)] &= ~tb;
      n.colour[1 - Us] &= ~tb;
    }
    n.set[std::size_t(g)] ^= fb | tb;
    n.colour[Us] ^= fb | tb;
    n.occ = (occ & ~fb) | tb;
    n.special &= ~(fb | tb | kEp);
    if (g == kKings) n.special &= ~kHome[Us];
    return n;
  }

  // A double step: the square passed over becomes the opponent's en passant target.
  template <int Us>
  Board make_double(int f, int t) const {
    Board n = moved<Us>(kPawns, f, t);
    n.special |= G::bit((f + t) / 2);
    return n;
  }

  template <int Us>
  Board make_promotion(int g, int f, int t) const {
    Board n = moved<Us>(kPawns, f, t);
    n.set[kPawns] ^= G::bit(t);
    n.set[std::size_t(g)] |= G::bit(t);
    return n;
  }

  template <int Us>
  Board make_en_passant(int f, int t) const {
    const int cap = Us == 0 ? t - G::kFiles : t + G::kFiles;
    Board n = moved<Us>(kPawns, f, t);
    n.set[kPawns] ^= G::bit(cap);
    n.colour[1 - Us] ^= G::bit(cap);
    n.occ ^= G::bit(cap);
    return n;
  }

  // King from k to kt, the rook (whatever group it is of) from r to rt; the squares may coincide.
  template <int Us>
  Board make_castling(int k, int r, int kt, int rt) const {
    const BB from = G::bit(k) | G::bit(r), to = G::bit(kt) | G::bit(rt);
    Board n = *this;
    for (int i = 0; i < kMaxGroups; ++i)
      if (set[std::size_t(i)] & G::bit(r))
        n.set[std::size_t(i)] = (set[std::size_t(i)] & ~G::bit(r)) | G::bit(rt);
    n.set[kKings] = (set[kKings] & ~G::bit(k)) | G::bit(kt);
    n.colour[Us] = (colour[Us] & ~from) | to;
    n.occ = (occ & ~from) | to;
    n.special &= ~(kHome[Us] | kEp);
    return n;
  }
};

}  // namespace vchess::defined::plain
