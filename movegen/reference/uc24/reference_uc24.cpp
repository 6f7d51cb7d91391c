#include "reference/uc24/reference_uc24.h"

#include "reference/uc24/fen.h"
#include "reference/uc24/movegen.h"
#include "reference/uc24/pieces.h"

namespace ref_uc24 {
namespace {

// Copy of `s` safe to put in a one-line message.
std::string printable(std::string_view s) {
  std::string out;
  for (char c : s) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return out;
}

}  // namespace

Board::Board(std::string_view fen) : pos_(parse_fen(fen)) {}

std::vector<std::string> Board::legal_moves() const {
  std::vector<std::string> out;
  for (const Child& c : legal_children(pos_)) out.push_back(turn_text(pos_, c.turn));
  return out;
}

void Board::play(std::string_view move) {
  for (const Child& c : legal_children(pos_)) {
    if (turn_text(pos_, c.turn) != move) continue;
    history_.push_back(pos_);
    pos_ = c.after;
    return;
  }
  throw Error("illegal move: '" + printable(move) + "' in " + to_fen(pos_));
}

void Board::undo() {
  if (history_.empty()) throw Error("undo: no move to undo");
  pos_ = history_.back();
  history_.pop_back();
}

bool Board::in_check() const { return king_attacked(pos_, pos_.side); }

std::uint64_t Board::perft(int depth) { return ref_uc24::perft(pos_, depth); }

std::string Board::fen() const { return to_fen(pos_); }

int empty_board_destinations(char letter, std::string_view square) {
  if (letter == 'P' || !is_piece_kind(letter))
    throw Error("empty_board_destinations: unknown piece letter '" + printable({&letter, 1}) + "'");
  if (square.size() != 2 || square[0] < 'a' || square[0] > 'h' || square[1] < '1' ||
      square[1] > '8')
    throw Error("empty_board_destinations: bad square '" + printable(square) + "'");
  Position p;
  p.board.fill(kEmpty);
  const int s = sq(square[0] - 'a', square[1] - '1');
  p.set(s, letter);
  return static_cast<int>(piece_destinations(p, s).size());
}

}  // namespace ref_uc24
