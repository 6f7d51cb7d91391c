#include "reference/chess/reference_chess.h"

#include "reference/chess/fen.h"
#include "reference/chess/movegen.h"

namespace ref_chess {

Board::Board(std::string_view fen, int files) : pos_(parse_fen(fen, files)) {}

std::vector<std::string> Board::legal_moves() const {
  std::vector<std::string> out;
  for (const Move& m : ref_chess::legal_moves(pos_)) out.push_back(move_text(pos_, m));
  return out;
}

void Board::play(std::string_view move) {
  for (const Move& m : ref_chess::legal_moves(pos_)) {
    if (move_text(pos_, m) != move) continue;
    history_.push_back(pos_);
    pos_ = apply_move(pos_, m);
    return;
  }
  std::string shown;  // keep the message on one line whatever the input
  for (char c : move) shown += (c >= 0x20 && c < 0x7f) ? c : '?';
  throw Error("illegal move: '" + shown + "' in " + to_fen(pos_));
}

void Board::undo() {
  if (history_.empty()) throw Error("undo: no move to undo");
  pos_ = history_.back();
  history_.pop_back();
}

bool Board::in_check() const { return king_attacked(pos_, pos_.side); }

std::uint64_t Board::perft(int depth) { return ref_chess::perft(pos_, depth); }

}  // namespace ref_chess
