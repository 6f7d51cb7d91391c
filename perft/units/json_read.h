// A strict reader for the one-line JSON objects the work-unit files hold: objects, arrays,
// strings, non-negative integers and booleans. The files are written by this toolkit, so
// anything else is refused as damage, with the byte offset.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"

namespace vchess::units {

struct JsonValue {
  enum class Kind { Object, Array, String, Number, Bool } kind = Kind::Number;
  std::string text;              // String
  std::uint64_t number = 0;      // Number (and Bool: 0 or 1)
  std::vector<JsonValue> items;  // Array
  // Object, in file order: keys[i] names values[i] (a std::pair of this still-incomplete type
  // is not allowed; a vector of it is).
  std::vector<std::string> keys;
  std::vector<JsonValue> values;

  const JsonValue* find(std::string_view key) const;
};

// Parses exactly one value spanning the whole line; the error names the offset.
Expected<JsonValue, std::string> parse_json(std::string_view line);

}  // namespace vchess::units
