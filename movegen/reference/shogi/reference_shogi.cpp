#include "reference/shogi/reference_shogi.h"

#include "reference/shogi/movegen.h"
#include "reference/shogi/pieces.h"
#include "reference/shogi/sfen.h"

namespace ref_shogi {
namespace {

// Copy of `s` safe to put in a one-line message.
std::string printable(std::string_view s) {
  std::string out;
  for (char c : s) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return out;
}

// "h8" -> square index, or kNoSquare.
int parse_square(const Position& p, std::string_view sq) {
  if (sq.size() < 2 || sq.size() > 3 || sq[0] < 'a' || sq[0] >= 'a' + p.size || sq[1] == '0')
    return kNoSquare;
  int rank = 0;
  for (char c : sq.substr(1)) {
    if (c < '0' || c > '9') return kNoSquare;
    rank = rank * 10 + (c - '0');
  }
  return rank >= 1 && rank <= p.size ? p.sq(sq[0] - 'a', rank - 1) : kNoSquare;
}

}  // namespace

Board::Board(std::string_view sfen, Game game) : pos_(parse_sfen(sfen, game)) {}

std::vector<std::string> Board::legal_moves() const {
  std::vector<std::string> out;
  for (const Move& m : ref_shogi::legal_moves(pos_)) out.push_back(move_text(pos_, m));
  return out;
}

void Board::play(std::string_view move) {
  for (const Move& m : ref_shogi::legal_moves(pos_)) {
    if (move_text(pos_, m) != move) continue;
    history_.push_back(pos_);
    pos_ = apply(pos_, m);
    return;
  }
  throw Error("illegal move: '" + printable(move) + "' in " + to_sfen(pos_));
}

void Board::undo() {
  if (history_.empty()) throw Error("undo: no move to undo");
  pos_ = history_.back();
  history_.pop_back();
}

bool Board::in_check() const { return king_in_check(pos_, pos_.side); }

std::uint64_t Board::perft(int depth) { return ref_shogi::perft(pos_, depth); }

std::string Board::sfen() const { return to_sfen(pos_); }

int empty_board_destinations(std::string_view label, std::string_view sq) {
  const Rules& rules = rules_for(Game::DaiSeireigi);
  const bool promoted = !label.empty() && label[0] == '+';
  const int kind = find_kind(rules, promoted ? label.substr(1) : label);
  if (kind == kNoKind || (promoted && !rules.kinds[static_cast<std::size_t>(kind)].promotes))
    throw Error("empty_board_destinations: unknown piece label '" + printable(label) + "'");
  Position p;
  p.rules = &rules;
  p.size = rules.size;
  const int s = parse_square(p, sq);
  if (s == kNoSquare) throw Error("empty_board_destinations: bad square '" + printable(sq) + "'");
  p.at(s) = Piece{static_cast<std::int8_t>(kind), promoted, kSente};
  return static_cast<int>(piece_destinations(p, s).size());
}

}  // namespace ref_shogi
