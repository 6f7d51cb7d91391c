// What the FEN reader and writer of setup.h share (not part of the model's interface).
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "variants/setup.h"

namespace vchess::variants::fen_text {

// A field that cannot be read; read_fen turns it into its FenError.
struct Bad {
  std::string what;
};
[[noreturn]] inline void fail(std::string what) { throw Bad{std::move(what)}; }

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

// `W+B`: the checks each side still has to give; nullopt when it is not that.
inline std::optional<std::array<int, 2>> check_pair(std::string_view field) {
  const auto parts = split(field, '+');
  const int w = parts.size() == 2 ? parse_number(parts[0], 3) : -1;
  const int b = parts.size() == 2 ? parse_number(parts[1], 3) : -1;
  if (w < 0 || b < 0) return std::nullopt;
  return std::array<int, 2>{w, b};
}

// The castling and en passant fields (fen_fields.cpp); the board is read before them.
void read_castling(const ResolvedVariant& v, Setup& s, std::string_view field);
void read_en_passant(const ResolvedVariant& v, Setup& s, std::string_view field);

}  // namespace vchess::variants::fen_text
