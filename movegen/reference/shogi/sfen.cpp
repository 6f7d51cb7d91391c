#include "reference/shogi/sfen.h"

#include <vector>

#include "reference/common/text.h"
#include "reference/shogi/movegen.h"
#include "reference/shogi/pieces.h"
#include "reference/shogi/reference_shogi.h"

namespace ref_shogi {
namespace {

[[noreturn]] void fail(const std::string& what) { throw Error("bad SFEN: " + what); }

std::string quoted(char c) {
  if (c >= 0x20 && c < 0x7f) return std::string("'") + c + "'";
  return "byte " + std::to_string(static_cast<unsigned char>(c));
}

using ref_common::is_digit;
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }

// A decimal number at text[i] (advancing i); fails on more than 9 digits.
int read_number(std::string_view text, std::size_t& i, const std::string& where) {
  int n = 0, digits = 0;
  for (; i < text.size() && is_digit(text[i]); ++i, ++digits) {
    if (digits == 9) fail(where + ": number too long");
    n = n * 10 + (text[i] - '0');
  }
  return n;
}

// A piece label at text[i]: one letter, or '(' two letters of one case ')'. Returns the kind and
// sets c; advances i past the label.
int read_label(const Rules& rules, std::string_view text, std::size_t& i, Color& c,
               const std::string& where) {
  std::string label;
  if (i < text.size() && text[i] == '(') {
    if (i + 3 >= text.size() || text[i + 3] != ')') fail(where + ": unterminated '('");
    label = std::string(text.substr(i + 1, 2));
    i += 4;
  } else if (i < text.size()) {
    label = std::string(1, text[i]);
    i += 1;
  } else {
    fail(where + ": missing piece label");
  }
  const bool upper = is_upper(label[0]);
  for (char ch : label)
    if (!(upper ? is_upper(ch) : is_lower(ch))) fail(where + ": bad label character " + quoted(ch));
  const int kind = find_kind(rules, label);
  if (kind == kNoKind) fail(where + ": unknown piece '" + label + "'");
  c = upper ? kSente : kGote;
  return kind;
}

void read_rank(Position& p, int y, std::string_view text) {
  const std::string where = "board rank " + std::to_string(y + 1);
  int x = 0;
  for (std::size_t i = 0; i < text.size();) {
    if (is_digit(text[i])) {
      if (text[i] == '0') fail(where + ": empty-square count 0 or with a leading 0");
      const int n = read_number(text, i, where);
      x += n;
      if (x > p.size) fail(where + ": more than " + std::to_string(p.size) + " files");
      continue;
    }
    const bool promoted = text[i] == '+';
    if (promoted) ++i;
    Color c = kSente;
    const int kind = read_label(*p.rules, text, i, c, where);
    if (promoted && !p.rules->kinds[static_cast<std::size_t>(kind)].promotes)
      fail(where + ": '" + p.rules->kinds[static_cast<std::size_t>(kind)].label +
           "' cannot be promoted");
    if (x >= p.size) fail(where + ": more than " + std::to_string(p.size) + " files");
    p.at(p.sq(x++, y)) = Piece{static_cast<std::int8_t>(kind), promoted, c};
  }
  if (x != p.size)
    fail(where + ": " + std::to_string(x) + " files, expected " + std::to_string(p.size));
}

void read_board(Position& p, std::string_view text) {
  const std::vector<std::string_view> ranks = ref_common::split(text, '/');
  if (static_cast<int>(ranks.size()) != p.size)
    fail("board: " + std::to_string(ranks.size()) + " ranks, expected " + std::to_string(p.size));
  for (int i = 0; i < p.size; ++i) read_rank(p, p.size - 1 - i, ranks[static_cast<std::size_t>(i)]);
}

void read_hand(Position& p, std::string_view text) {
  if (text == "-") return;
  if (text.empty()) fail("hand: empty (write '-')");
  for (std::size_t i = 0; i < text.size();) {
    int count = 1;
    if (is_digit(text[i])) {
      if (text[i] == '0') fail("hand: count 0 or with a leading 0");
      count = read_number(text, i, "hand");
    }
    if (i < text.size() && text[i] == '+') fail("hand: promoted piece '+'");
    Color c = kSente;
    const int kind = read_label(*p.rules, text, i, c, "hand");
    if (p.rules->kinds[static_cast<std::size_t>(kind)].royal) fail("hand: a King in hand");
    const int total = p.in_hand(c, kind) + count;
    if (total > 255) fail("hand: more than 255 of one piece");
    p.in_hand(c, kind) = static_cast<std::uint8_t>(total);
  }
}

// Whitespace-separated fields.
std::vector<std::string_view> split_fields(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

void read_side_and_number(Position& p, const std::vector<std::string_view>& f) {
  if (f.size() < 2) fail("missing side to move");
  if (f.size() > 3) fail("extra field '" + std::string(f[3]) + "'");
  if (f[1] != "b" && f[1] != "w") fail("side to move: expected 'b' or 'w'");
  p.side = f[1] == "b" ? kSente : kGote;
  if (f.size() == 3) {
    std::size_t i = 0;
    p.move_number = read_number(f[2], i, "move number");
    if (i != f[2].size() || p.move_number < 1) fail("move number: expected a positive integer");
  }
}

// Positions no legal game reaches (see sfen.h).
void validate(const Position& p) {
  int kings[2] = {0, 0};
  for (int s = 0; s < p.squares(); ++s) {
    const Piece& t = p.at(s);
    if (t.empty()) continue;
    const KindInfo& k = p.rules->kinds[static_cast<std::size_t>(t.kind)];
    const std::string name = "square " + square_name(p, s) + ": ";
    if (k.royal && ++kings[t.color] > 1) fail(name + "a second King of one colour");
    if (!t.promoted && p.relative_rank(t.color, s) > p.size - k.dead_ranks)
      fail(name + "unpromoted '" + k.label + "' on a rank it must promote on");
    for (int y = p.rank_of(s) + 1; k.pawn && !t.promoted && y < p.size; ++y) {
      const Piece& u = p.at(p.sq(p.file_of(s), y));
      if (!u.empty() && u.kind == t.kind && !u.promoted && u.color == t.color)
        fail(name + "two unpromoted pawns of one colour on the file (nifu)");
    }
  }
  if (king_in_check(p, opposite(p.side))) fail("side: the side not to move is in check");
}

}  // namespace

Position parse_sfen(std::string_view text, Game game) {
  Position p;
  p.rules = &rules_for(game);
  p.size = p.rules->size;
  const std::vector<std::string_view> f = split_fields(text);
  if (f.empty()) fail("empty text");
  const std::size_t open = f[0].find('[');
  if (open == std::string_view::npos || f[0].back() != ']')
    fail("hand: expected '[...]' right after the board");
  read_board(p, f[0].substr(0, open));
  read_hand(p, f[0].substr(open + 1, f[0].size() - open - 2));
  read_side_and_number(p, f);
  validate(p);
  return p;
}

std::string to_sfen(const Position& p) {
  std::string out = ref_common::placement_text(p.size, p.size, [&](int x, int y) {
    const Piece& t = p.at(p.sq(x, y));
    return t.empty() ? std::string() : piece_text(*p.rules, t.kind, t.promoted, t.color);
  });
  std::string hand;
  for (Color c : {kSente, kGote})
    for (int k = 0; k < static_cast<int>(p.rules->kinds.size()); ++k) {
      const int n = p.in_hand(c, k);
      if (n > 1) hand += std::to_string(n);
      if (n > 0) hand += piece_text(*p.rules, k, false, c);
    }
  out += '[';
  out += hand.empty() ? std::string("-") : hand;
  out += ']';
  out += p.side == kSente ? " b " : " w ";
  return out + std::to_string(p.move_number);
}

}  // namespace ref_shogi
