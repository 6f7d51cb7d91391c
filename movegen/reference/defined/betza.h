// The generic reference's Betza interpreter: a piece's Betza string parsed into atoms, and its
// moves from one square worked out at move time by walking each atom's directions over the board
// as it stands (no precomputed tables).
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reference/defined/error.h"

namespace ref_defined {

struct Square {
  int file, rank;  // 0-based, a1 = {0, 0}
};
enum class Occupant { Empty, Own, Enemy, Off };  // Off: not on the board

enum class Hop : std::uint8_t { None, Cannon, Grasshopper };  // no hop, `p`, `g`

// One group of moves: a step (dx, dy) repeated up to `range` times in each of its directions.
struct Atom {
  struct Step {
    int dx, dy;  // for White (forward = +dy); Black's steps have dy negated
  };
  std::array<Step, 8> steps{};
  int count = 0;                // steps[0..count)
  int range = 1;                // 1: leaper; kUnlimited: rider without limit
  bool move = true, capture = true;
  bool initial = false;         // `i`: only when the caller says initial (quiet only)
  bool lame = false;            // `n`
  Hop hop = Hop::None;
  std::string token;            // the atom's text in the Betza string (for messages)
};
inline constexpr int kUnlimited = 1 << 20;
inline constexpr int kMaxSide = 16;  // destinations() handles boards up to 16 x 16

struct Betza {
  std::string text;
  std::vector<Atom> atoms;
};

// Throws Error("Betza 'text': <what> at <position>: '<token>'") for anything it cannot read or
// does not support: never ignores a character.
Betza parse_betza(std::string_view text);

// Every move of a piece with this Betza on `from`, of the side whose forward is +rank when `white`.
// at(Square) -> Occupant (Own/Enemy as seen by the mover, Off outside the board). `initial`: `i`
// moves are allowed. Calls out(Square to, bool capture) once per distinct (to, capture).
template <class At, class Out>
void destinations(const Betza& b, Square from, bool white, bool initial, const At& at, Out&& out);

// Empty-board destination count from `from` on a files x ranks board.
int empty_board_count(const Betza& b, int files, int ranks, Square from);

}  // namespace ref_defined

#include "reference/defined/betza_walk.h"
