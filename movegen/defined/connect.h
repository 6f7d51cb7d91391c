// Connection ends in the fast generic generator (connectN, collinearN, connectNxN and the
// connectRegion chain; the rule: docs/rules/defined.md): asked of the side that just moved, on
// the set of its connecting pieces. Only connection games pay for it (Tables::connects); their
// boards are small, so the runs and the chain are followed square by square on that set.
#pragma once

#include "defined/position.h"

namespace vchess::defined {

template <class BB>
struct ConnectBoard {
  const Tables<BB>& t;
  BB mine;
  bool at(int f, int r) const { return t.on(f, r) && bool(mine & t.sq(t.square(f, r))); }
  // The length of the unbroken run through (f, r) along (df, dr) that starts there, else 0.
  int run_from(int f, int r, int df, int dr) const {
    if (at(f - df, r - dr)) return 0;
    int n = 0;
    while (at(f + n * df, r + n * dr)) ++n;
    return n;
  }
  int on_line(int f, int r, int df, int dr) const {  // gaps allowed, both ways
    int n = 1;
    for (const int sign : {1, -1})
      for (int i = 1; t.on(f + sign * i * df, r + sign * i * dr); ++i)
        n += at(f + sign * i * df, r + sign * i * dr);
    return n;
  }
  bool square_from(int f, int r, int size) const {
    for (int i = 0; i < size; ++i)
      for (int j = 0; j < size; ++j)
        if (!at(f + i, r + j)) return false;
    return true;
  }
};

// The steps of the enabled directions, each both ways, and their count.
template <class BB>
int connect_steps(const Tables<BB>& t, std::array<std::array<int, 2>, 8>& out) {
  const auto& d = t.def;
  int n = 0;
  const auto add = [&](int df, int dr) {
    out[std::size_t(n++)] = {df, dr};
    out[std::size_t(n++)] = {-df, -dr};
  };
  if (d.connect_horizontal) add(1, 0);
  if (d.connect_vertical) add(0, 1);
  if (d.connect_diagonal) {
    add(1, 1);
    add(1, -1);
  }
  return n;
}

// The chain: grown from the mover's pieces in region 1 one step at a time until it meets
// region 2 or stops growing.
template <class BB>
bool chained(const ConnectBoard<BB>& b, int c, const std::array<std::array<int, 2>, 8>& steps,
             int nsteps) {
  const Tables<BB>& t = b.t;
  BB reached = b.mine & t.connect_from[std::size_t(c)], fresh = reached;
  while (fresh) {
    if (reached & t.connect_to[std::size_t(c)]) return true;
    BB next{};
    for (BB f = fresh; f;) {
      const int s = pop_lsb(f), file = s % t.files, rank = s / t.files;
      for (int i = 0; i < nsteps; ++i) {
        const int nf = file + steps[std::size_t(i)][0], nr = rank + steps[std::size_t(i)][1];
        if (b.at(nf, nr)) next |= t.sq(t.square(nf, nr));
      }
    }
    fresh = next & ~reached;
    reached |= fresh;
  }
  return false;
}

template <class BB>
bool connected(const Position<BB>& p) {
  const Tables<BB>& t = *p.t;
  if (!t.connects) return false;
  const auto& d = t.def;
  const int c = 1 - p.side;
  ConnectBoard<BB> b{t, BB{}};
  for (int k = 0; k < t.ntypes; ++k)
    if (t.info[std::size_t(k)].connector) b.mine |= p.pieces(c, k);
  std::array<std::array<int, 2>, 8> steps{};
  const int nsteps = connect_steps(t, steps);
  for (BB m = b.mine; m;) {
    const int s = pop_lsb(m), f = s % t.files, r = s / t.files;
    for (int i = 0; i < nsteps; i += 2) {  // one way of each direction
      const int df = steps[std::size_t(i)][0], dr = steps[std::size_t(i)][1];
      if (d.connect_n > 0 && b.run_from(f, r, df, dr) >= d.connect_n) return true;
      if (d.collinear_n > 0 && b.on_line(f, r, df, dr) >= d.collinear_n) return true;
    }
    if (d.connect_nxn > 0 && b.square_from(f, r, d.connect_nxn)) return true;
  }
  return bool(t.connect_from[std::size_t(c)]) && chained(b, c, steps, nsteps);
}

}  // namespace vchess::defined
