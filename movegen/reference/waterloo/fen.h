// Waterloo FEN (RULINGS 4.1, docs/rulings-local.md "Waterloo") for the reference generator:
//
//   <board> <side> <castling> <ep> <w>,<b> <halfmove> <fullmove>
//
// Board letters P S N B R A K G C M Q E W (upper case White), ranks 10 to 1, decimal runs of empty
// squares. Castling '-' or a subset of "BIbi" in that order. <w>,<b> = promoted pawns, 0..3.
#pragma once

#include <string>
#include <string_view>

#include "reference/waterloo/position.h"

namespace ref_waterloo {

// Throws ref_waterloo::Error (see reference_waterloo.h) with a one-line message on bad input.
Position parse_fen(std::string_view fen);

// All seven fields; the en passant square only if a pawn of the side to move stands beside the
// double-stepped pawn.
std::string to_fen(const Position& p);

// Parses a square name "a1" .. "k10"; kNoSquare if it is not one.
int parse_square(std::string_view text);

}  // namespace ref_waterloo
