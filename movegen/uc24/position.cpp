#include "uc24/position.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/splitmix.h"

namespace vchess::uc24 {
namespace {

struct Keys {
  std::array<std::array<std::uint64_t, 64>, 64> psq{};
  std::array<std::array<std::array<std::uint64_t, kTypes>, 16>, 2> reserve{};
  std::array<std::array<std::uint64_t, 64>, 2> rights{};
  std::array<std::array<std::uint64_t, 4>, 65> pending{};
  std::array<std::uint64_t, 8> ep{};
  std::uint64_t side = 0;
  constexpr Keys() { KeyCounter{0x0C24}.fill(psq, reserve, rights, pending, ep, side); }
};
constexpr Keys kKeys{};

bool orthogonal(int t) { return kPieceTable[t].orthogonal; }
bool diagonal(int t) { return kPieceTable[t].diagonal; }
int leo_type() { return type_of_letter('L'); }

}  // namespace

void Position::put(Piece p, int s) {
  board_[s] = p;
  const int t = type_of(p);
  by_type_[t] |= G::bit(s);
  by_color_[color_of(p)] |= G::bit(s);
  if (orthogonal(t)) orth_ |= G::bit(s);
  if (diagonal(t)) diag_ |= G::bit(s);
}

void Position::remove(int s) {
  const Piece p = board_[s];
  board_[s] = kNoPiece;
  const BB b = ~G::bit(s);
  by_type_[type_of(p)] &= b;
  by_color_[color_of(p)] &= b;
  orth_ &= b;
  diag_ &= b;
}

std::uint64_t Position::state_key(const State& s) const {
  std::uint64_t k = 0;
  if (s.ep >= 0) k ^= kKeys.ep[G::file_of(s.ep)];
  for (int c = 0; c < 2; ++c) {
    k ^= kKeys.rights[c][std::min(s.rights[c], 63)];
    // By place in the queue, not in the array: a reparsed FEN starts its reserve at 0.
    for (int i = s.front[c]; i < s.back[c]; ++i)
      k ^= kKeys.reserve[c][i - s.front[c]][reserve_[c][i]];
  }
  if (s.pending.sq >= 0)
    k ^= kKeys.pending[s.pending.sq][s.pending.capturer_pawn * 2 + s.pending.victim_pawn];
  return k;
}

std::uint64_t Position::compute_key() const {
  std::uint64_t k = side_ == Black ? kKeys.side : 0;
  for (int s = 0; s < 64; ++s)
    if (board_[s]) k ^= kKeys.psq[board_[s]][s];
  return k ^ state_key(st());
}

bool Position::attacked(int s, Color by, BB occ) const {
  const BB them = by_color_[by];
  if ((A::rook(s, occ) & orth_ & them) || (A::bishop(s, occ) & diag_ & them)) return true;
  if (A::kPawn[~by][s] & pieces(by, kPawn)) return true;
  // Only the enemy pieces standing where some type could reach s from, each by its own paths.
  for (BB src = kPaths.any_source[s] & them & ~by_type_[kPawn]; src;) {
    const int f = pop_lsb(src), t = type_of(board_[f]);
    if ((kPaths.sources[t][s] & G::bit(f)) && kPaths.reaches(t, f, s, occ)) return true;
  }
  // The Leo captures by hopping exactly one screen: look past the first blocker.
  if (const BB leos = pieces(by, leo_type())) {
    for (int d = 0; d < kDirs; ++d) {
      const BB ray = A::kRay[d][s] & occ;
      if (!ray) continue;
      const int screen = increasing(d) ? lsb(ray) : msb(ray);
      const BB beyond = A::kRay[d][screen] & occ;
      if (beyond && (leos & G::bit(increasing(d) ? lsb(beyond) : msb(beyond)))) return true;
    }
  }
  return false;
}

void Position::update_exchange(State& s, int capsq, int to, Piece captured, Piece mover) {
  const State& prev = states_[ply_ - 1];
  if (!captured) {
    s.pending = {};
    return;
  }
  if (prev.pending.sq == capsq) {  // recapture of the capturer closes the exchange
    if (!prev.pending.capturer_pawn && !prev.pending.victim_pawn) {
      ++s.rights[White];
      ++s.rights[Black];
    }
    s.pending = {};
    return;
  }
  // The capturer's square opens the exchange: after en passant that is not the victim's.
  s.pending = {to, type_of(mover) == kPawn, type_of(captured) == kPawn};
}

void Position::do_normal(Move m, State& s) {
  const int from = m.from(), to = m.to();
  const Color us = side_;
  const int capsq = capture_square(m, us);
  Piece pc = board_[from];
  const Piece cap = board_[capsq];
  s.captured = cap;
  if (cap) {
    s.key ^= kKeys.psq[cap][capsq];
    remove(capsq);
    s.rule50 = 0;
  }
  s.key ^= kKeys.psq[pc][from];
  remove(from);
  if (m.kind() == Promotion) pc = make_piece(us, reserve_[us][--s.back[us]]);
  put(pc, to);
  s.key ^= kKeys.psq[pc][to];
  if (type_of(board_[to]) == kPawn || m.kind() == Promotion) s.rule50 = 0;
  update_exchange(s, capsq, to, cap, pc);
  if (type_of(pc) == kPawn && (to - from == 16 || from - to == 16)) {
    const int ep = (from + to) / 2;
    if (A::kPawn[us][ep] & pieces(~us, kPawn)) s.ep = ep;
  }
}

void Position::do_move(Move m) {
  const State& prev = states_[ply_];
  State& s = states_[++ply_];
  s = prev;
  s.key ^= kKeys.side;
  s.ep = -1;
  ++s.rule50;
  ++game_ply_;
  do_normal(m, s);
  if (m.has_drop()) {
    const Piece p = make_piece(side_, reserve_[side_][s.front[side_]++]);
    --s.rights[side_];
    put(p, m.drop());
    s.key ^= kKeys.psq[p][m.drop()];
  }
  side_ = ~side_;
}

void Position::undo_move(Move m) {
  side_ = ~side_;
  --game_ply_;
  const State& s = st();
  if (m.has_drop()) remove(m.drop());
  Piece pc = board_[m.to()];
  remove(m.to());
  if (m.kind() == Promotion) pc = make_piece(side_, kPawn);
  put(pc, m.from());
  if (s.captured) put(s.captured, capture_square(m, side_));
  --ply_;
}

void Position::play_root(Move m) {
  do_move(m);
  states_[0] = states_[ply_];
  ply_ = 0;
}

bool Position::operator==(const Position& o) const {
  const State &a = st(), &b = o.st();
  const auto same_reserve = [&](int c) {  // the live part of the ring only (no Setup: no heap)
    return reserve_size(Color(c)) == o.reserve_size(Color(c)) &&
           std::equal(&reserve_[c][a.front[c]], &reserve_[c][a.back[c]],
                      &o.reserve_[c][b.front[c]]);
  };
  return board_ == o.board_ && side_ == o.side_ && a.key == b.key && a.ep == b.ep &&
         a.rights == b.rights && a.pending == b.pending && same_reserve(0) && same_reserve(1) &&
         game_ply_ == o.game_ply_ && a.rule50 == b.rule50;
}

}  // namespace vchess::uc24
