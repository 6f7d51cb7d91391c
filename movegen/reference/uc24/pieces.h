// UC-24 piece geometry (RULINGS 0 and 1.2-1.3), written path by path on the mailbox board.
#pragma once

#include <vector>

#include "reference/common/geometry.h"
#include "reference/uc24/position.h"

namespace ref_uc24 {

// True if `kind` (upper case) is one of the 24 piece letters of RULINGS 1.2 or 'P'.
bool is_piece_kind(char kind);

// Destination squares of the non-pawn piece standing on `from`: every empty square it can move
// to and every enemy-occupied square it can capture on, each listed once (a square reached by
// several paths is one destination). Own-occupied squares are never listed.
ref_common::SquareList piece_destinations(const Position& p, int from);

// True if the piece on `from` (any kind, pawns included) could capture a piece of the other
// colour standing on `target`. Used for check detection.
bool attacks_square(const Position& p, int from, int target);

// True if some piece of colour `by` attacks `target`.
bool square_attacked(const Position& p, int target, Color by);

// True if colour c's king is attacked (a position without that king is never "in check").
bool king_attacked(const Position& p, Color c);

}  // namespace ref_uc24
