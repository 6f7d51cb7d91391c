// The Waterloo piece catalogue (RULINGS 4.3): one row per piece with its powers, its two parts
// if it is a compound, and the empty-board count from e5 the geometry tests check.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>

namespace vchess::waterloo {

enum Color : int { White, Black };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : int {
  Pawn,
  Spy,
  Knight,
  Bishop,
  Rook,
  Adviser,
  King,  // simple: one checker
  Guard,
  Cardinal,
  Marshall,
  Queen,
  Emperor,
  Wiseman,  // two checkers
  kTypes,
  kNoType = kTypes
};

// Movement modes (RULINGS 4.2) as bits; the pawn's row-dependent moves are not listed.
enum Power : std::uint8_t {
  kStep = 1,        // N(1): the eight neighbours
  kTwoLeap = 2,     // N(2): (2,0) and (2,2) leaps
  kKnightLeap = 4,  // N(3): the chess knight
  kOrthogonal = 8,  // O
  kDiagonal = 16,   // D
  kHop = 32,        // JO/JD: a queen-line slide that may pass over one piece
};

struct PieceInfo {
  std::string_view name;  // as the seed spells it
  char letter;            // upper case
  int checkers;
  std::string_view betza;
  std::uint8_t powers;
  PieceType part_a, part_b;  // kNoType for simple pieces and the undivided Wiseman
  bool royal;
  int e5;  // empty-board destinations from e5; 0 for the pawn
};

inline constexpr std::array<PieceInfo, kTypes> kPieceTable{{
    {"Pawn", 'P', 1, "progressive: fmW (row 3 also fmnW2), fmWfcF (rows 4-5), fWfF (rows 6-7)", 0,
     kNoType, kNoType, false, 0},
    {"Spy", 'S', 1, "K", kStep, kNoType, kNoType, false, 8},
    {"Knight", 'N', 1, "N", kKnightLeap, kNoType, kNoType, false, 8},
    {"Bishop", 'B', 1, "B", kDiagonal, kNoType, kNoType, false, 17},
    {"Rook", 'R', 1, "R", kOrthogonal, kNoType, kNoType, false, 18},
    {"Adviser", 'A', 1, "Q", kOrthogonal | kDiagonal, kNoType, kNoType, false, 35},
    {"King", 'K', 1, "K", kStep, kNoType, kNoType, true, 8},
    {"Guard", 'G', 2, "KAD", kStep | kTwoLeap, Spy, Spy, false, 16},
    {"Cardinal", 'C', 2, "BN", kDiagonal | kKnightLeap, Bishop, Knight, false, 25},
    {"Marshall", 'M', 2, "RN", kOrthogonal | kKnightLeap, Rook, Knight, false, 26},
    {"Queen", 'Q', 2, "QN", kOrthogonal | kDiagonal | kKnightLeap, Adviser, Knight, false, 43},
    {"Emperor", 'E', 2, "KN", kStep | kKnightLeap, King, Knight, true, 16},
    {"Wiseman", 'W', 2, "Q passing over at most one piece (JO/JD)", kHop, kNoType, kNoType, false,
     35},
}};

constexpr const PieceInfo& info(PieceType t) { return kPieceTable[t]; }
constexpr bool is_compound(PieceType t) { return info(t).part_a != kNoType; }
constexpr bool is_simple(PieceType t) { return info(t).checkers == 1; }

// The generator builds a compound's whole move from its parts' targets; only the Guard has more.
constexpr bool powers_are_parts() {
  for (int t = Cardinal; t <= Emperor; ++t)
    if (kPieceTable[t].powers !=
        (info(info(PieceType(t)).part_a).powers | info(info(PieceType(t)).part_b).powers))
      return false;
  return true;
}
static_assert(powers_are_parts());

// The compound two simple pieces form, or kNoType (pawns and equal non-Spy pairs form none).
constexpr PieceType merge_of(PieceType a, PieceType b) {
  for (int t = Guard; t <= Emperor; ++t) {
    const PieceInfo& c = kPieceTable[t];
    if ((c.part_a == a && c.part_b == b) || (c.part_a == b && c.part_b == a)) return PieceType(t);
  }
  return kNoType;
}
// What stays on the square when `part` leaves compound `t`.
constexpr PieceType other_part(PieceType t, PieceType part) {
  return info(t).part_a == part ? info(t).part_b : info(t).part_a;
}

constexpr int type_of_letter(char upper) {
  for (int t = 0; t < kTypes; ++t)
    if (kPieceTable[t].letter == upper) return t;
  return -1;
}

}  // namespace vchess::waterloo
