// Fairy-Stockfish's FEN for defined variants: board (ranks from the top, runs of empty squares as
// numbers, `*` a wall square, `+X` a shogi-style promoted piece, `X~` a promoted piece whose
// capture gives back a pawn), the pocket in [...] (or as one more rank after the last), side,
// castling (KQkq or the rook files, Shredder/X-FEN style), en passant squares, the checks still to
// give (`3+3`, with checkCounting), half-move clock, move number; or, as lichess writes 3check, the
// checks already given as a last field (`+2+0`), which is then written back the same way.
#include <algorithm>
#include <array>
#include <cctype>
#include <string>

#include "reference/common/text.h"
#include "reference/defined/internal.h"
#include "reference/defined/reference_defined.h"

namespace ref_defined {
namespace {

using ref_common::printable;

[[noreturn]] void fail(std::string_view fen, const std::string& what) {
  throw Error("bad FEN '" + printable(fen) + "': " + what);
}

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
char lower(char c) { return is_upper(c) ? static_cast<char>(c - 'A' + 'a') : c; }

// One piece letter (either case) of the variant, or -1.
int letter_type(const Rules& r, char c) {
  return (is_lower(c) || is_upper(c)) ? r.type_by_letter(lower(c)) : -1;
}

void read_rank(Position& p, std::string_view fen, std::string_view text, int rank) {
  const Rules& r = *p.rules;
  int file = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (ref_common::is_digit(c)) {
      std::size_t j = i;
      while (j < text.size() && ref_common::is_digit(text[j])) ++j;
      const int n = ref_common::parse_number(text.substr(i, j - i), 2);
      if (n <= 0) fail(fen, "bad run of empty squares '" + printable(text.substr(i, j - i)) + "'");
      file += n;
      i = j - 1;
      continue;
    }
    if (c == '*') {
      if (!r.model().walls)
        fail(fen, "a wall square '*' on " + square_text(square_index(file, rank)) + ", but " +
                      r.def().name + " has no walls");
      if (file >= r.files()) fail(fen, "rank " + std::to_string(rank + 1) + " is too long");
      p.walls.set(static_cast<std::size_t>(square_index(file++, rank)));
      continue;
    }
    const bool plus = c == '+';
    const char letter = plus ? (i + 1 < text.size() ? text[++i] : '?') : c;
    const int t = letter_type(r, letter);
    if (t < 0) fail(fen, std::string("unknown piece '") + printable(std::string(1, letter)) + "'");
    if (plus && r.type(t).promoted < 0)
      fail(fen, std::string("piece '") + letter + "' does not promote");
    if (file >= r.files()) fail(fen, "rank " + std::to_string(rank + 1) + " is too long");
    Cell cell;
    cell.color = static_cast<std::int8_t>(is_upper(letter) ? kWhite : kBlack);
    cell.type = static_cast<std::int8_t>(plus ? r.type(t).promoted : t);
    if (plus) {
      cell.unpromoted = static_cast<std::int8_t>(t);
      cell.promoted = true;
    } else if (i + 1 < text.size() && text[i + 1] == '~') {
      ++i;
      cell.promoted = r.def().captures_to_hand;  // only meaningful (and printed) then
    }
    // A piece that can never stand outside its mobility region (a general out of its palace).
    if (!r.allowed(cell.type, cell.color, Square{file, rank}))
      fail(fen, std::string("piece '") + letter + "' on " + square_text(square_index(file, rank)) +
                    " stands outside its mobility region");
    p.at(square_index(file, rank)) = cell;
    ++file;
  }
  if (file != r.files())
    fail(fen, "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                  " squares, not " + std::to_string(r.files()));
}

void read_pocket(Position& p, std::string_view fen, std::string_view text) {
  for (char c : text) {
    if (c == '-') continue;
    const int t = letter_type(*p.rules, c);
    if (t < 0) fail(fen, std::string("unknown piece in the pocket '") + printable({&c, 1}) + "'");
    auto& n = p.hand[is_upper(c) ? kWhite : kBlack][static_cast<std::size_t>(t)];
    if (n >= 100) fail(fen, "too many pieces in the pocket");
    ++n;
  }
}

void read_board(Position& p, std::string_view fen, std::string_view field) {
  const Rules& r = *p.rules;
  std::string_view board = field, pocket;
  bool has_pocket = false;
  if (const auto open = field.find('['); open != std::string_view::npos) {
    if (field.back() != ']') fail(fen, "the pocket has no closing ']'");
    board = field.substr(0, open);
    pocket = field.substr(open + 1, field.size() - open - 2);
    has_pocket = true;
  }
  auto ranks = ref_common::split(board, '/');
  if (!has_pocket && static_cast<int>(ranks.size()) == r.ranks() + 1) {  // pocket as a last rank
    pocket = ranks.back();
    ranks.pop_back();
    has_pocket = true;
  }
  if (static_cast<int>(ranks.size()) != r.ranks())
    fail(fen, "the board has " + std::to_string(ranks.size()) + " ranks, not " +
                  std::to_string(r.ranks()));
  for (int i = 0; i < r.ranks(); ++i)
    read_rank(p, fen, ranks[static_cast<std::size_t>(i)], r.ranks() - 1 - i);
  if (has_pocket) read_pocket(p, fen, pocket);
}

// `W+B`: the checks each side still has to give.
std::array<int, 2> check_pair(std::string_view fen, std::string_view field) {
  const auto parts = ref_common::split(field, '+');
  const int w = parts.size() == 2 ? ref_common::parse_number(parts[0], 3) : -1;
  const int b = parts.size() == 2 ? ref_common::parse_number(parts[1], 3) : -1;
  if (w < 0 || b < 0) fail(fen, "bad check count '" + printable(field) + "'");
  return {w, b};
}

// The checks each side has to give in the variant's start position (3check: 3+3).
std::array<int, 2> checks_to_give(const Rules& r) {
  for (std::string_view f : ref_common::split(r.def().start_fen, ' ', true))
    if (f.find('+') != std::string_view::npos && f[0] != '+' && f.find('[') == f.npos &&
        f.find('/') == f.npos)
      return check_pair(r.def().start_fen, f);
  return {1, 1};
}

// Lichess's `+W+B`: the checks White and Black have given so far.
void read_checks_given(Position& p, std::string_view fen, std::string_view field) {
  const auto parts = ref_common::split(field.substr(1), '+');
  const int w = parts.size() == 2 ? ref_common::parse_number(parts[0], 3) : -1;
  const int b = parts.size() == 2 ? ref_common::parse_number(parts[1], 3) : -1;
  if (w < 0 || b < 0) fail(fen, "bad count of checks given '" + printable(field) + "'");
  const auto total = checks_to_give(*p.rules);
  if (w > total[0] || b > total[1])
    fail(fen, "more checks given than the game has ('" + printable(field) + "', at most +" +
                  std::to_string(total[0]) + "+" + std::to_string(total[1]) + ")");
  p.checks_remaining = {total[0] - w, total[1] - b};
  p.checks_as_given = true;
}

// Whether `color`'s royal piece stands on the board of the variant's start position (not in
// its pocket: sittuyin's setup puts the king down from the hand).
bool royal_starts_on_board(const Rules& r, int color) {
  const std::string_view fen = r.def().start_fen;
  std::string_view board = fen.substr(0, std::min(fen.find(' '), fen.find('[')));
  const auto ranks = ref_common::split(board, '/');
  const char l = r.type(r.royal()).letter;
  const char want = color == kWhite ? static_cast<char>(std::toupper(l)) : l;
  for (std::size_t i = 0; i < ranks.size() && static_cast<int>(i) < r.ranks(); ++i)
    if (ranks[i].find(want) != std::string_view::npos) return true;
  return false;
}

// Each side has its royal piece on the board where its start position has (a generator may
// take it for granted), unless the variant has none or losing it is one of its game ends (an
// extinction type: atomic, horde, shatranj's bare king). Chess refuses a side without its king.
void require_royals(const Position& p, std::string_view fen) {
  const Rules& r = *p.rules;
  if (r.royal() < 0 || r.type(r.royal()).extinction) return;
  std::array<bool, 2> seen{};
  for (int s = 0; s < kSquares; ++s)
    if (!p.at(s).empty() && p.at(s).type == r.royal())
      seen[static_cast<std::size_t>(p.at(s).color)] = true;
  const char letter = r.type(r.royal()).letter;
  for (int c = 0; c < 2; ++c)
    if (!seen[static_cast<std::size_t>(c)] && royal_starts_on_board(r, c))
      fail(fen, std::string("no ") + (c == kWhite ? "white " : "black ") + r.type(r.royal()).name +
                    " '" + (c == kWhite ? static_cast<char>(std::toupper(letter)) : letter) +
                    "' on the board");
}

}  // namespace

Position parse_fen(const Rules& rules, std::string_view fen) {
  const auto fields = ref_common::split(fen, ' ', true);
  if (fields.size() < 2) fail(fen, "expected at least the board and the side to move");
  Position p;
  p.rules = &rules;
  read_board(p, fen, fields[0]);
  if (fields[1] != "w" && fields[1] != "b") fail(fen, "side to move must be 'w' or 'b'");
  p.side = fields[1] == "w" ? kWhite : kBlack;
  std::size_t next = 2;
  if (next < fields.size() && !ref_common::is_digit(fields[next][0])) {
    read_castling(p, fen, fields[next++]);
    // `w - 0 1`: castling, then the clocks (Fairy-Stockfish's own files write start positions
    // so); a field that opens with a digit is no square.
    if (next < fields.size() && !ref_common::is_digit(fields[next][0]))
      read_en_passant(p, fen, fields[next++]);
  }
  bool counted = false;
  if (rules.def().check_counting) {
    p.checks_remaining = {1, 1};  // no count given: the next check wins
    if (next < fields.size() && fields[next].find('+') != std::string_view::npos &&
        fields[next][0] != '+') {
      p.checks_remaining = check_pair(fen, fields[next++]);
      counted = true;
    }
  }
  if (next < fields.size()) {
    p.halfmove = ref_common::parse_number(fields[next++]);
    if (p.halfmove < 0) fail(fen, "bad half-move clock '" + printable(fields[next - 1]) + "'");
  }
  if (next < fields.size()) {
    p.fullmove = std::max(1, ref_common::parse_number(fields[next++]));
    if (ref_common::parse_number(fields[next - 1]) < 0)
      fail(fen, "bad move number '" + printable(fields[next - 1]) + "'");
  }
  if (rules.def().check_counting && next < fields.size() && fields[next][0] == '+') {
    if (counted) fail(fen, "the checks are given twice ('" + printable(fields[next]) + "')");
    read_checks_given(p, fen, fields[next++]);
  }
  if (next < fields.size()) fail(fen, "unexpected field '" + printable(fields[next]) + "'");
  require_royals(p, fen);  // the text read first: a bad field is named before what it holds
  // No move can reach it, and a generator may take for granted that its opponent's royal piece
  // is safe (a pawn drop checks only from the square in front of the king).
  if (royal_exposed(p, 1 - p.side))
    fail(fen,
         std::string("the side not to move (") + (p.side ? "White" : "Black") + ") is in check");
  // cambodianMoves: a king in check has been checked, so it has lost its leap.
  if (rules.def().cambodian_moves) clear_checked_gate(p, p.side);
  return p;
}

std::string to_fen(const Position& p) {
  const Rules& r = *p.rules;
  const auto letter = [&](int t, int c) {
    const char l = r.type(t).letter;
    return c == kWhite ? static_cast<char>(std::toupper(l)) : l;
  };
  std::string out = ref_common::placement_text(r.files(), r.ranks(), [&](int x, int y) {
    const Cell& c = p.at(square_index(x, y));
    if (p.wall(square_index(x, y))) return std::string("*");
    if (c.empty()) return std::string();
    if (c.unpromoted >= 0) return std::string("+") + letter(c.unpromoted, c.color);
    std::string s(1, letter(c.type, c.color));
    if (c.promoted && r.def().captures_to_hand) s += '~';
    return s;
  });
  if (r.def().piece_drops) {
    out += '[';
    std::vector<int> order(r.types().size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return r.type(a).order > r.type(b).order; });
    for (int c = 0; c < 2; ++c)
      for (int t : order) out.append(static_cast<std::size_t>(p.hand[c][t]), letter(t, c));
    out += ']';
  }
  out += p.side == kWhite ? " w " : " b ";
  out += castling_text(p);
  out += ' ';
  if (p.ep.none()) out += '-';
  for (int s = 0; s < kSquares; ++s)
    if (p.ep.test(static_cast<std::size_t>(s))) out += square_text(s);
  out += ' ';
  if (r.def().check_counting && !p.checks_as_given)
    out +=
        std::to_string(p.checks_remaining[0]) + "+" + std::to_string(p.checks_remaining[1]) + " ";
  out += std::to_string(p.halfmove) + " " + std::to_string(p.fullmove);
  if (r.def().check_counting && p.checks_as_given) {
    const auto total = checks_to_give(r);
    out += " +" + std::to_string(total[0] - p.checks_remaining[0]) + "+" +
           std::to_string(total[1] - p.checks_remaining[1]);
  }
  return out;
}

std::string start_fen(const Rules& rules) {
  return to_fen(parse_fen(rules, rules.def().start_fen));
}

}  // namespace ref_defined
