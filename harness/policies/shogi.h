// The shogi-family walk policy (9x9 shogi, 15x15 Dai Seireigi): biased towards what fills the
// hands and uses them, so that drops, promotions and the rules around them come up often.
//
// The start is the game's one start position (the seed is ignored). Each choice byte picks the
// move played at that ply: its low three bits a class of moves, biased towards captures,
// captures of promoted pieces (which go to hand demoted), recaptures, drops and promotions, and
// towards checks (so that mates, interpositions by drops and uchifuzume come up); its high five
// bits a move of that class.
#pragma once
#include <cstdint>
#include <string_view>
#include <utility>

#include "games/shogi.h"
#include "harness/walk.h"

namespace vchess::harness {

namespace shogi_policy {

// Whether type t is a promoted type (its label starts with '+').
template <class G>
bool is_promoted_type(int t) {
  return shogi::shogi_rules<G>().def(t).label[0] == '+';
}

// The unpromoted kind of type t, from the labels alone ("+rg" -> "rg", "e" -> "e"): not from
// the demote table of the code under test.
template <class G>
int unpromoted_kind(int t) {
  const auto& R = shogi::shogi_rules<G>();
  const std::string_view label = R.def(t).label;
  return label[0] == '+' ? R.type_of_label(label.substr(1)) : t;
}

template <class G>
bool is_capture(const shogi::Position<G>& pos, shogi::Move m) {
  return !m.is_drop() && pos.piece_on(m.to()) != shogi::kNoPiece;
}

template <class G>
bool captures_promoted(const shogi::Position<G>& pos, shogi::Move m) {
  return is_capture(pos, m) && is_promoted_type<G>(shogi::type_of(pos.piece_on(m.to())));
}

// A board move of a non-King piece that ends further forward (for the mover) than it started.
template <class G>
bool advances(const shogi::Position<G>& pos, shogi::Move m) {
  if (m.is_drop()) return false;
  const int c = pos.side_to_move();
  return shogi::type_of(pos.piece_on(m.from())) != shogi::shogi_rules<G>().king &&
         shogi::Rules<G>::rank_from(m.to(), c) > shogi::Rules<G>::rank_from(m.from(), c);
}

// Classes of moves a choice byte may ask for (its low three bits).
enum class Bias : int {
  Recapture,        // 0: a capture on the square of the last ply's capture, else Capture
  CapturePromoted,  // 1: a capture of a promoted piece, else Capture
  Capture,          // 2: any capture, else Any
  Drop,             // 3, 4: a drop, else Any
  Promotion,        // 5: a promotion, else a forward move, else Any
  Check,            // 6: a move that gives check, else Capture
  Any,              // 7: any move
};

inline Bias bias_of(std::uint8_t byte) {
  static constexpr Bias kByLow[8] = {
      Bias::Recapture, Bias::CapturePromoted, Bias::Capture, Bias::Drop,
      Bias::Drop,      Bias::Promotion,       Bias::Check,   Bias::Any};
  return kByLow[byte & 7];
}

}  // namespace shogi_policy

struct ShogiPolicy {
  int last_capture_to = -1;  // the square where the last ply's capture landed, or -1

  template <class G>
  shogi::Position<G> start(const games::ShogiGame<G>& g, std::uint64_t seed) const {
    return must_load(g, g.start_fen(seed));
  }

  // The move `byte` picks among the legal moves `ml` (not empty) of `pos`. Within the class, the
  // high five bits pick move (k * count) / 32 when the class has more than 32 moves (spread over
  // the list), k % count otherwise. `pos` is left as it was (the check test makes and unmakes).
  template <class G>
  shogi::Move choose(const games::ShogiGame<G>& g, shogi::Position<G>& pos,
                     const typename shogi::Position<G>::MoveList& ml, std::uint8_t byte) {
    using namespace shogi_policy;
    using shogi::Move;
    const auto pick = [&](auto&& keep) { return pick_in_class(ml, byte, keep); };
    const auto capture = [&](Move m) { return is_capture(pos, m); };
    std::optional<Move> r;
    switch (bias_of(byte)) {
      case Bias::Recapture:
        r = pick_recapture(ml, byte, last_capture_to, capture);
        break;
      case Bias::CapturePromoted:
        r = pick([&](Move m) { return captures_promoted(pos, m); });
        if (!r) r = pick(capture);
        break;
      case Bias::Capture:
        r = pick(capture);
        break;
      case Bias::Drop:
        r = pick([](Move m) { return m.is_drop(); });
        break;
      case Bias::Promotion:
        r = pick([](Move m) { return m.promotes(); });
        if (!r) r = pick([&](Move m) { return advances(pos, m); });
        break;
      case Bias::Check:
        r = pick([&](Move m) { return harness::gives_check(g, pos, m); });
        if (!r) r = pick(capture);
        break;
      case Bias::Any:
        break;
    }
    if (!r) r = pick([](Move) { return true; });
    last_capture_to = capture(*r) ? r->to() : -1;
    return *r;
  }
};

}  // namespace vchess::harness
