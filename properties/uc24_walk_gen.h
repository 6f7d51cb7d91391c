// RapidCheck generator of UC-24 random-play positions: {seed, choice bytes}. The plain core
// (start set-up of a seed, the biased choice of a turn, playing a walk) is uc24_random_play.h,
// which the fuzzer shares without RapidCheck.
#pragma once
#include <rapidcheck.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "uc24_random_play.h"

namespace vchess::uc24_play {

struct Walk {
  std::uint64_t seed = 0;             // start_setup(seed)
  std::vector<std::uint8_t> choices;  // one byte per ply, see choose()
};

// Walk lengths: mostly up to 2 x RapidCheck's size (200 plies at the default max_size 100);
// one walk in eight is long (200-400 plies), so that pawns reach the last rank and promote.
inline rc::Gen<std::vector<std::uint8_t>> gen_choices() {
  const rc::Gen<int> length = rc::gen::withSize([](int size) {
    return rc::gen::weightedOneOf<int>(
        {{7, rc::gen::inRange(0, 2 * size + 2)},
         {1, rc::gen::resize(100, rc::gen::inRange(200, int(kMaxWalk) + 1))}});
  });
  // Bytes over their whole range whatever the size (the low bits choose the class of turn).
  // They do not shrink: a smaller byte is no simpler a turn, and shrinking each byte of a
  // walk replays the walk hundreds of times (minutes for the reference property under ASan).
  // The walk still shrinks by dropping turns.
  const rc::Gen<std::uint8_t> byte = rc::gen::noShrink(rc::gen::map(
      rc::gen::resize(100, rc::gen::inRange(0, 256)), [](int b) { return std::uint8_t(b); }));
  return rc::gen::mapcat(length, [byte](int n) {
    return rc::gen::container<std::vector<std::uint8_t>>(std::size_t(n), byte);
  });
}

inline rc::Gen<Walk> gen_walk() {
  return rc::gen::apply(
      [](std::uint64_t seed, std::vector<std::uint8_t> choices) {
        return Walk{seed, std::move(choices)};
      },
      rc::gen::resize(100, rc::gen::arbitrary<std::uint64_t>()), gen_choices());
}

// Calls visit(const Position&, const MoveList& legal) at every ply of the walk, the final
// position included.
template <class Visit>
void for_each_ply(const Walk& w, Visit&& visit) {
  walk(w.seed, w.choices, [&](const Position& pos, const MoveList& ml, std::size_t) {
    visit(pos, ml);
    return true;
  });
}

// Like for_each_ply, but only at about `visits` plies spread over the walk (ply 0, every
// stride-th ply, and the final position), for the checks that cost much per ply.
template <class Visit>
void for_some_plies(const Walk& w, std::size_t visits, Visit&& visit) {
  const std::size_t n = std::min(w.choices.size(), kMaxWalk);
  const std::size_t stride = visits == 0 ? n + 1 : std::max<std::size_t>(1, n / visits);
  walk(w.seed, w.choices, [&](const Position& pos, const MoveList& ml, std::size_t ply) {
    if (ply % stride == 0 || ply == n || ml.size == 0) visit(pos, ml);
    return true;
  });
}

inline void showValue(const Walk& w, std::ostream& os) {
  os << "seed " << w.seed << " [" << uc24::to_fen(start_setup(w.seed)) << "] turns:";
  for (const std::string& m : walk_texts(w.seed, w.choices)) os << ' ' << m;
}

}  // namespace vchess::uc24_play

namespace rc {
template <>
struct Arbitrary<vchess::uc24_play::Walk> {
  static Gen<vchess::uc24_play::Walk> arbitrary() { return vchess::uc24_play::gen_walk(); }
};
}  // namespace rc
