// One row per supported option: its key and how its value goes into the model. The rows are in
// the order Fairy-Stockfish applies its keys (pawnTypes before promotionPawnTypes, a both-colour
// key before its White/Black forms), which decides what a section that sets both means.
#pragma once
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "variants/model.h"
#include "variants/values.h"

namespace vchess::variants {

struct OptionRow {
  std::string_view key;
  std::function<std::optional<ValueError>(VariantDef&, std::string_view)> apply;
};

const std::vector<OptionRow>& option_table();
// mobilityRegion{White,Black}{Piece} (Piece: a type name with its first letter in upper case,
// "Elephant", "CustomPiece1"): nullopt when `key` is not of that form, else the error or none.
std::optional<std::optional<ValueError>> apply_mobility_region(VariantDef& d, std::string_view key,
                                                               std::string_view v,
                                                               const Origin& at);
// Keys accepted and dropped because they cannot change a perft count (evaluation, display,
// draw rules that depend on the game's history).
bool no_effect_key(std::string_view key);
// Every key Fairy-Stockfish has (its newest source): one the model lacks is refused by name.
bool known_key(std::string_view key);

}  // namespace vchess::variants
