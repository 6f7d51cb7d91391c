// The tables of the generator's shortcuts that read the rest (after tables_options.cpp): the
// set-wise pawns, bare and zone-only types (D94, D97), steppers (D93) and the royal piece's
// danger set (D96).
#include <algorithm>

#include "core/canary.h"
#include "defined/tables.h"

namespace vchess::defined {
namespace {

template <class BB>
void setwise_pawns(Tables<BB>& t) {
  for (int s = 0; s < t.n; ++s) t.board |= t.sq(s);
  for (int k = 0; k < t.ntypes; ++k)
    if (t.info[std::size_t(k)].builtin_pawn) t.pawn = k;
  // Pseudo-royal pieces (explosions or not): Gen::pawn_captures asks as pr_targets does (D85).
  t.setwise_pawns = t.pawn >= 0 && t.info[std::size_t(t.pawn)].promoted < 0 && t.files >= 2 &&
                    !t.triple_step[0] && !t.triple_step[1] &&
                    !t.info[std::size_t(t.pawn)].mutually_immune;
}

// TypeMoves::bare, once per colour and type (Gen::piece_moves skips promote() for these).
template <class BB>
void bare_types(Tables<BB>& t) {
  const auto& d = t.def;
  for (std::size_t c = 0; c < 2; ++c)
    for (int k = 0; k < t.ntypes; ++k) {
      const TypeInfo& ti = t.info[std::size_t(k)];
      const bool promotes = (ti.promoted >= 0 && !canary(Canary::DefinedBarePromotes)) ||
                            ti.promotion_pawn[c] || d.piece_demotion;
      TypeMoves<BB>& m = t.moves[c][std::size_t(k)];
      // D94: immobilityIllegal takes nothing from a type that can leave every square (a gold).
      const bool immobile = d.immobility_illegal && (m.can_leave & t.board) != t.board &&
                            !canary(Canary::DefinedBareImmobile);
      m.bare = !promotes && !ti.builtin_pawn && !ti.mutually_immune && !immobile;
      m.promotes = ti.promoted >= 0;
      m.keep = d.immobility_illegal ? m.can_leave & t.board : t.board;
      m.zone_only = !ti.promotion_pawn[c] && !d.piece_demotion && !d.piece_promotion_on_capture &&
                    !d.mandatory_piece_promotion &&
                    (ti.promoted < 0 || t.info[std::size_t(ti.promoted)].promotion_limit == 0);
      m.lookup_only = !m.has_initial && m.plain.empty() && m.other_rides.empty() &&
                      m.lames.empty() && m.walks.empty() &&
                      (!m.ride_region || canary(Canary::DefinedLookupOnlyRegion));
    }
}

// Tables::steppers (D93): a type of table leaps only (no rides), the same set for moves and
// captures on every square, and at most six distinct square offsets among all its leaps (with
// eight a chess knight went 2% slower set-wise). What Gen::step_moves does not do itself keeps
// the type piece by piece: the built-in pawn, pawn promotions, demotion, mutual immunity, the
// royal type, janggi moves, pseudo-royal pieces.
template <class BB>
void steppers(Tables<BB>& t) {
  const auto& d = t.def;
  if (t.janggi || !t.pr_types.empty() || d.piece_demotion) return;
  for (std::size_t c = 0; c < 2; ++c)
    for (int k = 0; k < t.ntypes; ++k) {
      const TypeInfo& ti = t.info[std::size_t(k)];
      TypeMoves<BB>& m = t.moves[c][std::size_t(k)];
      if (!m.lookup_only || !m.slides.empty() || ti.builtin_pawn || ti.promotion_pawn[c] ||
          ti.mutually_immune || k == t.royal || !m.janggi.empty() || !m.diagonal.empty())
        continue;
      int n = 0;
      std::array<int, 6> delta{};
      bool ok = true;
      for (int s = 0; s < t.n && ok; ++s) {
        const std::size_t u = std::size_t(s);
        ok = m.leap_quiet[u] == m.leap_capture[u];
        for (BB b = m.leap_quiet[u]; b && ok;) {
          const int dd = pop_lsb(b) - s;
          if (std::find(delta.begin(), delta.begin() + n, dd) != delta.begin() + n) continue;
          if (n == 6)
            ok = false;
          else
            delta[std::size_t(n++)] = dd;
        }
      }
      if (!ok || n == 0) continue;
      m.steps = n;
      for (int i = 0; i < n; ++i) {
        m.step_delta[std::size_t(i)] = delta[std::size_t(i)];
        m.step_from[std::size_t(i)] = BB{};
        for (int s = 0; s < t.n; ++s) {
          const int to = s + delta[std::size_t(i)];
          if (to >= 0 && to < t.n && (m.leap_quiet[std::size_t(s)] & t.sq(to)))
            m.step_from[std::size_t(i)] |= t.sq(s);
        }
      }
      t.steppers[c].push_back(k);
    }
}

// Tables::royal_danger (D96): per colour of the royal piece, whether the enemy's attacks on its
// destinations may be gathered set-wise, and from where each enemy type could make them.
template <class BB>
void royal_danger(Tables<BB>& t) {
  if (t.royal < 0 || t.janggi || !t.pr_types.empty() || t.flying_folded) return;
  const std::size_t n = std::size_t(t.n);
  for (std::size_t c = 0; c < 2; ++c) {
    const std::size_t a = 1 - c;
    const TypeMoves<BB>& king = t.tm(int(c), t.royal);
    if (t.line_hops[a] || !t.forward_attackers[a].empty() || t.make_only[a] ||
        !king.rides.empty() || !king.lames.empty() || !king.walks.empty())
      continue;
    bool ok = true;
    for (int k = 0; k < t.ntypes; ++k) ok = ok && !t.tm(int(a), k).has_initial;
    if (!ok) continue;
    auto& near = t.danger_near[c];
    near.assign(std::size_t(t.ntypes) * n, BB{});
    std::vector<BB> onto(n);  // onto[s]: the squares type k captures onto s from
    for (int k = 0; k < t.ntypes; ++k) {
      const TypeMoves<BB>& m = t.tm(int(a), k);
      std::fill(onto.begin(), onto.end(), BB{});
      bool any = false;
      for (std::size_t f = 0; f < n; ++f) {
        BB reach = m.leap_capture[f];
        for (const Ride& r : m.rides)
          if (r.capture) reach |= t.lim[std::size_t(r.lim)][f];
        any = any || bool(reach);
        for (BB b = reach; b;) onto[std::size_t(pop_lsb(b))] |= t.sq(int(f));
      }
      if (!any) continue;
      t.danger_types[c].push_back(k);
      for (std::size_t s = 0; s < n; ++s)
        for (BB b = king.leap_quiet[s] | king.leap_capture[s] | king.init_quiet[s]; b;)
          near[std::size_t(k) * n + s] |= onto[std::size_t(pop_lsb(b))];
    }
    t.royal_danger[c] = true;
  }
}

}  // namespace

template <class BB>
void shortcut_tables(Tables<BB>& t) {
  setwise_pawns(t);
  bare_types(t);
  steppers(t);
  royal_danger(t);
}

template void shortcut_tables<u64>(Tables<u64>&);
template void shortcut_tables<u128>(Tables<u128>&);
template void shortcut_tables<U256>(Tables<U256>&);

}  // namespace vchess::defined
