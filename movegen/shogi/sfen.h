// The SFEN-like position text of RULINGS 2.1: `<board>[<hand>] <side> <move number>`.
// Upper case is Sente; two-letter labels in parentheses; '+' marks a promoted piece; the hand
// is '-' or labels with optional counts (`[2Pp(HM)]`). Also accepts a space before the hand,
// USI's SFEN (`<board> b|w <hand> [<n>]`) and fairy-stockfish's shogi FEN (`<board>[PPp] w - -
// 0 1`, its white moving first), so positions copied from engines load as they are.
#pragma once
#include <string>
#include <string_view>

#include "shogi/pieces.h"
#include "shogi/types.h"

namespace vchess::shogi {

Expected<Setup, SfenError> parse_position(std::string_view text, const GameSpec& spec);
std::string position_text(const Setup& s, const GameSpec& spec);
// Label of a piece in position text: "P", "+(RG)", "p" ...
std::string piece_text(int type, Color c, const GameSpec& spec, bool parens = true);
std::string square_name(int sq, int size);
int parse_square(std::string_view s, int size);

}  // namespace vchess::shogi
