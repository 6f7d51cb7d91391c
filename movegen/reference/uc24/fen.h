// UC-24 FEN (RULINGS 1.6) reading and writing for the reference generator.
//
//   <board> <side> - <ep> [<halfmove> [<fullmove>]] [[<W reserve>/<B reserve>] <W>,<B> <pending>]
//
// The reserves list front..back (White upper case, Black lower case); <pending> is '-' or
// <sq>:<c><v> with c, v in {y, n} ("capturer was a pawn", "victim was a pawn"). The last three
// fields come all together or not at all; without them the reserves are empty, the rights 0,0 and
// nothing is pending.
#pragma once

#include <string>
#include <string_view>

#include "reference/uc24/position.h"

namespace ref_uc24 {

// Throws ref_uc24::Error (see reference_uc24.h) with a one-line message on bad input.
Position parse_fen(std::string_view fen);

// All nine fields. The en passant square is printed only if a pawn of the side to move could
// capture en passant (pseudo-legally); otherwise '-'.
std::string to_fen(const Position& p);

}  // namespace ref_uc24
