// The toolkit's SFEN-like position text (RULINGS 2.1):
//   <board>[<hand>] <side> [<move number>]
// Board ranks from the top (rank `size`) down to rank 1, files a first; decimal digit runs are
// empty squares; upper case = Sente; two-letter labels in parentheses; '+' prefix = promoted.
// Hand: '-' or labels with optional decimal counts, either colour, any order. Side 'b' (Sente)
// or 'w' (Gote). Move number optional on input (default 1).
#pragma once

#include <string>
#include <string_view>

#include "reference/shogi/position.h"

namespace ref_shogi {

// Throws Error (one line naming the field or character) on bad input. Besides syntax it rejects
// positions no legal game reaches and that the rules cannot handle: more than one King of a
// colour, an unpromoted piece on a rank where it could never move (a piece that must promote
// there), two unpromoted own pawns on a file, and the side not to move being in check.
Position parse_sfen(std::string_view text, Game game);

// Hands are printed in the game's order (Dai Seireigi: Ludii, RULINGS 2.5; shogi: R B G S N L P),
// Sente's first, counts > 1 as a decimal prefix; '-' if both are empty.
std::string to_sfen(const Position& p);

}  // namespace ref_shogi
