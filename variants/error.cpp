#include "variants/error.h"

#include <fmt/format.h>

namespace vchess::variants {

std::string DefError::what() const {
  std::string out;
  if (!where.file.empty())
    out = where.line > 0 ? fmt::format("{}:{}: ", where.file, where.line) : where.file + ": ";
  out += message;
  if (!token.empty()) {
    std::string t;
    for (const char c : token) t += (c == '\n' || c == '\r') ? ' ' : c;  // one line, always
    out += fmt::format(" ('{}')", t.size() > 60 ? t.substr(0, 60) + "..." : t);
  }
  return out;
}

}  // namespace vchess::variants
