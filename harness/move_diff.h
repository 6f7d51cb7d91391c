// How two sorted move lists differ: the one message every fast == reference check prints.
#pragma once
#include <algorithm>
#include <iterator>
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

// "missing from fast (reference only): ...; extra in fast (not in reference): ..."
inline std::string difference(const std::vector<std::string>& fast,
                              const std::vector<std::string>& ref) {
  return "missing from fast (reference only):" + joined(minus(ref, fast)) +
         "\n  extra in fast (not in reference):" + joined(minus(fast, ref));
}

}  // namespace vchess::harness
