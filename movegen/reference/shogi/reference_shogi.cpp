#include "reference/shogi/reference_shogi.h"

#include "reference/common/board_impl.h"
#include "reference/shogi/movegen.h"
#include "reference/shogi/pieces.h"
#include "reference/shogi/sfen.h"

namespace ref_shogi {
namespace {

using ref_common::printable;

// "h8" -> square index, or kNoSquare.
int parse_square(const Position& p, std::string_view sq) {
  const auto square =
      ref_common::parse_square(sq, ref_common::kFileLetters.substr(0, p.size), p.size);
  return square ? p.sq(square->x, square->y) : kNoSquare;
}

}  // namespace

struct Family {
  static constexpr auto* moves = &legal_moves;
  static constexpr auto* after = &apply;
  static constexpr auto* text = &move_text;
  static constexpr auto* fen = &to_sfen;
  static bool in_check(const Position& p) { return king_in_check(p, p.side); }
};

}  // namespace ref_shogi

template class ref_common::BoardCore<ref_shogi::Position, ref_shogi::Error, ref_shogi::Family>;

namespace ref_shogi {

Board::Board(std::string_view sfen, Game game) : BoardCore(parse_sfen(sfen, game)) {}

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
