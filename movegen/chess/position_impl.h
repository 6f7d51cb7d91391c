// Make/unmake and hashing of Position<G>. Included from position.h only.
#pragma once

namespace vchess::chess {

template <class G>
void Position<G>::set_ep_if_capturable(int ep, Color capturer) {
  // Only record a square an enemy pawn can capture to, so equal positions hash equally.
  if (A::kPawn[~capturer][ep] & pieces(capturer, Pawn)) {
    st().ep = ep;
    st().key ^= kZobrist.ep_file[G::file_of(ep)];
  }
}

template <class G>
void Position<G>::do_castling(int kfrom, int rfrom, bool undo) {
  const Color us = side_;  // the mover, in both directions
  const int right = right_index(us, rfrom > kfrom ? 0 : 1);
  const int kto = castle_king_to(right), rto = castle_rook_to(right);
  const Piece k = make_piece(us, King), r = make_piece(us, Rook);
  remove(undo ? kto : kfrom);
  remove(undo ? rto : rfrom);
  put(k, undo ? kfrom : kto);
  put(r, undo ? rfrom : rto);
  if (!undo) st().key ^= psq(k, kfrom) ^ psq(k, kto) ^ psq(r, rfrom) ^ psq(r, rto);
}

template <class G>
void Position<G>::do_move(Move m) {
  const State& prev = states_[ply_];
  State& s = states_[++ply_];
  s = {prev.key ^ kZobrist.side, -1, prev.rule50 + 1, prev.castling, kNoPiece};
  if (prev.ep >= 0) s.key ^= kZobrist.ep_file[G::file_of(prev.ep)];
  const int from = m.from(), to = m.to();
  const Color us = side_;
  ++game_ply_;
  if (m.kind() == Castling) {
    do_castling(from, to, false);
  } else {
    const Piece pc = board_[from];
    const int capsq = m.kind() == EnPassant ? (us == White ? to - G::kFiles : to + G::kFiles) : to;
    if (const Piece cap = board_[capsq]) {
      s.captured = cap;
      s.key ^= psq(cap, capsq);
      s.rule50 = 0;
      remove(capsq);
    }
    remove(from);
    put(pc, to);
    s.key ^= psq(pc, from) ^ psq(pc, to);
    if (type_of(pc) == Pawn) {
      s.rule50 = 0;
      if (m.kind() == Promotion) {
        const Piece np = make_piece(us, m.promo());
        remove(to);
        put(np, to);
        s.key ^= psq(pc, to) ^ psq(np, to);
      } else if (to - from == 2 * G::kFiles || from - to == 2 * G::kFiles) {
        set_ep_if_capturable((from + to) / 2, ~us);
      }
    }
  }
  const int lost = castle_mask_[from] | castle_mask_[to];
  if (s.castling & lost) {
    s.key ^= kZobrist.castling[s.castling];
    s.castling &= ~lost;
    s.key ^= kZobrist.castling[s.castling];
  }
  side_ = ~us;
}

template <class G>
void Position<G>::undo_move(Move m) {
  side_ = ~side_;
  --game_ply_;
  const int from = m.from(), to = m.to();
  if (m.kind() == Castling) {
    do_castling(from, to, true);
  } else {
    Piece pc = board_[to];
    if (m.kind() == Promotion) pc = make_piece(side_, Pawn);
    remove(to);
    put(pc, from);
    if (const Piece cap = st().captured) {
      const int capsq =
          m.kind() == EnPassant ? (side_ == White ? to - G::kFiles : to + G::kFiles) : to;
      put(cap, capsq);
    }
  }
  --ply_;
}

template <class G>
void Position<G>::play_root(Move m) {
  do_move(m);
  states_[0] = states_[ply_];
  ply_ = 0;
}

template <class G>
std::uint64_t Position<G>::compute_key() const {
  std::uint64_t k = side_ == Black ? kZobrist.side : 0;
  for (int s = 0; s < kSquares; ++s)
    if (board_[s]) k ^= psq(board_[s], s);
  k ^= kZobrist.castling[st().castling];
  if (st().ep >= 0) k ^= kZobrist.ep_file[G::file_of(st().ep)];
  return k;
}

template <class G>
bool Position<G>::operator==(const Position& o) const {
  return board_ == o.board_ && by_type_ == o.by_type_ && by_color_ == o.by_color_ &&
         side_ == o.side_ && st().key == o.st().key && st().ep == o.st().ep &&
         st().castling == o.st().castling && st().rule50 == o.st().rule50 &&
         held_rooks() == o.held_rooks() && game_ply_ == o.game_ply_;
}

}  // namespace vchess::chess

#include "chess/position_setup.h"
