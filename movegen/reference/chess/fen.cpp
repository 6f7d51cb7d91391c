#include "reference/chess/fen.h"

#include <string>
#include <vector>

#include "reference/chess/movegen.h"
#include "reference/chess/reference_chess.h"
#include "reference/common/text.h"

namespace ref_chess {
namespace {

[[noreturn]] void fail(const std::string& what) { throw Error("bad FEN: " + what); }

using ref_common::printable;
using ref_common::split;

// One board row, rank index y, written left (file a) to right.
void parse_row(std::string_view row, int y, Position& p) {
  const std::string row_name = "row " + std::to_string(kRanks - y);
  int x = 0;
  ref_common::read_rank(
      row,
      [&](std::string_view run) {
        if (run.size() > 2 || (run.size() > 1 && run[0] == '0'))
          fail("bad empty-square count '" + printable(run) + "'");
        const int empties = run == "0" ? 10 : ref_common::parse_number(run);
        if (x + empties > p.files) fail(row_name + " too long");
        x += empties;
      },
      [&](char piece) {
        if (std::string_view("KQRBNPAC").find(kind_of(piece)) == std::string_view::npos)
          fail(std::string("bad piece character '") + printable({&piece, 1}) + "'");
        if (x >= p.files) fail(row_name + " too long");
        p.set(p.sq(x++, y), piece);
      });
  if (x != p.files) fail(row_name + " too short");
}

void parse_placement(std::string_view field, Position& p) {
  const std::vector<std::string_view> rows = split(field, '/', false);
  if (rows.size() != kRanks) fail("expected 8 rows, got " + std::to_string(rows.size()));
  for (int i = 0; i < kRanks; ++i) parse_row(rows[static_cast<std::size_t>(i)], kRanks - 1 - i, p);
}

// File index of a castling file letter of colour c ('A'.. for White, 'a'.. for Black), or kNoFile.
int castling_letter_file(const Position& p, char c, Color color) {
  const char base = color == kWhite ? 'A' : 'a';
  return (c >= base && c < base + p.files) ? c - base : kNoFile;
}

// Outermost rook of colour c on the given side of its king, or kNoFile.
int outermost_rook(const Position& p, Color c, CastleSide side, int king_x) {
  const int y = back_rank(c);
  const int step = side == kKingSide ? -1 : 1;
  for (int x = side == kKingSide ? p.files - 1 : 0; x != king_x; x += step)
    if (p.at(p.sq(x, y)) == make_piece('R', c)) return x;
  return kNoFile;
}

void add_castling_right(Position& p, Color c, int rook_x, int marker_side, char token) {
  const std::string what = std::string("castling right '") + token + "': ";
  const int king = find_king(p, c);
  if (king == kNoSquare || p.rank_of(king) != back_rank(c)) fail(what + "king not on back rank");
  const int king_x = p.file_of(king);
  if (marker_side >= 0 && rook_x == kNoFile)
    rook_x = outermost_rook(p, c, static_cast<CastleSide>(marker_side), king_x);
  if (rook_x == kNoFile || p.at(p.sq(rook_x, back_rank(c))) != make_piece('R', c))
    fail(what + "no rook on the castling square");
  if (rook_x == king_x) fail(what + "rook on the king's file");
  const CastleSide side = rook_x < king_x ? kQueenSide : kKingSide;
  if (marker_side >= 0 && side != marker_side) fail(what + "rook is on the wrong side of the king");
  if (p.castle_file[c][side] != kNoFile) fail(what + "duplicate right for that side");
  p.castle_file[c][side] = rook_x;
}

void parse_castling(std::string_view field, Position& p) {
  if (field == "-") return;
  for (std::size_t i = 0; i < field.size(); ++i) {
    const char ch = field[i];
    const Color c = is_white_piece(ch) ? kWhite : kBlack;
    const char kind = kind_of(ch);
    if (kind == 'K' || kind == 'Q') {
      int rook_x = kNoFile;  // proposal style: marker directly followed by a same-case file letter
      if (i + 1 < field.size() && castling_letter_file(p, field[i + 1], c) != kNoFile)
        rook_x = castling_letter_file(p, field[++i], c);
      add_castling_right(p, c, rook_x, kind == 'K' ? kKingSide : kQueenSide, ch);
    } else if (castling_letter_file(p, ch, c) != kNoFile) {
      add_castling_right(p, c, castling_letter_file(p, ch, c), -1, ch);
    } else {
      fail("bad castling character '" + printable(field.substr(i, 1)) + "'");
    }
  }
}

void parse_en_passant(std::string_view field, Position& p) {
  if (field == "-") return;
  const std::string what = "bad en passant square '" + printable(field) + "'";
  const auto square = ref_common::parse_square(field, file_letters(p), kRanks);
  if (!square) fail(what);
  const int x = square->x, y = square->y;
  const Color mover = opposite(p.side);  // the side that just made the double step
  const int fwd = pawn_forward(mover);
  if (y != back_rank(mover) + 2 * fwd) fail(what + ": wrong rank");
  if (p.at(p.sq(x, y)) != kEmpty || p.at(p.sq(x, y - fwd)) != kEmpty)
    fail(what + ": squares of the double step are not empty");
  if (p.at(p.sq(x, y + fwd)) != make_piece('P', mover)) fail(what + ": no pawn that just moved");
  p.ep_square = p.sq(x, y);
}

int parse_counter(std::string_view field, const char* name) {
  if (field.size() > 6) fail(std::string("bad ") + name);
  const int n = ref_common::parse_number(field, 6);
  if (n < 0) fail(std::string("bad ") + name + " '" + printable(field) + "'");
  return n;
}

void validate(const Position& p) {
  for (Color c : {kWhite, kBlack}) {
    int kings = 0;
    for (int s = 0; s < p.squares(); ++s) kings += p.at(s) == make_piece('K', c);
    if (kings != 1)
      fail(std::string(c == kWhite ? "White" : "Black") + " must have exactly 1 king");
  }
  for (int x = 0; x < p.files; ++x)
    for (int y : {0, kRanks - 1})
      if (kind_of(p.at(p.sq(x, y))) == 'P') fail("pawn on rank 1 or 8");
  if (king_attacked(p, opposite(p.side))) fail("the side not to move is in check");
}

}  // namespace

Position parse_fen(std::string_view fen, int files) {
  if (files != 8 && files != 10) throw Error("bad board width " + std::to_string(files));
  const std::vector<std::string_view> fields = split(fen, ' ', true);
  if (fields.size() < 4 || fields.size() > 6)
    fail("expected 4 to 6 fields, got " + std::to_string(fields.size()));
  Position p;
  p.files = files;
  p.board.fill(kEmpty);
  parse_placement(fields[0], p);
  if (fields[1] != "w" && fields[1] != "b") fail("side to move must be 'w' or 'b'");
  p.side = fields[1] == "w" ? kWhite : kBlack;
  parse_castling(fields[2], p);
  parse_en_passant(fields[3], p);
  if (fields.size() >= 5) p.halfmove = parse_counter(fields[4], "halfmove clock");
  if (fields.size() >= 6) p.fullmove = parse_counter(fields[5], "fullmove number");
  validate(p);
  return p;
}

std::string to_fen(const Position& p) {
  std::string out =
      letter_placement(p.files, kRanks, [&](int x, int y) { return p.at(p.sq(x, y)); });
  out += p.side == kWhite ? " w " : " b ";
  std::string castling;
  for (Color c : {kWhite, kBlack})
    for (CastleSide s : {kKingSide, kQueenSide})
      if (p.castle_file[c][s] != kNoFile)
        castling += static_cast<char>((c == kWhite ? 'A' : 'a') + p.castle_file[c][s]);
  out += castling.empty() ? "-" : castling;
  out += ' ' + (p.ep_square == kNoSquare ? std::string("-") : square_name(p, p.ep_square));
  out += ' ' + std::to_string(p.halfmove) + ' ' + std::to_string(p.fullmove);
  return out;
}

}  // namespace ref_chess
