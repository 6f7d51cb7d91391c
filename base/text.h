// Plain text helpers for every reader of user input (FEN, move text, definition files): the
// lowest layer of the tree. Standard library only, nothing about any game, so both the shared
// variant model and the independent references may include it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace vchess::text {

// Copy of `s` safe to put in a one-line message: bytes outside printable ASCII become '?'.
inline std::string printable(std::string_view s) {
  std::string out;
  for (char c : s) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return out;
}

inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The parts of `s` between the separators `sep`; with skip_empty, empty parts are left out.
inline std::vector<std::string_view> split(std::string_view s, char sep, bool skip_empty = false) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i < s.size() && s[i] != sep) continue;
    if (!skip_empty || i > start) parts.push_back(s.substr(start, i - start));
    start = i + 1;
  }
  return parts;
}

// A non-negative decimal number of 1 to max_digits digits (at most 9), or -1.
inline int parse_number(std::string_view s, std::size_t max_digits = 9) {
  if (s.empty() || s.size() > max_digits) return -1;
  int n = 0;
  for (char c : s) {
    if (!is_digit(c)) return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace vchess::text
