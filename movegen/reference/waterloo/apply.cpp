// apply_move: the board effect of one pseudo-legal Waterloo move (see movegen.h).
#include "reference/waterloo/movegen.h"
#include "reference/waterloo/pieces.h"

namespace ref_waterloo {
namespace {

// The piece of colour c and kind `kind` arrives on `to`: it merges with a friendly simple piece
// there (forming the compound), or replaces whatever else stands there (empty or enemy). A simple
// Spy that ends its move on its own row 9 without merging becomes a Wiseman (RULINGS 4.4, A-W8).
void arrive(Position& q, int to, char kind, Color c) {
  const char target = q.at(to);
  if (target != kEmpty && is_color(target, c)) {
    q.set(to, make_piece(merge_result(kind, kind_of(target)), c));
    return;
  }
  if (kind == 'S' && own_row(c, rank_of(to)) == 9) kind = 'W';
  q.set(to, make_piece(kind, c));
}

// A pawn of colour c arrived on `to`: promotion on its own row 8 (RULINGS 4.4, rulings-local).
void promote_pawn(Position& q, int to, Color c) {
  if (own_row(c, rank_of(to)) != 8) return;
  if (q.promoted[c] < kReserveSpies) q.set(to, make_piece('S', c));  // a reserve Spy
  ++q.promoted[c];  // the third pawn stays a Pawn and wins
}

void apply_castle(Position& q, const Move& m) {
  const CastleSquares cs = castle_squares(q.side, m.wing);
  const char emperor = q.at(cs.emperor_from), marshall = q.at(cs.marshall_from),
             rook = q.at(cs.rook_from);
  q.set(cs.emperor_from, kEmpty);
  q.set(cs.marshall_from, kEmpty);
  q.set(cs.rook_from, kEmpty);
  q.set(cs.emperor_to, emperor);
  q.set(cs.marshall_to, marshall);
  q.set(cs.rook_to, rook);
}

// A right is lost by any change on its Emperor, Marshall or Rook home square (A-W15, A-W24).
void update_castling(const Position& before, Position& q) {
  for (Color c : {kWhite, kBlack}) {
    for (int wing : {kWingB, kWingI}) {
      const CastleSquares cs = castle_squares(c, wing);
      for (int s : {cs.emperor_from, cs.marshall_from, cs.rook_from})
        if (before.at(s) != q.at(s)) q.castle[c][static_cast<std::size_t>(wing)] = false;
    }
  }
}

}  // namespace

Position apply_move(const Position& p, const Move& m) {
  Position q = p;
  const Color us = p.side;
  q.ep_square = kNoSquare;
  bool capture = false, pawn_move = false;
  if (m.type == MoveType::kCastle) {
    apply_castle(q, m);
  } else if (m.type == MoveType::kEnPassant) {
    q.set(sq(file_of(m.to), rank_of(m.from)), kEmpty);
    q.set(m.to, p.at(m.from));
    q.set(m.from, kEmpty);
    capture = pawn_move = true;
  } else {
    const char target = p.at(m.to);
    capture = target != kEmpty && !is_color(target, us);
    const char kind = kind_of(p.at(m.from));
    if (m.type == MoveType::kPart) {
      const std::string_view parts = parts_of(kind);
      const char rest = parts[0] == m.part ? parts[1] : parts[0];
      q.set(m.from, make_piece(rest, us));
      arrive(q, m.to, m.part, us);
    } else if (kind == 'P') {
      q.set(m.from, kEmpty);
      q.set(m.to, p.at(m.from));
      promote_pawn(q, m.to, us);
      pawn_move = true;
      if (rank_of(m.to) - rank_of(m.from) == 2 * forward(us))
        q.ep_square = sq(file_of(m.from), rank_of(m.from) + forward(us));
    } else {
      q.set(m.from, kEmpty);
      arrive(q, m.to, kind, us);
    }
  }
  q.halfmove = (capture || pawn_move) ? 0 : p.halfmove + 1;
  update_castling(p, q);
  return q;
}

}  // namespace ref_waterloo
