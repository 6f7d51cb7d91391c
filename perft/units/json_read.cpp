#include "json_read.h"

#include <fmt/format.h>

namespace vchess::units {

const JsonValue* JsonValue::find(std::string_view key) const {
  for (std::size_t i = 0; i < keys.size(); ++i)
    if (keys[i] == key) return &values[i];
  return nullptr;
}

namespace {

// Recursive descent; depth is bounded by the unit format (objects nest two deep) and by kMaxDepth
// so a hostile line cannot overflow the stack.
class Reader {
 public:
  explicit Reader(std::string_view s) : s_(s) {}

  Expected<JsonValue, std::string> whole() {
    JsonValue v;
    if (!value(v, 0)) return Unexpected{error_};
    skip_space();
    if (i_ != s_.size()) return Unexpected{fmt::format("offset {}: text after the value", i_)};
    return v;
  }

 private:
  static constexpr int kMaxDepth = 8;
  std::string_view s_;
  std::size_t i_ = 0;
  std::string error_;

  bool fail(std::string_view what) {
    if (error_.empty()) error_ = fmt::format("offset {}: {}", i_, what);
    return false;
  }
  void skip_space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }
  bool eat(char c) {
    skip_space();
    if (i_ < s_.size() && s_[i_] == c) return ++i_, true;
    return false;
  }

  bool value(JsonValue& v, int depth) {
    if (depth > kMaxDepth) return fail("nested too deep");
    skip_space();
    if (i_ >= s_.size()) return fail("unexpected end of line");
    const char c = s_[i_];
    if (c == '{') return object(v, depth);
    if (c == '[') return array(v, depth);
    if (c == '"') return v.kind = JsonValue::Kind::String, string(v.text);
    if (c >= '0' && c <= '9') return number(v);
    for (const auto& [word, bit] : {std::pair{"true", 1}, std::pair{"false", 0}})
      if (s_.substr(i_).starts_with(word)) {
        i_ += std::string_view(word).size();
        v.kind = JsonValue::Kind::Bool, v.number = bit;
        return true;
      }
    return fail(fmt::format("unexpected character '{}'", c));
  }

  bool object(JsonValue& v, int depth) {
    v.kind = JsonValue::Kind::Object;
    ++i_;
    if (eat('}')) return true;
    do {
      std::string key;
      skip_space();
      if (i_ >= s_.size() || s_[i_] != '"') return fail("expected a field name");
      if (!string(key)) return false;
      if (!eat(':')) return fail("expected ':'");
      JsonValue item;
      if (!value(item, depth + 1)) return false;
      v.keys.push_back(std::move(key));
      v.values.push_back(std::move(item));
    } while (eat(','));
    return eat('}') || fail("expected ',' or '}'");
  }

  bool array(JsonValue& v, int depth) {
    v.kind = JsonValue::Kind::Array;
    ++i_;
    if (eat(']')) return true;
    do {
      JsonValue item;
      if (!value(item, depth + 1)) return false;
      v.items.push_back(std::move(item));
    } while (eat(','));
    return eat(']') || fail("expected ',' or ']'");
  }

  bool string(std::string& out) {
    ++i_;  // the opening quote
    while (i_ < s_.size() && s_[i_] != '"') {
      char c = s_[i_++];
      if (static_cast<unsigned char>(c) < 0x20) return fail("control character in a string");
      if (c == '\\') {
        if (i_ >= s_.size()) break;
        c = s_[i_++];
        if (c == 'u') {  // the writer escapes only control characters this way
          unsigned code = 0;
          if (i_ + 4 > s_.size()) return fail("short \\u escape");
          for (int k = 0; k < 4; ++k) {
            const char h = s_[i_++];
            const int d = h >= '0' && h <= '9'   ? h - '0'
                          : h >= 'a' && h <= 'f' ? h - 'a' + 10
                          : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                                 : -1;
            if (d < 0) return fail("bad \\u escape");
            code = code * 16 + unsigned(d);
          }
          if (code > 0x7f) return fail("\\u escape beyond ASCII");
          c = char(code);
        } else if (c != '"' && c != '\\' && c != '/') {
          return fail("unknown escape");
        }
      }
      out += c;
    }
    if (i_ >= s_.size()) return fail("unterminated string");
    ++i_;
    return true;
  }

  bool number(JsonValue& v) {
    v.kind = JsonValue::Kind::Number;
    std::uint64_t n = 0;
    const std::size_t start = i_;
    while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') {
      const unsigned d = unsigned(s_[i_++] - '0');
      if (n > (UINT64_MAX - d) / 10) return fail("number out of range");
      n = n * 10 + d;
    }
    if (i_ - start > 1 && s_[start] == '0') return fail("leading zero");
    if (i_ < s_.size() && (s_[i_] == '.' || s_[i_] == 'e' || s_[i_] == 'E'))
      return fail("not an integer");
    v.number = n;
    return true;
  }
};

}  // namespace

Expected<JsonValue, std::string> parse_json(std::string_view line) { return Reader(line).whole(); }

}  // namespace vchess::units
