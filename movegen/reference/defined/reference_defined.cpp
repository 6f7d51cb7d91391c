#include "reference/defined/reference_defined.h"

#include "reference/common/board_impl.h"
#include "reference/common/text.h"
#include "reference/defined/internal.h"

namespace ref_defined {

struct Family {
  static std::vector<Move> moves(const Position& p) { return legal_moves(p); }
  static Position after(const Position& p, Move m) { return ref_defined::after(p, m); }
  static std::string text(const Position& p, Move m) { return move_text(p, m); }
  static std::string fen(const Position& p) { return to_fen(p); }
  static bool in_check(const Position& p) { return ref_defined::in_check(p); }
};

}  // namespace ref_defined

template class ref_common::BoardCore<ref_defined::Position, ref_defined::Error,
                                     ref_defined::Family>;

namespace ref_defined {

Board::Board(std::shared_ptr<const Rules> rules, std::string_view fen)
    : BoardCore(parse_fen(*rules, fen)), rules_(std::move(rules)) {}

bool Position::operator==(const Position& o) const {
  return rules == o.rules && board == o.board && hand == o.hand && side == o.side &&
         castling_king == o.castling_king && castles[0][0].rook == o.castles[0][0].rook &&
         castles[0][1].rook == o.castles[0][1].rook && castles[1][0].rook == o.castles[1][0].rook &&
         castles[1][1].rook == o.castles[1][1].rook && ep == o.ep && gates == o.gates &&
         walls == o.walls && checks_remaining == o.checks_remaining && halfmove == o.halfmove &&
         fullmove == o.fullmove && passes == o.passes && bikjang_before == o.bikjang_before &&
         castled == o.castled;
}

std::uint64_t content_hash(const Position& p) {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a over the fields that decide the moves
  const auto mix = [&](std::uint64_t v) {
    h ^= v;
    h *= 1099511628211ull;
  };
  for (int s = 0; s < kSquares; ++s) {
    const Cell& c = p.at(s);
    if (c.empty()) continue;
    mix(static_cast<std::uint64_t>(s) << 24 | static_cast<std::uint64_t>(c.type & 0xff) << 16 |
        static_cast<std::uint64_t>(c.color) << 12 |
        static_cast<std::uint64_t>(c.unpromoted & 0xff) << 1 |
        static_cast<std::uint64_t>(c.promoted));
  }
  for (const auto& side : p.hand)
    for (auto n : side) mix(static_cast<std::uint64_t>(n));
  mix(static_cast<std::uint64_t>(p.side));
  for (const auto& rights : p.castles)
    for (const auto& right : rights) mix(static_cast<std::uint64_t>(right.rook + 1));
  for (int s = 0; s < kSquares; ++s)
    if (p.ep.test(static_cast<std::size_t>(s))) mix(0x10000u + static_cast<std::uint64_t>(s));
  for (int s = 0; s < kSquares; ++s)
    if (p.gates.test(static_cast<std::size_t>(s))) mix(0x20000u + static_cast<std::uint64_t>(s));
  for (int s = 0; s < kSquares; ++s)
    if (p.wall(s)) mix(0x40000u + static_cast<std::uint64_t>(s));
  mix(static_cast<std::uint64_t>(p.checks_remaining[0]) << 8 |
      static_cast<std::uint64_t>(p.checks_remaining[1]));
  mix(0x20000u + static_cast<std::uint64_t>(p.passes) * 2 + p.bikjang_before);
  mix(0x80000u + static_cast<std::uint64_t>(p.castled));
  return h;
}

std::optional<Position> flipped(const Position& p) {
  const Rules& r = *p.rules;
  if (!r.symmetric()) return std::nullopt;
  const bool turn = r.symmetry() == Rules::Symmetry::HalfTurn;
  return placed(r, vchess::variants::flipped(r.model(), setup_of(p), turn));
}

int empty_board_count(const Rules& rules, const std::string& piece_name, Square from) {
  int t = rules.type_by_name(piece_name);
  if (t < 0 && piece_name.size() == 1)
    t = rules.type_by_letter(static_cast<char>(std::tolower(piece_name[0])));
  if (t < 0)
    throw Error("empty_board_count: unknown piece '" + ref_common::printable(piece_name) + "'");
  if (!rules.on_board(from.file, from.rank)) throw Error("empty_board_count: square off the board");
  return ref_defined::empty_board_count(rules.type(t).moves, rules.files(), rules.ranks(), from);
}

}  // namespace ref_defined
