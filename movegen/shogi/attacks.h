// Attack sets of the shogi-family movements: rays, jumping slides and hook moves.
#pragma once
#include "core/canary.h"
#include "shogi/rules.h"

namespace vchess::shogi {

constexpr bool increasing_dir(int d) { return d <= 2 || d == 7; }

// Squares a slider on s sees in absolute direction d, its first blocker included. Always
// inlined: called out of line, the 256-bit boards went through the stack on every ray.
template <class G>
[[gnu::always_inline]] inline typename G::BB ray_attack(int d, int s, typename G::BB occ) {
  const auto& R = shogi_rules<G>();
  auto r = R.ray[d][s];
  const auto b = r & occ;
  if (b) r ^= R.ray[d][increasing_dir(d) ? lsb(b) : msb(b)];
  return r;
}

// The second, third and fourth occupied squares along a ray: a jumping slider's jump targets.
template <class G>
[[gnu::always_inline]] inline typename G::BB jump_targets(int d, int s, typename G::BB occ) {
  auto b = shogi_rules<G>().ray[d][s] & occ;
  typename G::BB out{};
  for (int i = 0; i < 4 && b; ++i) {
    const int sq = increasing_dir(d) ? lsb(b) : msb(b);
    b ^= sq_bb<G>(sq);
    if (i) out |= sq_bb<G>(sq);
  }
  return out;
}

// Hook moves: slide along a first leg, or turn once by 90 degrees at an empty square of it.
template <class G>
typename G::BB hook_attack(Hook h, int c, int s, typename G::BB occ) {
  static constexpr std::uint8_t kFirst[] = {0, kOrth, kDiag, F, FL | FR};
  typename G::BB out{};
  for (int d = 0; d < 8; ++d) {
    if (!(kFirst[int(h)] >> d & 1)) continue;
    const int D = Rules<G>::absolute(d, c);
    const auto leg = ray_attack<G>(D, s, occ);
    out |= leg;
    for (auto e = leg & ~occ; e;) {
      const int sq = pop_lsb(e);
      out |= ray_attack<G>((D + 2) & 7, sq, occ) | ray_attack<G>((D + 6) & 7, sq, occ);
    }
    // canary: the turn is also taken at the occupied square that ends the leg
    if (canary(Canary::DaiHookTurnsAtPiece) && (leg & occ)) {
      const int sq = lsb(leg & occ);
      out |= ray_attack<G>((D + 2) & 7, sq, occ) | ray_attack<G>((D + 6) & 7, sq, occ);
    }
  }
  return out;
}

}  // namespace vchess::shogi
