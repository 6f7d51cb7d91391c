// extinctionPseudoRoyal in the fast generator: a side's pieces of an extinction type are royal
// to it while it has at most extinctionPieceCount + 1 of them, decided before each move. With
// blastOnCapture, two royal pieces side by side cannot take each other (the explosion would take
// both), so neither is in check there. docs/rules/defined.md has the rules; the generator's
// per-move test is Gen::pr_after and Gen::pr_safe (movegen.h).
#pragma once
#include "defined/make.h"

namespace vchess::defined {

template <class BB>
BB pseudo_royals(const Position<BB>& p, int c) {
  BB out{};
  for (const int k : p.t->pr_types) {
    const BB b = p.pieces(c, k);
    if (popcount(b) <= p.t->pr_count) out |= b;
  }
  return out;
}

// The pieces of colour c that may capture a pseudo-royal piece: all but its petrifying
// pseudo-royal types (such a piece would be petrified by its capture, which its side may not do).
template <class BB>
BB pr_capturers(const Position<BB>& p, int c) {
  BB by = p.colour[std::size_t(c)];
  if (!canary(Canary::DefinedPetrifiedKingAttacks))
    for (const int k : p.t->petrify_pr) by &= ~p.type_bb[std::size_t(k)];
  return by;
}

// Is the pseudo-royal piece of colour c on s in check (`theirs`: the enemy's pseudo-royals)?
template <class BB>
bool pr_checked(const Position<BB>& p, int s, int c, const BB& theirs) {
  if (p.t->def.blast_on_capture && (p.t->around[std::size_t(s)] & theirs)) return false;
  return attacked(p, s, 1 - c, p.occ, pr_capturers(p, 1 - c));
}

// dupleCheck: are all of c's pieces of the extinction types attacked (and is there one)?
template <class BB>
bool duple_checked(const Position<BB>& p, int c, const BB& theirs) {
  BB all{};
  for (const int k : p.t->pr_types) all |= p.pieces(c, k);
  if (!all) return false;
  while (all)
    if (!pr_checked(p, pop_lsb(all), c, theirs)) return false;
  return true;
}

// Is a pseudo-royal piece of the side to move in check (with dupleCheck, or all of its pieces
// of the types)?
template <class BB>
bool pseudo_royal_checked(const Position<BB>& p) {
  if (p.t->pr_types.empty()) return false;
  const BB theirs = pseudo_royals(p, 1 - p.side);
  for (BB b = pseudo_royals(p, p.side); b;)
    if (pr_checked(p, pop_lsb(b), p.side, theirs)) return true;
  return p.t->duple && duple_checked(p, p.side, theirs);
}

}  // namespace vchess::defined
