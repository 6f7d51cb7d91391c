// The dedicated 8x8 chess board: side-relative, copied rather than unmade. After every move
// the board is mirrored (byte swap) so that the side to move always plays up from rank 1; the
// colour is not stored (the adapter remembers it to print moves).
#pragma once
#include "chess64/tables.h"

namespace vchess::chess64 {

enum Kind : int { Pawn, Knight, Bishop, Rook, Queen, King };

struct Board {
  u64 pawns, knights, diag, orth, kings;  // both colours; a queen is in diag and orth
  u64 us, occ;                            // the side to move's pieces; all pieces
  // Rooks that may still castle (ours on rank 1, theirs on rank 8) and the en passant target
  // square (rank 6): they never share a rank.
  u64 special;

  bool operator==(const Board&) const = default;

  // The board as the other side sees it once our move is on it.
  Board flipped() const {
    Board n;
    n.pawns = flip(pawns);
    n.knights = flip(knights);
    n.diag = flip(diag);
    n.orth = flip(orth);
    n.kings = flip(kings);
    n.occ = flip(occ);
    n.us = n.occ ^ flip(us);
    n.special = flip(special);
    return n;
  }

  // Any move but castling, en passant and promotion: K moves from f to t, capturing what is
  // on t (never a king).
  template <Kind K>
  Board make(int f, int t) const {
    return moved<K>(f, t).flipped();
  }

  // make() before the mirror.
  template <Kind K>
  Board moved(int f, int t) const {
    const u64 fb = bit(f), tb = bit(t), ft = fb | tb;
    Board n = *this;
    n.pawns &= ~tb;
    n.knights &= ~tb;
    n.diag &= ~tb;
    n.orth &= ~tb;
    if constexpr (K == Pawn) n.pawns ^= ft;
    if constexpr (K == Knight) n.knights ^= ft;
    if constexpr (K == Bishop || K == Queen) n.diag ^= ft;
    if constexpr (K == Rook || K == Queen) n.orth ^= ft;
    if constexpr (K == King) n.kings ^= ft;
    n.us ^= ft;
    n.occ = (occ & ~fb) | tb;
    n.special &= ~(tb | kRank6);
    if constexpr (K == Rook) n.special &= ~fb;
    if constexpr (K == King) n.special &= ~kRank1;
    return n;
  }

  // A double step: the square passed over becomes the opponent's en passant target.
  Board make_double(int f, int t) const {
    const u64 ft = bit(f) | bit(t);
    Board n = *this;
    n.pawns ^= ft;
    n.us ^= ft;
    n.occ ^= ft;
    n.special = (special & ~kRank6) | bit(f + 8);
    return n.flipped();
  }

  template <Kind K>
  Board make_promotion(int f, int t) const {
    Board n = moved<Pawn>(f, t);
    const u64 tb = bit(t);
    n.pawns ^= tb;
    if constexpr (K == Knight) n.knights |= tb;
    if constexpr (K == Bishop || K == Queen) n.diag |= tb;
    if constexpr (K == Rook || K == Queen) n.orth |= tb;
    return n.flipped();
  }

  Board make_en_passant(int f, int t) const {
    const u64 ft = bit(f) | bit(t), cap = bit(t - 8);
    Board n = *this;
    n.pawns ^= ft | cap;
    n.us ^= ft;
    n.occ ^= ft | cap;
    n.special &= ~kRank6;
    return n.flipped();
  }

  // King from k to kt, rook from r to rt (Chess960: the squares may coincide).
  Board make_castling(int k, int r, int kt, int rt) const {
    const u64 from = bit(k) | bit(r), to = bit(kt) | bit(rt);
    Board n = *this;
    n.kings = (kings & ~bit(k)) | bit(kt);
    n.orth = (orth & ~bit(r)) | bit(rt);
    n.us = (us & ~from) | to;
    n.occ = (occ & ~from) | to;
    n.special &= ~(kRank1 | kRank6);
    return n.flipped();
  }
};

}  // namespace vchess::chess64
