#include "shogi/sfen.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

namespace vchess::shogi {
namespace {

constexpr std::string_view field_name(SfenField f) {
  constexpr std::string_view names[] = {"fields", "board", "hand", "side to move", "move number"};
  return names[int(f)];
}

Unexpected<SfenError> fail(SfenField f, std::string msg) { return {SfenError{f, std::move(msg)}}; }

int find_type(const GameSpec& spec, std::string_view label) {
  for (std::size_t t = 0; t < spec.pieces.size(); ++t)
    if (spec.pieces[t].label == label) return int(t);
  return -1;
}

// Reads one piece label at text[i]: [+] letter | [+] '(' two letters ')'. Returns chars used.
std::size_t read_label(std::string_view text, std::size_t i, const GameSpec& spec, int& type,
                       Color& color, std::string& err) {
  const std::size_t start = i;
  std::string label;
  if (i < text.size() && text[i] == '+') label += text[i++];
  std::string core;
  if (i < text.size() && text[i] == '(') {
    const std::size_t close = text.find(')', i);
    if (close == std::string_view::npos) {
      err = "unclosed '('";
      return 0;
    }
    core = std::string(text.substr(i + 1, close - i - 1));
    i = close + 1;
  } else if (i < text.size()) {
    core = text[i++];
  }
  if (core.empty()) {
    err = "missing piece after '+'";
    return 0;
  }
  const bool upper = core[0] >= 'A' && core[0] <= 'Z';
  for (char& ch : core) ch = char(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
  type = find_type(spec, label + core);
  if (type < 0) {
    err = fmt::format("unknown piece '{}'", text.substr(start, i - start));
    return 0;
  }
  color = upper ? Sente : Gote;
  return i - start;
}

std::string parse_board(std::string_view f, const GameSpec& spec, Setup& s) {
  const int n = spec.size;
  int r = n - 1, file = 0;
  for (std::size_t i = 0; i <= f.size();) {
    const char c = i < f.size() ? f[i] : '/';
    if (c == '/') {
      if (r < 0) return fmt::format("more than {} ranks", n);
      if (file != n) return fmt::format("rank {}: {} squares, expected {}", r + 1, file, n);
      --r, file = 0, ++i;
      continue;
    }
    if (r < 0) return fmt::format("more than {} ranks", n);
    if (c >= '0' && c <= '9') {
      int k = 0;
      while (i < f.size() && f[i] >= '0' && f[i] <= '9' && k < 1000) k = k * 10 + (f[i++] - '0');
      if (k == 0) return fmt::format("rank {}: bad run of empty squares", r + 1);
      file += k;
    } else {
      int type;
      Color color;
      std::string err;
      const std::size_t used = read_label(f, i, spec, type, color, err);
      if (!used) return fmt::format("rank {}: {}", r + 1, err);
      if (file < n) s.board[r * n + file] = make_piece(color, type);
      ++file;
      i += used;
    }
    if (file > n) return fmt::format("rank {}: more than {} squares", r + 1, n);
  }
  if (r >= 0) return fmt::format("{} ranks, expected {}", n - 1 - r, n);
  return {};
}

std::string parse_hand(std::string_view h, const GameSpec& spec, Setup& s) {
  if (h == "-") return {};
  for (std::size_t i = 0; i < h.size();) {
    int count = 0;
    while (i < h.size() && h[i] >= '0' && h[i] <= '9' && count < 1000)
      count = count * 10 + (h[i++] - '0');
    int type;
    Color color;
    std::string err;
    const std::size_t used = read_label(h, i, spec, type, color, err);
    if (!used) return err;
    if (spec.pieces[type].label[0] == '+' || spec.pieces[type].royal)
      return fmt::format("'{}' cannot be in hand", h.substr(i, used));
    s.hand[color][type] += count ? count : 1;
    if (s.hand[color][type] > 60) return "more than 60 of one piece";
    i += used;
  }
  return {};
}

}  // namespace

std::string SfenError::what() const {
  return fmt::format("bad position: {}: {}", field_name(field), message);
}
std::string PositionError::what() const { return "bad position: " + message; }

std::string square_name(int sq, int size) {
  return fmt::format("{}{}", char('a' + sq % size), sq / size + 1);
}

int parse_square(std::string_view s, int size) {
  if (s.size() < 2 || s.size() > 3 || s[0] < 'a' || s[0] >= 'a' + size || s[1] == '0') return -1;
  int r = 0;
  const auto res = std::from_chars(s.data() + 1, s.data() + s.size(), r);
  if (res.ec != std::errc() || res.ptr != s.data() + s.size() || r < 1 || r > size) return -1;
  return (r - 1) * size + (s[0] - 'a');
}

std::string piece_text(int type, Color c, const GameSpec& spec, bool parens) {
  std::string_view label = spec.pieces[type].label;
  std::string out;
  if (label[0] == '+') out += '+', label.remove_prefix(1);
  std::string core(label);
  if (c == Sente)
    for (char& ch : core) ch = char(ch - 'a' + 'A');
  return out + (core.size() > 1 && parens ? "(" + core + ")" : core);
}

namespace {

// USI's SFEN `board side hand [n]` and fairy-stockfish's `board[hand] w|b - - h n` (white =
// upper case = moving first) in the toolkit's form `board[hand] side n`; else "".
std::string other_form(std::string_view text) {
  std::vector<std::string> w;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t end = std::min(text.find(' ', i), text.size());
    if (end > i) w.emplace_back(text.substr(i, end - i));
    i = end + 1;
  }
  const bool side_ok = w.size() > 1 && (w[1] == "b" || w[1] == "w");
  // an SFEN hand is '-' or has a piece letter; `<board> b 1` is our text missing its hand
  const bool hand_ok =
      w.size() > 2 && (w[2] == "-" || std::any_of(w[2].begin(), w[2].end(), [](char c) {
                         return std::isalpha(static_cast<unsigned char>(c));
                       }));
  if (side_ok && hand_ok && text.find('[') == std::string_view::npos &&
      (w.size() == 3 || w.size() == 4))
    return w[0] + "[" + w[2] + "] " + w[1] + " " + (w.size() == 4 ? w[3] : "1");
  if (side_ok && w.size() >= 4 && w[0].find('[') != std::string::npos && w[2] == "-")
    return w[0] + " " + (w[1] == "w" ? "b" : "w") + " 1";
  return "";
}

}  // namespace

Expected<Setup, SfenError> parse_position(std::string_view text, const GameSpec& spec) {
  if (const std::string t = other_form(text); !t.empty()) return parse_position(t, spec);
  Setup s;
  s.size = spec.size;
  s.board.assign(spec.size * spec.size, kNoPiece);
  const std::size_t open = text.find('['), close = text.find(']');
  if (open == std::string_view::npos || close == std::string_view::npos || close < open)
    return fail(SfenField::Hand, "expected [<hand>] after the board ('[-]' when empty)");
  std::string_view board = text.substr(0, open);
  while (!board.empty() && board.back() == ' ') board.remove_suffix(1);
  while (!board.empty() && board.front() == ' ') board.remove_prefix(1);
  if (auto e = parse_board(board, spec, s); !e.empty()) return fail(SfenField::Board, e);
  if (auto e = parse_hand(text.substr(open + 1, close - open - 1), spec, s); !e.empty())
    return fail(SfenField::Hand, e);
  std::string_view rest = text.substr(close + 1);
  const auto next = [&]() {
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    const std::size_t sp = std::min(rest.find(' '), rest.size());
    const std::string_view w = rest.substr(0, sp);
    rest.remove_prefix(sp);
    return w;
  };
  const std::string_view side = next(), number = next(), extra = next();
  if (side != "b" && side != "w")
    return fail(SfenField::Side, fmt::format("'{}', expected b or w", side));
  s.side = side == "b" ? Sente : Gote;
  if (!number.empty()) {
    const auto r = std::from_chars(number.data(), number.data() + number.size(), s.move_number);
    if (r.ec != std::errc() || r.ptr != number.data() + number.size() || s.move_number < 1)
      return fail(SfenField::MoveNumber, fmt::format("'{}' is not a positive number", number));
  }
  if (!extra.empty()) return fail(SfenField::Fields, fmt::format("unexpected '{}'", extra));
  return s;
}

std::string position_text(const Setup& s, const GameSpec& spec) {
  std::string out;
  for (int r = s.size - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < s.size; ++f) {
      const Piece p = s.board[r * s.size + f];
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += piece_text(type_of(p), color_of(p), spec);
    }
    if (empty) out += std::to_string(empty);
    if (r) out += '/';
  }
  std::string hand;
  for (Color c : {Sente, Gote})
    for (std::string_view label : spec.hand_order) {
      const int t = find_type(spec, label);
      if (const int n = s.hand[c][t])
        hand += (n > 1 ? std::to_string(n) : "") + piece_text(t, c, spec);
    }
  return fmt::format("{}[{}] {} {}", out, hand.empty() ? "-" : hand, s.side == Sente ? 'b' : 'w',
                     s.move_number);
}

}  // namespace vchess::shogi
