// The uc24 walk policy: random set-ups, and a chooser biased towards exchanges, drops and
// promotions (uniform play rarely recaptures, drops or promotes).
//
// Start: random_setup(seed), and when the seed's top bit is set, drop rights from bits 59-62
// (0-3 a side) so that drops are on offer from ply 0.
// Choice: a byte's low three bits pick a class of turns (Bias), its high five bits a turn of
// that class: turn (k * count) / 32 where the class has more than 32 turns (spread over the
// list), k % count otherwise. A class with no turn on offer falls back as Bias says.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "games/uc24.h"
#include "harness/walk.h"
#include "uc24/movegen.h"
#include "uc24/notation.h"
#include "uc24/random_setup.h"

namespace vchess::harness {

struct Uc24Policy {
  // Classes of turns a choice byte may ask for (its low three bits).
  enum class Bias : int {
    Recapture,  // 0, 1: a capture on the square of the last ply's capture, else Capture
    Capture,    // 2, 3: any capture, else Any
    Drop,       // 4, 5: a turn with a drop, else Any
    Pawn,       // 6:    a promotion, else a pawn move, else Any
    Any,        // 7:    any turn
  };

  static Bias bias_of(std::uint8_t byte) {
    static constexpr Bias kByLow[8] = {Bias::Recapture, Bias::Recapture, Bias::Capture,
                                       Bias::Capture,   Bias::Drop,      Bias::Drop,
                                       Bias::Pawn,      Bias::Any};
    return kByLow[byte & 7];
  }

  // The start set-up of a seed (see the file comment).
  static uc24::Setup start_setup(std::uint64_t seed) {
    uc24::Setup s = uc24::random_setup(seed);
    if (seed >> 63) s.rights = {int(seed >> 59 & 3), int(seed >> 61 & 3)};
    return s;
  }

  static bool is_capture(const uc24::Position& pos, uc24::Move m) {
    return m.kind() == uc24::EnPassant || pos.piece_on(m.to()) != uc24::kNoPiece;
  }

  uc24::Position start(const games::Uc24Game& g, std::uint64_t seed) const {
    const uc24::Setup s = start_setup(seed);
    auto pos = g.from_setup(s);
    if (!pos) {
      std::fprintf(stderr, "Uc24Policy: start set-up %s refused: %s\n", uc24::to_fen(s).c_str(),
                   pos.error().what().c_str());
      std::abort();
    }
    return std::move(*pos);
  }

  // The turn `byte` picks among the legal turns `ml` (not empty) of `pos`; remembers where its
  // capture lands, for the next ply's Recapture.
  uc24::Move choose(const games::Uc24Game&, uc24::Position& pos, const uc24::MoveList& ml,
                    std::uint8_t byte) {
    const uc24::Move m = pick(pos, ml, byte);
    last_capture_to_ = is_capture(pos, m) ? m.to() : -1;
    return m;
  }

 private:
  uc24::Move pick(const uc24::Position& pos, const uc24::MoveList& ml, std::uint8_t byte) const {
    const auto pick_of = [&](auto&& keep) { return pick_in_class(ml, byte, keep); };
    const auto capture = [&](uc24::Move m) { return is_capture(pos, m); };
    const auto pawn = [&](uc24::Move m) {
      return uc24::type_of(pos.piece_on(m.from())) == uc24::kPawn;
    };
    std::optional<uc24::Move> r;
    switch (bias_of(byte)) {
      case Bias::Recapture:
        r = pick_recapture(ml, byte, last_capture_to_, capture);
        break;
      case Bias::Capture:
        r = pick_of(capture);
        break;
      case Bias::Drop:
        r = pick_of([](uc24::Move m) { return m.has_drop(); });
        break;
      case Bias::Pawn:
        r = pick_of([](uc24::Move m) { return m.kind() == uc24::Promotion; });
        if (!r) r = pick_of(pawn);
        break;
      case Bias::Any:
        break;
    }
    if (!r) r = pick_of([](uc24::Move) { return true; });
    return *r;
  }

  int last_capture_to_ = -1;  // where the last ply's capture landed, or -1
};

}  // namespace vchess::harness
