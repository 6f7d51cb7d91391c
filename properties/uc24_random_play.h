// Biased random play from random UC-24 set-ups, without RapidCheck: the UC-24 properties
// (uc24_*.cpp) and the UC-24 fuzzer (fuzz/fuzz_uc24_differential.cpp) share it.
//
// A walk is (seed, choice bytes). The seed gives the start: random_setup(seed), and when its
// top bit is set, drop rights from bits 59-62 (0-3 a side) so drops are on offer from ply 0.
// Each byte picks the turn played at that ply (see choose()): its low three bits a class of
// turns, biased towards what makes exchanges, drops and promotions happen, the other five
// bits a turn of that class. The walk stops early at mate or stalemate.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "uc24/movegen.h"
#include "uc24/notation.h"
#include "uc24/random_setup.h"

namespace vchess::uc24_play {

using uc24::Move;
using uc24::MoveList;
using uc24::Position;
using uc24::Setup;

// Longest walk a caller may ask for: leaves room on Position's state stack (kMaxPly = 512)
// for the checks that make a move or two on top of the walk.
inline constexpr std::size_t kMaxWalk = 400;

// The start set-up of a seed (see the file comment).
inline Setup start_setup(std::uint64_t seed) {
  Setup s = uc24::random_setup(seed);
  if (seed >> 63) s.rights = {int(seed >> 59 & 3), int(seed >> 61 & 3)};
  return s;
}

// The validated position of a set-up known to be good: aborts otherwise.
inline Position must_position(const Setup& s) {
  auto pos = Position::from_setup(s);
  if (!pos) {
    std::fprintf(stderr, "uc24_random_play: %s: %s\n", uc24::to_fen(s).c_str(),
                 pos.error().what().c_str());
    std::abort();
  }
  return std::move(*pos);
}

inline std::string fen_of(const Position& pos) { return uc24::to_fen(pos.to_setup()); }

inline bool is_capture(const Position& pos, Move m) {
  return m.kind() == uc24::EnPassant || pos.piece_on(m.to()) != uc24::kNoPiece;
}

// Classes of turns a choice byte may ask for (its low three bits).
enum class Bias : int {
  Recapture,  // 0, 1: a capture on the square of the last ply's capture, else Capture
  Capture,    // 2, 3: any capture, else Any
  Drop,       // 4, 5: a turn with a drop, else Any
  Pawn,       // 6:    a promotion, else a pawn move, else Any
  Any,        // 7:    any turn
};

inline Bias bias_of(std::uint8_t byte) {
  static constexpr Bias kByLow[8] = {Bias::Recapture, Bias::Recapture, Bias::Capture, Bias::Capture,
                                     Bias::Drop,      Bias::Drop,      Bias::Pawn,    Bias::Any};
  return kByLow[byte & 7];
}

// The turn a choice byte picks among the legal turns `ml` (not empty) of `pos`.
// `last_capture_to` is the square where the last ply's capture landed, or -1.
// Within the class, the high five bits pick turn (k * count) / 32 when the class has more
// than 32 turns (spread over the list), k % count otherwise.
inline Move choose(const Position& pos, const MoveList& ml, std::uint8_t byte,
                   int last_capture_to) {
  const auto pick = [&](auto&& keep) -> std::pair<bool, Move> {
    int count = 0;
    for (Move m : ml) count += keep(m);
    if (count == 0) return {false, Move()};
    const int k = byte >> 3;
    int index = count > 32 ? k * count / 32 : k % count;
    for (Move m : ml)
      if (keep(m) && index-- == 0) return {true, m};
    return {false, Move()};  // unreachable
  };
  const auto capture = [&](Move m) { return is_capture(pos, m); };
  const auto pawn = [&](Move m) { return uc24::type_of(pos.piece_on(m.from())) == uc24::kPawn; };
  std::pair<bool, Move> r{false, Move()};
  switch (bias_of(byte)) {
    case Bias::Recapture:
      if (last_capture_to >= 0)
        r = pick([&](Move m) { return m.to() == last_capture_to && capture(m); });
      if (!r.first) r = pick(capture);
      break;
    case Bias::Capture:
      r = pick(capture);
      break;
    case Bias::Drop:
      r = pick([](Move m) { return m.has_drop(); });
      break;
    case Bias::Pawn:
      r = pick([](Move m) { return m.kind() == uc24::Promotion; });
      if (!r.first) r = pick(pawn);
      break;
    case Bias::Any:
      break;
  }
  if (!r.first) r = pick([](Move) { return true; });
  return r.second;
}

// Where the capture of turn m (legal in pos) lands, or -1 if it captures nothing.
inline int capture_landing(const Position& pos, Move m) { return is_capture(pos, m) ? m.to() : -1; }

// Plays the walk; before each turn (and once at the end) calls
// visit(const Position&, const MoveList& legal, std::size_t ply). A visitor returning false
// stops the walk there. Returns the final position.
template <class Visit>
Position walk(std::uint64_t seed, std::span<const std::uint8_t> choices, Visit&& visit) {
  Position pos = must_position(start_setup(seed));
  const std::size_t n = std::min(choices.size(), kMaxWalk);
  auto ml = std::make_unique<MoveList>();  // 80 KB: not on the stack
  int last_capture_to = -1;
  for (std::size_t ply = 0;; ++ply) {
    ml->size = 0;
    uc24::generate_legal(pos, *ml);
    if (!visit(std::as_const(pos), std::as_const(*ml), ply)) break;
    if (ply == n || ml->size == 0) break;
    const Move m = choose(pos, *ml, choices[ply], last_capture_to);
    last_capture_to = capture_landing(pos, m);
    pos.do_move(m);
  }
  return pos;
}

// The plain core: the position a walk reaches.
inline Position play_choices(std::uint64_t seed, std::span<const std::uint8_t> choices) {
  return walk(seed, choices, [](const Position&, const MoveList&, std::size_t) { return true; });
}

// The turns a walk actually plays, as canonical text (for failure messages).
inline std::vector<std::string> walk_texts(std::uint64_t seed,
                                           std::span<const std::uint8_t> choices) {
  std::vector<std::string> out;
  int last_capture_to = -1;
  walk(seed, choices, [&](const Position& pos, const MoveList& ml, std::size_t ply) {
    if (ply < std::min(choices.size(), kMaxWalk) && ml.size > 0) {
      const Move m = choose(pos, ml, choices[ply], last_capture_to);
      last_capture_to = capture_landing(pos, m);
      out.push_back(uc24::move_text(pos, m));
    }
    return true;
  });
  return out;
}

}  // namespace vchess::uc24_play
