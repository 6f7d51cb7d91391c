// Attacks: which squares a side's pieces could capture on, by their Betza moves.
#include <array>
#include <string_view>

#include "reference/defined/internal.h"

namespace ref_defined {

Occupant occupant(const Position& p, int color, Square s) {
  if (!p.rules->on_board(s.file, s.rank)) return Occupant::Off;
  if (p.wall(square_index(s.file, s.rank))) return Occupant::Wall;
  const Cell& c = p.at(square_index(s.file, s.rank));
  if (c.empty()) return Occupant::Empty;
  return c.color == color ? Occupant::Own : Occupant::Enemy;
}

// Could the piece on `from` capture on s (whatever stands on s counts as an enemy piece)?
bool piece_attacks(const Position& p, int from, int s) {
  const Rules& r = *p.rules;
  const Cell& c = p.at(from);
  const int by = c.color, file = file_of(from), rank = rank_of(from);
  const Square target{file_of(s), rank_of(s)};
  const bool initial = r.def().double_step &&
                       r.def().double_step_region[static_cast<std::size_t>(by)].has(file, rank);
  const auto at = [&](Square q) {
    return q.file == target.file && q.rank == target.rank ? Occupant::Enemy : occupant(p, by, q);
  };
  // A piece never captures out of its mobility region.
  if (!r.allowed(c.type, by, target)) return false;
  bool hit = false;
  moves_of(p, c.type, by, Square{file, rank}, initial, at, [&](Square to, bool capture) {
    if (capture && to.file == target.file && to.rank == target.rank) hit = true;
  });
  return hit;
}

std::vector<int> attackers(const Position& p, int s, int by) {
  const Rules& r = *p.rules;
  std::vector<int> out;
  for (int rank = 0; rank < r.ranks(); ++rank)
    for (int file = 0; file < r.files(); ++file) {
      const int from = square_index(file, rank);
      const Cell& c = p.at(from);
      if (!c.empty() && c.color == by && piece_attacks(p, from, s)) out.push_back(from);
    }
  return out;
}

bool attacked(const Position& p, int s, int by) {
  const Rules& r = *p.rules;
  for (int rank = 0; rank < r.ranks(); ++rank)
    for (int file = 0; file < r.files(); ++file) {
      const int from = square_index(file, rank);
      const Cell& c = p.at(from);
      if (!c.empty() && c.color == by && piece_attacks(p, from, s)) return true;
    }
  return false;
}

bool royal_attacked(const Position& p, int color) {
  const Rules& r = *p.rules;
  if (r.royal() < 0) return false;
  for (int rank = 0; rank < r.ranks(); ++rank)
    for (int file = 0; file < r.files(); ++file) {
      const int s = square_index(file, rank);
      const Cell& c = p.at(s);
      if (!c.empty() && c.color == color && c.type == r.royal() && attacked(p, s, 1 - color))
        return true;
    }
  return false;
}

// flyingGeneral: a royal piece of `color` sees an enemy royal piece along its file or rank.
bool generals_face(const Position& p, int color) {
  const Rules& r = *p.rules;
  constexpr std::array<std::array<int, 2>, 4> kLines{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
  for (int rank = 0; rank < r.ranks(); ++rank)
    for (int file = 0; file < r.files(); ++file) {
      const Cell& c = p.at(square_index(file, rank));
      if (c.empty() || c.color != color || c.type != r.royal()) continue;
      for (const auto& d : kLines) {
        int f = file + d[0], k = rank + d[1];
        while (r.on_board(f, k) && p.vacant(square_index(f, k))) f += d[0], k += d[1];
        if (!r.on_board(f, k)) continue;
        const Cell& o = p.at(square_index(f, k));
        if (o.color != color && o.type == r.royal()) return true;
      }
    }
  return false;
}

bool royal_exposed(const Position& p, int color) {
  if (royal_attacked(p, color)) return true;
  return p.rules->def().flying_general && p.rules->royal() >= 0 && generals_face(p, color);
}

bool bikjang(const Position& p) {
  return p.rules->def().bikjang && p.rules->royal() >= 0 && generals_face(p, p.side);
}

bool is_capture(const Position& p, Move m) {
  if (m.kind == MoveKind::EnPassant) return true;
  if (m.kind == MoveKind::Castling || m.kind == MoveKind::Pass || m.kind == MoveKind::Drop ||
      m.kind == MoveKind::DropPromoted || m.from == m.to)
    return false;
  return !p.at(m.to).empty();
}

}  // namespace ref_defined
