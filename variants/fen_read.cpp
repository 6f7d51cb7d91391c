// Reading a defined variant's FEN into a Setup (setup.h says the format).
#include <algorithm>
#include <array>
#include <cctype>
#include <string>

#include "variants/fen_text.h"
#include "variants/move_text.h"
#include "variants/setup.h"

namespace vchess::variants {
namespace {

using fen_text::Bad;
using fen_text::fail;
using fen_text::is_digit;
using fen_text::parse_number;
using fen_text::printable;
using fen_text::split;

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
char lower(char c) { return is_upper(c) ? static_cast<char>(c - 'A' + 'a') : c; }

// One piece letter (either case) of the variant, or -1.
int letter_type(const ResolvedVariant& v, char c) {
  return (is_lower(c) || is_upper(c)) ? v.type_by_letter(lower(c)) : -1;
}

const ResolvedPiece& piece(const ResolvedVariant& v, int t) { return v.pieces[std::size_t(t)]; }

void read_rank(const ResolvedVariant& v, Setup& s, std::string_view text, int rank) {
  int file = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_digit(c)) {
      std::size_t j = i;
      while (j < text.size() && is_digit(text[j])) ++j;
      const int n = parse_number(text.substr(i, j - i), 2);
      if (n <= 0) fail("bad run of empty squares '" + printable(text.substr(i, j - i)) + "'");
      file += n;
      i = j - 1;
      continue;
    }
    if (c == '*') {
      if (!v.walls)
        fail("a wall square '*' on " + square_text(file, rank) + ", but " + v.def.name +
             " has no walls");
      if (file >= v.files()) fail("rank " + std::to_string(rank + 1) + " is too long");
      s.walls.set(file++, rank);
      continue;
    }
    const bool plus = c == '+';
    const char letter = plus ? (i + 1 < text.size() ? text[++i] : '?') : c;
    const int t = letter_type(v, letter);
    if (t < 0) fail(std::string("unknown piece '") + printable(std::string(1, letter)) + "'");
    if (plus && piece(v, t).promoted < 0)
      fail(std::string("piece '") + letter + "' does not promote");
    if (file >= v.files()) fail("rank " + std::to_string(rank + 1) + " is too long");
    SetupCell cell;
    cell.colour = static_cast<std::int8_t>(is_upper(letter) ? 0 : 1);
    cell.type = static_cast<std::int8_t>(plus ? piece(v, t).promoted : t);
    if (plus) {
      cell.unpromoted = static_cast<std::int8_t>(t);
      cell.promoted = true;
    } else if (i + 1 < text.size() && text[i + 1] == '~') {
      ++i;
      cell.promoted = marks_promoted(v.def);  // only meaningful (and printed) then
    }
    // A piece that can never stand outside its mobility region (a general out of its palace).
    if (!piece(v, cell.type).region[std::size_t(cell.colour)].has(file, rank))
      fail(std::string("piece '") + letter + "' on " + square_text(file, rank) +
           " stands outside its mobility region");
    s.at(file, rank) = cell;
    ++file;
  }
  if (file != v.files())
    fail("rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, not " +
         std::to_string(v.files()));
}

void read_pocket(const ResolvedVariant& v, Setup& s, std::string_view text) {
  for (char c : text) {
    if (c == '-') continue;
    const int t = letter_type(v, c);
    if (t < 0) fail(std::string("unknown piece in the pocket '") + printable({&c, 1}) + "'");
    auto& n = s.hand[is_upper(c) ? 0 : 1][std::size_t(t)];
    if (n >= 100) fail("too many pieces in the pocket");
    ++n;
  }
}

void read_board(const ResolvedVariant& v, Setup& s, std::string_view field) {
  std::string_view board = field, pocket;
  bool has_pocket = false;
  if (const auto open = field.find('['); open != std::string_view::npos) {
    if (field.back() != ']') fail("the pocket has no closing ']'");
    board = field.substr(0, open);
    pocket = field.substr(open + 1, field.size() - open - 2);
    has_pocket = true;
  }
  auto ranks = split(board, '/');
  if (!has_pocket && int(ranks.size()) == v.ranks() + 1) {  // pocket as a last rank
    pocket = ranks.back();
    ranks.pop_back();
    has_pocket = true;
  }
  if (int(ranks.size()) != v.ranks())
    fail("the board has " + std::to_string(ranks.size()) + " ranks, not " +
         std::to_string(v.ranks()));
  for (int i = 0; i < v.ranks(); ++i) read_rank(v, s, ranks[std::size_t(i)], v.ranks() - 1 - i);
  if (has_pocket) read_pocket(v, s, pocket);
  // freeDrops: a hand never empties, so a pocket is read (its letters checked) and forgotten,
  // as Fairy-Stockfish does.
  if (v.def.free_drops) s.hand = {};
}

// Lichess's `+W+B`: the checks White and Black have given so far.
void read_checks_given(const ResolvedVariant& v, Setup& s, std::string_view field) {
  const auto pair = fen_text::check_pair(field.substr(1));
  if (!pair) fail("bad count of checks given '" + printable(field) + "'");
  const auto [w, b] = *pair;
  const auto total = checks_to_give(v);
  if (w > total[0] || b > total[1])
    fail("more checks given than the game has ('" + printable(field) + "', at most +" +
         std::to_string(total[0]) + "+" + std::to_string(total[1]) + ")");
  s.checks_remaining = {total[0] - w, total[1] - b};
  s.checks_as_given = true;
}

