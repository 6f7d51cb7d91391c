// What a compound turn must leave alone for a king that is safe now to stay safe without
// making the turn: computed once per node from the enemy pieces that could ever reach the
// king, so most turns are known legal (and counted) without do_move / attacked / undo_move.
#pragma once
#include "core/canary.h"
#include "uc24/position.h"

namespace vchess::uc24 {

struct Safety {
  bool in_check = false;
  BB unblock = 0;  // emptying one of these may open an enemy line or path to the king
  BB screens = 0;  // a piece added on one of these may be the screen of an enemy Leo's capture
};

inline Safety safety(const Position& pos) {
  using A = Attacks<G>;
  const Color us = pos.side_to_move(), them = ~us;
  const int k = pos.king_square(us);
  const BB enemy = pos.pieces(them), leos = pos.pieces(them, type_of_letter('L'));
  Safety s;
  s.in_check = pos.attacked(k, them);
  // A whole ray when it holds an enemy slider of its kind, or a Leo (whose screen may change).
  for (int d = 0; d < kDirs; ++d) {
    const BB ray = A::kRay[d][k];
    const BB sliders = (d & 2) ? pos.diagonal_movers() : pos.orthogonal_movers();
    if (ray & enemy & (sliders | leos)) s.unblock |= ray;
    if (ray & leos) s.screens |= ray;
  }
  // Bent riders, nightriders and lame leaps: every square of every path to the king.
  // canary: the paths of bent riders, nightriders and lame leapers are not guarded
  const BB path_movers = canary(Canary::Uc24PathGuardMissed) ? BB{} : enemy;
  for (BB src = kPaths.any_source[k] & path_movers & ~pos.pieces(them, kPawn); src;) {
    const int f = pop_lsb(src), t = type_of(pos.piece_on(f));
    if (!kPaths.leaps_only[t] && (kPaths.sources[t][k] & G::bit(f)))
      s.unblock |= kPaths.guards(t, f, k);
  }
  return s;
}

}  // namespace vchess::uc24
