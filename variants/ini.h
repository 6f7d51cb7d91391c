// Fairy-Stockfish's variants.ini syntax: `[name]` or `[name:parent]` sections, `#` and `;`
// comment lines, `key = value` lines. Only the syntax: what a key means is options.h's business.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "variants/error.h"

namespace vchess::variants {

struct IniEntry {
  std::string key, value;
  int line = 0;
};

struct IniSection {
  std::string name, parent;  // parent "" for none
  int line = 0;              // the header's line
  std::vector<IniEntry> entries;
};

// Lines before the first section are ignored, as Fairy-Stockfish ignores them (the file's
// preamble). Inside a section, a non-blank line that is neither a comment nor key = value is a
// Syntax error naming the line.
Expected<std::vector<IniSection>, DefError> read_ini(std::string_view text,
                                                     const std::string& file);

}  // namespace vchess::variants
