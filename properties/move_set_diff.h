// How two sorted move lists differ, for failure messages of the fast == reference properties.
#pragma once
#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

namespace vchess::testkit {

inline std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& m : v) s += ' ' + m;
  return s.empty() ? " (none)" : s;
}

// "missing: ..." (reference only) and "extra: ..." (fast only) of two sorted move lists.
inline std::string difference(const std::vector<std::string>& fast,
                              const std::vector<std::string>& ref) {
  std::vector<std::string> missing, extra;
  std::set_difference(ref.begin(), ref.end(), fast.begin(), fast.end(),
                      std::back_inserter(missing));
  std::set_difference(fast.begin(), fast.end(), ref.begin(), ref.end(), std::back_inserter(extra));
  return "missing:" + joined(missing) + "; extra:" + joined(extra);
}

}  // namespace vchess::testkit
