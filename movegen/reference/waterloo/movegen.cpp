#include "reference/waterloo/movegen.h"

#include "reference/common/perft.h"
#include "reference/waterloo/pieces.h"

namespace ref_waterloo {
namespace {

// Square from a file index and a rank number 1..10.
int at(int x, int rank) { return sq(x, rank - 1); }

constexpr int kA = 0, kB = 1, kC = 2, kD = 3, kE = 4, kF = 5, kG = 6, kH = 7, kI = 8, kK = 9;

void add_pawn_moves(const Position& p, int from, std::vector<Move>& out) {
  const Color us = p.side;
  const int x = file_of(from), y = rank_of(from), f = forward(us);
  const int row = own_row(us, y);
  auto empty = [&](int tx, int ty) { return on_board(tx, ty) && p.at(sq(tx, ty)) == kEmpty; };
  auto enemy = [&](int tx, int ty) {
    return on_board(tx, ty) && p.at(sq(tx, ty)) != kEmpty && !is_color(p.at(sq(tx, ty)), us);
  };
  auto push = [&](int tx, int ty) { out.push_back({MoveType::kNormal, from, sq(tx, ty), 0, 0}); };
  if (row < 3 || row > 7) return;
  const bool diag_moves = row >= 6;        // rows 6-7: D(1) may move without capturing
  const bool forward_captures = row >= 6;  // rows 6-7: O(1) may capture
  const bool diag_captures = row >= 4;     // rows 4-7
  if (empty(x, y + f) || (forward_captures && enemy(x, y + f))) push(x, y + f);
  if (row == 3 && empty(x, y + f) && empty(x, y + 2 * f)) push(x, y + 2 * f);
  for (int dx : {-1, 1}) {
    if ((diag_moves && empty(x + dx, y + f)) || (diag_captures && enemy(x + dx, y + f)))
      push(x + dx, y + f);
  }
}

void add_en_passant(const Position& p, std::vector<Move>& out) {
  if (p.ep_square == kNoSquare) return;
  const Color us = p.side;
  const int ex = file_of(p.ep_square), pawn_y = rank_of(p.ep_square) - forward(us);
  if (p.at(sq(ex, pawn_y)) != make_piece('P', opposite(us))) return;
  for (int dx : {-1, 1}) {
    if (!on_board(ex + dx, pawn_y)) continue;
    const int from = sq(ex + dx, pawn_y);
    if (p.at(from) == make_piece('P', us))
      out.push_back({MoveType::kEnPassant, from, p.ep_square, 0, 0});
  }
}

// Whole-piece moves (captures, quiet moves, merges of a simple piece) of the piece on `from`.
void add_whole_moves(const Position& p, int from, std::vector<Move>& out) {
  const char kind = kind_of(p.at(from));
  for (int to : reach(p, from, kind, p.side)) {
    const char target = p.at(to);
    const bool friendly = target != kEmpty && is_color(target, p.side);
    if (friendly) {
      const char tk = kind_of(target);
      if (!is_simple_kind(kind) || !is_simple_kind(tk) || merge_result(kind, tk) == 0) continue;
    }
    out.push_back({MoveType::kNormal, from, to, 0, 0});
  }
}

// Part moves of the compound on `from`: each distinct part moves with its own power; it may land
// on an empty square, capture, or merge onto a friendly simple piece (transfer).
void add_part_moves(const Position& p, int from, std::vector<Move>& out) {
  const std::string_view parts = parts_of(kind_of(p.at(from)));
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const char part = parts[i];
    if (i == 1 && parts[0] == parts[1]) break;  // the Guard's two halves are one part (4.5)
    for (int to : reach(p, from, part, p.side)) {
      const char target = p.at(to);
      if (target != kEmpty && is_color(target, p.side)) {
        const char tk = kind_of(target);
        if (!is_simple_kind(tk) || merge_result(part, tk) == 0) continue;
      }
      out.push_back({MoveType::kPart, from, to, part, 0});
    }
  }
}

bool castling_possible(const Position& p, int wing) {
  const Color us = p.side;
  if (!p.castle[us][static_cast<std::size_t>(wing)]) return false;
  const CastleSquares cs = castle_squares(us, wing);
  if (p.at(cs.emperor_from) != make_piece('E', us) ||
      p.at(cs.marshall_from) != make_piece('M', us) || p.at(cs.rook_from) != make_piece('R', us))
    return false;
  for (int s : cs.must_be_empty)
    if (p.at(s) != kEmpty) return false;
  if (square_attacked(p, cs.emperor_from, opposite(us))) return false;
  Position lifted = p;  // A-W24: only the Emperor is lifted for the crossed-square test
  lifted.set(cs.emperor_from, kEmpty);
  for (int s : cs.crossed)
    if (square_attacked(lifted, s, opposite(us))) return false;
  return true;
}

}  // namespace

