#include "uc24/paths.h"

#include <algorithm>

namespace vchess::uc24 {
namespace {

constexpr Step kOrth[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step kDiag[4] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
// Knight vectors in cyclic order, for the Rose.
constexpr Step kKnightCycle[8] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                  {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// Walks a path square by square; every square but the last goes into the mask.
struct Walker {
  int f, r;
  BB mask = 0;
  bool ok = true;
  Walker(int sq) : f(G::file_of(sq)), r(G::rank_of(sq)) {}
  int sq() const { return G::square(f, r); }
  // Moves by (df, dr); the square left behind joins the mask unless it is the start.
  bool step(Step s, bool first) {
    if (!first) mask |= G::bit(sq());
    f += s.df;
    r += s.dr;
    return ok = ok && G::on_board(f, r);
  }
};

void add_leaps(std::vector<Path>& out, int from, std::uint8_t leaps) {
  const auto add = [&](Step s) {
    for (int sx : {1, -1})
      for (int sy : {1, -1})
        for (Step t : {Step{s.df * sx, s.dr * sy}, Step{s.dr * sx, s.df * sy}}) {
          const BB b = G::step_bb(from, t);
          if (b) out.push_back({lsb(b), 0});
        }
  };
  if (leaps & kWazir) add({1, 0});
  if (leaps & kFerz) add({1, 1});
  if (leaps & kKnight) add({1, 2});
  if (leaps & kDabbaba) add({2, 0});
  if (leaps & kAlfil) add({2, 2});
}

// Repeats `dir` from `w`'s current square, recording each landing square.
void ride(std::vector<Path>& out, Walker w, Step dir, bool first) {
  while (w.step(dir, first)) {
    out.push_back({w.sq(), w.mask});
    first = false;
  }
}

void add_nightrider(std::vector<Path>& out, int from) {
  for (Step v : kKnightCycle) ride(out, Walker(from), v, true);
}

void add_sissa(std::vector<Path>& out, int from) {
  for (Step o : kOrth)
    for (Step d : kDiag)
      for (int order = 0; order < 2; ++order)
        for (int n = 1; n < 8; ++n) {
          Walker w(from);
          for (int i = 0; i < 2 * n && w.ok; ++i) w.step((i < n) == (order == 0) ? o : d, i == 0);
          if (w.ok) out.push_back({w.sq(), w.mask});
        }
}

void add_rose(std::vector<Path>& out, int from) {
  for (int i = 0; i < 8; ++i)
    for (int s : {1, -1}) {
      Walker w(from);
      for (int k = 0; k < 7 && w.step(kKnightCycle[(i + s * k + 8) % 8], k == 0); ++k)
        out.push_back({w.sq(), w.mask});
    }
}

void add_dancing_horse(std::vector<Path>& out, int from) {
  for (Step a : kKnightCycle) {
    Walker w(from);
    if (!w.step(a, true)) continue;
    out.push_back({w.sq(), 0});
    for (Step b : kKnightCycle) {
      Walker w2 = w;
      if (w2.step(b, false) && w2.sq() != from) out.push_back({w2.sq(), w2.mask});
    }
  }
}

// A first step, then an outward ride; `stride` 2 leaps the odd squares (dabbaba-rider).
void add_step_then_ride(std::vector<Path>& out, int from, Step first, Step dir, int stride) {
  Walker w(from);
  if (!w.step(first, true)) return;
  out.push_back({w.sq(), 0});
  for (;;) {
    w.mask |= G::bit(w.sq());
    w.f += dir.df * stride;
    w.r += dir.dr * stride;
    if (!G::on_board(w.f, w.r)) return;
    out.push_back({w.sq(), w.mask});
  }
}

void add_harvestman(std::vector<Path>& out, int from) {
  for (Step o : kOrth) {
    const Step p{o.dr, o.df};  // perpendicular unit
    for (int sign : {1, -1}) {
      Walker w(from);
      if (!w.step(o, true)) continue;
      out.push_back({w.sq(), 0});
      for (int i = 0;; ++i) {
        const int s = (i % 2 == 0) ? sign : -sign;
        if (!w.step({o.df + s * p.df, o.dr + s * p.dr}, false)) break;
        out.push_back({w.sq(), w.mask});
      }
    }
  }
}

void add_bent(std::vector<Path>& out, Bent b, int from) {
  switch (b) {
    case Bent::None:
      return;
    case Bent::Sissa:
      return add_sissa(out, from);
    case Bent::Rose:
      return add_rose(out, from);
    case Bent::DancingHorse:
      return add_dancing_horse(out, from);
    case Bent::SpottedGryphon:
      for (Step d : kDiag) {
        add_step_then_ride(out, from, d, {d.df, 0}, 2);
        add_step_then_ride(out, from, d, {0, d.dr}, 2);
      }
      return;
    case Bent::Gryphon:
      for (Step d : kDiag) {
        add_step_then_ride(out, from, d, {d.df, 0}, 1);
        add_step_then_ride(out, from, d, {0, d.dr}, 1);
      }
      return;
    case Bent::Aanca:
      for (Step o : kOrth)
        for (int s : {1, -1})
          add_step_then_ride(out, from, o, {o.df + s * o.dr, o.dr + s * o.df}, 1);
      return;
    case Bent::Harvestman:
      return add_harvestman(out, from);
  }
}

// The generation run of one piece: free destinations apart, and of the paths to any other
// destination only the minimal masks (a path needing a superset of another's squares adds nothing).
void add_masked(PathTable& t, int type, int from, const std::vector<Path>& paths) {
  BB& free = t.free_reach[type][from];
  for (const Path& p : paths)
    if (p.mask == 0) free |= G::bit(p.to);
  t.masked[type][from].offset = std::uint32_t(t.masked_paths.size());
  for (const Path& p : paths) {
    if (free & G::bit(p.to)) continue;
    const auto dominated = [&](const Path& q) {
      return q.to == p.to && (q.mask & p.mask) == q.mask && (q.mask != p.mask || &q < &p);
    };
    if (std::any_of(paths.begin(), paths.end(), dominated)) continue;
    t.masked_paths.push_back({p.mask, G::bit(p.to)});
    ++t.masked[type][from].count;
  }
}

PathTable build() {
  PathTable t;
  t.spans.resize(kTypes);
  for (int type = 0; type < kTypes; ++type) {
    bool all_free = true;
    for (int from = 0; from < 64; ++from) {
      auto paths = enumerate_paths(type, from);
      std::sort(paths.begin(), paths.end(),
                [](const Path& a, const Path& b) { return a.to < b.to; });
      for (const Path& p : paths) {
        PathSpan& s = t.spans[type][from][p.to];
        t.reach[type][from] |= G::bit(p.to);
        t.sources[type][p.to] |= G::bit(from);
        if (p.mask == 0) s.free = true;
        if (s.count == 0) s.offset = std::uint32_t(t.masks.size());
        t.masks.push_back(p.mask);
        ++s.count;
        all_free = all_free && p.mask == 0;
        if (type != kPawn) t.any_source[p.to] |= G::bit(from);
      }
      add_masked(t, type, from, paths);
    }
    t.leaps_only[type] = all_free;
  }
  return t;
}

}  // namespace

std::vector<Path> enumerate_paths(int type, int from) {
  std::vector<Path> out;
  if (type == kPawn) return out;
  const PieceInfo& p = kPieceTable[type];
  add_leaps(out, from, p.leaps);
  if (p.nightrider) add_nightrider(out, from);
  add_bent(out, p.bent, from);
  // A path that leaves a square and comes back must not end on its start.
  std::erase_if(out, [&](const Path& x) { return x.to == from; });
  return out;
}

const PathTable kPaths = build();

}  // namespace vchess::uc24
