// Reference UC-24 move generator (mailbox, no bitboards), written from /work/shared/RULINGS.md
// sections 0, 1, 5 (A-U*) and 6.
//
// It exists to be obviously correct, not fast: a legal move is a compound turn (one normal move,
// optionally one drop), checked by playing the whole turn on a copy of the position and asking
// whether the mover's king is attacked.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "reference/common/board.h"
#include "reference/uc24/position.h"

namespace ref_uc24 {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Family;  // how BoardCore lists, plays and writes UC-24 turns (reference_uc24.cpp)

// legal_moves(): canonical text of every legal compound turn. play(move): canonical text; throws
// Error if not legal. undo(): throws Error if nothing to undo. in_check(): side to move in check.
// perft(depth): perft(0) = 1; counts compound turns.
class Board : public ref_common::BoardCore<Position, Error, Family> {
 public:
  explicit Board(std::string_view fen);  // UC-24 FEN; throws Error (one line) on bad input
  std::string fen() const { return position_text(); }  // the UC-24 FEN, all nine fields
};

// Empty-board destination count of the piece with this letter (upper case, from the rulings'
// table) placed on square sq ("a1", "d4") of an otherwise empty 8x8 board, as a White piece.
// Throws Error on an unknown letter or square ('P' is not accepted: pawns are not in the table).
int empty_board_destinations(char letter, std::string_view sq);

}  // namespace ref_uc24