// Whether `colour`'s royal piece stands on the board of the variant's start position (not in
// its pocket: sittuyin's setup puts the king down from the hand).
bool royal_starts_on_board(const ResolvedVariant& v, int colour) {
  const std::string_view fen = v.def.start_fen;
  std::string_view board = fen.substr(0, std::min(fen.find(' '), fen.find('[')));
  const auto ranks = split(board, '/');
  const char l = piece(v, v.royal).letter;
  const char want = colour == 0 ? static_cast<char>(std::toupper(l)) : l;
  for (std::size_t i = 0; i < ranks.size() && int(i) < v.ranks(); ++i)
    if (ranks[i].find(want) != std::string_view::npos) return true;
  return false;
}

// Each side has its royal piece on the board where its start position has (a generator may
// take it for granted), unless the variant has none or losing it is one of its game ends (an
// extinction type: atomic, horde, shatranj's bare king). Chess refuses a side without its king.
void require_royals(const ResolvedVariant& v, const Setup& s) {
  if (v.royal < 0 || piece(v, v.royal).extinction) return;
  std::array<bool, 2> seen{};
  for (const SetupCell& c : s.board)
    if (!c.empty() && c.type == v.royal) seen[std::size_t(c.colour)] = true;
  const char letter = piece(v, v.royal).letter;
  for (int c = 0; c < 2; ++c)
    if (!seen[std::size_t(c)] && royal_starts_on_board(v, c))
      fail(std::string("no ") + (c == 0 ? "white " : "black ") + piece(v, v.royal).name + " '" +
           (c == 0 ? static_cast<char>(std::toupper(letter)) : letter) + "' on the board");
}

// The fields after the side: castling and en passant, counts, clocks, checks given.
void read_rest(const ResolvedVariant& v, Setup& s, const std::vector<std::string_view>& fields) {
  std::size_t next = 2;
  if (next < fields.size() && !is_digit(fields[next][0])) {
    fen_text::read_castling(v, s, fields[next++]);
    // `w - 0 1`: castling, then the clocks (Fairy-Stockfish's own files write start positions
    // so); a field that opens with a digit is no square.
    if (next < fields.size() && !is_digit(fields[next][0]))
      fen_text::read_en_passant(v, s, fields[next++]);
  }
  bool counted = false;
  if (v.def.check_counting) {
    s.checks_remaining = {1, 1};  // no count given: the next check wins
    if (next < fields.size() && fields[next].find('+') != std::string_view::npos &&
        fields[next][0] != '+') {
      const auto pair = fen_text::check_pair(fields[next++]);
      if (!pair) fail("bad check count '" + printable(fields[next - 1]) + "'");
      s.checks_remaining = *pair;
      counted = true;
    }
  }
  if (next < fields.size()) {
    s.halfmove = parse_number(fields[next++]);
    if (s.halfmove < 0) fail("bad half-move clock '" + printable(fields[next - 1]) + "'");
  }
  if (next < fields.size()) {
    s.fullmove = std::max(1, parse_number(fields[next++]));
    if (parse_number(fields[next - 1]) < 0)
      fail("bad move number '" + printable(fields[next - 1]) + "'");
  }
  if (v.def.check_counting && next < fields.size() && fields[next][0] == '+') {
    if (counted) fail("the checks are given twice ('" + printable(fields[next]) + "')");
    read_checks_given(v, s, fields[next++]);
  }
  if (next < fields.size()) fail("unexpected field '" + printable(fields[next]) + "'");
}

}  // namespace

std::string FenError::message() const { return "bad FEN '" + printable(fen) + "': " + what; }

Expected<Setup, FenError> read_fen(const ResolvedVariant& v, std::string_view fen) {
  try {
    const auto fields = split(fen, ' ', true);
    if (fields.size() < 2) fail("expected at least the board and the side to move");
    Setup s;
    read_board(v, s, fields[0]);
    if (fields[1] != "w" && fields[1] != "b") fail("side to move must be 'w' or 'b'");
    s.side = fields[1] == "w" ? 0 : 1;
    read_rest(v, s, fields);
    require_royals(v, s);  // the text read first: a bad field is named before what it holds
    return s;
  } catch (const Bad& e) {
    return Unexpected{FenError{std::string(fen), e.what}};
  }
}

std::array<int, 2> checks_to_give(const ResolvedVariant& v) {
  for (std::string_view f : split(v.def.start_fen, ' ', true))
    if (f.find('+') != std::string_view::npos && f[0] != '+' && f.find('[') == f.npos &&
        f.find('/') == f.npos)
      if (const auto pair = fen_text::check_pair(f)) return *pair;
  return {1, 1};
}

std::string side_not_to_move_in_check(int side_to_move) {
  return std::string("the side not to move (") + (side_to_move ? "White" : "Black") +
         ") is in check";
}

}  // namespace vchess::variants
