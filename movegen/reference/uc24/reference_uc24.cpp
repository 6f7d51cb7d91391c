#include "reference/uc24/reference_uc24.h"

#include "reference/common/board_impl.h"
#include "reference/common/perft.h"
#include "reference/uc24/fen.h"
#include "reference/uc24/movegen.h"
#include "reference/uc24/pieces.h"

namespace ref_uc24 {

struct Family {
  static std::vector<Child> moves(const Position& p) { return legal_children(p); }
  static constexpr auto after = ref_common::child_after;
  static std::string text(const Position& p, const Child& c) { return turn_text(p, c.turn); }
  static bool in_check(const Position& p) { return king_attacked(p, p.side); }
  static std::string fen(const Position& p) { return to_fen(p); }
};

}  // namespace ref_uc24

template class ref_common::BoardCore<ref_uc24::Position, ref_uc24::Error, ref_uc24::Family>;

namespace ref_uc24 {

using ref_common::printable;

Board::Board(std::string_view fen) : BoardCore(parse_fen(fen)) {}

int empty_board_destinations(char letter, std::string_view square) {
  if (letter == 'P' || !is_piece_kind(letter))
    throw Error("empty_board_destinations: unknown piece letter '" + printable({&letter, 1}) + "'");
  const auto xy = ref_common::parse_square(square, kFiles, kSize);
  if (!xy) throw Error("empty_board_destinations: bad square '" + printable(square) + "'");
  Position p;
  p.board.fill(kEmpty);
  const int s = sq(xy->x, xy->y);
  p.set(s, letter);
  return static_cast<int>(piece_destinations(p, s).size());
}

}  // namespace ref_uc24
