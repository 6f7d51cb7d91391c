// The interface every family of generators offers the harness, the CLI, the fuzzers and the
// engine adapters: a C++20 concept, so a new family is checked at compile time, and nothing
// dispatches virtually in the hot path.
//
// A Game adapter is a small object (the chess family's holds its variant's data). Position and
// Move are the fast path's own types; Reference is the family's independent mailbox generator,
// which speaks move text only. Every way in from text returns a typed error, never throws.
#pragma once
#include <algorithm>
#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "games/catalogue.h"

namespace vchess::games {

// Why a text was refused. `what()` is one line naming the field or character.
struct GameError {
  enum class Kind { Fen, Position, MoveText, IllegalMove, Reference };
  Kind kind;
  std::string message;
  const std::string& what() const { return message; }
};

// A family's second move notation, chosen on the command line.
enum class AltNotation {
  None,
  KingTakesRook,  // chess family: castling as the king taking its rook (UCI_Chess960)
  GameCourier,    // shogi family: Game Courier squares (8k-8j, P@8j)
};

// The independent reference generator: mailbox, legality by make-move plus "is my king
// attacked", move text in and out. play() and undo() throw on a move it finds illegal.
template <class R>
concept ReferenceBoard = requires(R& r, const R& cr, std::string_view move, int depth) {
  { cr.legal_moves() } -> std::same_as<std::vector<std::string>>;
  {r.play(move)};
  {r.undo()};
  { cr.in_check() } -> std::convertible_to<bool>;
  { r.perft(depth) } -> std::same_as<std::uint64_t>;
};

// A list of moves the fast path fills: `size` entries, iterable.
template <class L, class M>
concept MoveListOf = requires(L& l, const L& cl) {
  { cl.size } -> std::convertible_to<int>;
  { *cl.begin() } -> std::convertible_to<M>;
  {cl.end()};
};

template <class A>
concept Game = std::copy_constructible<A> &&
    requires(const A& g, typename A::Position& pos, const typename A::Position& cpos,
             typename A::MoveList& ml, typename A::Move m, std::string_view text, int depth,
             std::uint64_t seed) {
  typename A::Position;
  typename A::Move;
  requires MoveListOf<typename A::MoveList, typename A::Move>;
  requires ReferenceBoard<typename A::Reference>;
  { A::kFamily } -> std::convertible_to<std::string_view>;
  // Position text in (FEN, X-FEN, Shredder-FEN or the family's own) and canonical text out.
  { g.load(text) } -> std::same_as<Expected<typename A::Position, GameError>>;
  { g.fen(cpos) } -> std::same_as<std::string>;
  // The start position: `seed` picks a numbered array or a random set-up where the variant
  // has them, and is ignored where it has one start.
  { g.start_fen(seed) } -> std::same_as<std::string>;
  {g.legal(pos, ml)};
  // Canonical move text; with `alt`, the family's second notation (A::kAltNotation).
  { g.text(cpos, m) } -> std::same_as<std::string>;
  { g.text(cpos, m, true) } -> std::same_as<std::string>;
  { A::kAltNotation } -> std::convertible_to<AltNotation>;
  // Any accepted spelling of a legal move of pos.
  { g.parse(pos, text) } -> std::same_as<Expected<typename A::Move, GameError>>;
  {g.do_move(pos, m)};
  {g.undo_move(pos, m)};
  {g.play_root(pos, m)};  // plays and forgets history (long --moves lists)
  { g.key(cpos) } -> std::same_as<std::uint64_t>;
  // The key of the position rebuilt from its set-up (what the incremental key must equal).
  { g.rebuilt_key(cpos) } -> std::same_as<Expected<std::uint64_t, GameError>>;
  { g.in_check(cpos) } -> std::convertible_to<bool>;
  { cpos == cpos } -> std::convertible_to<bool>;
  { g.perft(pos, depth) } -> std::same_as<std::uint64_t>;
  // The same position with the colours exchanged (and the board mirrored or rotated as the
  // game's symmetry requires): perft must not change.
  { g.flip(cpos) } -> std::same_as<Expected<typename A::Position, GameError>>;
  { g.reference(text) } -> std::same_as<Expected<typename A::Reference, GameError>>;
  { g.catalogue() } -> std::same_as<Catalogue>;
};

// The canonical text of every legal move, sorted.
template <Game A>
std::vector<std::string> legal_texts(const A& g, typename A::Position& pos) {
  typename A::MoveList ml;
  g.legal(pos, ml);
  std::vector<std::string> out;
  for (const auto m : ml) out.push_back(g.text(pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace vchess::games