// clang-format off
CastleSquares castle_squares(Color c, int wing) {
  //       Emperor from, to           Marshall from, to          Rook from, to              must be empty                       crossed
  if (c == kWhite && wing == kWingB)  // 0-0: Eb1, Md1, Rc1
    return {at(kE, 1), at(kB, 1),   at(kB, 1), at(kD, 1),   at(kA, 1), at(kC, 1),   {at(kC, 1), at(kD, 1)},             {at(kD, 1), at(kC, 1)}};
  if (c == kWhite)                    // 0-0-0: Eh1, Mf1, Rg1
    return {at(kE, 1), at(kH, 1),   at(kI, 1), at(kF, 1),   at(kK, 1), at(kG, 1),   {at(kF, 1), at(kG, 1), at(kH, 1)},  {at(kF, 1), at(kG, 1)}};
  if (wing == kWingI)                 // Black 0-0: Ei10, Mg10, Rh10
    return {at(kF, 10), at(kI, 10), at(kI, 10), at(kG, 10), at(kK, 10), at(kH, 10), {at(kG, 10), at(kH, 10)},           {at(kG, 10), at(kH, 10)}};
  // Black 0-0-0: Ec10, Me10, Rd10
  return {at(kF, 10), at(kC, 10),   at(kB, 10), at(kE, 10), at(kA, 10), at(kD, 10), {at(kC, 10), at(kD, 10), at(kE, 10)}, {at(kE, 10), at(kD, 10)}};
}
// clang-format on

bool terminal_by_rule(const Position& p) {
  for (Color c : {kWhite, kBlack}) {
    if (p.promoted[c] >= 3) return true;
    const int royal = find_royal(p, c);
    if (royal != kNoSquare && own_row(c, rank_of(royal)) >= 9) return true;
  }
  return false;
}

std::vector<Move> pseudo_legal_moves(const Position& p) {
  std::vector<Move> out;
  for (int s = 0; s < kSquares; ++s) {
    const char piece = p.at(s);
    if (piece == kEmpty || !is_color(piece, p.side)) continue;
    const char kind = kind_of(piece);
    if (kind == 'P') {
      add_pawn_moves(p, s, out);
      continue;
    }
    add_whole_moves(p, s, out);
    if (is_splittable_kind(kind)) add_part_moves(p, s, out);
  }
  add_en_passant(p, out);
  for (int wing : {kWingB, kWingI})
    if (castling_possible(p, wing))
      out.push_back({MoveType::kCastle, kNoSquare, kNoSquare, 0, wing});
  return out;
}

void filter_ep_square(Position& p) {
  if (p.ep_square == kNoSquare) return;
  const Color us = p.side;
  const int ex = file_of(p.ep_square), pawn_y = rank_of(p.ep_square) - forward(us);
  bool beside = false;
  for (int dx : {-1, 1})
    if (on_board(ex + dx, pawn_y) && p.at(sq(ex + dx, pawn_y)) == make_piece('P', us))
      beside = true;
  if (!beside) p.ep_square = kNoSquare;
}

std::vector<Child> legal_children(const Position& p) {
  std::vector<Child> out;
  if (terminal_by_rule(p)) return out;
  const Color us = p.side, them = opposite(us);
  const std::vector<Move> pseudo = pseudo_legal_moves(p);
  out.reserve(pseudo.size());  // a Child holds a whole position: no regrowth copies
  for (const Move& m : pseudo) {
    Position after = apply_move(p, m);
    if (piece_count(after, us) > kMaxPieces) continue;  // 30-piece limit, after the move (A-W12)
    if (royal_attacked(after, us)) continue;            // judged before demotion (rulings-local)
    const int their_royal = find_royal(after, them);
    if (their_royal != kNoSquare && after.at(their_royal) == make_piece('E', them) &&
        square_attacked(after, their_royal, us)) {
      after.set(their_royal, make_piece('K', them));  // the Emperor loses its knight (A-W13)
      after.castle[them] = {false, false};
    }
    after.side = them;
    if (us == kBlack) ++after.fullmove;
    filter_ep_square(after);
    out.push_back({m, after});
  }
  return out;
}

std::string move_text(const Position& p, const Move& m) {
  if (m.type == MoveType::kCastle) {
    const bool short_side = (p.side == kWhite) == (m.wing == kWingB);
    return short_side ? "O-O" : "O-O-O";
  }
  std::string out = square_name(m.from) + square_name(m.to);
  if (m.type == MoveType::kPart) out += std::string(":") + m.part;
  if (m.type == MoveType::kEnPassant) out += "ep";
  return out;
}

std::uint64_t perft(const Position& p, int depth) {
  return ref_common::perft(p, depth, legal_children, ref_common::child_after);
}

}  // namespace ref_waterloo
