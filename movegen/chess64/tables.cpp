#include "chess64/tables.h"

#include <memory>
#include <vector>

namespace vchess::chess64 {
namespace {

constexpr int kDf[8] = {0, 1, 1, -1, 0, -1, -1, 1};
constexpr int kDr[8] = {1, 0, 1, 1, -1, 0, -1, -1};

u64 step(int s, int df, int dr) {
  const int f = s % 8 + df, r = s / 8 + dr;
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? bit(r * 8 + f) : 0;
}

u64 scan(const Tables& t, int s, u64 occ, const int* dirs) {
  u64 a = 0;
  for (int i = 0; i < 4; ++i) {
    const int d = dirs[i];
    u64 r = t.ray[d][s];
    const u64 b = r & occ;
    if (b) r ^= t.ray[d][d < 4 ? lsb(b) : msb(b)];
    a |= r;
  }
  return a;
}

// The relevant occupancy: each ray without the board-edge square it ends on.
u64 relevant(const Tables& t, int s, const int* dirs) {
  u64 m = 0;
  for (int i = 0; i < 4; ++i) {
    const int d = dirs[i];
    u64 r = t.ray[d][s];
    if (r) r &= ~bit(d < 4 ? msb(r) : lsb(r));
    m |= r;
  }
  return m;
}

constexpr int kOrth[4] = {0, 1, 4, 5}, kDiag[4] = {2, 3, 6, 7};

// Fills e[s] for every square from the shared storage, enumerating subsets of the mask in
// pext order (a subset's index is its carry-rippler position).
void fill_sliders(Tables& t, std::unique_ptr<u64[]>& store, std::array<SliderEntry, 64>& e,
                  const int* dirs) {
  std::vector<std::size_t> offset(64);
  std::size_t total = 0;
  for (int s = 0; s < 64; ++s) {
    e[s].mask = relevant(t, s, dirs);
    offset[s] = total;
    total += std::size_t(1) << popcnt(e[s].mask);
  }
  store.reset(new u64[total]);  // every entry is written below: no zeroing pass
  for (int s = 0; s < 64; ++s) {
    const u64 m = e[s].mask;
    std::size_t i = 0;
    u64 sub = 0;
    do {
      store[offset[s] + i++] = scan(t, s, sub, dirs);
      sub = (sub - m) & m;
    } while (sub);
    e[s].table = store.get() + offset[s];
  }
}

std::unique_ptr<u64[]> rook_store, bishop_store;

struct Builder {
  explicit Builder(Tables& t) {
    static constexpr int kN[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                     {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int s = 0; s < 64; ++s) {
      for (int d = 0; d < 8; ++d) {
        t.king[s] |= step(s, kDf[d], kDr[d]);
        t.knight[s] |= step(s, kN[d][0], kN[d][1]);
        for (int k = 1; k < 8; ++k) t.ray[d][s] |= step(s, kDf[d] * k, kDr[d] * k);
      }
      t.pawn_up[s] = step(s, 1, 1) | step(s, -1, 1);
      t.pawn_down[s] = step(s, 1, -1) | step(s, -1, -1);
    }
    for (int a = 0; a < 64; ++a)
      for (int d = 0; d < 8; ++d)
        for (u64 r = t.ray[d][a]; r; r &= r - 1) {
          const int b = lsb(r);
          t.between[a][b] = t.ray[d][a] & t.ray[(d + 4) % 8][b];
          t.line[a][b] = t.ray[d][a] | t.ray[(d + 4) % 8][a] | bit(a);
        }
    for (int k = 0; k < 64; ++k)
      for (u64 z = t.king[k]; z; z &= z - 1) {
        t.diag_near_king[k] |= scan(t, lsb(z), 0, kDiag);
        t.orth_near_king[k] |= scan(t, lsb(z), 0, kOrth);
        t.knight_near_king[k] |= t.knight[lsb(z)];
      }
    for (int k = 0; k < 64; ++k) {
      t.diag_lines[k] = scan(t, k, 0, kDiag);
      t.orth_lines[k] = scan(t, k, 0, kOrth);
    }
    fill_sliders(t, rook_store, t.rook, kOrth);
    fill_sliders(t, bishop_store, t.bishop, kDiag);
  }
};

}  // namespace

Tables kT{};
// Filled before main(); nothing reads the tables during static initialisation.
static const Builder kBuilder{kT};

}  // namespace vchess::chess64
