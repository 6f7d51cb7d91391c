// Splitting a FEN into its fields and reading its numbers: shared by every family's reader.
#pragma once
#include <charconv>
#include <string_view>
#include <vector>

namespace vchess {

// Fields separated by runs of spaces or tabs.
inline std::vector<std::string_view> split_fields(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < s.size();) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    const std::size_t j = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
    if (i > j) out.push_back(s.substr(j, i - j));
  }
  return out;
}

// The whole of t as a decimal number in [lo, hi].
inline bool parse_int(std::string_view t, int lo, int hi, int& out) {
  const auto r = std::from_chars(t.data(), t.data() + t.size(), out);
  return r.ec == std::errc() && r.ptr == t.data() + t.size() && out >= lo && out <= hi;
}

}  // namespace vchess
