#include "lint/keys.h"

#include <algorithm>
#include <sstream>

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

namespace {

bool region_key(const std::string& k) {
  return k.starts_with("promotionRegion") || k.starts_with("doubleStepRegion") ||
         k.starts_with("enPassantRegion") || k.starts_with("dropRegion") ||
         k.starts_with("mobilityRegion") || k.starts_with("flagRegion") || k == "diagonalLines" ||
         k == "enclosingDropStart";
}

// Is the word (d4, a*, *3) a square, file or rank of the largest board that is not on this one?
bool beyond(const std::string& w, int files, int ranks) {
  const auto digits = [](std::string_view s) {
    return !s.empty() && s.size() <= 2 &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  if (w.size() < 2) return false;
  const bool file_word = w[0] >= 'a' && w[0] < 'a' + variants::kMaxFiles;
  if (file_word && w[0] >= 'a' + files) return true;
  const std::string_view rank = w[0] == '*' || file_word ? std::string_view(w).substr(1) : "";
  return digits(rank) && std::stoi(std::string(rank)) > ranks;
}

}  // namespace

std::optional<Finding> lint_region(const variants::IniEntry& e, const std::string& file, int files,
                                   int ranks) {
  if (!region_key(e.key)) return std::nullopt;
  std::istringstream words(e.value);
  for (std::string w; words >> w;)
    if (beyond(w, files, ranks))
      return Finding{file,
                     e.line,
                     e.key,
                     w,
                     "is off the " + std::to_string(files) + "x" + std::to_string(ranks) +
                         " board: Fairy-Stockfish and the toolkit leave it out of the region",
                     ""};
  return std::nullopt;
}

}  // namespace vchess::lint
