// What the generic reference's own files share (not part of its interface).
#pragma once

#include <bitset>
#include <string>
#include <string_view>
#include <vector>

#include "reference/defined/position.h"

namespace ref_defined {

// Squares.
inline int relative_rank(const Rules& r, int color, int rank) {
  return color == kWhite ? rank : r.ranks() - 1 - rank;
}
inline int forward(int color) { return color == kWhite ? kStride : -kStride; }

// Board queries (attacks.cpp).
Occupant occupant(const Position& p, int color, Square s);  // as seen by a piece of `color`
// Does a piece of colour `by` attack square s (could capture a piece standing there)?
bool attacked(const Position& p, int s, int by);
std::vector<int> attackers(const Position& p, int s, int by);  // their squares
// Could the piece on `from` capture on s (whatever stands on s counts as an enemy piece)?
bool piece_attacks(const Position& p, int from, int s);
bool royal_attacked(const Position& p, int color);  // false when `color` has no royal piece
// royal_attacked, and with flyingGeneral two royal pieces facing each other on an open line.
bool royal_exposed(const Position& p, int color);
// cambodianMoves: `color`'s king in check loses its gate (its leap).
void clear_checked_gate(Position& p, int color);
// A royal piece of `color` and one of the enemy's face each other on an open file or rank.
bool generals_face(const Position& p, int color);
// bikjangRule and the royal pieces facing (the side to move must end it or pass).
bool bikjang(const Position& p);
// A connection end (connect.cpp): the side that just moved has connected its pieces.
bool connected(const Position& p);
bool is_capture(const Position& p, Move m);
// The destinations of the piece on `from` by its Betza moves: out(to, capture).
template <class Out>
void piece_destinations(const Position& p, int from, Out&& out);

// A janggi cannon's move from `from` to `to` along a line: void when a janggi cannon of either
// colour stands between (its screen) or on `to`.
inline bool janggi_cannon_void(const Position& p, Square from, Square to) {
  const int dx = (to.file > from.file) - (to.file < from.file);
  const int dy = (to.rank > from.rank) - (to.rank < from.rank);
  const auto cannon = [&](int f, int k) {
    const Cell& c = p.at(square_index(f, k));
    return !c.empty() && p.rules->type(c.type).janggi_cannon;
  };
  for (int f = from.file + dx, k = from.rank + dy; f != to.file || k != to.rank; f += dx, k += dy)
    if (cannon(f, k)) return true;
  return cannon(to.file, to.rank);
}

// Every move of a piece of type t, colour c, on `from`, with the board as `at` shows it: its
// Betza moves, and from a square of the diagonal lines its diagonal moves onto the lines.
// out(to, capture), a destination possibly twice; mobility regions are the caller's.
template <class At, class Out>
void moves_of(const Position& p, int t, int c, Square from, bool initial, const At& at, Out&& out) {
  const Rules& r = *p.rules;
  const PieceType& type = r.type(t);
  const auto emit = [&](Square to, bool capture) {
    if (!type.janggi_cannon || !janggi_cannon_void(p, from, to)) out(to, capture);
  };
  destinations(r.moves_at(t, c, from), from, c == kWhite, initial, at, emit);
  const auto& lines = r.def().diagonal_lines;
  if (type.diagonal_betza.empty() || !lines.has(from.file, from.rank)) return;
  destinations(type.diagonal, from, c == kWhite, false, at, [&](Square to, bool capture) {
    if (lines.has(to.file, to.rank)) emit(to, capture);
  });
}

// extinctionPseudoRoyal (royalty.cpp): the royal squares of `color` (decided before a move), the
// side to move's royal pieces in check, castling's passage, and the rule after move m (q: p
// after m).
std::vector<int> pseudo_royals(const Position& p, int color);
bool pseudo_royal_in_check(const Position& p);
bool pseudo_royal_castling_safe(const Position& p, Move m);
bool pseudo_royal_legal(const Position& p, Move m, const Position& q);

// wallingRule (walls.cpp): each move once per square its wall may take; placing the wall.
std::vector<Move> with_walls(const Position& p, const std::vector<Move>& moves);
void place_wall(Position& q, int wall);

// The enclosing games (enclose.cpp): may `us` drop on s (enclosingDrop, enclosingDropStart);
// turn the enemy pieces the move to `to` encloses (flipEnclosedPieces); is every square that is
// not a wall taken (adjudicateFullBoard)?
bool enclosing_drop_allowed(const Position& p, int us, int s);
void flip_enclosed(Position& q, int us, int to, bool piece_move);  // piece_move: Normal
bool board_full(const Position& p);

// Move generation (movegen.cpp) and play (apply.cpp).
std::vector<Move> pseudo_moves(const Position& p);
Position play(const Position& p, Move m);  // any pseudo move; the clock, ep, rights updated

template <class Out>
void piece_destinations(const Position& p, int from, Out&& out) {
  const Cell& c = p.at(from);
  const Rules& r = *p.rules;
  const Square sq{file_of(from), rank_of(from)};
  // `i` moves: from the double-step region, as in Fairy-Stockfish (a FEN does not say whether a
  // piece has moved); doubleStep = false leaves no such region.
  const bool initial =
      r.def().double_step &&
      r.def().double_step_region[static_cast<std::size_t>(c.color)].has(sq.file, sq.rank);
  std::bitset<kSquares> seen;
  moves_of(
      p, c.type, c.color, sq, initial, [&](Square s) { return occupant(p, c.color, s); },
      [&](Square to, bool capture) {
        if (!r.allowed(c.type, c.color, to)) return;  // its mobility region
        // A destination two atoms reach (e.g. "KW") is still one move.
        const auto s = static_cast<std::size_t>(square_index(to.file, to.rank));
        if (seen.test(s)) return;
        seen.set(s);
        out(static_cast<int>(s), capture);
      });
}

}  // namespace ref_defined
