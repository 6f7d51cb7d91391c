// The rest of a variant's tables: what each type is to the options, the empty-board sets
// (immobility, the fifty-move clock, `i`-move en passant), the attack index and the keys.
#include <algorithm>
#include <cstdlib>

#include "core/canary.h"
#include "core/splitmix.h"
#include "defined/palace_build.h"
#include "defined/slides_build.h"
#include "defined/tables.h"

namespace vchess::defined {

template <class BB>
void shortcut_tables(Tables<BB>& t);  // tables_shortcuts.cpp

namespace {

// The types' flags come resolved (t.info); here the sets the generator reads by colour.
template <class BB>
void type_info(Tables<BB>& t, const variants::ResolvedVariant& model) {
  for (std::size_t c = 0; c < 2; ++c) {
    for (int k = 0; k < t.ntypes; ++k)
      if (t.info[std::size_t(k)].promotion_target[c]) t.promo_targets[c].push_back(k);
    t.castling_king_type[c] = model.castling_king_type[c];
    for (const TypeInfo& i : t.info) t.ep_other_takers[c] |= i.en_passant[c] && !i.builtin_pawn;
    t.initial[c] = t.double_step[c];
    const int rank = c == 0 ? 0 : t.ranks - 1;
    for (int f = 0; f < t.files; ++f) t.first_rank[c] |= t.sq(t.square(f, rank));
  }
  t.drop_no_doubled = model.drop_no_doubled;
  t.gate_jumper = model.gate_jumper;
  t.drop_rook = model.drop_rook;
  t.marks_promoted = variants::marks_promoted(t.def);
  t.must_drop_type = model.must_drop_type;
  t.drop_bishop = model.drop_bishop;
  for (int s = 0; s < t.n; ++s)
    if ((t.file_of[std::size_t(s)] + t.rank_of[std::size_t(s)]) % 2 == 0) t.dark |= t.sq(s);
  for (int k = 0; k < t.ntypes; ++k) {
    const TypeInfo& i = t.info[std::size_t(k)];
    if (t.def.blast_on_capture && i.blast_shielded) t.blast_shielded.push_back(k);
    if (t.def.blast_on_capture && i.blast_immune) t.blast_immune.push_back(k);
    if (t.def.extinction_pseudo_royal && i.extinction) t.pr_types.push_back(k);
    t.petrify = t.petrify || i.petrify;
    if (t.def.extinction_pseudo_royal && i.extinction && i.petrify) t.petrify_pr.push_back(k);
  }
  t.pr_count = t.def.extinction_piece_count + 1;
  t.duple = t.def.duple_check && !t.pr_types.empty();
  for (std::size_t c = 0; c < 2; ++c)
    for (const int k : t.pr_types)  // a pawn's promotion (a piece's keeps the royalty as it was)
      t.pr_promotes[c] = t.pr_promotes[c] || t.info[std::size_t(k)].promotion_target[c];
  t.around.assign(std::size_t(t.n), BB{});
  for (int s = 0; s < t.n; ++s)
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr)
        if ((df || dr) && t.on(t.file_of[std::size_t(s)] + df, t.rank_of[std::size_t(s)] + dr))
          t.around[std::size_t(s)] |=
              t.sq(t.square(t.file_of[std::size_t(s)] + df, t.rank_of[std::size_t(s)] + dr));
}

// Quiet moves of a type on the empty board; `initial` adds its `i` moves.
template <class BB>
BB empty_board(const Tables<BB>& t, const TypeMoves<BB>& m, int s, bool initial) {
  BB b = m.leap_quiet[std::size_t(s)];
  if (initial) b |= m.init_quiet[std::size_t(s)];
  for (const Ride& r : m.rides)
    if (r.hop == HopKind::None && r.quiet && (initial || !r.initial))
      b |= t.lim[std::size_t(r.lim)][std::size_t(s)];
  for (const auto& l : m.lames)
    if (l.quiet && (initial || !l.initial)) b |= l.targets[std::size_t(s)];
  for (const MoveGroup& g : m.walks) {
    if (!g.quiet || (g.initial && !initial)) continue;
    for (const Leap& l : g.leaps) {
      int f = t.file_of[std::size_t(s)], r = t.rank_of[std::size_t(s)];
      for (int k = 0; k < g.range && t.on(f += l.dx, r += l.dy); ++k) b |= t.sq(t.square(f, r));
    }
  }
  return b & m.region;
}

// A hopper leaves a square where a screen and a landing square lie along a quiet hop line.
template <class BB>
bool hop_leaves(const Tables<BB>& t, const TypeMoves<BB>& m, int s) {
  for (const Ride& r : m.rides) {
    if (r.hop == HopKind::None || !r.quiet || (r.hop == HopKind::Cannon && r.range < 2)) continue;
    const int a = t.next[r.line][std::size_t(s)];
    if (a != kNoSquare && t.next[r.line][std::size_t(a)] != kNoSquare) return true;
  }
  return false;
}

template <class BB>
void empty_board_sets(Tables<BB>& t) {
  for (int c = 0; c < 2; ++c)
    for (TypeMoves<BB>& m : t.moves[std::size_t(c)]) {
      const std::size_t n = std::size_t(t.n);
      m.eb_quiet.assign(n, BB{});
      m.init_only.assign(n, BB{});
      m.rev_capture.assign(n, BB{});
      for (int s = 0; s < t.n; ++s) {
        const BB plain = empty_board(t, m, s, false);
        m.eb_quiet[std::size_t(s)] = plain;
        if (m.has_initial) m.init_only[std::size_t(s)] = empty_board(t, m, s, true) & ~plain;
        if (plain || hop_leaves(t, m, s)) m.can_leave |= t.sq(s);
        for (BB b = m.leap_capture[std::size_t(s)]; b;)
          m.rev_capture[std::size_t(pop_lsb(b))] |= t.sq(s);
      }
    }
}

// Where c's forward attacker of type k could take on each square from: the origins of its
// capturing lame leaps, or (`anywhere`: walked riders, two hops on a line) every square.
template <class BB>
void forward_reach(Tables<BB>& t, int c, int k, bool anywhere) {
  auto& reach = t.forward_reach[std::size_t(c)];
  reach.resize(std::size_t(kMaxTypes * t.n), BB{});
  const auto& lames = t.tm(c, k).lames;
  const std::size_t used =
      lames.size() - (canary(Canary::DefinedForwardReachShort) && !lames.empty() ? 1 : 0);
  const auto first = reach.begin() + std::ptrdiff_t(k * t.n);
  if (anywhere) return std::fill(first, first + t.n, ~BB{});
  for (std::size_t i = 0; i < used; ++i)
    for (int from = 0; from < t.n && lames[i].capture; ++from)
      for (BB b = lames[i].targets[std::size_t(from)]; b;)
        reach[std::size_t(k * t.n + pop_lsb(b))] |= t.sq(from);
}

// Tables::orth_line: the orthogonal lines some piece rides (royals_facing reads them).
template <class BB>
void orthogonal_lines(Tables<BB>& t) {
  const Leap steps[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  for (std::size_t d = 0; d < 4; ++d)
    for (std::size_t i = 0; i < t.line_step.size(); ++i)
      if (t.line_step[i] == steps[d]) t.orth_line[d] = int(i);
}

// The attack entry of line `ln` in one side's list, made on first use.
inline LineAttack& line_attack(std::vector<LineAttack>& lines, int ln) {
  auto it =
      std::find_if(lines.begin(), lines.end(), [&](const LineAttack& a) { return a.line == ln; });
  if (it != lines.end()) return *it;
  return lines.emplace_back(LineAttack{ln, {}, {}, {}, false, false});
}

// flyingGeneral as an attack: each royal piece rides the four orthogonal lines for the others'
// checks and pins, so a node keeps its pins (guard.h) instead of making every move. A royal piece
// never captures by it: the lines only ever reach a royal piece through attacked() and the guard,
// and facing royal pieces never stand on the board with a side to move.
template <class BB>
void fold_flying_general(Tables<BB>& t) {
  if (!t.def.flying_general || t.royal < 0) return;
  std::vector<int> orth;
  for (std::size_t i = 0; i < t.line_step.size(); ++i) {
    const Leap l = t.line_step[i];
    if (std::abs(l.dx) + std::abs(l.dy) == 1) orth.push_back(int(i));
  }
  if (orth.size() != 4) return;  // no orthogonal rider: every move is made and tested
  t.flying_folded = true;
  if (canary(Canary::DefinedFlyingGeneralUnfolded)) return;
  for (auto& lines : t.line_attackers)
    for (const int ln : orth) {
      LineAttack& a = line_attack(lines, ln);
      a.range[std::size_t(t.royal)] = kRide;
      a.any_rider = true;
    }
}

// The types along each line attack (LineAttack::riders, movers) as bit sets; lines with the
// same riders next to each other (make_guard gathers their set once a run).
template <class BB>
void line_types(Tables<BB>& t) {
  for (auto& lines : t.line_attackers) {
    for (LineAttack& a : lines)
      for (int ty = 0; ty < t.ntypes; ++ty) {
        const std::uint32_t bit = std::uint32_t(1) << ty;
        if (a.range[std::size_t(ty)]) a.riders |= bit;
        if (a.range[std::size_t(ty)] || a.hop[std::size_t(ty)]) a.movers |= bit;
      }
    std::stable_sort(lines.begin(), lines.end(),
                     [](const LineAttack& a, const LineAttack& b) { return a.riders < b.riders; });
  }
}

template <class BB>
void attack_index(Tables<BB>& t) {
  t.simple = true;
  for (int c = 0; c < 2; ++c) {
    auto& lines = t.line_attackers[std::size_t(c)];
    for (int k = 0; k < t.ntypes; ++k) {
      const TypeMoves<BB>& m = t.tm(c, k);
      bool forward = m.has_lame_capture || m.has_walk_capture, twice = false;
      if (std::any_of(m.leap_capture.begin(), m.leap_capture.end(),
                      [](const BB& b) { return bool(b); }))
        t.leap_attackers[std::size_t(c)].push_back(k);
      for (const Ride& r : m.rides) {
        if (!r.capture) continue;
        if (m.ride_region) {  // its captures stop at the region: asked piece by piece
          forward = twice = true;
          continue;
        }
        LineAttack* it = &line_attack(lines, r.line);
        if (r.hop == HopKind::None) {
          it->range[std::size_t(k)] = std::max(it->range[std::size_t(k)], r.range);
          it->any_rider = true;
        } else if (it->hop[std::size_t(k)] == 0) {
          it->hop[std::size_t(k)] = r.range;
          it->hop_kind[std::size_t(k)] = r.hop;
          it->any_hop = true;
        } else {
          forward = twice = true;  // two hops of one type on one line: asked piece by piece
        }
        if (r.hop != HopKind::None) t.simple = false;
      }
      if (forward) {
        t.forward_attackers[std::size_t(c)].push_back(k);
        t.simple = false;
        forward_reach(t, c, k, m.has_walk_capture || twice);
      }
      if (m.has_walk_capture || (forward && !m.has_lame_capture) || m.ride_region)
        t.make_only[std::size_t(c)] = true;
      auto& guard = t.lame_guard[std::size_t(c)];
      guard.resize(std::size_t(t.n), BB{});
      for (const auto& l : m.lames)
        for (int s = 0; s < t.n && l.capture; ++s)
          for (BB b = l.targets[std::size_t(s)]; b;)
            guard[std::size_t(pop_lsb(b))] |= l.path[std::size_t(s)];
    }
  }
  for (auto& lines : t.line_attackers)
    for (LineAttack& a : lines)
      for (int ty = 0; ty < t.ntypes; ++ty)
        if (a.hop[std::size_t(ty)] &&
            (a.hop_kind[std::size_t(ty)] == HopKind::Grasshopper || a.hop[std::size_t(ty)] < kRide))
          a.whole_hop_line = true;
  for (int c = 0; c < 2; ++c)
    for (const LineAttack& a : t.line_attackers[std::size_t(c)])
      t.line_hops[std::size_t(c)] = t.line_hops[std::size_t(c)] || a.any_hop;
  fold_flying_general(t);
  line_types(t);
}

// Where the guard may keep its pins in a janggi node (guard.h janggi_sensitive): the lines of
// each colour's janggi cannon hops, and the squares its diagonal-line moves onto a square pass.
template <class BB>
void janggi_guard(Tables<BB>& t) {
  if (!t.janggi) return;
  t.janggi_pins = t.pr_types.empty();
  for (int c = 0; c < 2; ++c) {
    auto& lines = t.janggi_lines[std::size_t(c)];
    auto& diag = t.diagonal_guard[std::size_t(c)];
    diag.assign(std::size_t(t.n), BB{});
    for (const int k : t.janggi_types) {
      const TypeMoves<BB>& m = t.tm(c, k);
      for (const MoveGroup& g : m.janggi)
        for (const Leap& l : g.leaps) {
          const auto it = std::find(t.line_step.begin(), t.line_step.end(), l);
          if (g.hop != HopKind::Cannon || it == t.line_step.end()) {
            t.janggi_pins = false;
            continue;
          }
          const int ln = int(it - t.line_step.begin());
          if (std::find(lines.begin(), lines.end(), ln) == lines.end()) lines.push_back(ln);
        }
      for (const MoveGroup& g : m.diagonal)
        for (const Leap& l : g.leaps)
          for (int s = 0; s < t.n; ++s) {
            if (!g.capture || !(t.diagonal_lines & t.sq(s))) continue;
            // Back from s to the last square of the lines: a move onto s starts on the lines.
            BB ray{};
            int f = t.file_of[std::size_t(s)] - l.dx, r = t.rank_of[std::size_t(s)] - l.dy;
            for (; t.on(f, r); f -= l.dx, r -= l.dy) {
              ray |= t.sq(t.square(f, r));
              if (t.diagonal_lines & t.sq(t.square(f, r))) diag[std::size_t(s)] |= ray;
            }
          }
    }
  }
}

// The janggi cannons' unlimited hops along lines, out of the walked groups onto the rays
// (TypeMoves::janggi_hops), and for the attack test each colour's lines with the types that
// take along them (janggi_hop_lines); after janggi_guard, which reads the walked groups.
template <class BB>
void janggi_rays(Tables<BB>& t) {
  if (!t.janggi) return;
  for (int c = 0; c < 2; ++c)
    for (const int k : t.janggi_cannons) {
      TypeMoves<BB>& m = t.moves[std::size_t(c)][std::size_t(k)];
      std::vector<MoveGroup> walked;
      for (const MoveGroup& g : m.janggi) {
        const auto line = [&](const Leap& l) {
          const auto it = std::find(t.line_step.begin(), t.line_step.end(), l);
          return it == t.line_step.end() ? -1 : int(it - t.line_step.begin());
        };
        const bool rays = g.hop == HopKind::Cannon && g.range >= kRide &&
                          std::all_of(g.leaps.begin(), g.leaps.end(),
                                      [&](const Leap& l) { return line(l) >= 0; });
        if (!rays) {
          walked.push_back(g);
          continue;
        }
        for (const Leap& l : g.leaps) {
          const int ln = line(l);
          m.janggi_hops.push_back(
              Ride{std::uint8_t(ln), HopKind::Cannon, g.quiet, g.capture, false, kRide, -1});
          if (!g.capture) continue;
          auto& lines = t.janggi_hop_lines[std::size_t(c)];
          const int back = t.line_rev[std::size_t(ln)];
          auto it = std::find_if(lines.begin(), lines.end(),
                                 [&](const JanggiHopLine& h) { return h.back == back; });
          if (it == lines.end()) it = lines.insert(lines.end(), JanggiHopLine{back, 0});
          it->types |= std::uint32_t(1) << k;
        }
      }
      m.janggi = std::move(walked);
      t.janggi_walked = t.janggi_walked || !m.janggi.empty();
    }
  for (int c = 0; c < 2; ++c) {
    for (const int k : t.janggi_types)
      t.janggi_walked = t.janggi_walked || !t.tm(c, k).diagonal.empty();
    // A hop line that is also a line of the attack index is asked in its loop (attacks.h).
    for (JanggiHopLine& h : t.janggi_hop_lines[std::size_t(c)])
      for (LineAttack& a : t.line_attackers[std::size_t(c)])
        if (t.line_rev[std::size_t(a.line)] == h.back) {
          a.janggi = h.types;
          a.movers |= h.types;  // D76's filter: a cannon on the ray may take along it
          h.merged = true;
        }
  }
}

// The squares a janggi group could take on from `from`: a leap's squares up to its range, a
// cannon's from the second square on (a screen between); the diagonal groups only from and
// onto the lines.
template <class BB>
BB janggi_reach_from(const Tables<BB>& t, const MoveGroup& g, int from, bool diagonal) {
  BB reach{};
  if (!g.capture || (diagonal && !(t.diagonal_lines & t.sq(from)))) return reach;
  for (const Leap& l : g.leaps) {
    int f = t.file_of[std::size_t(from)], r = t.rank_of[std::size_t(from)];
    const int first = g.hop == HopKind::None ? 1 : 2;
    const int last = g.hop == HopKind::None ? g.range : t.n;
    for (int k = 1; k <= last; ++k) {
      f += l.dx, r += l.dy;
      if (!t.on(f, r)) break;
      if (k >= first) reach |= t.sq(t.square(f, r));
    }
  }
  return diagonal ? reach & t.diagonal_lines : reach;
}

template <class BB>
void janggi_reach(Tables<BB>& t) {
  if (!t.janggi) return;
  const bool diagonals = !canary(Canary::DefinedJanggiReachNoDiagonal);
  for (int c = 0; c < 2; ++c) {
    auto& reach = t.janggi_reach[std::size_t(c)];
    reach.assign(t.info.size() * std::size_t(t.n), BB{});
    for (const int k : t.janggi_types) {
      const TypeMoves<BB>& m = t.tm(c, k);
      for (int from = 0; from < t.n; ++from) {
        BB to{};
        for (const MoveGroup& g : m.janggi) to |= janggi_reach_from(t, g, from, false);
        if (diagonals)
          for (const MoveGroup& g : m.diagonal) to |= janggi_reach_from(t, g, from, true);
        for (; to;) reach[std::size_t(k * t.n + pop_lsb(to))] |= t.sq(from);
      }
    }
  }
}

// Plain rides into slide tables where the build has BMI2 (D75), and line by line otherwise.
template <class BB>
void split_rides(Tables<BB>& t) {
  SlideBuilder<BB> slides(t);
  for (auto& side : t.moves)
    for (TypeMoves<BB>& m : side) {
      std::vector<const Ride*> plain;
      for (const Ride& r : m.rides) {
        if (r.hop == HopKind::None && r.quiet && r.capture && !r.initial)
          plain.push_back(&r);
        else
          m.other_rides.push_back(r);
      }
      if (kSlideTables)
        slides.split(m, plain);
      else
        for (const Ride* r : plain)
          m.plain.push_back(PlainRide<BB>{t.lim[std::size_t(r->lim)].data(),
                                          t.ray[std::size_t(r->line)].data(),
                                          bool(t.line_up[std::size_t(r->line)])});
    }
  slides.link();
}

template <class BB>
void pawn_steps(Tables<BB>& t) {
  for (std::size_t c = 0; c < 2; ++c) {
    const std::size_t n = std::size_t(t.n);
    t.path2[c].assign(n, BB{});
    t.to2[c].assign(n, BB{});
    t.path3[c].assign(n, BB{});
    t.to3[c].assign(n, BB{});
    const int dy = c == 0 ? 1 : -1;
    for (int s = 0; s < t.n; ++s) {
      const int f = t.file_of[std::size_t(s)], r = t.rank_of[std::size_t(s)];
      const auto ahead = [&](int k) {
        return t.on(f, r + k * dy) ? t.sq(t.square(f, r + k * dy)) : BB{};
      };
      if ((t.double_step[c] & t.sq(s)) && ahead(2)) {
        t.path2[c][std::size_t(s)] = ahead(1) | ahead(2);
        t.to2[c][std::size_t(s)] = ahead(2);
      }
      if ((t.triple_step[c] & t.sq(s)) && ahead(3)) {
        t.path3[c][std::size_t(s)] = ahead(1) | ahead(2) | ahead(3);
        t.to3[c][std::size_t(s)] = ahead(3);
      }
    }
  }
}

template <class BB>
void keys(Tables<BB>& t) {
  KeyCounter z{0x5eed'defdULL + std::uint64_t(t.n)};
  t.z_piece.resize(std::size_t(t.n) * 2 * kMaxTypes);
  for (auto& k : t.z_piece) k = z.next();
  t.z_tag.resize(std::size_t(t.n) * 64);
  for (auto& k : t.z_tag) k = z.next();
  t.z_ep.resize(std::size_t(t.n));
  for (auto& k : t.z_ep) k = z.next();
  for (auto& side : t.z_hand)
    for (auto& k : side) k = z.next();
  for (auto& side : t.z_castle)
    for (auto& k : side) k = z.next();
  for (auto& side : t.z_checks)
    for (auto& k : side) k = z.next();
  t.z_side = z.next();
  t.z_gate.resize(std::size_t(t.n));
  for (auto& k : t.z_gate) k = z.next();
  t.z_wall.resize(std::size_t(t.n));
  for (auto& k : t.z_wall) k = z.next();
}

}  // namespace

template <class BB>
std::string finish_tables(Tables<BB>& t, const variants::ResolvedVariant& model) {
  type_info(t, model);
  empty_board_sets(t);
  attack_index(t);
  orthogonal_lines(t);
  janggi_guard(t);
  janggi_rays(t);
  janggi_reach(t);
  diagonal_tables(t);
  royal_zones(t);
  split_rides(t);
  pawn_steps(t);
  shortcut_tables(t);
  keys(t);
  return {};
}

template std::string finish_tables<u64>(Tables<u64>&, const variants::ResolvedVariant&);
template std::string finish_tables<u128>(Tables<u128>&, const variants::ResolvedVariant&);
template std::string finish_tables<U256>(Tables<U256>&, const variants::ResolvedVariant&);

}  // namespace vchess::defined
