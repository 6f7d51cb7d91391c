#include "reference/waterloo/reference_waterloo.h"

#include "reference/common/board_impl.h"
#include "reference/common/perft.h"
#include "reference/waterloo/fen.h"
#include "reference/waterloo/movegen.h"
#include "reference/waterloo/pieces.h"

namespace ref_waterloo {
namespace {

using ref_common::printable;

// The promotion a move made: 'S' (pawn to Spy), 'W' (Spy to Wiseman), or 0.
char promotion_of(const Position& before, const Child& c) {
  if (c.move.type != MoveType::kNormal && c.move.type != MoveType::kPart) return 0;
  const char moved = c.move.type == MoveType::kPart ? c.move.part : kind_of(before.at(c.move.from));
  const char now = kind_of(c.after.at(c.move.to));
  if (moved == 'P' && now == 'S') return 'S';
  if (moved == 'S' && now == 'W') return 'W';
  return 0;
}

}  // namespace

struct Family {
  static std::vector<Child> moves(const Position& p) { return legal_children(p); }
  static constexpr auto after = ref_common::child_after;
  static std::string text(const Position& p, const Child& c) { return move_text(p, c.move); }
  static bool names(const Position& p, const Child& c, std::string_view move);
  static bool in_check(const Position& p) { return royal_attacked(p, p.side); }
  static std::string fen(const Position& p) { return to_fen(p); }
};

// Does the input text `move` name the legal move c? Accepts the canonical text, the canonical
// text plus "=S" / "=W" when the move promotes so, and the Emperor's from-to for castling.
bool Family::names(const Position& p, const Child& c, std::string_view move) {
  const std::string canonical = move_text(p, c.move);
  if (move == canonical) return true;
  if (c.move.type == MoveType::kCastle) {
    const CastleSquares cs = castle_squares(p.side, c.move.wing);
    if (move == square_name(cs.emperor_from) + square_name(cs.emperor_to)) return true;
    return move == (canonical == "O-O" ? "0-0" : "0-0-0");
  }
  const char promo = promotion_of(p, c);
  return promo != 0 && move == canonical + "=" + promo;
}

}  // namespace ref_waterloo

template class ref_common::BoardCore<ref_waterloo::Position, ref_waterloo::Error,
                                     ref_waterloo::Family>;

namespace ref_waterloo {

Board::Board(std::string_view fen) : BoardCore(parse_fen(fen)) {}

int empty_board_destinations(char letter, std::string_view square) {
  if (letter == 'P' || !is_piece_kind(letter))
    throw Error("empty_board_destinations: unknown piece letter '" + printable({&letter, 1}) + "'");
  const int s = parse_square(square);
  if (s == kNoSquare)
    throw Error("empty_board_destinations: bad square '" + printable(square) + "'");
  Position p;
  p.board.fill(kEmpty);
  p.set(s, letter);
  return static_cast<int>(reach(p, s, letter, kWhite).size());
}

}  // namespace ref_waterloo
