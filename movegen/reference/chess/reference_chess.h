// Reference chess move generator (mailbox, no bitboards) for orthodox chess, Chess960,
// Capablanca, Gothic and Capablanca Random Chess: boards of 8x8 and 10x8.
//
// It exists to be obviously correct, not fast: legality is decided by playing each pseudo-legal
// move on a copy of the position and asking whether the mover's king is attacked.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "reference/chess/position.h"

namespace ref_chess {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Board {
 public:
  // files = 8 or 10 (ranks always 8). Promotion set: 8 files -> q r b n; 10 files -> q a c r b n.
  Board(std::string_view fen, int files);  // throws Error with a one-line message on bad input
  std::vector<std::string> legal_moves() const;  // canonical move text, any order
  void play(std::string_view move);              // canonical text; throws Error if not legal here
  void undo();                     // undo last play(); throws Error if nothing to undo
  bool in_check() const;           // side to move in check
  std::uint64_t perft(int depth);  // perft(0)=1; plain recursion, no bulk tricks required

 private:
  Position pos_;
  std::vector<Position> history_;  // positions before each play(), for undo()
};

}  // namespace ref_chess
