// A small JSON object writer for --json output: fields in the order they are added, strings
// escaped, so two runs with equal counts print equal bytes (timing goes in its own field).
#pragma once
#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace vchess::cli {

inline std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\')
      (out += '\\') += c;
    else if (static_cast<unsigned char>(c) < 0x20)
      out += fmt::format("\\u{:04x}", int(c));
    else
      out += c;
  }
  return out + '"';
}

class Json {
 public:
  Json& field(std::string_view key, std::string_view v) { return raw(key, json_string(v)); }
  Json& field(std::string_view key, const char* v) { return field(key, std::string_view(v)); }
  Json& field(std::string_view key, const std::string& v) {
    return field(key, std::string_view(v));
  }
  template <class N>
  requires std::is_integral_v<N> Json& field(std::string_view key, N v) {
    return raw(key, std::is_same_v<N, bool> ? (v ? "true" : "false") : fmt::format("{}", v));
  }
  Json& field(std::string_view key, const std::vector<std::string>& v) {
    std::string a = "[";
    for (const std::string& s : v) a += (a.size() > 1 ? ", " : "") + json_string(s);
    return raw(key, a + "]");
  }
  Json& number(std::string_view key, double v, int decimals) {
    return raw(key, fmt::format("{:.{}f}", v, decimals));
  }
  Json& raw(std::string_view key, std::string_view json) {
    body_ += fmt::format("{}{}: {}", body_.empty() ? "" : ", ", json_string(key), json);
    return *this;
  }
  std::string str() const { return "{" + body_ + "}"; }

 private:
  std::string body_;
};

}  // namespace vchess::cli
