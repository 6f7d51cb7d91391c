// Random legal play over any Game, for properties and fuzzers: a walk is (variant, seed, choice
// bytes). A walk policy turns the seed into a start position and each byte into one legal move;
// the uniform policy takes the start array or set-up numbered by the seed and move
// `byte % count`. Families bias the choice where their rules need it (harness/policies.h).
#pragma once
#include <algorithm>
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "games/game.h"

namespace vchess::harness {

template <class P, class A>
concept WalkPolicy = games::Game<A> &&
    requires(P& p, const A& g, typename A::Position& pos, const typename A::MoveList& ml,
             std::uint8_t byte, std::uint64_t seed) {
  { p.start(g, seed) } -> std::same_as<typename A::Position>;
  // May keep state between plies (the square of the last capture, say); a policy is copied
  // fresh for each walk.
  { p.choose(g, pos, ml, byte) } -> std::same_as<typename A::Move>;
};

// The validated position of a text known to be good (start positions): aborts otherwise.
template <games::Game A>
typename A::Position must_load(const A& g, const std::string& text) {
  auto p = g.load(text);
  if (!p) {
    std::fprintf(stderr, "harness: start position %s refused: %s\n", text.c_str(),
                 p.error().what().c_str());
    std::abort();
  }
  return std::move(*p);
}

// Whether move m of pos checks the opponent (made and taken back): the policies' Check bias.
template <games::Game A>
bool gives_check(const A& g, typename A::Position& pos, typename A::Move m) {
  g.do_move(pos, m);
  const bool check = g.in_check(pos);
  g.undo_move(pos, m);
  return check;
}

struct UniformPolicy {
  template <games::Game A>
  typename A::Position start(const A& g, std::uint64_t seed) const {
    return must_load(g, g.start_fen(seed));
  }
  template <games::Game A>
  typename A::Move choose(const A&, typename A::Position&, const typename A::MoveList& ml,
                          std::uint8_t byte) const {
    return *(ml.begin() + byte % ml.size);
  }
};

// A biased policy's pick within one class of moves: among the moves of `ml` that `keep`
// accepts, the byte's high five bits pick move (k * count) / 32 when the class has more than 32
// (spread over the list), k % count otherwise; nothing when the class is empty.
template <class MoveList, class Keep>
auto pick_in_class(const MoveList& ml, std::uint8_t byte, Keep&& keep)
    -> std::optional<std::decay_t<decltype(*ml.begin())>> {
  int count = 0;
  for (const auto m : ml) count += bool(keep(m));
  if (count == 0) return std::nullopt;
  const int k = byte >> 3;
  int index = count > 32 ? k * count / 32 : k % count;
  for (const auto m : ml)
    if (keep(m) && index-- == 0) return m;
  return std::nullopt;  // unreachable
}

// The recapture class of a biased policy: a capture on `last_capture_to` (the square where the
// last ply's capture landed, or -1), else any capture.
template <class MoveList, class IsCapture>
auto pick_recapture(const MoveList& ml, std::uint8_t byte, int last_capture_to,
                    IsCapture&& capture) {
  auto r = pick_in_class(ml, byte, [&](auto m) { return m.to() == last_capture_to && capture(m); });
  return r ? r : pick_in_class(ml, byte, capture);
}

// Plays the walk: before each move, and once at the end, calls
// visit(const Position&, const MoveList& legal, std::size_t ply, const Move* next), `next` being
// the move about to be played (null at the end). A visitor returning false stops the walk. At
// most `max_plies` moves are played; the walk stops early where no move is legal. Returns the
// final position.
template <games::Game A, class Policy, class Visit>
requires WalkPolicy<Policy, A>
typename A::Position walk(const A& g, Policy policy, std::uint64_t seed,
                          std::span<const std::uint8_t> choices, std::size_t max_plies,
                          Visit&& visit) {
  using Move = typename A::Move;
  typename A::Position pos = policy.start(g, seed);
  const std::size_t n = std::min(choices.size(), max_plies);
  auto ml = std::make_unique<typename A::MoveList>();  // up to 12 KB: not on the stack
  for (std::size_t ply = 0;; ++ply) {
    g.legal(pos, *ml);
    if (ply == n || ml->size == 0) {
      visit(std::as_const(pos), std::as_const(*ml), ply, static_cast<const Move*>(nullptr));
      break;
    }
    const Move m = policy.choose(g, pos, std::as_const(*ml), choices[ply]);
    if (!visit(std::as_const(pos), std::as_const(*ml), ply, &m)) break;
    g.do_move(pos, m);
  }
  return pos;
}

// The moves a walk plays, as canonical text (failure messages, reproductions).
template <games::Game A, class Policy>
std::vector<std::string> walk_texts(const A& g, const Policy& policy, std::uint64_t seed,
                                    std::span<const std::uint8_t> choices, std::size_t max_plies) {
  std::vector<std::string> out;
  walk(g, policy, seed, choices, max_plies,
       [&](const auto& pos, const auto&, std::size_t, auto next) {
         if (next) out.push_back(g.text(pos, *next));
         return true;
       });
  return out;
}

}  // namespace vchess::harness
