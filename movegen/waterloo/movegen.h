// Waterloo move generation: pseudo-legal moves by colour-templated generators, a legality test
// that recomputes attacks on the changed occupancy (no make/unmake), and perft with bulk
// counting at the last ply.
#pragma once
#include <cstdint>

#include "waterloo/position.h"

namespace vchess::waterloo {

// Every legal move; none when the game is already won (RULINGS 4.7).
void generate_legal(const Position& p, MoveList& ml);
bool is_legal(const Position& p, Move m);  // m must come from the pseudo-legal generator
std::uint64_t perft(Position& p, int depth);

// Whole-piece destinations of a White piece of type t on s of an empty board (RULINGS 4.3).
int empty_board_destinations(PieceType t, int s);

}  // namespace vchess::waterloo
