#include "reference/chess/movegen.h"

#include <algorithm>
#include <cstdlib>

#include "reference/common/geometry.h"
#include "reference/common/perft.h"

namespace ref_chess {
namespace {

using ref_common::kDiagonal;
using ref_common::kKingSteps;
using ref_common::kKnightLeaps;
using ref_common::kOrthogonal;
using ref_common::Vec;

// What a (non-pawn) piece kind is made of.
struct Geometry {
  bool king_steps = false;
  bool knight_leaps = false;
  bool orthogonal_slides = false;
  bool diagonal_slides = false;
};

Geometry geometry_of(char kind) {
  switch (kind) {
    case 'K':
      return {true, false, false, false};
    case 'N':
      return {false, true, false, false};
    case 'R':
      return {false, false, true, false};
    case 'B':
      return {false, false, false, true};
    case 'Q':
      return {false, false, true, true};
    case 'A':
      return {false, true, false, true};  // archbishop = bishop + knight
    case 'C':
      return {false, true, true, false};  // chancellor = rook + knight
    default:
      return {};
  }
}

template <std::size_t N>
void add_leaps(const Position& p, int from, const Vec (&vecs)[N], ref_common::SquareList& out) {
  const int x = p.file_of(from), y = p.rank_of(from);
  for (const Vec& v : vecs)
    if (p.on_board(x + v.dx, y + v.dy)) out.push_back(p.sq(x + v.dx, y + v.dy));
}

template <std::size_t N>
void add_slides(const Position& p, int from, const Vec (&vecs)[N], ref_common::SquareList& out) {
  const int x0 = p.file_of(from), y0 = p.rank_of(from);
  for (const Vec& v : vecs) {
    for (int x = x0 + v.dx, y = y0 + v.dy; p.on_board(x, y); x += v.dx, y += v.dy) {
      out.push_back(p.sq(x, y));
      if (p.at(p.sq(x, y)) != kEmpty) break;  // the first occupied square ends the ray
    }
  }
}

Color color_of(char piece) { return is_white_piece(piece) ? kWhite : kBlack; }

void add_with_promotions(const Position& p, int from, int to, std::vector<Move>& out) {
  const Color us = color_of(p.at(from));
  if (p.rank_of(to) != promotion_rank(us)) {
    out.push_back(Move{from, to});
    return;
  }
  for (char kind : promotion_kinds(p)) out.push_back(Move{from, to, kind});
}

void add_pawn_moves(const Position& p, int from, std::vector<Move>& out) {
  const Color us = color_of(p.at(from));
  const int fwd = pawn_forward(us);
  const int x = p.file_of(from), y = p.rank_of(from);
  const int start_rank = back_rank(us) + fwd;
  if (p.on_board(x, y + fwd) && p.at(p.sq(x, y + fwd)) == kEmpty) {
    add_with_promotions(p, from, p.sq(x, y + fwd), out);
    if (y == start_rank && p.at(p.sq(x, y + 2 * fwd)) == kEmpty)
      out.push_back(Move{from, p.sq(x, y + 2 * fwd)});
  }
  for (int dx : {-1, 1}) {
    if (!p.on_board(x + dx, y + fwd)) continue;
    const int to = p.sq(x + dx, y + fwd);
    if (is_color(p.at(to), opposite(us))) {
      add_with_promotions(p, from, to, out);
    } else if (to == p.ep_square && p.at(to) == kEmpty &&
               p.at(p.sq(x + dx, y)) == make_piece('P', opposite(us))) {
      Move m{from, to};
      m.en_passant = true;
      out.push_back(m);
    }
  }
}

// Castling towards `side`, if the right exists and conditions 1-3 of RULINGS 3.2 hold.
// Condition 4 (king not in check afterwards) is checked by legal_moves like for any move.
void add_castling(const Position& p, CastleSide side, std::vector<Move>& out) {
  const Color us = p.side, them = opposite(us);
  const int rook_file = p.castle_file[us][side];
  const int y = back_rank(us);
  const int king = find_king(p, us);
  if (rook_file == kNoFile || king == kNoSquare || p.rank_of(king) != y) return;
  const int rook = p.sq(rook_file, y);
  if (p.at(rook) != make_piece('R', us)) return;
  const int king_x = p.file_of(king);
  const int king_to_x = side == kQueenSide ? 2 : p.files - 2;
  const int rook_to_x = side == kQueenSide ? 3 : p.files - 3;
  auto path_clear = [&](int a, int b) {
    for (int x = std::min(a, b); x <= std::max(a, b); ++x) {
      const int s = p.sq(x, y);
      if (p.at(s) != kEmpty && s != king && s != rook) return false;
    }
    return true;
  };
  if (!path_clear(king_x, king_to_x) || !path_clear(rook_file, rook_to_x)) return;
  for (int x = std::min(king_x, king_to_x); x <= std::max(king_x, king_to_x); ++x)
    if (square_attacked(p, p.sq(x, y), them)) return;
  Move m{king, p.sq(king_to_x, y)};
  m.castle = true;
  m.rook_from = rook;
  m.rook_to = p.sq(rook_to_x, y);
  out.push_back(m);
}

void update_castling_rights(Position& q, const Position& p, const Move& m) {
  if (kind_of(p.at(m.from)) == 'K') q.castle_file[p.side] = {kNoFile, kNoFile};
  for (Color c : {kWhite, kBlack}) {
    for (CastleSide s : {kQueenSide, kKingSide}) {
      if (q.castle_file[c][s] == kNoFile) continue;
      const int rook_sq = p.sq(q.castle_file[c][s], back_rank(c));
      if (rook_sq == m.from || rook_sq == m.to) q.castle_file[c][s] = kNoFile;
    }
  }
}

}  // namespace

ref_common::SquareList attacked_squares(const Position& p, int from) {
  ref_common::SquareList out;
  const char piece = p.at(from);
  const char kind = kind_of(piece);
  if (kind == 'P') {
    const int fwd = pawn_forward(color_of(piece));
    const int x = p.file_of(from), y = p.rank_of(from);
    for (int dx : {-1, 1})
      if (p.on_board(x + dx, y + fwd)) out.push_back(p.sq(x + dx, y + fwd));
    return out;
  }
  const Geometry g = geometry_of(kind);
  if (g.king_steps) add_leaps(p, from, kKingSteps, out);
  if (g.knight_leaps) add_leaps(p, from, kKnightLeaps, out);
  if (g.orthogonal_slides) add_slides(p, from, kOrthogonal, out);
  if (g.diagonal_slides) add_slides(p, from, kDiagonal, out);
  return out;
}

bool square_attacked(const Position& p, int target, Color by) {
  for (int s = 0; s < p.squares(); ++s) {
    if (!is_color(p.at(s), by)) continue;
    const ref_common::SquareList targets = attacked_squares(p, s);
    if (std::find(targets.begin(), targets.end(), target) != targets.end()) return true;
  }
  return false;
}

bool king_attacked(const Position& p, Color c) {
  const int king = find_king(p, c);
  return king != kNoSquare && square_attacked(p, king, opposite(c));
}

std::string promotion_kinds(const Position& p) { return p.files == 10 ? "QACRBN" : "QRBN"; }

std::vector<Move> castling_moves(const Position& p) {
  std::vector<Move> out;
  add_castling(p, kQueenSide, out);
  add_castling(p, kKingSide, out);
  return out;
}

std::vector<Move> pseudo_legal_moves(const Position& p) {
  std::vector<Move> out;
  for (int from = 0; from < p.squares(); ++from) {
    const char piece = p.at(from);
    if (!is_color(piece, p.side)) continue;
    if (kind_of(piece) == 'P') {
      add_pawn_moves(p, from, out);
      continue;
    }
    for (int to : attacked_squares(p, from))
      if (!is_color(p.at(to), p.side)) out.push_back(Move{from, to});
  }
  for (const Move& m : castling_moves(p)) out.push_back(m);
  return out;
}

Position apply_move(const Position& p, const Move& m) {
  Position q = p;
  const char mover = p.at(m.from);
  const bool pawn_move = kind_of(mover) == 'P';
  bool capture = p.at(m.to) != kEmpty;
  if (m.castle) {
    capture = false;
    q.set(m.from, kEmpty);
    q.set(m.rook_from, kEmpty);
    q.set(m.to, mover);
    q.set(m.rook_to, make_piece('R', p.side));
  } else {
    if (m.en_passant) {
      q.set(p.sq(p.file_of(m.to), p.rank_of(m.from)), kEmpty);
      capture = true;
    }
    q.set(m.from, kEmpty);
    q.set(m.to, m.promotion ? make_piece(m.promotion, p.side) : mover);
  }
  update_castling_rights(q, p, m);
  q.ep_square = kNoSquare;
  if (pawn_move && std::abs(p.rank_of(m.to) - p.rank_of(m.from)) == 2)
    q.ep_square = p.sq(p.file_of(m.from), (p.rank_of(m.from) + p.rank_of(m.to)) / 2);
  q.halfmove = (pawn_move || capture) ? 0 : p.halfmove + 1;
  if (p.side == kBlack) ++q.fullmove;
  q.side = opposite(p.side);
  return q;
}

std::vector<Move> legal_moves(const Position& p) {
  std::vector<Move> out;
  for (const Move& m : pseudo_legal_moves(p))
    if (!king_attacked(apply_move(p, m), p.side)) out.push_back(m);
  return out;
}

std::string move_text(const Position& p, const Move& m) {
  std::string text = square_name(p, m.from) + square_name(p, m.to);
  if (m.castle) {
    if (std::abs(p.file_of(m.to) - p.file_of(m.from)) <= 1) text += 'k';
  } else if (m.promotion) {
    text += static_cast<char>(m.promotion - 'A' + 'a');
  }
  return text;
}

std::string move_text_king_takes_rook(const Position& p, const Move& m) {
  if (m.castle) return square_name(p, m.from) + square_name(p, m.rook_from);
  return move_text(p, m);
}

std::uint64_t perft(const Position& p, int depth) {
  return ref_common::perft(p, depth, legal_moves, apply_move);
}

}  // namespace ref_chess
