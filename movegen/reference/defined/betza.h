// The generic reference's Betza interpreter: a piece's Betza string parsed into atoms, and the
// piece's moves from one square worked out at move time by walking each atom's steps over the
// board as it stands (no precomputed attack tables). Written from Betza's notation as XBoard
// documents it (https://www.gnu.org/software/xboard/Betza.html).
//
// What it reads:
// - Atoms: leapers W (1,0) F (1,1) D (2,0) N (2,1) A (2,2) H (3,0) C = L (3,1) Z = J (3,2)
//   G (3,3), any leap written (x,y) (0 <= x,y <= 15, not both 0), and the shorthands K = WF,
//   R = W0, B = F0, Q = R + B.
// - Riders: a doubled letter (NN, DD, WW = R) or a range after the atom: W3, R4 (= W4), N2;
//   0 means without limit. Each leap of a rider must land on an empty square to go on.
// - Modalities m (quiet) and c (capture); none of them means both. e (en passant) is read and
//   kept in Atom::en_passant for the caller; it adds no move here.
// - i: the move is allowed only when the caller says `initial`, and only as a quiet move.
// - p (cannon): over exactly one occupied square (the screen) at any distance, then along the
//   rest of the line: empty squares quiet, the first occupied one captured if it is an enemy.
//   g (grasshopper): over the screen to the square just beyond it, nothing further.
//   With a range n, each part of a hopper's path is limited: the screen at most n steps from the
//   start, and at most n steps (g: the one step) beyond it (XBoard: pR is pafR, two legs of R).
// - n (lame): every square the leap passes must be empty. The path of a leap (x,y) goes one step
//   at a time from the origin: along the axis with more distance left, diagonally when both are
//   equal. So nN's blocking square is the orthogonal neighbour (the xiangqi horse), nA's and
//   nD's the midpoint, nZ's the orthogonal neighbour and then the diagonal one beyond it (the
//   janggi elephant), nC's the first two orthogonal squares. This is Fairy-Stockfish's path too.
//   On a rider each leap is lame.
// - j on a W or F rider (R, B, Q, W3...): skips the first square whatever stands there (XBoard).
// - Directions (forward is the mover's forward; Black's steps are White's turned by 180
//   degrees, so Black's right is the a-file side). A run of direction letters is read greedily
//   into single letters and two-letter combinations:
//     W-like atoms (x,0): f b l r one move each, v = f+b, s = l+r; combinations join (fsW: f,l,r).
//     F-like atoms (x,x): f b l r the pair on that side, v and s all four; fl = lf, fs = f, ...
//       name the moves on both sides (intersection).
//     oblique atoms (x,y), x != y: f = ff = the two moves whose long leg goes forward (fN: the
//       shogi knight), l = ll the two whose long leg goes left, v and s the four narrow / wide
//       moves; XY (X, Y perpendicular) = long leg towards Y, short leg towards X: frN = (2,1),
//       rfN = (1,2), fsN = the two wide forward moves.
//     fh bh lh rh: every move with a component that way (fhN: the 4 forward knight moves).
//     hr hl (oblique only): the chiral halves; hrN from e4 reaches f6, g3, d2, c5.
//   On K and Q the letters apply to the W and F parts alike (fK: forward and the two forward
//   diagonals); two-letter pairs on K or Q are refused as ambiguous (write W and F apart).
// Everything else (a, o, q, z, t, y, u, d, brackets, @, O, U, unknown letters, stray digits,
// spaces) is refused with an Error naming it.
//
// Where Fairy-Stockfish (src/piece.cpp, bitboard.cpp) reads a string otherwise (checked with
// its newest build on the empty board; lint/ reports these per line of an ini file):
// - riders on other lines than W, F, N (DD, AA, HH, C0, H2): no moves there; here they ride.
// - n on other atoms than N, A, D, Z (nC, nH, nG, nW, nF, nK): no moves there; here lame.
// - j, a, o, brackets, '?', '-', unknown letters: skipped there (jR and [W?R] move as R, aW as
//   W); here j skips the first square on W/F riders and the rest is refused.
// - a range on a hopper (pR2, pB2): counted there from the origin over the whole path; here
//   each leg (to the screen, beyond it) has the range.
// - pairs written in an order it does not list (sfN, vrF): no moves there; here as any pair.
// - two-digit ranges (W10): one digit there (W1); here two. hr/hl on W or F, pairs on K or Q,
//   a lone h: moves of its own there; refused here.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "reference/defined/error.h"

namespace ref_defined {

struct Square {
  int file, rank;  // 0-based, a1 = {0, 0}
};
// Off: not on the board. Wall: a wall square, which no move enters or passes; a hopper may
// take it as its screen.
enum class Occupant { Empty, Own, Enemy, Off, Wall };

enum class Hop : std::uint8_t { None, Cannon, Grasshopper };  // no hop, `p`, `g`

inline constexpr int kUnlimited = 1 << 20;
inline constexpr int kMaxSide = 16;  // destinations() sees at most 16 squares each way

// One group of moves: a leap repeated up to `range` times in each of its directions.
struct Atom {
  struct Step {
    int dx, dy;  // White's view: +dx towards the h-file, +dy forward
  };
  std::array<Step, 8> steps{};
  int count = 0;  // steps[0..count)
  int range = 1;  // 1: a leaper; kUnlimited: a rider without limit
  bool move = true, capture = true;
  bool en_passant = false;  // `e` was written
  bool initial = false;     // `i`
  bool lame = false;        // `n`
  bool skip_first = false;  // `j` on a W/F rider
  Hop hop = Hop::None;
  std::string token;  // its text in the Betza string, modifiers included
};

struct Betza {
  std::string text;
  std::vector<Atom> atoms;
};

// Throws Error("Betza 'text': <what> at <position>: '<token>'") for anything it cannot read or
// does not support (position: 1-based character). Never ignores a character.
Betza parse_betza(std::string_view text);

namespace detail {
using AtFn = Occupant (*)(const void* ctx, Square s);
using OutFn = void (*)(void* ctx, Square to, bool capture);
void walk(const Betza& b, Square from, bool white, bool initial, AtFn at, const void* at_ctx,
          OutFn out, void* out_ctx);
}  // namespace detail

// Every move of a piece with this Betza on `from`, of the side whose forward is +rank when
// `white` (else -rank; Black's directions are White's turned by 180 degrees). at(Square) ->
// Occupant (Own/Enemy as seen by the mover, Off outside the board). `initial`: `i` moves are
// allowed. Calls out(Square to, bool capture) once per distinct (to, capture), capture meaning
// it takes the Enemy on `to`. Allocates nothing.
template <class At, class Out>
void destinations(const Betza& b, Square from, bool white, bool initial, const At& at, Out&& out) {
  using OutT = std::remove_reference_t<Out>;
  detail::walk(
      b, from, white, initial,
      [](const void* ctx, Square s) -> Occupant { return (*static_cast<const At*>(ctx))(s); }, &at,
      [](void* ctx, Square to, bool capture) { (*static_cast<OutT*>(ctx))(to, capture); },
      const_cast<void*>(static_cast<const void*>(&out)));
}

// Empty-board destination count from `from` on a files x ranks board (at most 16 x 16), White's
// view, `i` moves not included. Throws Error for a board or square out of range.
int empty_board_count(const Betza& b, int files, int ranks, Square from);

}  // namespace ref_defined
