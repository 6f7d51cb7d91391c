// The reference's positions built from the model's Setup (variants/setup.h reads and writes
// the FEN) and written back to one. What needs attacks is checked here, by this reference's
// own attack code: the side not to move in check, cambodianMoves' checked king.
#include "variants/setup.h"

#include "reference/defined/internal.h"
#include "reference/defined/reference_defined.h"

namespace ref_defined {

using vchess::variants::Setup;

namespace {

// What a Setup and a Position hold under the same names, copied either way.
template <class From, class To>
void copy_state(const Rules& rules, const From& from, To& to) {
  for (std::size_t c = 0; c < 2; ++c) {
    for (std::size_t t = 0; t < rules.types().size(); ++t) to.hand[c][t] = from.hand[c][t];
    to.castling_king[c] = from.castling_king[c];
  }
  to.side = from.side;
  to.checks_remaining = from.checks_remaining;
  to.checks_as_given = from.checks_as_given;
  to.halfmove = from.halfmove;
  to.fullmove = from.fullmove;
  to.passes = from.passes;
  to.bikjang_before = from.bikjang_before;
  to.castled = from.castled;
}

}  // namespace

Position placed(const Rules& rules, const Setup& s) {
  Position p;
  p.rules = &rules;
  for (int k = 0; k < rules.ranks(); ++k)
    for (int f = 0; f < rules.files(); ++f) {
      const auto& c = s.at(f, k);
      p.at(square_index(f, k)) = Cell{c.type, c.colour, c.unpromoted, c.promoted};
      if (s.ep.has(f, k)) p.ep.set(static_cast<std::size_t>(square_index(f, k)));
      if (s.gates.has(f, k)) p.gates.set(static_cast<std::size_t>(square_index(f, k)));
      if (s.walls.has(f, k)) p.walls.set(static_cast<std::size_t>(square_index(f, k)));
    }
  static_assert(kStride == vchess::variants::kMaxFiles);  // a Setup's squares are this mailbox's
  copy_state(rules, s, p);
  for (std::size_t c = 0; c < 2; ++c)
    for (std::size_t side = 0; side < 2; ++side) p.castles[c][side].rook = s.castling_rook[c][side];
  return p;
}

Position position_of(const Rules& rules, const Setup& s, std::string_view fen) {
  Position p = placed(rules, s);
  // No move can reach it, and a generator may take for granted that its opponent's royal piece
  // is safe (a pawn drop checks only from the square in front of the king).
  if (royal_exposed(p, 1 - p.side))
    throw Error(vchess::variants::FenError{std::string(fen),
                                           vchess::variants::side_not_to_move_in_check(p.side)}
                    .message());
  // cambodianMoves: a king in check has been checked, so it has lost its leap.
  if (rules.def().cambodian_moves) clear_checked_gate(p, p.side);
  return p;
}

Setup setup_of(const Position& p) {
  const Rules& r = *p.rules;
  Setup s;
  for (int k = 0; k < r.ranks(); ++k)
    for (int f = 0; f < r.files(); ++f) {
      const Cell& c = p.at(square_index(f, k));
      s.at(f, k) = {c.type, c.color, c.unpromoted, c.promoted};
      if (p.ep.test(static_cast<std::size_t>(square_index(f, k)))) s.ep.set(f, k);
      if (p.gates.test(static_cast<std::size_t>(square_index(f, k)))) s.gates.set(f, k);
      if (p.wall(square_index(f, k))) s.walls.set(f, k);
    }
  copy_state(r, p, s);
  for (std::size_t c = 0; c < 2; ++c)
    for (std::size_t side = 0; side < 2; ++side) s.castling_rook[c][side] = p.castles[c][side].rook;
  return s;
}

Position parse_fen(const Rules& rules, std::string_view fen) {
  const auto s = vchess::variants::read_fen(rules.model(), fen);
  if (!s) throw Error(s.error().message());
  return position_of(rules, *s, fen);
}

std::string to_fen(const Position& p) {
  return vchess::variants::write_fen(p.rules->model(), setup_of(p));
}

std::string start_fen(const Rules& rules) {
  return to_fen(parse_fen(rules, rules.def().start_fen));
}

}  // namespace ref_defined
