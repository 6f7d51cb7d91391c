// How a node decides legality. Where every capture in the variant is a plain leap or ride and
// the side to move has one royal piece (Mode::Pins), the checkers and pinned pieces are found
// once from the royal square and most moves need no make; royal moves ask the attack test on
// their destination. Everywhere else (hoppers, lame leapers, several royal pieces, flying
// generals without an orthogonal rider, `checking = false`) each move is made and the royal pieces
// asked (Mode::Make). Janggi nodes keep their pins where not in check and not in bikjang; the
// moves touching the janggi lines through the king are made (janggi_sensitive). Without a royal
// piece (Mode::Free) a move is never illegal for its own side's safety.
#pragma once
#include <array>

#include "defined/janggi.h"
#include "defined/royalty.h"

namespace vchess::defined {

enum class Mode { Free, Pins, Make };

template <class BB>
struct Guard {
  Mode mode = Mode::Free;
  int king = kNoSquare;
  BB checkers{}, evasion{}, pinned{};
  BB sensitive{};  // a move from or to one of these squares is made and tested
  // The enemy pieces that could take on a square of the royal region (royal_threats), where
  // the guard asked.
  BB threats{};
  bool threats_known = false;
  int pin_count = 0;
  // Only [0, pin_count) is ever read: left unset, as zeroing them costs every node a kilobyte.
  std::array<std::int16_t, 64> pin_sq;
  std::array<BB, 64> pin_ray;

