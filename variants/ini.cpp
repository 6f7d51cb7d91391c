#include "variants/ini.h"

#include <fmt/format.h>

namespace vchess::variants {
namespace {

std::string_view trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

Unexpected<DefError> syntax(const std::string& file, int line, std::string_view token,
                            std::string message) {
  return Unexpected{
      DefError{DefError::Kind::Syntax, {file, line}, std::string(token), std::move(message)}};
}

bool valid_name(std::string_view n) {
  if (n.empty()) return false;
  for (const char c : n)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'))
      return false;
  return true;
}

// `[name]` or `[name:parent]`.
Expected<IniSection, DefError> header(std::string_view t, const std::string& file, int line) {
  const auto close = t.find(']');
  if (close == std::string_view::npos) return syntax(file, line, t, "section header without ']'");
  if (!trim(t.substr(close + 1)).empty())
    return syntax(file, line, t.substr(close + 1), "text after the section header");
  const std::string_view inner = t.substr(1, close - 1);
  const auto colon = inner.find(':');
  IniSection s;
  s.line = line;
  s.name = std::string(trim(inner.substr(0, colon)));
  if (colon != std::string_view::npos) s.parent = std::string(trim(inner.substr(colon + 1)));
  if (!valid_name(s.name)) return syntax(file, line, s.name, "bad variant name");
  if (colon != std::string_view::npos && !valid_name(s.parent))
    return syntax(file, line, s.parent, "bad parent name");
  return s;
}

}  // namespace

Expected<std::vector<IniSection>, DefError> read_ini(std::string_view text,
                                                     const std::string& file) {
  std::vector<IniSection> out;
  int line = 0;
  while (!text.empty()) {
    ++line;
    const auto nl = text.find('\n');
    const std::string_view raw = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    const std::string_view t = trim(raw);
    if (t.empty() || t[0] == '#' || t[0] == ';') continue;
    if (t[0] == '[') {
      auto s = header(t, file, line);
      if (!s) return Unexpected{s.error()};
      out.push_back(std::move(*s));
      continue;
    }
    if (out.empty()) continue;  // the preamble
    const auto eq = t.find('=');
    if (eq == std::string_view::npos) return syntax(file, line, t, "expected key = value");
    const std::string_view key = trim(t.substr(0, eq));
    if (key.empty()) return syntax(file, line, t, "no key before '='");
    out.back().entries.push_back({std::string(key), std::string(trim(t.substr(eq + 1))), line});
  }
  return out;
}

}  // namespace vchess::variants
