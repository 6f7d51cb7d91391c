// Reference Waterloo move generator (mailbox, no bitboards), written from /work/shared/RULINGS.md
// sections 0, 4, 5 (A-W*) and 6, the seed text, and docs/rulings-local.md "Waterloo".
//
// It exists to be obviously correct, not fast: legality is decided by playing each pseudo-legal
// move on a copy and asking whether the mover's royal piece is attacked (before the opponent's
// Emperor is demoted), then applying the consequences (demotion, castling-right loss, ...).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "reference/common/board.h"
#include "reference/waterloo/position.h"

namespace ref_waterloo {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// clang-format off
inline constexpr const char* kStartFen = "rmcaqeacmr/ggbnnnnbgg/pppppppppp/10/10/10/10/PPPPPPPPPP/GGBNNNNBGG/RMCAEQACMR w BIbi - 0,0 0 1";
// clang-format on

struct Family;  // how BoardCore lists, plays and writes Waterloo moves (reference_waterloo.cpp)

// legal_moves(): canonical text of every legal move; empty in terminal positions.
// play(move): canonical text (and the accepted input forms); throws Error if not legal.
// undo(): throws Error if nothing to undo. in_check(): side to move's royal piece attacked.
// perft(depth): perft(0) = 1.
class Board : public ref_common::BoardCore<Position, Error, Family> {
 public:
  // Waterloo FEN; throws Error (one line naming the field/char) on bad input.
  explicit Board(std::string_view fen);
  // Canonical FEN, all 7 fields.
  std::string fen() const { return position_text(); }
};

// Empty-board destination count of the whole piece with this letter (upper case: S N B R A K G C
// M Q E W) placed as a White piece on square sq ("e5") of an otherwise empty 10x10 board.
// Throws Error otherwise.
int empty_board_destinations(char letter, std::string_view sq);

}  // namespace ref_waterloo
