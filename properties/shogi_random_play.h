// Biased random play from the start positions of the shogi-family games (9x9 shogi, 15x15 Dai
// Seireigi), without RapidCheck: the shogi properties (shogi_*.cpp) and the shogi fuzzer
// (fuzz/fuzz_shogi_differential.cpp) share it.
//
// A walk is (game, choice bytes). It starts from kRules<G>.spec.start. Each byte picks the move
// played at that ply (see choose()): its low three bits a class of moves, biased towards what
// fills the hands and uses them (captures, captures of promoted pieces, drops, promotions) and
// towards checks (so that mates, interpositions by drops and uchifuzume come up), the other
// five bits a move of that class. The walk stops early when the side to move has no legal move
// (mate).
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

#include "shogi/movegen.h"
#include "shogi/notation.h"
#include "shogi/sfen.h"

namespace vchess::shogi_play {

using shogi::Board15;
using shogi::Board9;
using shogi::Move;
using shogi::Setup;

template <class G>
using Position = shogi::Position<G>;
template <class G>
using MoveList = typename shogi::Position<G>::MoveList;

// Longest walk a caller may ask for: leaves room on Position's state stack (kMaxPly = 256) for
// the checks that make a few moves on top of the walk (perft(2) and its legality and
// uchifuzume tests).
inline constexpr std::size_t kMaxWalk = 240;

// Games by index: 0 is 9x9 shogi, 1 is 15x15 Dai Seireigi.
inline constexpr int kGames = 2;

template <class G>
constexpr int game_index() {
  return G::kFiles == 9 ? 0 : 1;
}

template <class G>
const char* game_name() {
  return G::kFiles == 9 ? "shogi" : "dai-seireigi";
}

// Calls f.template operator()<G>() with the board of game `index % kGames`.
template <class F>
decltype(auto) with_game(int index, F&& f) {
  if (index % kGames == 0) return f.template operator()<Board9>();
  return f.template operator()<Board15>();
}

template <class G>
const shogi::GameSpec& spec() {
  return shogi::kRules<G>.spec;
}

template <class G>
std::string text_of(const Setup& s) {
  return shogi::position_text(s, spec<G>());
}

template <class G>
std::string text_of(const Position<G>& pos) {
  return text_of<G>(pos.to_setup());
}

// The validated position of a text known to be good: aborts otherwise.
template <class G>
Position<G> must_position(std::string_view text) {
  const auto setup = shogi::parse_position(text, spec<G>());
  if (!setup) {
    std::fprintf(stderr, "shogi_random_play: %.*s: %s\n", int(text.size()), text.data(),
                 setup.error().what().c_str());
    std::abort();
  }
  auto pos = Position<G>::from_setup(*setup);
  if (!pos) {
    std::fprintf(stderr, "shogi_random_play: %.*s: %s\n", int(text.size()), text.data(),
                 pos.error().what().c_str());
    std::abort();
  }
  return std::move(*pos);
}

template <class G>
const Position<G>& start_position() {
  static const Position<G> pos = must_position<G>(spec<G>().start);
  return pos;
}

// Whether type t is a promoted type (its label starts with '+').
template <class G>
bool is_promoted_type(int t) {
  return shogi::kRules<G>.def(t).label[0] == '+';
}

// The unpromoted kind of type t, from the labels alone ("+rg" -> "rg", "e" -> "e"): not from
// the demote table of the code under test.
template <class G>
int unpromoted_kind(int t) {
  const auto& R = shogi::kRules<G>;
  const std::string_view label = R.def(t).label;
  return label[0] == '+' ? R.type_of_label(label.substr(1)) : t;
}

template <class G>
bool is_capture(const Position<G>& pos, Move m) {
  return !m.is_drop() && pos.piece_on(m.to()) != shogi::kNoPiece;
}

template <class G>
bool captures_promoted(const Position<G>& pos, Move m) {
  return is_capture(pos, m) && is_promoted_type<G>(shogi::type_of(pos.piece_on(m.to())));
}

// A board move of a non-King piece that ends further forward (for the mover) than it started.
template <class G>
bool advances(const Position<G>& pos, Move m) {
  if (m.is_drop()) return false;
  const int c = pos.side_to_move();
  return shogi::type_of(pos.piece_on(m.from())) != shogi::kRules<G>.king &&
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
  static constexpr Bias kByLow[8] = {Bias::Recapture, Bias::CapturePromoted, Bias::Capture,
                                     Bias::Drop,      Bias::Drop,            Bias::Promotion,
                                     Bias::Check,     Bias::Any};
  return kByLow[byte & 7];
}

// The move a choice byte picks among the legal moves `ml` (not empty) of `pos`.
// `last_capture_to` is the square where the last ply's capture landed, or -1.
// Within the class, the high five bits pick move (k * count) / 32 when the class has more than
// 32 moves (spread over the list), k % count otherwise.
template <class G>
Move choose(const Position<G>& pos, const MoveList<G>& ml, std::uint8_t byte,
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
  std::pair<bool, Move> r{false, Move()};
  switch (bias_of(byte)) {
    case Bias::Recapture:
      if (last_capture_to >= 0)
        r = pick([&](Move m) { return m.to() == last_capture_to && capture(m); });
      if (!r.first) r = pick(capture);
      break;
    case Bias::CapturePromoted:
      r = pick([&](Move m) { return captures_promoted(pos, m); });
      if (!r.first) r = pick(capture);
      break;
    case Bias::Capture:
      r = pick(capture);
      break;
    case Bias::Drop:
      r = pick([](Move m) { return m.is_drop(); });
      break;
    case Bias::Promotion:
      r = pick([](Move m) { return m.promotes(); });
      if (!r.first) r = pick([&](Move m) { return advances(pos, m); });
      break;
    case Bias::Check: {
      Position<G> p = pos;  // one copy for all the moves tried
      r = pick([&](Move m) {
        p.do_move(m);
        const bool check = p.in_check();
        p.undo_move(m);
        return check;
      });
      if (!r.first) r = pick(capture);
      break;
    }
    case Bias::Any:
      break;
  }
  if (!r.first) r = pick([](Move) { return true; });
  return r.second;
}

// Where the capture of move m (legal in pos) lands, or -1 if it captures nothing.
template <class G>
int capture_landing(const Position<G>& pos, Move m) {
  return is_capture(pos, m) ? m.to() : -1;
}

// Plays the walk; before each move (and once at the end) calls
// visit(const Position<G>&, const MoveList<G>& legal, std::size_t ply). A visitor returning
// false stops the walk there. Returns the final position.
template <class G, class Visit>
Position<G> walk(std::span<const std::uint8_t> choices, Visit&& visit) {
  Position<G> pos = start_position<G>();
  const std::size_t n = std::min(choices.size(), kMaxWalk);
  auto ml = std::make_unique<MoveList<G>>();  // 128 KB on 15x15: not on the stack
  int last_capture_to = -1;
  for (std::size_t ply = 0;; ++ply) {
    ml->size = 0;
    shogi::generate_legal(pos, *ml);
    if (!visit(std::as_const(pos), std::as_const(*ml), ply)) break;
    if (ply == n || ml->size == 0) break;
    const Move m = choose(pos, *ml, choices[ply], last_capture_to);
    last_capture_to = capture_landing(pos, m);
    pos.do_move(m);
  }
  return pos;
}

// The plain core: the position a walk reaches.
template <class G>
Position<G> play_choices(std::span<const std::uint8_t> choices) {
  return walk<G>(choices, [](const Position<G>&, const MoveList<G>&, std::size_t) { return true; });
}

// The moves a walk actually plays, as toolkit text (for failure messages).
template <class G>
std::vector<std::string> walk_texts(std::span<const std::uint8_t> choices) {
  std::vector<std::string> out;
  int last_capture_to = -1;
  walk<G>(choices, [&](const Position<G>& pos, const MoveList<G>& ml, std::size_t ply) {
    if (ply < std::min(choices.size(), kMaxWalk) && ml.size > 0) {
      const Move m = choose(pos, ml, choices[ply], last_capture_to);
      last_capture_to = capture_landing(pos, m);
      out.push_back(shogi::move_text<G>(m));
    }
    return true;
  });
  return out;
}

}  // namespace vchess::shogi_play
