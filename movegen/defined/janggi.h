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

// The occupancy of `mask`'s squares as an index, lowest square first (pext where the build
// has BMI2).
template <class BB>
[[gnu::always_inline]] inline std::uint32_t gather(const Tables<BB>& t, const BB& b, BB mask) {
  if constexpr (kSlideTables) {
    return pext_index(b, mask);
  } else {
    std::uint32_t out = 0;
    for (int i = 0; mask; ++i)
      if (b & t.sq(pop_lsb(mask))) out |= 1u << i;
    return out;
  }
}

// The diagonal-line moves from `from` (on the lines) by the table (D77, palace_build.h):
// `cs` the janggi cannons where the type is one (its screens and the pieces it may not take).
template <class BB>
[[gnu::always_inline]] inline void diagonal_lookup(const Tables<BB>& t, const TypeMoves<BB>& m,
                                                   int from, const BB& occ, const BB& enemy,
                                                   const BB& cs, BB& quiet, BB& capture) {
  const std::size_t s = std::size_t(from);
  const BB& mask = m.diag_mask[s];
  std::uint32_t i = gather(t, occ, mask);
  if (cs) i |= gather(t, cs, mask) << m.diag_bits[s];
  const BB* e = &m.diag_reach[2 * (std::size_t(m.diag_offset[s]) + i)];
  quiet |= e[0];
  capture |= e[1] & enemy & ~cs;
}

// A janggi cannon's hops along the lines of TypeMoves::janggi_hops, by the rays: the first
// piece along a line is the screen (never one of `cannons`); the moves go on to the empty
// squares beyond it and the first occupied one, taken if an enemy's and not a cannon.
template <class BB>
void janggi_hop_targets(const Tables<BB>& t, const TypeMoves<BB>& m, int from, const BB& occ,
                        const BB& enemy, const BB& cannons, BB& quiet, BB& capture) {
  for (const Ride& r : m.janggi_hops) {
    const std::size_t ln = r.line;
    const BB block = t.ray[ln][std::size_t(from)] & occ;
    if (!block) continue;
    const int screen = t.nearest(r.line, block);
    if ((cannons & t.sq(screen)) && !canary(Canary::DefinedJanggiCannonScreen)) continue;
    BB beyond = t.ray[ln][std::size_t(screen)];
    const BB next = beyond & occ;
    if (next) beyond &= ~t.ray[ln][std::size_t(t.nearest(r.line, next))];
    if (r.quiet) quiet |= beyond & ~occ;
    if (r.capture) capture |= beyond & enemy & ~cannons;
  }
}

// The janggi moves of a piece of type `type`, colour c, on `from`: a janggi cannon's own, and
// from a square of the diagonal lines its diagonal ones onto the lines; in its mobility region.
// `cannons`: the janggi cannons on the board (both sides), which screen and are taken by none.
template <class BB>
void janggi_targets(const Position<BB>& p, int c, int type, int from, const BB& occ,
                    const BB& enemy, const BB& cannons, BB& quiet, BB& capture) {
  const Tables<BB>& t = *p.t;
  const TypeMoves<BB>& m = t.tm(c, type);
  const bool own = t.info[std::size_t(type)].janggi_cannon;
  const bool diagonal = !m.diagonal.empty() && (t.diagonal_lines & t.sq(from));
  if (!own && !diagonal) return;
  const BB none{};
  const BB& cs = own ? cannons : none;
  BB q{}, x{};
  janggi_hop_targets(t, m, from, occ, enemy, cs, q, x);
  for (const MoveGroup& g : m.janggi) walk_group(t, g, from, occ, enemy, cs, cs, q, x);
  if (diagonal && !m.diag_mask.empty()) {
    diagonal_lookup(t, m, from, occ, enemy, cs, q, x);
  } else if (diagonal) {
    BB dq{}, dx{};
    for (const MoveGroup& g : m.diagonal) walk_group(t, g, from, occ, enemy, cs, cs, dq, dx);
    const BB lines = canary(Canary::DefinedPalaceOffLines) ? ~BB{} : t.diagonal_lines;
    q |= dq & lines;
    x |= dx & lines;
  }
  quiet |= q & m.region;
  capture |= x & m.region;
}

// Does a janggi cannon of colour `by` (among `mine`) take on s by a hop along a line? From s
// back along each line: the first piece is the screen (no cannon), the next the cannon.
template <class BB>
bool janggi_hop_attacked(const Position<BB>& p, int s, int by, const BB& occ, const BB& mine,
                         const BB& cannons) {
  const Tables<BB>& t = *p.t;
  for (const JanggiHopLine& h : t.janggi_hop_lines[std::size_t(by)]) {
    if (h.merged) continue;
    const std::size_t back = std::size_t(h.back);
    const BB first = t.ray[back][std::size_t(s)] & occ;
    if (!first) continue;
    const int x = t.nearest(h.back, first);
    if (canary(Canary::DefinedJanggiHopNoScreen) && (mine & cannons & t.sq(x))) return true;
    if ((cannons & t.sq(x)) && !canary(Canary::DefinedJanggiCannonScreen)) continue;
    const BB second = t.ray[back][std::size_t(x)] & occ;
    if (!second) continue;
    const int y = t.nearest(h.back, second);
    if (!(mine & cannons & t.sq(y))) continue;
    const int k = type_of(p.code[std::size_t(y)]);
    if ((h.types >> k) & 1u && (t.tm(by, k).region & t.sq(s))) return true;
  }
  return false;
}

// Does a piece of colour `by` capture on s by a janggi move, `cannons` the janggi cannons on
// the board asked about (a cannon on s is taken by no cannon)?
template <class BB>
bool janggi_attacked(const Position<BB>& p, int s, int by, const BB& occ, const BB& mine,
                     const BB& cannons) {
  const Tables<BB>& t = *p.t;
  const BB target = t.sq(s);
  if (!(cannons & target) && janggi_hop_attacked(p, s, by, occ, mine, cannons)) return true;
  if (!t.janggi_walked) return false;
  const auto& reach = t.janggi_reach[std::size_t(by)];
  for (const int k : t.janggi_types)
    for (BB b = p.type_bb[std::size_t(k)] & mine & reach[std::size_t(k * t.n + s)]; b;) {
      BB q{}, x{};
      janggi_targets(p, by, k, pop_lsb(b), occ | target, target, cannons, q, x);
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

// bikjang() asked once a position (Position::facing, D79).
template <class BB>
bool known_bikjang(Position<BB>& p) {
  if (p.facing < 0) p.facing = std::int8_t(bikjang(p));
  return p.facing != 0;
}

}  // namespace vchess::defined
