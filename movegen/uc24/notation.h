// UC-24 move text: UCI-like coordinates, the drop appended as "&<letter>@<square>"
// (RULINGS 1.6). The promotion piece is implied; "=X" naming it is accepted on input.
#pragma once
#include <string>
#include <string_view>

#include "uc24/movegen.h"

namespace vchess::uc24 {

std::string move_text(const Position& pos, Move m);

enum class MoveTextError { Unparsable, Illegal };
Expected<Move, MoveTextError> parse_move(Position& pos, std::string_view text);

}  // namespace vchess::uc24
