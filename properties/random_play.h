// RapidCheck generator of random-play positions: {variant, start array, move path}.
// The plain core (start arrays, playing a path of choice bytes) is random_play_core.h, which the
// fuzzers share without RapidCheck.
#pragma once
#include <rapidcheck.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "random_play_core.h"

namespace vchess::random_play {

struct Walk {
  const chess::VariantSpec* spec = nullptr;
  std::uint32_t start = 0;            // start-array index, taken modulo start_count(*spec)
  std::string fen;                    // start_fen(*spec, start)
  std::vector<std::uint8_t> choices;  // one byte per ply: index of the move, modulo the count
};

// Walks up to ~3 x RapidCheck's size plies (300 at the default max_size 100): long enough to
// castle, capture en passant and promote now and then.
inline rc::Gen<Walk> gen_walk() {
  return rc::gen::apply(
      [](std::size_t variant, std::uint32_t start, std::vector<std::uint8_t> choices) {
        Walk w;
        w.spec = &chess::kVariants[variant];
        w.start = start % start_count(*w.spec);
        w.fen = start_fen(*w.spec, w.start);
        w.choices = std::move(choices);
        return w;
      },
      rc::gen::inRange<std::size_t>(0, chess::kVariants.size()),
      rc::gen::inRange<std::uint32_t>(0, 1u << 24),
      rc::gen::scale(3.0, rc::gen::arbitrary<std::vector<std::uint8_t>>()));
}

// Calls f.template operator()<G>() with the board geometry of the walk's variant.
template <class F>
void with_walk_geometry(const Walk& w, F&& f) {
  chess::with_geometry(*w.spec, std::forward<F>(f));
}

// Calls visit(const Position<G>&, const MoveList& legal) at every ply of the walk, the final
// position included.
template <class G, class Visit>
void for_each_ply(const Walk& w, Visit&& visit) {
  walk<G>(*w.spec, w.start, w.choices,
          [&](const chess::Position<G>& pos, const chess::MoveList& ml, std::size_t) {
            visit(pos, ml);
            return true;
          });
}

inline void showValue(const Walk& w, std::ostream& os) {
  os << w.spec->name << " start " << w.start << " [" << w.fen << "] moves:";
  with_walk_geometry(w, [&]<class G>() {
    for (const std::string& m : walk_texts<G>(*w.spec, w.start, w.choices)) os << ' ' << m;
  });
}

}  // namespace vchess::random_play

namespace rc {
template <>
struct Arbitrary<vchess::random_play::Walk> {
  static Gen<vchess::random_play::Walk> arbitrary() { return vchess::random_play::gen_walk(); }
};
}  // namespace rc
