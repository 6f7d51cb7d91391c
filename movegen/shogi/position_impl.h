// Make/unmake, hashing and the attack test of shogi::Position. Included from position.h.
#pragma once
#include "shogi/attacks.h"

namespace vchess::shogi {

template <class G>
bool Position<G>::leaped_or_hooked(int s, Color by, BB occ, BB them) const {
  const auto& R = rules();
  // Leapers: only pieces standing where some piece could leap to s from; each tests its own.
  for (BB b = them & R.leap_any[~by][s]; b;) {
    const int f = pop_lsb(b);
    if (R.leaps[type_of(board_[f])][by][f] & sq_bb<G>(s)) return true;
  }
  for (int i = 0; i < R.hooks; ++i) {
    const int t = R.hook_type[i];
    const BB mine = them & by_type_[t];
    if (!mine) continue;
    const Hook h = R.hook[t];
    if (h == Hook::Orthogonal || h == Hook::Diagonal) {
      if (hook_attack<G>(h, by, s, occ) & mine) return true;  // a hook path reversed is one
    } else {
      for (BB b = mine; b;)
        if (hook_attack<G>(h, by, pop_lsb(b), occ) & sq_bb<G>(s)) return true;
    }
  }
  return false;
}

template <class G>
bool Position<G>::attacked(int s, Color by, BB occ, BB them) const {
  const auto& R = rules();
  if (leaped_or_hooked(s, by, occ, them)) return true;
  // Sliders (and the plain slide of jumping sliders): the first piece on each line.
  for (int D = 0; D < 8; ++D) {
    const BB b = R.ray[D][s] & occ;
    if (!b) continue;
    const int sq = increasing_dir(D) ? lsb(b) : msb(b);
    if (!(them & sq_bb<G>(sq))) continue;
    if (R.slide_dirs[type_of(board_[sq])][by] >> ((D + 4) & 7) & 1) return true;
  }
  return false;
}

template <class G>
std::uint64_t Position<G>::compute_key() const {
  std::uint64_t k = side_ == Gote ? kKeys<G>.side : 0;
  for (int s = 0; s < kSquares; ++s)
    if (board_[s]) k ^= kKeys<G>.psq[board_[s]][s];
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < rules().types; ++t) k ^= kKeys<G>.hand[c][t][hand_[c][t]];
  return k;
}

template <class G>
void Position<G>::do_move(Move m) {
  const auto& K = kKeys<G>;
  const Color us = side_;
  State& s = states_[++ply_];
  s = {states_[ply_ - 1].key ^ K.side, kNoPiece};
  ++ply_number_;
  if (m.is_drop()) {
    const int t = m.drop_type();
    s.key ^= K.hand[us][t][hand_[us][t]] ^ K.hand[us][t][hand_[us][t] - 1];
    --hand_[us][t];
    put(make_piece(us, t), m.to());
    s.key ^= K.psq[make_piece(us, t)][m.to()];
  } else {
    Piece p = board_[m.from()];
    if (const Piece cap = board_[m.to()]) {
      s.captured = cap;
      s.key ^= K.psq[cap][m.to()];
      remove(m.to());
      const int h = rules().demote[type_of(cap)];
      s.key ^= K.hand[us][h][hand_[us][h]] ^ K.hand[us][h][hand_[us][h] + 1];
      ++hand_[us][h];
    }
    s.key ^= K.psq[p][m.from()];
    remove(m.from());
    if (m.promotes()) p = make_piece(us, rules().promote[type_of(p)]);
    put(p, m.to());
    s.key ^= K.psq[p][m.to()];
  }
  side_ = ~us;
}

template <class G>
void Position<G>::undo_move(Move m) {
  side_ = ~side_;
  const Color us = side_;
  --ply_number_;
  const State& s = states_[ply_];
  if (m.is_drop()) {
    remove(m.to());
    ++hand_[us][m.drop_type()];
  } else {
    Piece p = board_[m.to()];
    remove(m.to());
    if (m.promotes()) p = make_piece(us, rules().demote[type_of(p)]);
    put(p, m.from());
    if (s.captured) {
      put(s.captured, m.to());
      --hand_[us][rules().demote[type_of(s.captured)]];
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

}  // namespace vchess::shogi
