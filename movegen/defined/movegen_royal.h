// The generator's moves in pseudo-royal nodes (extinctionPseudoRoyal: atomic and its kin),
// included by movegen.h: who is royal after a move, the pins and checks of the one pseudo-royal
// king, and the captures an explosion allows (D84, D85, D88); the royal piece's danger set (D96).
#pragma once

namespace vchess::defined {

// The mover's pseudo-royal squares once m is played: the moved piece followed, a dropped
// one added, a promotion's as the count before it says (royalty.h).
template <class BB, class Sink>
BB Gen<BB, Sink>::pr_after(Move m) const {
  BB mine = pr_us_;
  const bool drop = m.kind == Kind::Drop || m.kind == Kind::DropPromoted;
  if (drop) {
    const int placed = m.kind == Kind::Drop ? m.type : t_.info[std::size_t(m.type)].promoted;
    if (t_.info[std::size_t(placed)].extinction) mine |= t_.sq(m.to);
    return mine;
  }
  if (mine & t_.sq(m.from)) {
    const int dest = m.kind == Kind::Castling ? castle_squares(t_, m).first : m.to;
    mine ^= t_.sq(m.from) ^ t_.sq(dest);
  }
  if (m.kind == Kind::Promotion && t_.info[std::size_t(m.type)].extinction) {
    const BB same = p_.pieces(us_, m.type);
    if (popcount(same) > d_.extinction_piece_count)
      mine &= ~same;
    else
      mine |= t_.sq(m.to);
  }
  return mine;
}

// After the move: none of `mine` blown up or taken, and each out of check, unless the move
// took an enemy pseudo-royal piece.
template <class BB, class Sink>
bool Gen<BB, Sink>::pr_safe(BB mine) const {
  if (mine & ~p_.colour[std::size_t(us_)]) return false;
  if (pr_them_ & ~p_.colour[std::size_t(them_)]) return true;
  for (BB b = mine; b;)
    if (pr_checked(p_, pop_lsb(b), us_, pr_them_)) return false;
  return true;
}

// A bare type in a pseudo-royal node (D84): pr_targets' masks (pr_mask, pr_captures), then straight
// to the sink (the guard names no sensitive squares here: a variant that is not simple is made).
// Out of line, so piece_moves stays as small for the variants without pseudo-royal pieces.
template <class BB, class Sink>
void Gen<BB, Sink>::pr_bare_moves(int from, BB quiet, BB capture) {
  if (!canary(Canary::DefinedPrBareUnpinned)) quiet &= pr_mask(from);
  s_.bulk(from, quiet, Kind::Normal, -1, false);
  s_.bulk(from, pr_captures(from, capture), Kind::Normal, -1, true);
}

// One pseudo-royal piece (the guard's king) and plain pieces: a piece's legal targets. The
// king never captures where captures explode (its own capture would blow it up); it steps
// next to an enemy pseudo-royal piece whatever attacks that square, elsewhere only onto
// unattacked squares. The others' quiet moves keep to the pins (none needed beside the enemy
// king: Mode::Free); their captures are asked by the explosion (blast_legal), or without
// explosions kept to the pins unless they take an enemy pseudo-royal piece.
template <class BB, class Sink>
void Gen<BB, Sink>::pr_targets(int from, Targets<BB>& tg) const {
  const bool blast = d_.blast_on_capture;
  if (from == g_.king) {
    if (blast && !canary(Canary::DefinedAtomicKingCaptures))
      tg.capture = BB{};
    else
      tg.capture = safe_for_royal(from, tg.capture) | (tg.capture & pr_them_);
    const BB near = blast ? tg.quiet & near_them_ : BB{};
    tg.quiet = near | safe_for_royal(from, tg.quiet & ~near);
    return;
  }
  tg.capture = pr_captures(from, tg.capture);
  tg.quiet &= pr_mask(from);
}

// A piece's (not the king's) legal captures: asked by the explosion (blast_legal), or without
// explosions kept to the pins unless they take an enemy pseudo-royal piece.
template <class BB, class Sink>
BB Gen<BB, Sink>::pr_captures(int from, BB capture) const {
  if (d_.blast_on_capture) return blast_legal(from, capture);
  return (capture & pr_mask(from)) | (capture & pr_them_);
}

// The squares a quiet move (or a capture without explosions) of the piece on `from` may go
// to, by the guard's pins and checks.
template <class BB, class Sink>
BB Gen<BB, Sink>::pr_mask(int from) const {
  if (g_.mode != Mode::Pins) return ~BB{};
  if (g_.double_check()) return BB{};
  BB mask = g_.checkers ? g_.evasion : ~BB{};
  if (g_.pinned & t_.sq(from)) mask &= g_.pin_mask(from);
  return mask;
}

// Captures of the piece on `from` (not the king) whose explosion keeps the king: it may not
// stand beside the capture (unless spared, as a pawn); blowing up an enemy pseudo-royal piece
// is legal at once; else the king must not be attacked once the exploded pieces are gone
// (beside the enemy king it never is).
template <class BB, class Sink>
BB Gen<BB, Sink>::blast_legal(int from, BB targets) const {
  BB out{};
  while (targets) {
    const int to = pop_lsb(targets);
    if (blast_ok(from, to)) out |= t_.sq(to);
  }
  return out;
}

// Pieces only are blown up (walls stand); a petrifying capturer's wall on `to` still blocks
// (D88: nuclear).
template <class BB, class Sink>
bool Gen<BB, Sink>::blast_ok(int from, int to) const {
  const int k = g_.king;
  const BB blast = (t_.around[std::size_t(to)] & (own_ | enemy_) & ~spared_) | t_.sq(to);
  if ((blast & t_.sq(k)) && !canary(Canary::DefinedAtomicBlastBesideKing)) return false;
  if ((blast & pr_them_) || g_.mode == Mode::Free) return true;
  const BB gone = blast | t_.sq(from);
  BB occ = occ_ & ~gone;
  if (t_.petrify && t_.info[std::size_t(type_of(p_.code[std::size_t(from)]))].petrify &&
      !canary(Canary::DefinedBlastWallIgnored))
    occ |= t_.sq(to);
  return !attacked(p_, k, them_, occ, enemy_ & ~gone);
}

// D96: the squares the enemy attacks with the royal piece lifted off the board (a rider's
// line through its square opens), gathered once a node from the enemy pieces that could
// reach one of its leaps (Tables::danger_near): steppers by shifts, others by their targets
// with every square capturable. A piece on a destination attacks no square of its own, and
// blocks nothing aimed at it, so each destination reads the union as its own test would.
template <class BB, class Sink>
BB Gen<BB, Sink>::royal_danger() const {
  if (danger_known_) return danger_;
  const std::size_t n = std::size_t(t_.n), k = std::size_t(g_.king);
  const BB occ = canary(Canary::DefinedRoyalDangerNoXray) ? occ_ : occ_ ^ t_.sq(g_.king);
  const BB threats = royal_threats();
  const auto& near = t_.danger_near[std::size_t(us_)];
  BB d{};
  for (const int ty : t_.danger_types[std::size_t(us_)]) {
    BB set = p_.type_bb[std::size_t(ty)] & threats & near[std::size_t(ty) * n + k];
    if (!set) continue;
    const TypeMoves<BB>& m = t_.tm(them_, ty);
    for (int i = 0; i < m.steps; ++i) {
      const int delta = m.step_delta[std::size_t(i)];
      const BB from = set & m.step_from[std::size_t(i)];
      d |= delta >= 0 ? from << delta : from >> -delta;
    }
    if (m.steps) continue;
    while (set) d |= piece_targets_inline(t_, them_, ty, pop_lsb(set), occ, t_.board).capture;
  }
  danger_known_ = true;
  return danger_ = d;
}

}  // namespace vchess::defined
