// Reference chess move generator (mailbox, no bitboards) for orthodox chess, Chess960,
// Capablanca, Gothic and Capablanca Random Chess: boards of 8x8 and 10x8.
//
// It exists to be obviously correct, not fast: legality is decided by playing each pseudo-legal
// move on a copy of the position and asking whether the mover's king is attacked.
#pragma once

#include <stdexcept>
#include <string_view>

#include "reference/chess/position.h"
#include "reference/common/board.h"

namespace ref_chess {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Family;  // how BoardCore lists, plays and writes chess moves (reference_chess.cpp)

// legal_moves(): canonical move text, any order. play(move): canonical text; throws Error if not
// legal here. undo(): throws Error if nothing to undo. in_check(): side to move in check.
// perft(depth): perft(0) = 1; plain recursion, no bulk tricks required.
class Board : public ref_common::BoardCore<Position, Error, Family> {
 public:
  // files = 8 or 10 (ranks always 8). Promotion set: 8 files -> q r b n; 10 files -> q a c r b n.
  Board(std::string_view fen, int files);  // throws Error with a one-line message on bad input
};

}  // namespace ref_chess
