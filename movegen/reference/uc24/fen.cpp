#include "reference/uc24/fen.h"

#include <string>
#include <vector>

#include "reference/common/text.h"
#include "reference/uc24/pieces.h"
#include "reference/uc24/reference_uc24.h"

namespace ref_uc24 {
namespace {

[[noreturn]] void fail(const std::string& what) { throw Error("bad UC-24 FEN: " + what); }

using ref_common::printable;
using ref_common::split;

std::string quoted(std::string_view s) {
  std::string out(1, '\'');
  out += printable(s);
  out += '\'';
  return out;
}

// One board row, rank index y, written from file a to file h.
void parse_row(std::string_view row, int y, Position& p) {
  const std::string rank = "rank " + std::to_string(y + 1);
  int x = 0;
  for (char c : row) {
    if (c >= '1' && c <= '8') {
      x += c - '0';
    } else if (is_piece_kind(kind_of(c)) && (is_white_piece(c) || is_black_piece(c))) {
      if (x < kSize) p.set(sq(x, y), c);
      ++x;
    } else {
      fail("bad board character " + quoted(std::string_view(&c, 1)) + " on " + rank);
    }
    if (x > kSize) fail(rank + " has more than 8 squares");
  }
  if (x != kSize) fail(rank + " has fewer than 8 squares");
}

void parse_placement(std::string_view field, Position& p) {
  const std::vector<std::string_view> rows = split(field, '/', false);
  if (rows.size() != kSize) fail("board needs 8 rows, got " + std::to_string(rows.size()));
  for (int i = 0; i < kSize; ++i) parse_row(rows[static_cast<std::size_t>(i)], kSize - 1 - i, p);
}

int parse_square(std::string_view field, const std::string& what) {
  const auto square = ref_common::parse_square(field, kFiles, kSize);
  if (!square) fail("bad " + what + " square " + quoted(field));
  return sq(square->x, square->y);
}

void parse_en_passant(std::string_view field, Position& p) {
  if (field == "-") return;
  const int s = parse_square(field, "en passant");
  const Color mover = opposite(p.side);  // the side that just made the double step
  const int fwd = pawn_forward(mover);
  const int x = file_of(s), y = rank_of(s);
  const std::string what = "en passant square " + quoted(field);
  if (y != first_rank(mover) + 2 * fwd) fail(what + " is on the wrong rank");
  if (p.at(s) != kEmpty || p.at(sq(x, y - fwd)) != kEmpty)
    fail(what + ": squares of the double step are not empty");
  if (p.at(sq(x, y + fwd)) != make_piece('P', mover)) fail(what + ": no pawn that just moved");
  for (int dx : {-1, 1})  // kept only if a pawn of the side to move can capture there
    if (on_board(x + dx, y + fwd) && p.at(sq(x + dx, y + fwd)) == make_piece('P', p.side))
      p.ep_square = s;
}

int parse_count(std::string_view field, const std::string& name) {
  const int n = ref_common::parse_number(field, 6);
  if (n < 0) fail("bad " + name + " " + quoted(field));
  return n;
}

void parse_reserve_side(std::string_view letters, Color c, Reserve& r) {
  const std::string who = c == kWhite ? "White" : "Black";
  if (letters.size() > kMaxReserve) fail(who + " reserve holds more than 16 pieces");
  for (char ch : letters) {
    const char kind = kind_of(ch);
    if (!is_color(ch, c) || !is_piece_kind(kind) || kind == 'K' || kind == 'P')
      fail("bad " + who + " reserve character " + quoted(std::string_view(&ch, 1)));
    r.push_back(kind);
  }
}

void parse_reserves(std::string_view field, Position& p) {
  if (field.size() < 3 || field.front() != '[' || field.back() != ']')
    fail("reserve field " + quoted(field) + " must look like [WHITE/black]");
  const std::vector<std::string_view> sides = split(field.substr(1, field.size() - 2), '/', false);
  if (sides.size() != 2) fail("reserve field " + quoted(field) + " needs exactly one '/'");
  parse_reserve_side(sides[0], kWhite, p.reserve[kWhite]);
  parse_reserve_side(sides[1], kBlack, p.reserve[kBlack]);
}

void parse_rights(std::string_view field, Position& p) {
  const std::vector<std::string_view> parts = split(field, ',', false);
  if (parts.size() != 2) fail("rights field " + quoted(field) + " must be <White>,<Black>");
  p.rights[kWhite] = parse_count(parts[0], "White drop rights");
  p.rights[kBlack] = parse_count(parts[1], "Black drop rights");
}

void parse_pending(std::string_view field, Position& p) {
  if (field == "-") return;
  const std::string what = "pending-exchange field " + quoted(field);
  if (field.size() != 5 || field[2] != ':') fail(what + " must be '-' or <sq>:<y|n><y|n>");
  const int s = parse_square(field.substr(0, 2), "pending-exchange");
  for (char c : field.substr(3))
    if (c != 'y' && c != 'n') fail(what + ": flags must be 'y' or 'n'");
  if (!is_color(p.at(s), opposite(p.side)))
    fail(what + ": no piece of the side that just moved on that square");
  if ((kind_of(p.at(s)) == 'P') != (field[3] == 'y'))
    fail(what + ": capturer flag does not match the piece on that square");
  if (p.ep_square != kNoSquare)
    fail(what + ": the last move cannot be both capture and double step");
  p.pending = Pending{s, field[3] == 'y', field[4] == 'y'};
}

void validate(const Position& p) {
  for (Color c : {kWhite, kBlack}) {
    int kings = 0;
    for (int s = 0; s < kSquares; ++s) kings += p.at(s) == make_piece('K', c);
    if (kings != 1)
      fail(std::string(c == kWhite ? "White" : "Black") + " must have exactly 1 king");
  }
  for (int x = 0; x < kSize; ++x)
    for (int y : {0, kSize - 1})
      if (kind_of(p.at(sq(x, y))) == 'P') fail("pawn on rank 1 or 8");
  if (king_attacked(p, opposite(p.side))) fail("the side not to move is in check");
}

}  // namespace

Position parse_fen(std::string_view fen) {
  std::vector<std::string_view> fields = split(fen, ' ', true);
  const std::size_t n = fields.size();
  const bool extended = n >= 7 && fields[n - 3].front() == '[';
  const std::size_t base = extended ? n - 3 : n;
  for (std::size_t i = 0; i < base; ++i)
    if (fields[i].front() == '[')
      fail("reserve field must be followed by the rights and pending fields, and nothing else");
  if (base < 4 || base > 6)
    fail("expected 4 to 6 fields (+ reserve, rights, pending), got " + std::to_string(n));
  Position p;
  p.board.fill(kEmpty);
  parse_placement(fields[0], p);
  if (fields[1] != "w" && fields[1] != "b") fail("side to move must be 'w' or 'b'");
  p.side = fields[1] == "w" ? kWhite : kBlack;
  if (fields[2] != "-") fail("castling field must be '-' (UC-24 has no castling)");
  parse_en_passant(fields[3], p);
  if (base >= 5) p.halfmove = parse_count(fields[4], "halfmove clock");
  if (base >= 6) p.fullmove = parse_count(fields[5], "fullmove number");
  if (extended) {
    parse_reserves(fields[n - 3], p);
    parse_rights(fields[n - 2], p);
    parse_pending(fields[n - 1], p);
  }
  validate(p);
  return p;
}

std::string to_fen(const Position& p) {
  std::string out = letter_placement(kSize, kSize, [&](int x, int y) { return p.at(sq(x, y)); });
  out += p.side == kWhite ? " w - " : " b - ";
  out += p.ep_square == kNoSquare ? std::string("-") : square_name(p.ep_square);
  out += ' ' + std::to_string(p.halfmove) + ' ' + std::to_string(p.fullmove) + " [";
  for (Color c : {kWhite, kBlack}) {
    const Reserve& r = p.reserve[c];
    for (int i = r.front; i < r.back; ++i)
      out += make_piece(r.piece[static_cast<std::size_t>(i)], c);
    if (c == kWhite) out += '/';
  }
  out += "] " + std::to_string(p.rights[kWhite]) + ',' + std::to_string(p.rights[kBlack]) + ' ';
  if (p.pending.square == kNoSquare) return out + '-';
  return out + square_name(p.pending.square) + ':' + (p.pending.capturer_pawn ? 'y' : 'n') +
         (p.pending.victim_pawn ? 'y' : 'n');
}

}  // namespace ref_uc24
