// Waterloo move text (RULINGS 4.8, docs/rulings-local.md): e2g1, part moves c1d2:B, en passant
// e6f7ep, castling O-O / O-O-O; promotions are plain, "=S" / "=W" accepted on input.
#pragma once
#include <string>
#include <string_view>

#include "waterloo/position.h"

namespace vchess::waterloo {

std::string move_text(Move m);
enum class MoveTextError { Unparsable, Illegal };
Expected<Move, MoveTextError> parse_move(const Position& pos, std::string_view text);

}  // namespace vchess::waterloo
