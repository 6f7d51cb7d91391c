#include "lint/keys.h"

#include <algorithm>

#include "variants/option_table.h"
#include "variants/options.h"
#include "variants/pieces.h"

namespace vchess::lint {

namespace {

bool piece_key(const std::string& key) {
  static const std::vector<std::string> keys = variants::piece_keys();
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

const variants::OptionRow* row_of(const std::string& key) {
  for (const variants::OptionRow& row : variants::option_table())
    if (row.key == key) return &row;
  return nullptr;
}

// Keys the reader takes outside the option table (the board's size first, then the pieces).
bool read_elsewhere(const std::string& key) {
  return key == "maxRank" || key == "maxFile" || key.starts_with("mobilityRegion") ||
         piece_key(key);
}

// A key whose values are `true` and `false` only (Fairy-Stockfish's bool): its row takes both
// and refuses another word. Tried on the default template, which every such row reads without
// a piece or a board of its own.
bool boolean_key(const variants::OptionRow& row) {
  variants::VariantDef d = variants::default_template();
  return !row.apply(d, "true") && !row.apply(d, "false") && row.apply(d, "maybe");
}

}  // namespace

std::optional<Finding> lint_key(const variants::IniEntry& e, const std::string& file) {
  const variants::OptionRow* row = row_of(e.key);
  if (!row) {
    if (read_elsewhere(e.key) || variants::no_effect_key(e.key) || variants::known_key(e.key))
      return std::nullopt;
    return Finding{
        file, e.line, e.key, e.key, "is not an option of Fairy-Stockfish: it ignores the line", ""};
  }
  // The toolkit's own keys: Fairy-Stockfish sets them in its built-in variants' code only.
  if (e.key == "freeDrops")
    return Finding{file,
                   e.line,
                   e.key,
                   e.key,
                   "is set by Fairy-Stockfish for its built-in ataxx only: its parser ignores "
                   "the line",
                   ""};
  if (e.value == "true" || e.value == "false" || !boolean_key(*row)) return std::nullopt;
  variants::VariantDef d = variants::default_template();
  if (!row->apply(d, e.value)) return std::nullopt;
  return Finding{
      file, e.line, e.key, e.value, "is not true or false: Fairy-Stockfish reads it as false", ""};
}

}  // namespace vchess::lint
