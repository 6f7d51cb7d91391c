#include "fields.h"

#include <fmt/format.h>

namespace vchess::units {

const JsonValue* Fields::get(std::string_view key, JsonValue::Kind kind,
                             std::string_view kind_name) {
  if (error_) return nullptr;
  const JsonValue* f = v_.kind == JsonValue::Kind::Object ? v_.find(key) : nullptr;
  if (!f)
    error_ = fmt::format("field '{}' is missing", key);
  else if (f->kind != kind)
    error_ = fmt::format("field '{}' is not {}", key, kind_name);
  return error_ ? nullptr : f;
}

std::string Fields::string(std::string_view key) {
  const JsonValue* f = get(key, JsonValue::Kind::String, "a string");
  return f ? f->text : std::string();
}

std::uint64_t Fields::number(std::string_view key, std::uint64_t max) {
  const JsonValue* f = get(key, JsonValue::Kind::Number, "a non-negative integer");
  if (f && f->number > max) error_ = fmt::format("field '{}': {} is above {}", key, f->number, max);
  return f && !error_ ? f->number : 0;
}

std::uint64_t Fields::hex(std::string_view key) {
  const std::string s = string(key);
  if (error_) return 0;
  std::uint64_t v = 0;
  bool ok = s.size() == 16;
  for (const char c : s) {
    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    ok = ok && d >= 0;
    v = v * 16 + std::uint64_t(d < 0 ? 0 : d);
  }
  if (!ok) error_ = fmt::format("field '{}': '{}' is not 16 lower-case hex digits", key, s);
  return ok ? v : 0;
}

std::vector<std::string> Fields::strings(std::string_view key) {
  const JsonValue* f = get(key, JsonValue::Kind::Array, "an array");
  std::vector<std::string> out;
  if (!f) return out;
  for (const JsonValue& item : f->items) {
    if (item.kind != JsonValue::Kind::String) {
      error_ = fmt::format("field '{}': an item is not a string", key);
      return {};
    }
    out.push_back(item.text);
  }
  return out;
}

const JsonValue* Fields::object(std::string_view key) {
  return get(key, JsonValue::Kind::Object, "an object");
}

}  // namespace vchess::units
