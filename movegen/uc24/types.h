// UC-24 pieces on the board, the compound turn encoding and the unvalidated setup.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/move_list.h"
#include "uc24/pieces.h"

namespace vchess::uc24 {

// 0 is empty, else (type + 1) | colour << 5.
using Piece = std::uint8_t;
constexpr Piece kNoPiece = 0;
constexpr Piece make_piece(Color c, int type) { return Piece((type + 1) | c << 5); }
constexpr int type_of(Piece p) { return (p & 31) - 1; }
constexpr Color color_of(Piece p) { return Color(p >> 5); }

enum MoveKind : int { Normal, Promotion, EnPassant };
inline constexpr int kNoDrop = 64;

// A compound turn: a normal move plus an optional drop of the front reserve piece.
// from | to << 6 | kind << 12 | drop square << 14 (kNoDrop for none).
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(int from, int to, MoveKind k = Normal, int drop = kNoDrop)
      : v_(std::uint32_t(from | to << 6 | k << 12 | drop << 14)) {}
  constexpr int from() const { return v_ & 63; }
  constexpr int to() const { return (v_ >> 6) & 63; }
  constexpr MoveKind kind() const { return MoveKind((v_ >> 12) & 3); }
  constexpr int drop() const { return int(v_ >> 14); }
  constexpr bool has_drop() const { return drop() != kNoDrop; }
  constexpr Move with_drop(int sq) const { return Move(from(), to(), kind(), sq); }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint32_t v_ = kNoDrop << 14;
};

// The square a move captures on, if anything stands there: en passant takes the pawn beside
// the destination.
constexpr int capture_square(Move m, Color us) {
  return m.kind() == EnPassant ? (us == White ? m.to() - 8 : m.to() + 8) : m.to();
}

// Compound turns multiply the moves by up to nine; sized for any validated position
// (at most 32 pieces a side, each with at most 63 destinations).
template <int N>
using MoveListN = core::MoveList<Move, N>;
using MoveList = MoveListN<20480>;
using NormalMoveList = MoveListN<2048>;  // normal moves only
// The validator's limit: 32 pieces a side. A normal move is (from, to) (a promotion takes the
// back of the reserve, one move), so at most 32 x 63; a compound turn is a normal move with no
// drop or a drop on one of the 8 first-rank squares, so at most 9 turns a normal move.
static_assert(32 * 63 <= NormalMoveList::kCapacity);
static_assert(9 * NormalMoveList::kCapacity <= MoveList::kCapacity);

// The last ply's capture, if it can still open an exchange (RULINGS 1.5).
struct Pending {
  int sq = -1;
  bool capturer_pawn = false, victim_pawn = false;
  bool operator==(const Pending&) const = default;
};

struct Setup {
  std::array<Piece, 64> board{};
  Color side = White;
  int ep = -1;
  int halfmove = 0, fullmove = 1;
  std::array<std::vector<int>, 2> reserve;  // piece types, front first
  std::array<int, 2> rights{0, 0};
  Pending pending;
};

// The field of a UC-24 FEN that parse_fen() refused (Fields: the count or grouping of fields).
enum class FenField {
  Fields,
  Board,
  Side,
  Castling,
  EnPassant,
  Halfmove,
  Fullmove,
  Reserve,
  Rights,
  Pending,
};

struct FenError {
  FenField field;
  std::string message;
  std::string what() const;  // "bad FEN: <field>: <message>"
};

// Why Position::from_setup() refused a setup.
enum class PositionErrorKind {
  MissingKing,
  TooManyKings,
  TooManyPieces,        // more than 32 of one side on the board
  PawnOnBackRank,       // a pawn on the first or last rank
  BadPending,           // the pending exchange does not match the capturer on its square
  PendingAndEnPassant,  // a pending exchange and an en passant square together
  BadEnPassant,
  OppositeCheck,  // the side not to move is in check
};

struct PositionError {
  PositionErrorKind kind;
  std::string message;
  std::string what() const;  // "bad position: <message>"
};

// "<6 FEN fields> [<White reserve>/<Black reserve>] <w>,<b> <pending>"; the last three
// fields are optional as a group.
Expected<Setup, FenError> parse_fen(std::string_view fen);
std::string to_fen(const Setup& s);
std::string square_name(int sq);
int parse_square(std::string_view s);

}  // namespace vchess::uc24
