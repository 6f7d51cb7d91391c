// How two sorted move lists differ: the one message every fast == reference check prints.
#pragma once
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace vchess::harness {

inline std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& m : v) s += ' ' + m;
  return s.empty() ? " (none)" : s;
}

// Moves of sorted list `a` that sorted list `b` lacks.
inline std::vector<std::string> minus(const std::vector<std::string>& a,
                                      const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

// A move text of at most 16 characters packed into one 128-bit integer, exactly (no hashing;
// move texts hold no NUL, so different texts pack differently): sorting these instead of
// strings keeps memcmp, which the sanitizers and libFuzzer intercept, out of the fuzzers' hot
// path.
using PackedText = unsigned __int128;

inline std::optional<std::vector<PackedText>> packed_sorted(const std::vector<std::string>& v) {
  std::vector<PackedText> out;
  out.reserve(v.size());
  for (const std::string& s : v) {
    if (s.size() > 16) return std::nullopt;
    PackedText p = 0;
    for (std::size_t i = 0; i < s.size(); ++i)
      p |= PackedText(static_cast<unsigned char>(s[i])) << (8 * i);
    out.push_back(p);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Whether two lists of move texts hold the same moves, each once. `duplicate` is set when
// `fast` names a move twice.
inline bool same_moves(const std::vector<std::string>& fast, const std::vector<std::string>& ref,
                       bool* duplicate = nullptr) {
  auto a = packed_sorted(fast), b = packed_sorted(ref);
  if (a && b) {
    if (duplicate) *duplicate = std::adjacent_find(a->begin(), a->end()) != a->end();
    return *a == *b;
  }
  std::vector<std::string> x = fast, y = ref;  // a text over 16 characters: compare as strings
  std::sort(x.begin(), x.end());
  std::sort(y.begin(), y.end());
  if (duplicate) *duplicate = std::adjacent_find(x.begin(), x.end()) != x.end();
  return x == y;
}

// "missing from fast (reference only): ...; extra in fast (not in reference): ..."
inline std::string difference(std::vector<std::string> fast, std::vector<std::string> ref) {
  std::sort(fast.begin(), fast.end());
  std::sort(ref.begin(), ref.end());
  return "missing from fast (reference only):" + joined(minus(ref, fast)) +
         "\n  extra in fast (not in reference):" + joined(minus(fast, ref));
}

}  // namespace vchess::harness
