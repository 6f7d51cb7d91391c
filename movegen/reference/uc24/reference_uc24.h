// Reference UC-24 move generator (mailbox, no bitboards), written from /work/shared/RULINGS.md
// sections 0, 1, 5 (A-U*) and 6.
//
// It exists to be obviously correct, not fast: a legal move is a compound turn (one normal move,
// optionally one drop), checked by playing the whole turn on a copy of the position and asking
// whether the mover's king is attacked.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "reference/uc24/position.h"

namespace ref_uc24 {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Board {
 public:
  explicit Board(std::string_view fen);          // UC-24 FEN; throws Error (one line) on bad input
  std::vector<std::string> legal_moves() const;  // canonical text of every legal compound turn
  void play(std::string_view move);              // canonical text; throws Error if not legal
  void undo();                                   // throws Error if nothing to undo
  bool in_check() const;                         // side to move in check
  std::uint64_t perft(int depth);                // perft(0) = 1; counts compound turns
  std::string fen() const;                       // the UC-24 FEN, all nine fields

 private:
  Position pos_;
  std::vector<Position> history_;  // positions before each play(), for undo()
};

// Empty-board destination count of the piece with this letter (upper case, from the rulings'
// table) placed on square sq ("a1", "d4") of an otherwise empty 8x8 board, as a White piece.
// Throws Error on an unknown letter or square ('P' is not accepted: pawns are not in the table).
int empty_board_destinations(char letter, std::string_view sq);

}  // namespace ref_uc24
