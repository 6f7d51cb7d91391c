// Typed access to the fields of a parsed JSON line: each getter names the missing or mistyped
// field in its error, so a damaged file is reported as "line 7: field 'depth': ...".
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json_read.h"

namespace vchess::units {

class Fields {
 public:
  explicit Fields(const JsonValue& v) : v_(v) {}
  // The first error met; later getters return defaults once one field failed.
  const std::optional<std::string>& error() const { return error_; }

  std::string string(std::string_view key);
  std::uint64_t number(std::string_view key, std::uint64_t max = UINT64_MAX);
  std::uint64_t hex(std::string_view key);  // a "16 hex digits" string
  std::vector<std::string> strings(std::string_view key);
  const JsonValue* object(std::string_view key);

 private:
  const JsonValue* get(std::string_view key, JsonValue::Kind kind, std::string_view kind_name);
  const JsonValue& v_;
  std::optional<std::string> error_;
};

}  // namespace vchess::units
