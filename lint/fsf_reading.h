// A model of how Fairy-Stockfish reads a piece's Betza string and moves the piece, for the
// linter. Written from reading its source (src/piece.cpp: the parser; src/bitboard.cpp and
// bitboard.h: the tables and the move sets), not from running it:
// - The parser reads one character at a time and keeps only m c p g n i, the direction letters
//   and the atoms W F D N A H L C J Z G K R B Q (one digit or a repeated letter after an atom
//   makes it a rider); it skips every other character without a word.
// - Two adjacent direction letters pair when equal or one vertical (f b v h) and one horizontal
//   (r l s h); a single letter becomes a doubled one (f -> ff). For an atom of one orthogonal
//   leap a pair of different letters splits into its two letters again (fsW = f + s).
// - Each move is a direction with a limit in one of three tables (leaps, riders, hoppers) per
//   modality and initial-ness; a later atom replaces an earlier one's limit in the same direction.
// - At move time a piece's squares are (its plain leaps + the attacks of each built-in rider
//   kind its directions touch) masked with the squares its tables reach on an empty board. The
//   built-in kinds: rook and bishop lines, the nightrider, cannons and grasshoppers on rook and
//   bishop lines, and the lame dabbaba, horse (nN), elephant (nA) and janggi elephant (nZ).
//   A direction no kind covers (a DD rider, an nC leap, a pN hopper) gives no moves.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reference/defined/betza.h"

namespace vchess::lint {

// Something in the string that Fairy-Stockfish drops or reads its own way.
struct FsfNote {
  enum class Kind {
    Skipped,        // a character it ignores
    Dangling,       // modifiers with no atom after them
    UnknownPair,    // a direction pair no table entry names: it selects nothing
    RiderLine,      // a rider direction no built-in rider covers
    LameLeap,       // a lame leap no built-in lame leaper covers
    HopperLine,     // a hopper direction no built-in hopper covers
    LimitedHopper,  // a hopper with a range: counted from the origin
    Replaced,       // a later atom replaced an earlier limit in the same direction
    SharedLine,     // a built-in rider also moves along a line only another atom has
  };
  Kind kind;
  std::size_t pos;   // where in the string (0-based)
  std::string text;  // the character(s), pair, or the atom's leap "(2,0)"
};

struct FsfReading {
  using Table = std::map<std::pair<int, int>, int>;  // (dx, dy) for White -> limit
  // [initial][0 quiet, 1 capture]; limit 0 = unlimited, -1 = lame leap
  Table steps[2][2], slider[2][2], hopper[2][2];
  std::vector<FsfNote> notes;
  std::string kept;  // the string without the characters it skips
};

FsfReading fsf_read(std::string_view betza);

// The notes the tables give: directions no built-in rider kind covers, limited hoppers (part of
// fsf_read's notes already).
std::vector<FsfNote> fsf_move_notes(const FsfReading& r);

using AtFn = std::function<ref_defined::Occupant(ref_defined::Square)>;
using OutFn = std::function<void(ref_defined::Square, bool capture)>;

// The squares Fairy-Stockfish's move sets give the piece on `from` (each (to, capture) once).
void fsf_destinations(const FsfReading& r, ref_defined::Square from, bool white, bool initial,
                      const AtFn& at, const OutFn& out);

}  // namespace vchess::lint
