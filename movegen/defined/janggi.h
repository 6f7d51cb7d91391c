// The janggi rules in the fast generic generator: the janggi cannon, whose hops go over no
// janggi cannon and take none; the moves along the diagonal lines (the palace); the royal
// pieces facing (bikjang). Walked square by square from the compiled groups (tables.h
// TypeMoves::janggi, ::diagonal): a janggi army has few such pieces, and every move of a
// janggi variant is made and tested (guard.h), so these are only asked of one piece at a time.
#pragma once
#include <cstdlib>

#include "core/canary.h"
#include "defined/position.h"

namespace vchess::defined {

template <class BB>
BB janggi_cannons(const Position<BB>& p) {
  BB b{};
  for (const int k : p.t->janggi_cannons) b |= p.type_bb[std::size_t(k)];
  return b;
}

// One group's moves from `from`: a leap repeated up to its range over empty squares, or a
// cannon's hop over one screen (never one of `no_screen`) on to empty squares and the first
// occupied one; captures land on `enemy` but never on `no_target`.
template <class BB>
void walk_group(const Tables<BB>& t, const MoveGroup& g, int from, const BB& occ, const BB& enemy,
                const BB& no_screen, const BB& no_target, BB& quiet, BB& capture) {
  for (const Leap& l : g.leaps) {
    int f = t.file_of[std::size_t(from)], r = t.rank_of[std::size_t(from)];
    bool beyond = g.hop == HopKind::None;  // past the screen (a rider has none)
    for (int k = 0;;) {
      f += l.dx, r += l.dy;
      if (!t.on(f, r)) break;
      const BB b = t.sq(t.square(f, r));
      if (!beyond) {
        if (!(occ & b)) continue;
        if ((no_screen & b) && !canary(Canary::DefinedJanggiCannonScreen)) break;
        beyond = true;
        continue;
      }
      if (++k > g.range) break;
      if (!(occ & b)) {
        if (g.quiet) quiet |= b;
        continue;
      }
      if (g.capture) capture |= b & enemy & ~no_target;
      break;
    }
  }
}

// The janggi moves of a piece of type `type`, colour c, on `from`: a janggi cannon's own, and
// from a square of the diagonal lines its diagonal ones onto the lines; in its mobility region.
template <class BB>
void janggi_targets(const Position<BB>& p, int c, int type, int from, const BB& occ,
                    const BB& enemy, BB& quiet, BB& capture) {
  const Tables<BB>& t = *p.t;
  const TypeMoves<BB>& m = t.tm(c, type);
  const BB none{};
  const BB cannons = t.info[std::size_t(type)].janggi_cannon ? janggi_cannons(p) & occ : none;
  BB q{}, x{};
  for (const MoveGroup& g : m.janggi) walk_group(t, g, from, occ, enemy, cannons, cannons, q, x);
  if (!m.diagonal.empty() && (t.diagonal_lines & t.sq(from))) {
    BB dq{}, dx{};
    for (const MoveGroup& g : m.diagonal)
      walk_group(t, g, from, occ, enemy, cannons, cannons, dq, dx);
    const BB lines = canary(Canary::DefinedPalaceOffLines) ? ~BB{} : t.diagonal_lines;
    q |= dq & lines;
    x |= dx & lines;
  }
  quiet |= q & m.region;
  capture |= x & m.region;
}

// Does a piece of colour `by` capture on s by a janggi move?
template <class BB>
bool janggi_attacked(const Position<BB>& p, int s, int by, const BB& occ, const BB& mine) {
  const Tables<BB>& t = *p.t;
  const BB target = t.sq(s);
  const auto& reach = t.janggi_reach[std::size_t(by)];
  for (const int k : t.janggi_types)
    for (BB b = p.type_bb[std::size_t(k)] & mine & reach[std::size_t(k * t.n + s)]; b;) {
      BB q{}, x{};
      janggi_targets(p, by, k, pop_lsb(b), occ | target, target, q, x);
      if (x) return true;
    }
  return false;
}

// A royal piece of colour c and one of the enemy's face each other on an open file or rank
// (bikjang; flyingGeneral, guard.h).
// Only a pair on one file or rank is looked at: along a ray line where a piece rides it (the
// first occupied square), else square by square.
template <class BB>
bool royals_facing(const Position<BB>& p, int c) {
  const Tables<BB>& t = *p.t;
  if (t.royal < 0) return false;
  const BB theirs = p.pieces(1 - c, t.royal);
  for (BB k = p.pieces(c, t.royal); k;) {
    const int s = pop_lsb(k);
    const int f0 = t.file_of[std::size_t(s)], r0 = t.rank_of[std::size_t(s)];
    for (BB e = theirs; e;) {
      const int x = pop_lsb(e);
      const int df = t.file_of[std::size_t(x)] - f0, dr = t.rank_of[std::size_t(x)] - r0;
      if (df && dr) continue;
      const int d = df > 0 ? 0 : df < 0 ? 1 : dr > 0 ? 2 : 3;
      const int line = t.orth_line[std::size_t(d)];
      if (line >= 0) {
        if (t.nearest(line, t.ray[std::size_t(line)][std::size_t(s)] & p.occ) == x) return true;
        continue;
      }
      const int sx = (df > 0) - (df < 0), sy = (dr > 0) - (dr < 0);
      int f = f0 + sx, r = r0 + sy;
      while (!p.code[std::size_t(t.square(f, r))]) f += sx, r += sy;
      if (t.square(f, r) == x) return true;
    }
  }
  return false;
}

// bikjangRule, and the royal pieces face each other.
template <class BB>
bool bikjang(const Position<BB>& p) {
  return p.t->def.bikjang && royals_facing(p, p.side);
}

}  // namespace vchess::defined
