// Reference shogi-family move generator (mailbox, no bitboards) for standard 9x9 shogi and 15x15
// Dai Seireigi, written from /work/shared/RULINGS.md sections 0, 2, 5 (A-D*) and 6, the Dai
// Seireigi seed text and the standard shogi rules.
//
// It exists to be obviously correct, not fast: a move is legal if, after playing it on a copy of
// the position, no enemy piece can move to the mover's King (and, for a pawn drop, it is not
// checkmate: uchifuzume).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "reference/common/board.h"
#include "reference/shogi/position.h"

namespace ref_shogi {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class Game { Shogi, DaiSeireigi };

struct Family;  // how BoardCore lists, plays and writes shogi moves (reference_shogi.cpp)

// legal_moves(): canonical move text. play(move): canonical text; throws Error if not legal.
// undo(): throws Error if nothing to undo. in_check(): the side to move's King is attacked.
// perft(depth): perft(0) = 1.
class Board : public ref_common::BoardCore<Position, Error, Family> {
 public:
  Board(std::string_view sfen, Game game);  // throws Error (one line naming the field/character)
  std::string sfen() const { return position_text(); }
};

// Empty-board destination count of a Sente piece with this label ("rg", "+rg", "hm", "p", ...)
// on square sq ("h8", "h5"; Dai Seireigi board) — the rulings' tables are the unit tests.
// Labels are case-insensitive; throws Error on an unknown label, a '+' on a piece that does not
// promote, or a bad square.
int empty_board_destinations(std::string_view label, std::string_view sq);

}  // namespace ref_shogi
