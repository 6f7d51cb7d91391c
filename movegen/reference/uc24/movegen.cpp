#include "reference/uc24/movegen.h"

#include <cstdlib>

#include "reference/common/perft.h"
#include "reference/uc24/pieces.h"

namespace ref_uc24 {
namespace {

// A pawn move to `to`; refused if it reaches the last rank while the reserve is empty.
void add_pawn_move(const Position& p, Move m, std::vector<Move>& out) {
  if (rank_of(m.to) == last_rank(p.side) && p.reserve[p.side].empty()) return;
  out.push_back(m);
}

void add_pawn_moves(const Position& p, int from, std::vector<Move>& out) {
  const Color us = p.side;
  const int fwd = pawn_forward(us);
  const int x = file_of(from), y = rank_of(from);
  if (on_board(x, y + fwd) && p.at(sq(x, y + fwd)) == kEmpty) {
    add_pawn_move(p, Move{from, sq(x, y + fwd)}, out);
    const bool on_second_rank = y == first_rank(us) + fwd;
    if (on_second_rank && p.at(sq(x, y + 2 * fwd)) == kEmpty)
      out.push_back(Move{from, sq(x, y + 2 * fwd), false, true});
  }
  for (int dx : {-1, 1}) {
    if (!on_board(x + dx, y + fwd)) continue;
    const int to = sq(x + dx, y + fwd);
    if (is_color(p.at(to), opposite(us)))
      add_pawn_move(p, Move{from, to}, out);
    else if (to == p.ep_square)
      out.push_back(Move{from, to, true});
  }
}

// True if a pawn of colour c stands next to square s (same rank, adjacent file).
bool pawn_beside(const Position& p, int s, Color c) {
  for (int dx : {-1, 1}) {
    const int x = file_of(s) + dx;
    if (on_board(x, rank_of(s)) && p.at(sq(x, rank_of(s))) == make_piece('P', c)) return true;
  }
  return false;
}

// RULINGS 1.5: a capture of the piece on the pending square closes an exchange (rights to both
// sides unless capturer or victim of the first capture was a pawn); any other capture opens one.
void update_exchange(const Position& before, Position& after, int victim_sq, char victim,
                     int capturer_sq) {
  if (victim == kEmpty) {
    after.pending = Pending{};
    return;
  }
  const Pending& open = before.pending;
  if (open.square != kNoSquare && open.square == victim_sq) {
    if (!open.capturer_pawn && !open.victim_pawn) {
      ++after.rights[kWhite];
      ++after.rights[kBlack];
    }
    after.pending = Pending{};  // a closing capture cannot open another exchange
    return;
  }
  after.pending =
      Pending{capturer_sq, kind_of(after.at(capturer_sq)) == 'P', kind_of(victim) == 'P'};
}

}  // namespace

std::vector<Move> pseudo_legal_moves(const Position& p) {
  std::vector<Move> out;
  for (int from = 0; from < kSquares; ++from) {
    const char piece = p.at(from);
    if (!is_color(piece, p.side)) continue;
    if (kind_of(piece) == 'P') {
      add_pawn_moves(p, from, out);
      continue;
    }
    for (int to : piece_destinations(p, from)) out.push_back(Move{from, to});
  }
  return out;
}

Position apply_move(const Position& p, const Move& m) {
  Position q = p;
  const Color us = p.side;
  const char piece = p.at(m.from);
  const bool pawn = kind_of(piece) == 'P';
  const int victim_sq = m.en_passant ? sq(file_of(m.to), rank_of(m.from)) : m.to;
  const char victim = p.at(victim_sq);
  q.set(victim_sq, kEmpty);
  q.set(m.from, kEmpty);
  char placed = piece;
  if (pawn && rank_of(m.to) == last_rank(us)) placed = make_piece(q.reserve[us].take_back(), us);
  q.set(m.to, placed);
  q.ep_square = kNoSquare;
  if (m.double_step && pawn_beside(q, m.to, opposite(us)))
    q.ep_square = sq(file_of(m.to), rank_of(m.from) + pawn_forward(us));
  q.halfmove = (pawn || victim != kEmpty) ? 0 : p.halfmove + 1;
  update_exchange(p, q, victim_sq, victim, m.to);
  return q;
}

Position apply_drop(const Position& p, int s) {
  Position q = p;
  const Color us = p.side;
  q.set(s, make_piece(q.reserve[us].take_front(), us));
  --q.rights[us];
  return q;
}

Position end_turn(const Position& p) {
  Position q = p;
  if (q.side == kBlack) ++q.fullmove;
  q.side = opposite(q.side);
  return q;
}

std::vector<Child> legal_children(const Position& p) {
  std::vector<Child> out;
  const Color us = p.side;
  const std::vector<Move> pseudo = pseudo_legal_moves(p);
  out.reserve(pseudo.size());  // a Child holds a whole position: no regrowth copies
  for (const Move& m : pseudo) {
    const Position q = apply_move(p, m);
    if (!king_attacked(q, us)) out.push_back(Child{Turn{m}, end_turn(q)});
    if (q.rights[us] < 1 || q.reserve[us].empty()) continue;
    for (int x = 0; x < kSize; ++x) {
      const int d = sq(x, first_rank(us));
      if (q.at(d) != kEmpty) continue;
      const Position r = apply_drop(q, d);
      if (!king_attacked(r, us)) out.push_back(Child{Turn{m, d}, end_turn(r)});
    }
  }
  return out;
}

std::string turn_text(const Position& p, const Turn& t) {
  std::string out = square_name(t.move.from) + square_name(t.move.to);
  if (t.drop == kNoSquare) return out;
  const Position q = apply_move(p, t.move);  // the front piece after a possible promotion
  out += '&';
  out += q.reserve[p.side].front_kind();
  out += '@';
  out += square_name(t.drop);
  return out;
}

std::uint64_t perft(const Position& p, int depth) {
  return ref_common::perft(p, depth, legal_children, ref_common::child_after);
}

}  // namespace ref_uc24
