// wallingRule: a move also places a wall. The reference plays the piece's move, then lists
// every square of the board after it where the wall may go (docs/rules/defined.md): empty, in
// the mover's wallingRegion, and as the form says. Legality is asked afterwards of the whole
// move, wall included (legal.cpp plays it): a wall may block a check on a royal or pseudo-royal
// piece (wallOrMove, atomicduck). With wallOrMove a move places no wall, and a wall alone is a
// move of its own, written as a pass from the side's first piece's square.
#include <vector>

#include "reference/defined/internal.h"

namespace ref_defined {
namespace {

using vchess::variants::Walling;

// edge: the board's edge, or a square beside (not diagonally) a wall standing before the move.
bool edge_square(const Position& p, int s) {
  const Rules& r = *p.rules;
  const int f = file_of(s), k = rank_of(s);
  if (f == 0 || k == 0 || f == r.files() - 1 || k == r.ranks() - 1) return true;
  for (const auto& [df, dk] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
    if (r.on_board(f + df, k + dk) && p.wall(square_index(f + df, k + dk))) return true;
  return false;
}

// arrow: the squares the moved piece (its type before any promotion) reaches from its new
// square by its quiet Betza moves, as it would move from there (its `i` moves if the square is
// in its double-step region), on the board after the move.
std::vector<bool> arrow_squares(const Position& p, const Position& q, Move m) {
  std::vector<bool> out(kSquares, false);
  const int type = p.at(m.from).type, us = p.side;
  const Square from{file_of(m.to), rank_of(m.to)};
  const auto& d = q.rules->def();
  const bool initial =
      d.double_step && d.double_step_region[static_cast<std::size_t>(us)].has(from.file, from.rank);
  moves_of(
      q, type, us, from, initial, [&](Square s) { return occupant(q, us, s); },
      [&](Square to, bool capture) {
        if (!capture && q.rules->allowed(type, us, to))
          out[static_cast<std::size_t>(square_index(to.file, to.rank))] = true;
      });
  return out;
}

}  // namespace

// wallOrMove: the plain moves, then one wall alone per square it may take, on the board as it
// stands (empty, in the region, as the form says).
std::vector<Move> wall_or_move(const Position& p, std::vector<Move> out) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  const auto& region = d.walling_region[static_cast<std::size_t>(p.side)];
  int first = -1;  // the side's first piece (a1, b1, ... a2, ...): Fairy-Stockfish's text
  for (int s = 0; s < kSquares && first < 0; ++s)
    if (!p.at(s).empty() && p.at(s).color == p.side) first = s;
  if (first < 0) return out;
  for (int k = 0; k < r.ranks(); ++k)
    for (int f = 0; f < r.files(); ++f) {
      const int s = square_index(f, k);
      if (!p.vacant(s) || !region.has(f, k)) continue;
      if (d.walling == Walling::Edge && !edge_square(p, s)) continue;
      Move w;
      w.from = w.to = static_cast<std::uint8_t>(first);
      w.kind = MoveKind::Pass;
      w.wall = static_cast<std::int16_t>(s);
      out.push_back(w);
    }
  return out;
}

std::vector<Move> with_walls(const Position& p, const std::vector<Move>& moves) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  if (d.wall_or_move) return wall_or_move(p, moves);
  const auto& region = d.walling_region[static_cast<std::size_t>(p.side)];
  std::vector<Move> out;
  for (const Move& m : moves) {
    const Position q = play(p, m);  // the piece's move alone: the old walls still stand
    const bool arrow = d.walling == Walling::Arrow;
    const std::vector<bool> reach = arrow ? arrow_squares(p, q, m) : std::vector<bool>{};
    for (int k = 0; k < r.ranks(); ++k)
      for (int f = 0; f < r.files(); ++f) {
        const int s = square_index(f, k);
        if (!q.vacant(s) || !region.has(f, k)) continue;
        if (arrow && !reach[static_cast<std::size_t>(s)]) continue;
        if (d.walling == Walling::Past && s != m.from) continue;
        if (d.walling == Walling::Edge && !edge_square(p, s)) continue;
        Move w = m;
        w.wall = static_cast<std::int16_t>(s);
        out.push_back(w);
      }
  }
  return out;
}

// The wall goes up; a duck's old square is freed first. An en passant square under the new
// wall is none (no piece may move there).
void place_wall(Position& q, int wall) {
  if (q.rules->def().walling == Walling::Duck) q.walls.reset();
  q.walls.set(static_cast<std::size_t>(wall));
  q.ep.reset(static_cast<std::size_t>(wall));
}

}  // namespace ref_defined
