// The diagonal-line moves (the palace) compiled into tables (register D77). Walking a group
// square by square costs a loop per leap at every node for the general and the advisors; but
// from a square of the lines the moves that land on the lines depend only on the occupancy of
// the squares each leap's walk passes up to the last square of the lines along it (a walk
// never turns, so what lies beyond decides only squares off the lines), and for a janggi
// cannon on which of those are cannons. Each entry is walk_group's own answer for one such
// pattern, so the two cannot differ. Included by tables_options.cpp only.
#pragma once
#include <algorithm>
#include <vector>

#include "core/canary.h"
#include "defined/janggi.h"

namespace vchess::defined {

// The squares whose occupancy decides the diagonal moves of `groups` from `from`: along each
// leap, those up to the last square of the lines it reaches (within range; a cannon's hop
// has none).
template <class BB>
BB diagonal_mask(const Tables<BB>& t, const std::vector<MoveGroup>& groups, int from) {
  BB mask{};
  for (const MoveGroup& g : groups)
    for (const Leap& l : g.leaps) {
      int f = t.file_of[std::size_t(from)], r = t.rank_of[std::size_t(from)];
      const int range = g.hop == HopKind::None ? g.range : t.n;
      BB walked{};
      for (int k = 0; k < range; ++k) {
        f += l.dx, r += l.dy;
        if (!t.on(f, r)) break;
        walked |= t.sq(t.square(f, r));
        if (t.diagonal_lines & t.sq(t.square(f, r))) mask |= walked;
      }
    }
  if (canary(Canary::DefinedPalaceMaskShort) && mask) mask &= ~t.sq(msb(mask));
  return mask;
}

// The mask's squares set where `bits` has a one, lowest square first (pext's inverse).
template <class BB>
BB scatter(const Tables<BB>& t, BB mask, std::uint32_t bits) {
  BB out{};
  for (int i = 0; mask; ++i) {
    const int s = pop_lsb(mask);
    if (bits >> i & 1u) out |= t.sq(s);
  }
  return out;
}

// Every janggi type's diagonal tables, both colours. A type whose table would pass 2^12
// entries a square keeps the walk (no bundled variant comes near: a palace cannon's centre
// square has 8 bits).
template <class BB>
void diagonal_tables(Tables<BB>& t) {
  if (!t.janggi || !t.diagonal_lines || canary(Canary::DefinedPalaceOffLines)) return;
  for (std::size_t c = 0; c < 2; ++c)
    for (const int k : t.janggi_types) {
      TypeMoves<BB>& m = t.moves[c][std::size_t(k)];
      if (m.diagonal.empty()) continue;
      const bool own = t.info[std::size_t(k)].janggi_cannon;
      std::vector<BB> mask(std::size_t(t.n)), reach;
      std::vector<std::uint32_t> offset(std::size_t(t.n), 0);
      std::vector<std::uint8_t> bits(std::size_t(t.n), 0);
      bool fits = true;
      for (int s = 0; s < t.n && fits; ++s) {
        if (!(t.diagonal_lines & t.sq(s))) continue;
        const BB mk = diagonal_mask(t, m.diagonal, s);
        const int n = popcount(mk) * (own ? 2 : 1);
        if (n > 12) fits = false;
        mask[std::size_t(s)] = mk;
        bits[std::size_t(s)] = std::uint8_t(popcount(mk));
        offset[std::size_t(s)] = std::uint32_t(reach.size() / 2);
        for (std::uint32_t i = 0; i < (1u << n) && fits; ++i) {
          const BB occ = scatter(t, mk, i & ((1u << popcount(mk)) - 1));
          const BB cannons = own ? scatter(t, mk, i >> popcount(mk)) & occ : BB{};
          BB q{}, x{};
          for (const MoveGroup& g : m.diagonal)
            walk_group(t, g, s, occ, ~BB{}, cannons, BB{}, q, x);
          reach.push_back(q & t.diagonal_lines);
          reach.push_back(x & t.diagonal_lines);
        }
      }
      if (!fits) continue;
      m.diag_mask = std::move(mask);
      m.diag_reach = std::move(reach);
      m.diag_offset = std::move(offset);
      m.diag_bits = std::move(bits);
    }
}

// The squares from which colour `by`'s type k could take on s on some board: its reverse leap
// captures, the lines it rides or hops along back from s, its lame leaps' and janggi moves'
// origins; the attack test (attacks.h attacked) looks nowhere else for it.
template <class BB>
BB attack_origins(const Tables<BB>& t, int by, int k, int s) {
  const std::size_t b = std::size_t(by), q = std::size_t(s);
  const std::uint32_t bit = std::uint32_t(1) << k;
  BB from = t.tm(by, k).rev_capture[q];
  for (const LineAttack& a : t.line_attackers[b])
    if (((a.movers | a.janggi) & bit) != 0 && !canary(Canary::DefinedRoyalZoneNoLines))
      from |= t.ray[std::size_t(t.line_rev[std::size_t(a.line)])][q];
  for (const JanggiHopLine& h : t.janggi_hop_lines[b])
    if (h.types & bit) from |= t.ray[std::size_t(h.back)][q];
  const auto& fw = t.forward_attackers[b];
  if (std::find(fw.begin(), fw.end(), k) != fw.end())
    from |= t.forward_reach[b][std::size_t(k * t.n + s)];
  const auto& jt = t.janggi_types;
  if (t.janggi && std::find(jt.begin(), jt.end(), k) != jt.end())
    from |= t.janggi_reach[b][std::size_t(k * t.n + s)];
  return from;
}

// Tables::royal_zone: for a side whose royal type keeps to a region of at most 16 squares,
// per enemy type the origins of its attacks on any square of that region. After the attack
// index and the janggi tables.
template <class BB>
void royal_zones(Tables<BB>& t) {
  if (t.royal < 0 || !t.pr_types.empty()) return;
  for (int c = 0; c < 2; ++c) {
    const BB region = t.tm(c, t.royal).region;
    // A royal piece promoted into stands where the promotion lands: no zone then.
    bool promoted_into = t.info[std::size_t(t.royal)].promotion_target[std::size_t(c)];
    for (const TypeInfo& i : t.info) promoted_into = promoted_into || i.promoted == t.royal;
    if (popcount(region) > 16 || promoted_into) continue;
    auto& zone = t.royal_zone[std::size_t(c)];
    zone.assign(std::size_t(t.ntypes), BB{});
    for (int k = 0; k < t.ntypes; ++k)
      for (BB r = region; r;) zone[std::size_t(k)] |= attack_origins(t, 1 - c, k, pop_lsb(r));
  }
}

}  // namespace vchess::defined