  BB pin_mask(int s) const {
    for (int i = 0; i < pin_count; ++i)
      if (pin_sq[std::size_t(i)] == s) return pin_ray[std::size_t(i)];
    return BB{};
  }
  bool double_check() const { return more_than_one(checkers); }
};

// The squares of a hop line through the king a move must not touch untested. A cannon takes
// the king over exactly one screen, so after one move the second piece along the line can be
// a new one only if a piece came before the first (which then matters if it is a hopper), or
// the first or second left (which matters if the third is a hopper). A grasshopper's screen
// stands next to the king, and a hopper of limited range may come into range as its screen
// moves: their whole lines are tested.
template <class BB>
BB hop_sensitive(const Position<BB>& p, const LineAttack& a, int k) {
  const Tables<BB>& t = *p.t;
  const int them = 1 - p.side;
  const std::size_t back = std::size_t(t.line_rev[std::size_t(a.line)]);
  const BB& ray = t.ray[back][std::size_t(k)];
  const auto hopper = [&](int s) {
    const std::uint8_t c = p.code[std::size_t(s)];
    return colour_of(c) == them && a.hop[std::size_t(type_of(c))] != 0;
  };
  if (a.whole_hop_line) return ray;
  BB out{};
  BB rest = ray & p.occ;
  if (!rest) return out;
  const int o1 = t.nearest(int(back), rest);
  if (hopper(o1)) out |= ray & ~t.ray[back][std::size_t(o1)] & ~t.sq(o1);
  rest = t.ray[back][std::size_t(o1)] & p.occ;
  if (!rest) return out;
  const int o2 = t.nearest(int(back), rest);
  rest = t.ray[back][std::size_t(o2)] & p.occ;
  if (rest && hopper(t.nearest(int(back), rest))) out |= t.sq(o1) | t.sq(o2);
  return out;
}

// The squares a move must not touch untested in a janggi node not in check: the diagonal
// lines' squares towards the king, and along a janggi cannon's line through it what hop_sensitive
// keeps, plus the first piece where the second is an enemy cannon (a cannon screen taken by a
// piece that is not one makes a check).
template <class BB>
BB janggi_sensitive(const Position<BB>& p, int k) {
  const Tables<BB>& t = *p.t;
  const std::size_t them = std::size_t(1 - p.side);
  // A diagonal-line move onto k starts on the lines: with no enemy piece on those squares of
  // the guard, none can arrive during our move (the enemy's pieces stay put).
  const BB& diag = t.diagonal_guard[them][std::size_t(k)];
  const bool aimed = bool(diag & t.diagonal_lines & p.colour[them]);
  BB out = canary(Canary::DefinedJanggiDiagonalUnguarded) || !aimed ? BB{} : diag;
  if (canary(Canary::DefinedJanggiLineUnguarded)) return out;
  const BB hoppers = janggi_cannons(p) & p.colour[them];
  if (!hoppers) return out;
  for (const int line : t.janggi_lines[them]) {
    const std::size_t back = std::size_t(t.line_rev[std::size_t(line)]);
    const BB& ray = t.ray[back][std::size_t(k)];
    BB rest = ray & p.occ;
    if (!rest) continue;
    const int o1 = t.nearest(int(back), rest);
    if (hoppers & t.sq(o1)) out |= ray & ~t.ray[back][std::size_t(o1)] & ~t.sq(o1);
    if (!(rest = t.ray[back][std::size_t(o1)] & p.occ)) continue;
    const int o2 = t.nearest(int(back), rest);
    if (hoppers & t.sq(o2)) out |= t.sq(o1);
    if (!(rest = t.ray[back][std::size_t(o2)] & p.occ)) continue;
    if (hoppers & t.sq(t.nearest(int(back), rest))) out |= t.sq(o1) | t.sq(o2);
  }
  return out;
}

// The enemy pieces that could take on a square of c's royal region (D78, Tables::royal_zone:
// the royal type keeps to a palace), else all of them: the attack tests on the royal square and
// its destinations ask only these.
template <class BB>
BB royal_threats(const Position<BB>& p, int c) {
  const auto& zone = p.t->royal_zone[std::size_t(c)];
  const BB& enemy = p.colour[std::size_t(1 - c)];
  if (zone.empty()) return enemy;
  BB b{};
  for (int k = 0; k < p.t->ntypes; ++k) b |= p.type_bb[std::size_t(k)] & zone[std::size_t(k)];
  return b & enemy;
}

// Fills g (default-constructed) in place: a Guard is too large to return by value each node.
// Does a forward attacker of `by` (a lame leaper) stand where one of its leaps lands on k? Only
// then can a move of the other side open a leg onto k: the leapers themselves stay put.
template <class BB>
bool lame_aimed(const Position<BB>& p, int k, int by) {
  const Tables<BB>& t = *p.t;
  const int owner = canary(Canary::DefinedLameAimOwnSide) ? 1 - by : by;
  for (const int ty : t.forward_attackers[std::size_t(by)])
    if (t.forward_reach[std::size_t(by)][std::size_t(ty * t.n + k)] & p.pieces(owner, ty))
      return true;
  return false;
}

// `facing`: the node is bikjang (janggi.h bikjang), asked once by the generator.
template <class BB>
void make_guard(const Position<BB>& p, Guard<BB>& g, bool facing) {
  const Tables<BB>& t = *p.t;
  const int us = p.side, them = 1 - us;
  const auto& d = t.def;
  const int royals = p.royal_count(us);
  const bool others =
      !d.checking || (d.flying_general && !t.flying_folded) || (t.janggi && !t.janggi_pins);
  int k = kNoSquare;
  if (!t.pr_types.empty()) {
    // One pseudo-royal piece and plain pieces: its pins and checks as a royal piece's (captures
    // are the generator's: royalty.h). Beside an enemy one, with explosions, it is never in
    // check while it stays (Mode::Free, the king's square kept).
    const BB pr = pseudo_royals(p, us);
    // Petrifying pseudo-royal pieces attack nothing: every move is made and tested.
    // A side that may promote into the type: a promotion changes who is royal (Gen::pr_after).
    const bool promotes =
        t.pr_promotes[std::size_t(us)] && !canary(Canary::DefinedPrPromotionPinned);
    if (royals || others || !t.simple || t.make_only[std::size_t(them)] || popcount(pr) != 1 ||
        !t.petrify_pr.empty() || promotes) {
      g.mode = Mode::Make;
      return;
    }
    k = lsb(pr);
    if (d.blast_on_capture && (t.around[std::size_t(k)] & pseudo_royals(p, them)) &&
        !canary(Canary::DefinedAtomicAdjacentKingsChecked)) {
      g.king = k;
      return;
    }
  } else {
    if (royals == 0 && !others) return;
    if (royals != 1 || others || t.make_only[std::size_t(them)]) {
      g.mode = Mode::Make;
      return;
    }
    k = lsb(p.pieces(us, t.royal));
  }
  // Janggi's cannons and diagonal lines are outside the attack index: a janggi army without
  // lame leapers or hoppers is still not simple.
  if (!t.simple || (t.janggi && !canary(Canary::DefinedJanggiTakenSimple))) {
    // Hops, lame leaps, janggi: in check, every move is tested; else the squares of their lines.
    g.threats = royal_threats(p, us);
    g.threats_known = true;
    if (g.threats && attacked(p, k, them, p.occ, g.threats)) {
      g = Guard<BB>{};
      g.mode = Mode::Make;
      return;
    }
    if (!canary(Canary::DefinedLameLegUnguarded) && lame_aimed(p, k, them))
      g.sensitive = t.lame_guard[std::size_t(them)][std::size_t(k)];
    for (const LineAttack& a : t.line_attackers[std::size_t(them)])
      if (a.any_hop) g.sensitive |= hop_sensitive(p, a, k);
    if (t.janggi) {
      // Facing generals: every move must end the facing (made_ok). The royal piece's moves
      // are asked unmade like any royal piece's (Gen::safe_for_royal).
      if (facing && !canary(Canary::DefinedJanggiBikjangPins)) {
        g.mode = Mode::Make;
        return;
      }
      g.sensitive |= janggi_sensitive(p, k);
    }
  }
  g.mode = Mode::Pins;
  g.king = k;
  const BB theirs = p.colour[std::size_t(them)];
  for (const int ty : t.leap_attackers[std::size_t(them)])
    g.checkers |= t.tm(them, ty).rev_capture[std::size_t(k)] & p.type_bb[std::size_t(ty)] & theirs;
  g.evasion = g.checkers;
  const BB riders_of =
      canary(Canary::DefinedGuardRidersOwnSide) ? p.colour[std::size_t(us)] : theirs;
  // Lines of one kind share their riders (a rook's four, a bishop's four): their set is
  // gathered once for a run of lines with the same types.
  std::uint32_t types = 0;
  BB riders{};
  for (const LineAttack& a : t.line_attackers[std::size_t(them)]) {
    const int back = t.line_rev[std::size_t(a.line)];
    const BB& ray = t.ray[std::size_t(back)][std::size_t(k)];
    if (a.riders != types) {
      types = a.riders;
      riders = riders_of & of_types(p.type_bb.data(), types);
    }
    // No rider of this line on it: no check, no pin (D76).
    if (!(ray & riders)) continue;
    const BB first =
        ray & (canary(Canary::DefinedGuardSeesThroughWalls) ? p.occ & ~p.walls : p.occ);
    if (!first) continue;
    const int x = t.nearest(back, first);
    if (theirs & t.sq(x)) {
      const int r = a.range[std::size_t(type_of(p.code[std::size_t(x)]))];
      if (r && t.distance(back, k, x) <= r) {
        g.checkers |= t.sq(x);
        g.evasion |= ray & ~t.ray[std::size_t(back)][std::size_t(x)];
      }
      continue;
    }
    const BB second = t.ray[std::size_t(back)][std::size_t(x)] & p.occ;
    if (!second) continue;
    const int y = t.nearest(back, second);
    if (!(theirs & t.sq(y))) continue;
    const int r = a.range[std::size_t(type_of(p.code[std::size_t(y)]))];
    if (!r || t.distance(back, k, y) > r) continue;
    if (g.pin_count == int(g.pin_sq.size())) {
      g = Guard<BB>{};
      g.mode = Mode::Make;
      return;
    }
    g.pinned |= t.sq(x);
    g.pin_sq[std::size_t(g.pin_count)] = std::int16_t(x);
    g.pin_ray[std::size_t(g.pin_count++)] = ray & ~t.ray[std::size_t(back)][std::size_t(y)];
  }
}

// After the mover's move: is a royal piece of `c` attacked, or facing the enemy's? A folded
// flyingGeneral (tables_options.cpp) is already one of the attacks.
template <class BB>
bool royal_exposed(const Position<BB>& p, int c) {
  if (royal_attacked(p, c)) return true;
  return p.t->def.flying_general && !p.t->flying_folded && royals_facing(p, c);
}

}  // namespace vchess::defined
