// The chess-family piece catalogue: one row per piece, and the movement masks derived from it.
#pragma once
#include <array>
#include <string_view>

#include "chess/types.h"

namespace vchess::chess {

struct PieceInfo {
  PieceType type;
  std::string_view name;   // as the seed spells it
  char letter;             // FEN letter, lower case
  std::string_view betza;  // Betza / XBetza description
  bool knight, king, diagonal, orthogonal;  // leaps and slides the generator uses
};

inline constexpr std::array<PieceInfo, 8> kPieceTable{{
    {Pawn, "Pawn", 'p', "fmWfceFifmnD", false, false, false, false},
    {Knight, "Knight", 'n', "N", true, false, false, false},
    {Bishop, "Bishop", 'b', "B", false, false, true, false},
    {Rook, "Rook", 'r', "R", false, false, false, true},
    {Queen, "Queen", 'q', "Q", false, false, true, true},
    {Archbishop, "Archbishop", 'a', "BN", true, false, true, false},
    {Chancellor, "Chancellor", 'c', "RN", true, false, false, true},
    {King, "King", 'k', "K", false, true, false, false},
}};

constexpr const PieceInfo& piece_info(PieceType t) { return kPieceTable[t - 1]; }

// Bit t set when piece type t has the property; used to gather attackers by movement.
constexpr unsigned type_mask(bool PieceInfo::*prop) {
  unsigned m = 0;
  for (const auto& p : kPieceTable)
    if (p.*prop) m |= 1u << p.type;
  return m;
}
inline constexpr unsigned kKnightMovers = type_mask(&PieceInfo::knight);
inline constexpr unsigned kDiagonalMovers = type_mask(&PieceInfo::diagonal);
inline constexpr unsigned kOrthogonalMovers = type_mask(&PieceInfo::orthogonal);

constexpr PieceType type_from_letter(char c) {
  const char l = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
  for (const auto& p : kPieceTable)
    if (p.letter == l) return p.type;
  return NoType;
}

}  // namespace vchess::chess
