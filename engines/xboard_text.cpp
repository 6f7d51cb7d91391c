#include "engines/xboard_text.h"

#include <cctype>

namespace vchess::engines {
namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }
bool file(char c) { return c >= 'a' && c <= 'z'; }

// The squares of `s` (a lowercase letter and its digits) with their rank moved by `shift`.
std::string shift_ranks(std::string_view s, int shift) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    if (file(s[i]) && i + 1 < s.size() && digit(s[i + 1])) {
      std::size_t j = i + 1;
      int rank = 0;
      while (j < s.size() && digit(s[j])) rank = rank * 10 + (s[j++] - '0');
      out += s[i];
      out += std::to_string(rank + shift);
      i = j;
    } else {
      out += s[i++];
    }
  }
  return out;
}

}  // namespace

std::map<std::string, std::string> parse_features(std::string_view line) {
  std::map<std::string, std::string> out;
  if (!line.starts_with("feature ")) return out;
  std::size_t i = 8;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    const std::size_t eq = line.find('=', i);
    if (eq == std::string_view::npos) break;
    std::string key(line.substr(i, eq - i)), value;
    i = eq + 1;
    if (i < line.size() && line[i] == '"') {
      const std::size_t close = line.find('"', i + 1);
      value = std::string(line.substr(
          i + 1, close == std::string_view::npos ? std::string_view::npos : close - i - 1));
      i = close == std::string_view::npos ? line.size() : close + 1;
    } else {
      const std::size_t sp = line.find(' ', i);
      value = std::string(line.substr(i, sp == std::string_view::npos ? sp : sp - i));
      i = sp == std::string_view::npos ? line.size() : sp;
    }
    out[key] = value;
  }
  return out;
}

std::vector<std::string> split_list(std::string_view list) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i <= list.size()) {
    const std::size_t c = list.find(',', i);
    const auto item = list.substr(i, c == std::string_view::npos ? c : c - i);
    if (!item.empty()) out.emplace_back(item);
    if (c == std::string_view::npos) break;
    i = c + 1;
  }
  return out;
}

int fen_ranks(std::string_view fen) {
  const auto board = fen.substr(0, fen.find_first_of(" ["));
  if (board.empty()) return 0;
  int rows = 1;
  for (const char c : board) rows += c == '/';
  return rows;
}

std::string xboard_to_coordinates(std::string_view m, int ranks) {
  const int shift = ranks >= 10 ? 1 : 0;
  if (m.starts_with("O-O")) return std::string(m);
  if (const auto at = m.find('@'); at != std::string_view::npos)  // Sjaak II: `@a2`, a pawn
    return (at == 0 ? "P" : std::string(m.substr(0, at))) + "@" +
           shift_ranks(m.substr(at + 1), shift);
  // Skip the piece (letters, a leading '+'): the from-square is the first letter with a digit.
  std::size_t i = 0;
  while (i + 1 < m.size() && !(file(m[i]) && digit(m[i + 1]))) ++i;
  if (i + 1 >= m.size()) return std::string(m);
  std::size_t j = i + 1;
  while (j < m.size() && digit(m[j])) ++j;
  const auto from = m.substr(i, j - i);
  if (j < m.size() && (m[j] == '-' || m[j] == 'x')) ++j;
  std::size_t k = j;
  if (k < m.size() && file(m[k])) ++k;
  const std::size_t to_digits = k;
  while (k < m.size() && digit(m[k])) ++k;
  if (k == to_digits) return std::string(m);  // no to-square
  return shift_ranks(from, shift) + shift_ranks(m.substr(j, k - j), shift) +
         std::string(m.substr(k));
}

std::string coordinates_to_xboard(std::string_view move, int ranks) {
  return shift_ranks(move, ranks >= 10 ? -1 : 0);
}

}  // namespace vchess::engines
