// The typed values of variants.ini keys ([bool], [int], [File], [Rank], [Bitboard], [PieceType],
// [PieceSet], [Value] in Fairy-Stockfish's option docs). Each parser returns the value or a
// one-line reason naming the offending token; options.cpp adds the file and line.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "variants/model.h"

namespace vchess::variants {

struct ValueError {
  std::string token, message;
};
template <class T>
using Parsed = std::pair<std::optional<T>, ValueError>;

Parsed<bool> parse_bool(std::string_view v);
// Castling rights as a FEN writes them (`K`, `Q`, `k`, `q`, or `-`): [colour][0 kingside, 1 queenside].
Parsed<std::array<std::array<bool, 2>, 2>> parse_castling_rights(std::string_view v);
Parsed<int> parse_int(std::string_view v);
// 0-based; a letter (a = 0) or a 1-based number.
Parsed<int> parse_file(std::string_view v);
Parsed<int> parse_rank(std::string_view v);
// Squares `d4`, whole files `a*`, whole ranks `*3`, `-` for none; all on the files x ranks board.
Parsed<Region> parse_region(std::string_view v, int files, int ranks);
Parsed<GameValue> parse_game_value(std::string_view v);
Parsed<Walling> parse_walling(std::string_view v);
Parsed<Enclosing> parse_enclosing(std::string_view v);
// Letters of the definition's pieces (either case), `*` for all, `-` for none.
Parsed<PieceSet> parse_piece_set(std::string_view v, const VariantDef& d);
// One letter, `-` or `*` for none/any ("").
Parsed<std::string> parse_piece_type(std::string_view v, const VariantDef& d);
// `p:g s:g r:-` pairs of letters.
Parsed<std::vector<std::pair<std::string, std::string>>> parse_promoted_types(std::string_view v,
                                                                              const VariantDef& d);

// `f:1 r:2` pairs of a letter and a count.
Parsed<std::vector<std::pair<std::string, int>>> parse_promotion_limit(std::string_view v,
                                                                       const VariantDef& d);

}  // namespace vchess::variants
