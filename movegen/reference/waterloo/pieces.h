// Waterloo piece geometry for the reference generator (RULINGS 4.2-4.5, A-W2..A-W5, A-W20,
// A-W25), on a mailbox Position.
#pragma once

#include <string_view>
#include <vector>

#include "reference/common/geometry.h"
#include "reference/waterloo/position.h"

namespace ref_waterloo {

// S N B R A K: one checker, may merge onto a friendly simple piece.
bool is_simple_kind(char kind);
// G C M Q E: two checkers, may split (part moves). The Wiseman is not in this set.
bool is_splittable_kind(char kind);
// Parts of a splittable compound, such as "BN" for 'C' ("SS" for 'G'); empty otherwise.
std::string_view parts_of(char kind);
// Compound formed by simple kinds a and b (either order), or 0 if they do not combine.
char merge_result(char a, char b);
// Is `letter` a piece kind of the game (upper case)?
bool is_piece_kind(char letter);

// Every square a non-pawn piece of kind `kind` and colour c standing on `from` reaches with its
// power in position p: empty squares it may move to and occupied squares (of either colour) it
// could capture or enter. No duplicates. The square `from` itself is treated as vacated.
ref_common::SquareList reach(const Position& p, int from, char kind, Color c);

// Squares a pawn of colour c on `from` may capture on (its row's capture powers, A-W6).
ref_common::SquareList pawn_capture_squares(int from, Color c);

// Does the piece standing on `from` attack `target` with its whole power (A-W25)?
bool attacks(const Position& p, int from, int target);

// Is `target` attacked by any piece of colour `by`?
bool square_attacked(const Position& p, int target, Color by);

// Is colour c's royal piece attacked? (false if c has no royal piece)
bool royal_attacked(const Position& p, Color c);

}  // namespace ref_waterloo
