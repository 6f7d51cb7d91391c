// Colours, piece types and the packed move of the chess family.
#pragma once
#include <cstdint>

#include "core/capacity.h"
#include "core/move_list.h"

namespace vchess::chess {

enum Color : int { White, Black };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : int {
  NoType,
  Pawn,
  Knight,
  Bishop,
  Rook,
  Queen,
  Archbishop,
  Chancellor,
  King,
  kPieceTypes
};

// A coloured piece: 0 is empty, else type | colour << 4.
using Piece = std::uint8_t;
constexpr Piece kNoPiece = 0;
constexpr Piece make_piece(Color c, PieceType t) { return Piece(t | c << 4); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 15); }
constexpr Color color_of(Piece p) { return Color(p >> 4); }

enum MoveKind : int { Normal, Promotion, EnPassant, Castling };

// from | to << 8 | kind << 16 | promoted type << 18. Castling stores king from and rook from.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(int from, int to, MoveKind k = Normal, PieceType promo = NoType)
      : v_(std::uint32_t(from | to << 8 | k << 16 | promo << 18)) {}
  constexpr int from() const { return v_ & 255; }
  constexpr int to() const { return (v_ >> 8) & 255; }
  constexpr MoveKind kind() const { return MoveKind((v_ >> 16) & 3); }
  constexpr PieceType promo() const { return PieceType(v_ >> 18); }
  constexpr bool operator==(const Move&) const = default;
  constexpr std::uint32_t raw() const { return v_; }

 private:
  std::uint32_t v_ = 0;
};

// Enough for any position the validator accepts (at most 2 x files pieces a side): 16 x 27 + 2 =
// 434 moves on 8x8, 20 x 30 + 2 = 602 on 10x8 (core/capacity.h; the queen is the strongest piece,
// a pawn makes at most 3 x 6 promotion moves). The largest known, 218 on 8x8, is golden/capacity.
using MoveList = core::MoveList<Move, 1024>;
static_assert(core::capacity::chess_bound(8, 8, 16, 6) <= MoveList::kCapacity);
static_assert(core::capacity::chess_bound(10, 8, 20, 6) <= MoveList::kCapacity);

}  // namespace vchess::chess
