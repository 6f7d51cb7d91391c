#include "reference/waterloo/reference_waterloo.h"

#include "reference/waterloo/fen.h"
#include "reference/waterloo/movegen.h"
#include "reference/waterloo/pieces.h"

namespace ref_waterloo {
namespace {

std::string printable(std::string_view s) {
  std::string out;
  for (char c : s) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return out;
}

// The promotion a move made: 'S' (pawn to Spy), 'W' (Spy to Wiseman), or 0.
char promotion_of(const Position& before, const Child& c) {
  if (c.move.type != MoveType::kNormal && c.move.type != MoveType::kPart) return 0;
  const char moved = c.move.type == MoveType::kPart ? c.move.part : kind_of(before.at(c.move.from));
  const char now = kind_of(c.after.at(c.move.to));
  if (moved == 'P' && now == 'S') return 'S';
  if (moved == 'S' && now == 'W') return 'W';
  return 0;
}

// Does the input text `move` name the legal move c? Accepts the canonical text, the canonical
// text plus "=S" / "=W" when the move promotes so, and the Emperor's from-to for castling.
bool names(const Position& p, const Child& c, std::string_view move) {
  const std::string text = move_text(p, c.move);
  if (move == text) return true;
  if (c.move.type == MoveType::kCastle) {
    const CastleSquares cs = castle_squares(p.side, c.move.wing);
    if (move == square_name(cs.emperor_from) + square_name(cs.emperor_to)) return true;
    return move == (text == "O-O" ? "0-0" : "0-0-0");
  }
  const char promo = promotion_of(p, c);
  return promo != 0 && move == text + "=" + promo;
}

}  // namespace

Board::Board(std::string_view fen) : pos_(parse_fen(fen)) {}

std::vector<std::string> Board::legal_moves() const {
  std::vector<std::string> out;
  for (const Child& c : legal_children(pos_)) out.push_back(move_text(pos_, c.move));
  return out;
}

void Board::play(std::string_view move) {
  for (const Child& c : legal_children(pos_)) {
    if (!names(pos_, c, move)) continue;
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

bool Board::in_check() const { return royal_attacked(pos_, pos_.side); }

std::uint64_t Board::perft(int depth) { return ref_waterloo::perft(pos_, depth); }

std::string Board::fen() const { return to_fen(pos_); }

int empty_board_destinations(char letter, std::string_view square) {
  if (letter == 'P' || !is_piece_kind(letter))
    throw Error("empty_board_destinations: unknown piece letter '" + printable({&letter, 1}) + "'");
  const int s = parse_square(square);
  if (s == kNoSquare)
    throw Error("empty_board_destinations: bad square '" + printable(square) + "'");
  Position p;
  p.board.fill(kEmpty);
  p.set(s, letter);
  return static_cast<int>(reach(p, s, letter, kWhite).size());
}

}  // namespace ref_waterloo
