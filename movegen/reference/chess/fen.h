// X-FEN / Shredder-FEN reading and writing for the reference generator.
#pragma once

#include <string>
#include <string_view>

#include "reference/chess/position.h"

namespace ref_chess {

// Parses a FEN with 4 to 6 space-separated fields for a board with `files` (8 or 10) files.
// Throws ref_chess::Error (see reference_chess.h) with a one-line message on bad input.
//
// Accepted castling notations: '-'; K/Q/k/q (outermost rook on that side); K/Q/k/q followed
// directly by a file letter of the same case (that rook, which must be on that side of the king);
// Shredder file letters A-J / a-j (side decided by the rook's file relative to the king).
Position parse_fen(std::string_view fen, int files);

// Writes a FEN with Shredder-FEN castling letters (e.g. "JAja"), always 6 fields.
std::string to_fen(const Position& p);

}  // namespace ref_chess
