// Shogi-family pieces as data: one row per piece (label as the seed spells it, name, Betza,
// movement relative to the mover), and the two games' tables: standard shogi and Dai Seireigi
// (RULINGS 2.2).
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace vchess::shogi {

// Direction bits, relative to the mover: forward is +y.
enum DirBit : std::uint8_t {
  F = 1, FR = 2, R = 4, BR = 8, B = 16, BL = 32, L = 64, FL = 128,
  kOrth = F | R | B | L, kDiag = FR | BR | BL | FL, kAll8 = 255,
};
struct Vec {
  int dx, dy;
};
inline constexpr std::array<Vec, 8> kDirVec{
    {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};

// Hook movers: a slide, then optionally one 90-degree turn at an empty square (RULINGS 2.3).
enum class Hook : std::uint8_t { None, Orthogonal, Diagonal, SquareMover, AncientDragon };

struct PieceDef {
  std::string_view label;  // "p", "rg", "+rg", ...
  std::string_view name;
  std::uint8_t steps = 0, slides = 0, jump_slides = 0;  // DirBit masks
  std::span<const Vec> jumps{};                          // leaps, relative to the mover
  Hook hook = Hook::None;
  std::string_view promotes_to{};  // label, empty if it never promotes
  int forced_ranks = 0;            // must promote on the last N ranks
  int drop_ranks = 0;              // may not be dropped on the last N ranks
  bool royal = false;
};

enum class Game { Shogi, DaiSeireigi };

struct GameSpec {
  Game game;
  std::string_view name;
  int size;        // files = ranks
  int zone;        // promotion zone depth
  std::span<const PieceDef> pieces;
  std::string_view start;           // position text
  std::span<const std::string_view> hand_order;  // labels, for printing hands
};

const GameSpec& shogi_spec();
const GameSpec& dai_seireigi_spec();

}  // namespace vchess::shogi
