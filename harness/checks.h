// The checks every family shares, one node at a time. Each returns the failure as one message
// (with the position's text) or nothing; the properties, the fuzzers and the CLI decide how to
// report it.
#pragma once
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/game.h"
#include "harness/move_diff.h"

namespace vchess::harness {

using Failure = std::optional<std::string>;

// The reference's own text of its position, where it has one.
template <class R>
std::optional<std::string> reference_text(const R& r) {
  if constexpr (requires { r.fen(); }) return r.fen();
  if constexpr (requires { r.sfen(); }) return r.sfen();
  return std::nullopt;
}

// Whether the position's text holds all that decides its moves: not where the last plies ended
// the game (janggi's two passes, or bikjang twice, which no FEN holds).
template <games::Game A>
bool text_tells_all(const A& g, const typename A::Position& pos) {
  if constexpr (requires { g.ended_by_last_plies(pos); }) return !g.ended_by_last_plies(pos);
  return true;
}

// The fast path and the reference (standing on the same position) offer the same moves, agree
// on check, and write the same position text.
template <games::Game A>
Failure compare_with_reference(const A& g, const typename A::Position& pos,
                               const typename A::MoveList& ml, const typename A::Reference& ref) {
  const std::string fen = g.fen(pos);
  if (const auto t = reference_text(ref); t && *t != fen)
    return "positions differ at " + fen + "; the reference has " + *t;
  std::vector<std::string> fast, slow = ref.legal_moves();
  fast.reserve(std::size_t(ml.size));
  for (const auto m : ml) fast.push_back(g.text(pos, m));
  bool duplicate = false;
  const bool same = same_moves(fast, slow, &duplicate);
  if (duplicate) return "duplicate fast moves at " + fen;
  if (!same) return "move sets differ at " + fen + "\n  " + difference(fast, slow);
  if (bool(ref.in_check()) != bool(g.in_check(pos)))
    return "check differs at " + fen + "; the reference says " +
           (ref.in_check() ? "check" : "no check");
  return std::nullopt;
}

// The incremental key equals the key of the position rebuilt from its set-up. Not where the
// last plies ended the game: that node may be one no set-up is allowed to hold (janggi, a pass
// under bikjang leaving the side not to move in check).
template <games::Game A>
Failure check_key(const A& g, const typename A::Position& pos) {
  if (!text_tells_all(g, pos)) return std::nullopt;
  const auto k = g.rebuilt_key(pos);
  if (!k) return "the position " + g.fen(pos) + " is refused when rebuilt: " + k.error().what();
  if (*k != g.key(pos)) return "key differs from the rebuilt key at " + g.fen(pos);
  return std::nullopt;
}

// Makes each legal move on a copy of pos, calls after(position) before unmaking it, and checks
// that unmaking restores the position and its key.
template <games::Game A, class After>
Failure for_each_move_made(const A& g, const typename A::Position& pos,
                           const typename A::MoveList& ml, After&& after) {
  typename A::Position p = pos;
  for (const auto m : ml) {
    g.do_move(p, m);
    const Failure f = after(std::as_const(p));
    g.undo_move(p, m);
    if (f) return "after " + g.text(pos, m) + " in " + g.fen(pos) + ": " + *f;
    if (!(p == pos) || g.key(p) != g.key(pos))
      return "do/undo of " + g.text(pos, m) + " in " + g.fen(pos) + " gives " + g.fen(p);
  }
  return std::nullopt;
}

// Making then unmaking each legal move restores the position and its key.
template <games::Game A>
Failure check_make_unmake(const A& g, const typename A::Position& pos,
                          const typename A::MoveList& ml) {
  return for_each_move_made(g, pos, ml, [](const auto&) { return Failure{}; });
}

// After each legal move the incremental key equals the rebuilt key (one ply further).
template <games::Game A>
Failure check_keys_after_moves(const A& g, const typename A::Position& pos,
                               const typename A::MoveList& ml) {
  return for_each_move_made(g, pos, ml, [&](const auto& p) { return check_key(g, p); });
}

// The position text reads back to the same position: same text, same key.
template <games::Game A>
Failure check_fen_round_trip(const A& g, const typename A::Position& pos) {
  // A game ended by its last plies has no text: janggi's pass in check under bikjang ends it
  // with the passer still in check, which a text read as a new game refuses.
  if (!text_tells_all(g, pos)) return std::nullopt;
  const std::string fen = g.fen(pos);
  auto q = g.load(fen);
  if (!q) return "own text " + fen + " refused: " + q.error().what();
  if (g.fen(*q) != fen) return "text " + fen + " reads back as " + g.fen(*q);
  if (g.key(*q) != g.key(pos)) return "text " + fen + " reads back with another key";
  return std::nullopt;
}

// Each legal move's canonical text parses back to the same move, and parsing (which may try
// moves on the position) leaves the position and its key as they were.
template <games::Game A>
Failure check_move_text_round_trip(const A& g, const typename A::Position& pos,
                                   const typename A::MoveList& ml) {
  typename A::Position p = pos;
  for (const auto m : ml) {
    const std::string t = g.text(pos, m);
    auto back = g.parse(p, t);
    if (!back) return "move " + t + " in " + g.fen(pos) + " refused: " + back.error().what();
    if (!(*back == m))
      return "move " + t + " in " + g.fen(pos) + " parses as " + g.text(pos, *back);
    if (!(p == pos) || g.key(p) != g.key(pos))
      return "parsing " + t + " changed " + g.fen(pos) + " into " + g.fen(p);
  }
  return std::nullopt;
}

// perft(depth) of the position equals perft(depth) of its colour flip.
template <games::Game A>
Failure check_colour_flip(const A& g, const typename A::Position& pos, int depth) {
  auto q = g.flip(pos);
  if (!q) return "the flip of " + g.fen(pos) + " is refused: " + q.error().what();
  typename A::Position p = pos;
  const std::uint64_t a = g.perft(p, depth), b = g.perft(*q, depth);
  if (a == b) return std::nullopt;
  return "perft(" + std::to_string(depth) + ") " + std::to_string(a) + " of " + g.fen(pos) +
         " but " + std::to_string(b) + " of its flip " + g.fen(*q);
}

// Flipping twice gives the position back (same text, same key).
template <games::Game A>
Failure check_flip_twice(const A& g, const typename A::Position& pos) {
  auto once = g.flip(pos);
  if (!once) return "the flip of " + g.fen(pos) + " is refused: " + once.error().what();
  auto twice = g.flip(*once);
  if (!twice)
    return "the flip of " + g.fen(*once) + " (flip of " + g.fen(pos) +
           ") is refused: " + twice.error().what();
  if (g.fen(*twice) != g.fen(pos) || g.key(*twice) != g.key(pos))
    return "flipping " + g.fen(pos) + " twice gives " + g.fen(*twice);
  return std::nullopt;
}

// The fast path's perft, whose last ply is counted in bulk (no move made), equals the
// reference's perft from the same position text.
template <games::Game A>
Failure check_bulk_count(const A& g, const typename A::Position& pos, int depth) {
  if (!text_tells_all(g, pos)) return std::nullopt;
  const std::string fen = g.fen(pos);
  auto ref = g.reference(fen);
  if (!ref) return "the reference refuses " + fen + ": " + ref.error().what();
  // From the text on both sides: a text holds no last plies (janggi's passes, bikjang).
  auto p = g.load(fen);
  if (!p) return "own text " + fen + " refused: " + p.error().what();
  const std::uint64_t fast = g.perft(*p, depth), slow = ref->perft(depth);
  if (fast == slow) return std::nullopt;
  return "perft(" + std::to_string(depth) + ") " + std::to_string(fast) + " but the reference's " +
         std::to_string(slow) + " at " + fen;
}

}  // namespace vchess::harness
