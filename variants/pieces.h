// Piece keys of a section: a built-in type's name or customPieceN set to a letter (and Betza),
// or to `-` to remove the type.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "variants/model.h"
#include "variants/values.h"

namespace vchess::variants {

inline constexpr int kCustomPieces = 22;  // Fairy-Stockfish's slots (one more is the royal's)

// Every piece key, in Fairy-Stockfish's type order: the built-ins, customPiece1..22, king.
std::vector<std::string> piece_keys();

// Applies `name = value`; a letter another type has takes it from that type.
std::optional<ValueError> set_piece(VariantDef& d, const std::string& name, std::string_view value,
                                    const Origin& at);
void remove_piece(VariantDef& d, const std::string& name);

// Fairy-Stockfish's order of its types: the built-ins, customPieceN, the king last (a name it
// does not have: after its own types). It decides the order in which a pocket is printed.
int type_order(std::string_view name);

}  // namespace vchess::variants
