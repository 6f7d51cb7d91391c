#include "reference/waterloo/fen.h"

#include <vector>

#include "reference/common/text.h"
#include "reference/waterloo/movegen.h"
#include "reference/waterloo/pieces.h"
#include "reference/waterloo/reference_waterloo.h"

namespace ref_waterloo {
namespace {

[[noreturn]] void fail(const std::string& what) { throw Error("waterloo fen: " + what); }

using ref_common::parse_number;
using ref_common::printable;
using ref_common::split;

void parse_rank(std::string_view text, int y, Position& p) {
  const std::string rank = "rank " + std::to_string(y + 1);
  int x = 0;
  ref_common::read_rank(
      text,
      [&](std::string_view digits) {
        const int run = parse_number(digits);
        if (run <= 0 || x + run > kSize)
          fail("board: bad empty run '" + printable(digits) + "' on " + rank);
        x += run;
      },
      [&](char c) {
        if (!is_piece_kind(kind_of(c)) || !(is_white_piece(c) || is_black_piece(c)))
          fail("board: bad piece letter '" + printable({&c, 1}) + "'");
        if (x >= kSize) fail("board: " + rank + " has more than 10 squares");
        p.set(sq(x++, y), c);
      });
  if (x != kSize) fail("board: " + rank + " has " + std::to_string(x) + " squares, not 10");
}

void parse_board(std::string_view text, Position& p) {
  const std::vector<std::string_view> ranks = split(text, '/');
  if (ranks.size() != kSize) fail("board: " + std::to_string(ranks.size()) + " ranks, not 10");
  p.board.fill(kEmpty);
  for (int i = 0; i < kSize; ++i) parse_rank(ranks[static_cast<std::size_t>(i)], kSize - 1 - i, p);
}

// Castling letters with the pieces each needs (rulings-local).
struct CastleLetter {
  char letter;
  Color color;
  int wing;
};
constexpr CastleLetter kCastleLetters[] = {
    {'B', kWhite, kWingB}, {'I', kWhite, kWingI}, {'b', kBlack, kWingB}, {'i', kBlack, kWingI}};

void parse_castling(std::string_view text, Position& p) {
  if (text == "-") return;
  std::size_t next = 0;  // letters must come in the order B I b i, each at most once
  for (char c : text) {
    std::size_t k = next;
    while (k < 4 && kCastleLetters[k].letter != c) ++k;
    if (k == 4) fail("castling: bad or misplaced letter '" + printable({&c, 1}) + "'");
    const CastleLetter& cl = kCastleLetters[k];
    const CastleSquares cs = castle_squares(cl.color, cl.wing);
    if (p.at(cs.emperor_from) != make_piece('E', cl.color) ||
        p.at(cs.marshall_from) != make_piece('M', cl.color) ||
        p.at(cs.rook_from) != make_piece('R', cl.color))
      fail("castling: '" + std::string(1, c) + "' without Emperor, Marshall and Rook at home");
    p.castle[cl.color][static_cast<std::size_t>(cl.wing)] = true;
    next = k + 1;
  }
}

void parse_ep(std::string_view text, Position& p) {
  if (text == "-") return;
  const int s = parse_square(text);
  if (s == kNoSquare) fail("ep: bad square '" + printable(text) + "'");
  const Color them = opposite(p.side);
  // The passed square lies on the opponent's row 4; their pawn on row 5, its origin on row 3.
  if (own_row(them, rank_of(s)) != 4)
    fail("ep: '" + printable(text) + "' is not on the passed rank");
  const int x = file_of(s);
  if (p.at(s) != kEmpty) fail("ep: passed square '" + printable(text) + "' is not empty");
  if (p.at(sq(x, rank_of_row(them, 5))) != make_piece('P', them))
    fail("ep: no double-stepped pawn for '" + printable(text) + "'");
  if (p.at(sq(x, rank_of_row(them, 3))) != kEmpty)
    fail("ep: origin square of the double step for '" + printable(text) + "' is not empty");
  p.ep_square = s;
  filter_ep_square(p);  // dropped if no pawn of the side to move could capture there
}

void parse_promoted(std::string_view text, Position& p) {
  const std::vector<std::string_view> parts = split(text, ',');
  if (parts.size() != 2) fail("promoted: '" + printable(text) + "' is not <w>,<b>");
  for (int c = 0; c < 2; ++c) {
    const int n = parse_number(parts[static_cast<std::size_t>(c)]);
    if (n < 0 || n > 3)
      fail("promoted: bad count '" + printable(parts[static_cast<std::size_t>(c)]) + "'");
    p.promoted[static_cast<std::size_t>(c)] = n;
  }
}

void validate(const Position& p) {
  for (Color c : {kWhite, kBlack}) {
    const char* name = c == kWhite ? "White" : "Black";
    int royals = 0;
    for (int s = 0; s < kSquares; ++s) {
      const char piece = p.at(s);
      if (piece == kEmpty || !is_color(piece, c)) continue;
      royals += is_royal_kind(kind_of(piece)) ? 1 : 0;
      if (kind_of(piece) != 'P') continue;
      const int row = own_row(c, rank_of(s));
      if (row <= 2 || row >= 9)
        fail(std::string(name) + " pawn on its own row " + std::to_string(row) + " (" +
             square_name(s) + ")");
      if (row == 8 && p.promoted[c] != 3)
        fail(std::string(name) + " pawn on its own row 8 (" + square_name(s) +
             ") without a third-pawn win");
    }
    if (royals != 1)
      fail(std::string(name) + " has " + std::to_string(royals) + " royal pieces (E or K), not 1");
    if (piece_count(p, c) > kMaxPieces) fail(std::string(name) + " has more than 30 pieces");
  }
  if (royal_attacked(p, opposite(p.side))) fail("the side not to move is in check");
  const int royal = find_royal(p, p.side);
  if (kind_of(p.at(royal)) == 'E' && royal_attacked(p, p.side))
    fail("the side to move has an Emperor in check (it would be a King)");
}

}  // namespace

int parse_square(std::string_view text) {
  const auto square = ref_common::parse_square(text, kFiles, kSize);
  return square ? sq(square->x, square->y) : kNoSquare;
}

Position parse_fen(std::string_view fen) {
  const std::vector<std::string_view> fields = split(fen, ' ', true);
  if (fields.size() != 7) fail(std::to_string(fields.size()) + " fields, expected 7");
  Position p;
  parse_board(fields[0], p);
  if (fields[1] != "w" && fields[1] != "b") fail("side: bad '" + printable(fields[1]) + "'");
  p.side = fields[1] == "w" ? kWhite : kBlack;
  parse_castling(fields[2], p);
  parse_promoted(fields[4], p);
  const int half = parse_number(fields[5]), full = parse_number(fields[6]);
  if (half < 0) fail("halfmove: bad '" + printable(fields[5]) + "'");
  if (full < 1) fail("fullmove: bad '" + printable(fields[6]) + "'");
  p.halfmove = half;
  p.fullmove = full;
  validate(p);
  parse_ep(fields[3], p);
  return p;
}

std::string to_fen(const Position& p) {
  std::string out = letter_placement(kSize, kSize, [&](int x, int y) { return p.at(sq(x, y)); });
  out += p.side == kWhite ? " w " : " b ";
  std::string castling;
  for (const CastleLetter& cl : kCastleLetters)
    if (p.castle[cl.color][static_cast<std::size_t>(cl.wing)]) castling += cl.letter;
  out += castling.empty() ? "-" : castling;
  out += ' ';
  out += p.ep_square == kNoSquare ? "-" : square_name(p.ep_square);
  out += ' ' + std::to_string(p.promoted[0]) + ',' + std::to_string(p.promoted[1]);
  out += ' ' + std::to_string(p.halfmove) + ' ' + std::to_string(p.fullmove);
  return out;
}

}  // namespace ref_waterloo
