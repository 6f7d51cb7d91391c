// The UC-24 piece catalogue (RULINGS 1.2): one row per piece, with the movement the generator
// builds its tables from. Letters are the rulings' proposal.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>

namespace vchess::uc24 {

enum Color : int { White, Black };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Bent and multi-leg movers; each is expanded into (destination, must-be-empty) paths.
enum class Bent : std::uint8_t {
  None,
  Sissa,           // n orthogonal + n diagonal, or n diagonal + n orthogonal
  Rose,            // circular nightrider, 1-7 leaps
  DancingHorse,    // knight, or knight to an empty square and a second knight leap
  SpottedGryphon,  // ferz, then outward dabbaba-rider (the Dragon's second half)
  Gryphon,         // ferz, then outward rook
  Aanca,           // wazir, then outward bishop
  Harvestman,      // wazir, then outward crooked bishop
};

enum Leaps : std::uint8_t {
  kNoLeaps = 0,
  kWazir = 1,     // (1,0)
  kFerz = 2,      // (1,1)
  kKnight = 4,    // (1,2)
  kDabbaba = 8,   // (2,0)
  kAlfil = 16,    // (2,2)
};

struct PieceInfo {
  std::string_view name;   // as the seed spells it
  char letter;             // upper case
  std::string_view betza;  // Betza / XBetza; the bent pieces in words where Betza has no term
  std::uint8_t leaps;      // Leaps bits
  bool orthogonal, diagonal, nightrider, leo;
  Bent bent;
};

// Type 0 is the pawn; 1..24 follow the rulings' table order (1 = King).
inline constexpr int kPawn = 0, kKing = 1, kTypes = 25;
inline constexpr std::array<PieceInfo, kTypes> kPieceTable{{
    {"Pawn", 'P', "fmWfceFifmnD", 0, false, false, false, false, Bent::None},
    {"King", 'K', "K", kWazir | kFerz, false, false, false, false, Bent::None},
    {"Queen", 'Q', "Q", 0, true, true, false, false, Bent::None},
    {"Rook", 'R', "R", 0, true, false, false, false, Bent::None},
    {"Knight", 'N', "N", kKnight, false, false, false, false, Bent::None},
    {"Amazon", 'A', "QN", kKnight, true, true, false, false, Bent::None},
    {"Sissa", 'S', "n orthogonal then n diagonal steps, or n diagonal then n orthogonal", 0,
     false, false, false, false, Bent::Sissa},
    {"Rose", 'O', "qN", 0, false, false, false, false, Bent::Rose},
    {"Dancing Horse", 'H', "NmpafN (knight, or two knight leaps via an empty square)", 0, false,
     false, false, false, Bent::DancingHorse},
    {"Dragon", 'D', "R + spotted gryphon (F, then outward dabbaba-rider)", 0, true, false, false,
     false, Bent::SpottedGryphon},
    {"Archbishoprider", 'U', "BNN", 0, false, true, true, false, Bent::None},
    {"Nightrider", 'Z', "NN", 0, false, false, true, false, Bent::None},
    {"Gryphon", 'G', "FyafsF (ferz, then outward rook)", 0, false, false, false, false,
     Bent::Gryphon},
    {"Aanca", 'Y', "WyafsW (wazir, then outward bishop)", 0, false, false, false, false,
     Bent::Aanca},
    {"Marshall", 'M', "RN", kKnight, true, false, false, false, Bent::None},
    {"Cardinal", 'C', "BN", kKnight, false, true, false, false, Bent::None},
    {"RF", 'F', "RF", kFerz, true, false, false, false, Bent::None},
    {"BW", 'B', "BW", kWazir, false, true, false, false, Bent::None},
    {"ND", 'T', "ND", kKnight | kDabbaba, false, false, false, false, Bent::None},
    {"NE", 'E', "NA", kKnight | kAlfil, false, false, false, false, Bent::None},
    {"NG", 'X', "NK", kKnight | kWazir | kFerz, false, false, false, false, Bent::None},
    {"NW", 'W', "NW", kKnight | kWazir, false, false, false, false, Bent::None},
    {"NF", 'V', "NF", kKnight | kFerz, false, false, false, false, Bent::None},
    {"Harvestman", 'J', "W, then outward crooked bishop (REC reading)", 0, false, false, false,
     false, Bent::Harvestman},
    {"PaoVao", 'L', "mQcpQ (Leo: queen moves, captures by hopping one screen)", 0, false, false,
     false, true, Bent::None},
}};

// Piece type of a letter (either case), or -1.
constexpr int type_of_letter(char c) {
  const char u = (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
  for (int t = 0; t < kTypes; ++t)
    if (kPieceTable[t].letter == u) return t;
  return -1;
}

}  // namespace vchess::uc24
