#include "reference/chess/reference_chess.h"

#include "reference/chess/fen.h"
#include "reference/chess/movegen.h"
#include "reference/common/board_impl.h"

namespace ref_chess {

struct Family {
  static constexpr auto* moves = &legal_moves;
  static constexpr auto* after = &apply_move;
  static constexpr auto* text = &move_text;
  static constexpr auto* fen = &to_fen;
  static bool in_check(const Position& p) { return king_attacked(p, p.side); }
};

}  // namespace ref_chess

template class ref_common::BoardCore<ref_chess::Position, ref_chess::Error, ref_chess::Family>;

namespace ref_chess {

Board::Board(std::string_view fen, int files) : BoardCore(parse_fen(fen, files)) {}

}  // namespace ref_chess
