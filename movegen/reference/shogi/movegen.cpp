#include "reference/shogi/movegen.h"

#include <array>
#include <stdexcept>

#include "reference/common/text.h"
#include "reference/shogi/pieces.h"

namespace ref_shogi {
namespace {

const KindInfo& info(const Position& p, int kind) {
  return p.rules->kinds[static_cast<std::size_t>(kind)];
}

bool is_enemy(const Piece& t, Color me) { return !t.empty() && t.color != me; }

// Slide from (x, y) (exclusive) along (dx, dy): every empty square, then the first occupied
// square if it holds an enemy. Returns true if visit asked to stop.
template <class Visit>
bool slide(const Position& p, Color me, int x, int y, int dx, int dy, Visit& visit) {
  for (x += dx, y += dy; p.on_board(x, y); x += dx, y += dy) {
    const Piece& t = p.at(p.sq(x, y));
    if (t.empty()) {
      if (visit(p.sq(x, y))) return true;
      continue;
    }
    return is_enemy(t, me) && visit(p.sq(x, y));
  }
  return false;
}

// Jumping slider (RULINGS 2.3): the normal slide, then capture-only jumps to the 2nd, 3rd and 4th
// occupied squares of the ray if they hold an enemy that is not a King. With the A-D3 flag (b),
// the empty squares after 1-3 pieces are destinations too.
template <class Visit>
bool jump_slide(const Position& p, Color me, int x, int y, int dx, int dy, Visit& visit) {
  int occupied = 0;
  for (x += dx, y += dy; p.on_board(x, y) && occupied < 4; x += dx, y += dy) {
    const int s = p.sq(x, y);
    const Piece& t = p.at(s);
    if (t.empty()) {
      if ((occupied == 0 || p.rules->jumps_to_empty) && visit(s)) return true;
      continue;
    }
    ++occupied;
    if (!is_enemy(t, me)) continue;
    if (occupied == 1 || !info(p, t.kind).royal) {
      if (visit(s)) return true;
    }
  }
  return false;
}

// Hook (RULINGS 2.3): slide along the first direction; at every empty square reached, optionally
// turn to one of the allowed directions and slide on.
template <class Visit>
bool hook(const Position& p, Color me, int x, int y, int sign, const Hook& h, Visit& visit) {
  const int dx = sign * h.first.dx, dy = sign * h.first.dy;
  for (x += dx, y += dy; p.on_board(x, y); x += dx, y += dy) {
    const Piece& t = p.at(p.sq(x, y));
    if (!t.empty()) return is_enemy(t, me) && visit(p.sq(x, y));
    if (visit(p.sq(x, y))) return true;
    for (Vec turn : h.turns)
      if (slide(p, me, x, y, sign * turn.dx, sign * turn.dy, visit)) return true;
  }
  return false;
}

// Calls visit(to) for each destination of the piece on `from` (possibly more than once for a
// square reached by several paths). Stops and returns true as soon as visit returns true.
template <class Visit>
bool for_each_destination(const Position& p, int from, Visit&& visit) {
  const Piece me = p.at(from);
  const Movement& m = movement_of(*p.rules, me);
  const int sign = me.color == kSente ? 1 : -1;
  const int x0 = p.file_of(from), y0 = p.rank_of(from);
  for (Vec v : m.leaps) {
    const int x = x0 + sign * v.dx, y = y0 + sign * v.dy;
    if (!p.on_board(x, y)) continue;
    const Piece& t = p.at(p.sq(x, y));
    if ((t.empty() || t.color != me.color) && visit(p.sq(x, y))) return true;
  }
  for (Vec v : m.slides)
    if (slide(p, me.color, x0, y0, sign * v.dx, sign * v.dy, visit)) return true;
  for (Vec v : m.jump_slides)
    if (jump_slide(p, me.color, x0, y0, sign * v.dx, sign * v.dy, visit)) return true;
  for (const Hook& h : m.hooks)
    if (hook(p, me.color, x0, y0, sign, h, visit)) return true;
  return false;
}

bool in_zone(const Position& p, Color c, int s) {
  return p.relative_rank(c, s) > p.size - p.rules->zone;
}

// Board moves of the piece on `from` to `to`, with the promotion choices of RULINGS 2.4.
void add_board_moves(const Position& p, int from, int to, std::vector<Move>& out) {
  const Piece me = p.at(from);
  const KindInfo& k = info(p, me.kind);
  const bool may =
      k.promotes && !me.promoted && (in_zone(p, me.color, from) || in_zone(p, me.color, to));
  const bool must = may && p.relative_rank(me.color, to) > p.size - k.dead_ranks;
  if (!must) out.push_back(Move{from, to, kNoKind, false});
  if (may) out.push_back(Move{from, to, kNoKind, true});
}

bool own_pawn_on_file(const Position& p, Color c, int x) {
  for (int y = 0; y < p.size; ++y) {
    const Piece& t = p.at(p.sq(x, y));
    if (!t.empty() && t.color == c && !t.promoted && info(p, t.kind).pawn) return true;
  }
  return false;
}

// Drops of the side to move (RULINGS 2.5): empty squares, rank limits, nifu.
void add_drops(const Position& p, std::vector<Move>& out) {
  for (int kind = 0; kind < static_cast<int>(p.rules->kinds.size()); ++kind) {
    if (p.in_hand(p.side, kind) == 0) continue;
    const KindInfo& k = info(p, kind);
    for (int s = 0; s < p.squares(); ++s) {
      if (!p.at(s).empty()) continue;
      if (p.relative_rank(p.side, s) > p.size - k.dead_ranks) continue;
      if (k.pawn && own_pawn_on_file(p, p.side, p.file_of(s))) continue;
      out.push_back(Move{kNoSquare, s, kind, false});
    }
  }
}

}  // namespace

ref_common::SquareList piece_destinations(const Position& p, int from) {
  std::array<bool, kMaxSquares> seen{};
  ref_common::SquareList out;
  for_each_destination(p, from, [&](int to) {
    if (!seen[static_cast<std::size_t>(to)]) out.push_back(to);
    seen[static_cast<std::size_t>(to)] = true;
    return false;
  });
  return out;
}

bool attacked(const Position& p, int target, Color by) {
  for (int s = 0; s < p.squares(); ++s) {
    const Piece& t = p.at(s);
    if (t.empty() || t.color != by) continue;
    if (for_each_destination(p, s, [target](int to) { return to == target; })) return true;
  }
  return false;
}

bool king_in_check(const Position& p, Color c) {
  for (int s = 0; s < p.squares(); ++s) {
    const Piece& t = p.at(s);
    if (!t.empty() && t.color == c && info(p, t.kind).royal) return attacked(p, s, opposite(c));
  }
  return false;
}

std::vector<Move> pseudo_legal_moves(const Position& p) {
  std::vector<Move> out;
  for (int s = 0; s < p.squares(); ++s) {
    const Piece& t = p.at(s);
    if (t.empty() || t.color != p.side) continue;
    for (int to : piece_destinations(p, s)) add_board_moves(p, s, to, out);
  }
  add_drops(p, out);
  return out;
}

Position apply(const Position& p, const Move& m) {
  Position q = p;
  if (m.drop != kNoKind) {
    --q.in_hand(p.side, m.drop);
    q.at(m.to) = Piece{static_cast<std::int8_t>(m.drop), false, p.side};
  } else {
    const Piece& victim = p.at(m.to);
    if (!victim.empty()) {
      if (info(p, victim.kind).royal) throw std::logic_error("ref_shogi: a King was captured");
      ++q.in_hand(p.side, victim.kind);  // demoted: hands hold unpromoted kinds
    }
    q.at(m.to) = p.at(m.from);
    if (m.promote) q.at(m.to).promoted = true;
    q.at(m.from) = Piece{};
  }
  q.side = opposite(p.side);
  ++q.move_number;
  return q;
}

bool legal_after(const Position& p, const Move& m, const Position& q) {
  if (king_in_check(q, p.side)) return false;
  // Uchifuzume: a pawn drop that checkmates is illegal.
  const bool pawn_drop = m.drop != kNoKind && info(p, m.drop).pawn && p.rules->uchifuzume;
  return !(pawn_drop && king_in_check(q, q.side) && !has_legal_move(q));
}

std::vector<Move> legal_moves(const Position& p) {
  std::vector<Move> out;
  for (const Move& m : pseudo_legal_moves(p))
    if (legal_after(p, m, apply(p, m))) out.push_back(m);
  return out;
}

bool has_legal_move(const Position& p) {
  for (const Move& m : pseudo_legal_moves(p))
    if (legal_after(p, m, apply(p, m))) return true;
  return false;
}

std::string square_name(const Position& p, int s) {
  return ref_common::square_name(p.file_of(s), p.rank_of(s));
}

std::string move_text(const Position& p, const Move& m) {
  if (m.drop != kNoKind) {
    std::string label = info(p, m.drop).label;
    for (char& c : label) c = static_cast<char>(c - 'a' + 'A');
    return label + "@" + square_name(p, m.to);
  }
  return square_name(p, m.from) + square_name(p, m.to) + (m.promote ? "+" : "");
}

std::uint64_t perft(const Position& p, int depth) {
  if (depth <= 0) return 1;
  std::uint64_t n = 0;
  for (const Move& m : pseudo_legal_moves(p)) {
    const Position q = apply(p, m);
    if (!legal_after(p, m, q)) continue;
    n += depth == 1 ? 1 : perft(q, depth - 1);
  }
  return n;
}

}  // namespace ref_shogi
