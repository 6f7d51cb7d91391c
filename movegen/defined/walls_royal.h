// A duck with pseudo-royal pieces (atomicduck; docs/rules/defined.md, wallingRule): whether a
// move is legal depends on where the duck goes, since the old duck is lifted and the new one
// may block an attack. Gen makes every such move (Mode::Make) and asks here for its duck
// squares; an empty set means the move is illegal.
#pragma once

namespace vchess::defined {

// The squares empty once the piece has moved and its capture exploded (the old duck's square
// is not: the duck must move), in the mover's region, on which the mover's pseudo-royal pieces
// stand safe with the old duck lifted and the new one placed. A move that takes an enemy
// pseudo-royal piece is legal with every duck; one that blows up its own is legal with none.
// D91: with the old duck lifted and no new one, pieces safe then stay safe with any duck, so
// the squares are tested one by one only when that first test fails (or a hopper could take
// the duck as its screen).
template <class BB, class Sink>
BB Gen<BB, Sink>::duck_walls(Move m) {
  const BB mine = pr_after(m);
  do_move(p_, m);
  BB w{};
  if (!(mine & ~p_.colour[std::size_t(us_)])) {
    w = t_.board & ~p_.occ & t_.walling_region[std::size_t(us_)];
    if (!(pr_them_ & ~p_.colour[std::size_t(them_)])) {
      const BB duck = canary(Canary::DefinedDuckShieldStale) ? BB{} : p_.walls;
      p_.occ &= ~duck;
      const auto safe = [&] {
        for (BB b = mine; b;)
          if (pr_checked(p_, pop_lsb(b), us_, pr_them_)) return false;
        return true;
      };
      if (t_.line_hops[std::size_t(them_)] || !safe()) {
        BB ok{};
        for (BB b = w; b;) {
          const BB s = t_.sq(pop_lsb(b));
          p_.occ |= s;
          if (safe()) ok |= s;
          p_.occ &= ~s;
        }
        w = ok;
      }
      p_.occ |= duck;
    }
  }
  undo_move(p_, m);
  return w;
}

}  // namespace vchess::defined
