// The moves of one piece and the attack test, from the compiled tables: leaps by lookup, rides
// and hops by the nearest occupied square along a line (lsb or msb, as the line's index grows
// or shrinks), lame leaps by their path masks; lame and `j` riders square by square.
#pragma once
#include "core/canary.h"
#include "defined/janggi.h"
#include "defined/position.h"

namespace vchess::defined {

template <class BB>
struct Targets {
  BB quiet{}, capture{};
};

// Moves along one ride or hop of the piece on `from`: `enemy` the squares it may capture on.
template <class BB>
inline void ride_targets(const Tables<BB>& t, const Ride& r, int from, const BB& occ,
                         const BB& enemy, Targets<BB>& out) {
  const std::size_t ln = r.line;
  BB path = t.lim[std::size_t(r.lim)][std::size_t(from)];
  BB block = path & occ;
  if (r.hop == HopKind::None) {
    if (block) path &= ~t.ray[ln][std::size_t(t.nearest(r.line, block))];
    if (r.quiet) out.quiet |= path & ~occ;
    if (r.capture) out.capture |= path & enemy;
    return;
  }
  if (!block) return;
  int screen = t.nearest(r.line, block);
  if (canary(Canary::DefinedHopTwoScreens)) {
    const BB second = t.lim[std::size_t(r.lim)][std::size_t(screen)] & occ;
    if (second) screen = t.nearest(r.line, second);
  }
  if (r.hop == HopKind::Grasshopper) {
    const int to = t.next[ln][std::size_t(screen)];
    if (to == kNoSquare) return;
    if (r.quiet && !(occ & t.sq(to))) out.quiet |= t.sq(to);
    if (r.capture) out.capture |= enemy & t.sq(to);
    return;
  }
  // The range counts the whole move, screen included.
  BB beyond = t.lim[std::size_t(r.lim)][std::size_t(screen)] & path;
  block = beyond & occ;
  if (block) beyond &= ~t.ray[ln][std::size_t(t.nearest(r.line, block))];
  if (r.quiet) out.quiet |= beyond & ~occ;
  if (r.capture) out.capture |= beyond & enemy;
}

// A lame or `j` rider, square by square.
template <class BB>
inline void walk_targets(const Tables<BB>& t, const MoveGroup& g, int from, const BB& occ,
                         const BB& enemy, Targets<BB>& out) {
  for (const Leap& l : g.leaps) {
    int f = t.file_of[std::size_t(from)], r = t.rank_of[std::size_t(from)];
    for (int k = 1; k <= g.range; ++k) {
      if (g.lame) {  // the squares this leap passes, one step at a time
        int px = 0, py = 0;
        bool clear = true;
        for (;;) {
          const int rx = l.dx - px, ry = l.dy - py;
          const int sx = (rx > 0) - (rx < 0), sy = (ry > 0) - (ry < 0);
          if (std::abs(rx) >= std::abs(ry)) px += sx;
          if (std::abs(ry) >= std::abs(rx)) py += sy;
          if (px == l.dx && py == l.dy) break;
          if (!t.on(f + px, r + py) || (occ & t.sq(t.square(f + px, r + py)))) clear = false;
        }
        if (!clear) break;
      }
      f += l.dx, r += l.dy;
      if (!t.on(f, r)) break;
      const BB b = t.sq(t.square(f, r));
      if (k == 1 && g.skip) continue;
      if (!(occ & b)) {
        if (g.quiet) out.quiet |= b;
        continue;
      }
      if (g.capture) out.capture |= b & enemy;
      break;
    }
  }
}

// Every Betza move of a piece of type `type`, colour c, on `from` (no castling, double steps,
// en passant or promotions: the generator adds those).
// Inlined where the generator reads the result at once: returned through memory as two
// words and read back as one vector, it stalled store forwarding (issue 39).
template <class BB>
[[gnu::always_inline]] inline Targets<BB> piece_targets_inline(const Tables<BB>& t, int c, int type,
                                                               int from, const BB& occ,
                                                               const BB& enemy) {
  const TypeMoves<BB>& m = t.tm(c, type);
  const std::size_t s = std::size_t(from);
  Targets<BB> out{m.leap_quiet[s] & ~occ, m.leap_capture[s] & enemy};
  if (m.lookup_only) {  // D86: most pieces of most variants
    BB slides{};
    for (const SlideRef<BB>& g : m.slides) slides |= g.at(s, occ);
    return {out.quiet | (slides & ~occ), out.capture | (slides & enemy)};
  }
  const bool initial = bool(t.initial[std::size_t(c)] & t.sq(from));
  if (initial) out.quiet |= m.init_quiet[s] & ~occ;
  BB slides{};
  for (const SlideRef<BB>& g : m.slides) slides |= g.at(s, occ);
  for (const PlainRide<BB>& r : m.plain) {
    BB path = r.lim[s];
    const BB block = path & occ;
    if (block) path &= ~r.ray[r.up ? lsb(block) : msb(block)];
    slides |= path;
  }
  out.quiet |= slides & ~occ;
  out.capture |= slides & enemy;
  for (const Ride& r : m.other_rides)
    if (!r.initial || initial) ride_targets(t, r, from, occ, enemy, out);
  for (const Lame<BB>& l : m.lames) {
    const BB b = l.targets[s];
    if (!b || (l.initial && !initial)) continue;
    if ((l.path[s] & occ) && !canary(Canary::DefinedLameNotBlocked)) continue;
    if (l.quiet) out.quiet |= b & ~occ;
    if (l.capture) out.capture |= b & enemy;
  }
  for (const MoveGroup& g : m.walks)
    if (!g.initial || initial) walk_targets(t, g, from, occ, enemy, out);
  if (m.ride_region && !canary(Canary::DefinedRideRegionUnmasked)) {
    out.quiet &= m.region;
    out.capture &= m.region;
  }
  return out;
}

template <class BB>
inline Targets<BB> piece_targets(const Tables<BB>& t, int c, int type, int from, const BB& occ,
                                 const BB& enemy) {
  return piece_targets_inline(t, c, type, from, occ, enemy);
}

// A janggi cannon of `by` taking on s along the attack index's line `a` (LineAttack::janggi),
// x the first piece back from s: over x as its screen (no cannon), onto s (no cannon).
template <class BB>
inline bool janggi_line_attack(const Position<BB>& p, const LineAttack& a, int s, int x, int by,
                               const BB& occ, const BB& mine, const BB& jc) {
  const Tables<BB>& t = *p.t;
  if (canary(Canary::DefinedJanggiHopNoScreen) && (mine & jc & t.sq(x))) return true;
  if (((jc & t.sq(x)) && !canary(Canary::DefinedJanggiCannonScreen)) || (jc & t.sq(s)))
    return false;
  const int back = t.line_rev[std::size_t(a.line)];
  const BB more = t.ray[std::size_t(back)][std::size_t(x)] & occ;
  if (!more) return false;
  const int y = t.nearest(back, more);
  if (!(mine & jc & t.sq(y))) return false;
  const int k = type_of(p.code[std::size_t(y)]);
  return ((a.janggi >> k) & 1u) && (t.tm(by, k).region & t.sq(s));
}

// Could a piece of colour `by` (among `mine`, its pieces still on the board) capture on s,
// with the board's occupancy `occ`? Whatever stands on s counts as capturable, but a janggi
// cannon takes no cannon: `cannons` the janggi cannons of the board asked about (null: those
// of p within occ and s), which a move not yet made changes (guard.h unmade tests).
template <class BB>
inline bool attacked(const Position<BB>& p, int s, int by, const BB& occ, const BB& mine,
                     const BB* cannons) {
  const Tables<BB>& t = *p.t;
  const std::size_t b = std::size_t(by);
  const BB target = t.sq(s);
  const BB jc = !t.janggi ? BB{} : cannons ? *cannons : janggi_cannons(p) & (occ | target);
  for (const int k : t.leap_attackers[b])
    if (t.tm(by, k).rev_capture[std::size_t(s)] & p.type_bb[std::size_t(k)] & mine) return true;
  for (const LineAttack& a : t.line_attackers[b]) {
    const int back = t.line_rev[std::size_t(a.line)];
    const BB& ray = t.ray[std::size_t(back)][std::size_t(s)];
    if (!(ray & mine & of_types(p.type_bb.data(), a.movers))) continue;  // D76
    const BB blockers = ray & occ;
    if (!blockers) continue;
    const int x = t.nearest(back, blockers);
    if (a.any_rider && (mine & t.sq(x))) {
      const int range = a.range[std::size_t(type_of(p.code[std::size_t(x)]))];
      if (range && t.distance(back, s, x) <= range) return true;
    }
    // A janggi cannon (LineAttack::janggi): over a screen that is no cannon, onto no cannon.
    if (a.janggi && janggi_line_attack(p, a, s, x, by, occ, mine, jc)) return true;
    if (!a.any_hop) continue;
    const BB more = t.ray[std::size_t(back)][std::size_t(x)] & occ;
    if (!more) continue;
    const int y = t.nearest(back, more);
    if (!(mine & t.sq(y))) continue;
    const int k = type_of(p.code[std::size_t(y)]);
    const int range = a.hop[std::size_t(k)];
    if (!range || t.distance(back, x, y) > range) continue;
    if (a.hop_kind[std::size_t(k)] == HopKind::Grasshopper
            ? t.next[std::size_t(back)][std::size_t(s)] == x
            : t.distance(back, s, x) + t.distance(back, x, y) <= range)
      return true;
  }
  for (const int k : t.forward_attackers[b]) {
    const BB reach = t.forward_reach[b][std::size_t(k * t.n + s)];
    for (BB q = p.type_bb[std::size_t(k)] & mine & reach; q;) {
      const int from = pop_lsb(q);
      if (piece_targets(t, by, k, from, occ | target, target).capture) return true;
    }
  }
  return t.janggi && janggi_attacked(p, s, by, occ, mine, jc);
}

template <class BB>
inline bool attacked(const Position<BB>& p, int s, int by, const BB& occ, const BB& mine) {
  return attacked(p, s, by, occ, mine, static_cast<const BB*>(nullptr));
}

template <class BB>
inline bool attacked(const Position<BB>& p, int s, int by) {
  return attacked(p, s, by, p.occ, p.colour[std::size_t(by)]);
}

// Is a royal piece of colour c attacked (false where c has none)?
template <class BB>
inline bool royal_attacked(const Position<BB>& p, int c) {
  if (p.t->royal < 0) return false;
  for (BB k = p.pieces(c, p.t->royal); k;)
    if (attacked(p, pop_lsb(k), 1 - c)) return true;
  return false;
}

}  // namespace vchess::defined
