// Waterloo squares, pieces on the board, the move encoding and the unvalidated setup.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/geometry.h"
#include "core/move_list.h"
#include "waterloo/pieces.h"

namespace vchess::waterloo {

using G = Geometry<10, 10>;
using BB = G::BB;
inline constexpr int kSquares = G::kSquares;
inline constexpr int kMaxPieces = 30;  // a side's pieces on the board (RULINGS 4.5)
inline constexpr int kReserveSpies = 2;
inline constexpr std::string_view kFileLetters = "abcdefghik";  // no j (A-W1)
inline constexpr std::string_view kStartFen =
    "rmcaqeacmr/ggbnnnnbgg/pppppppppp/10/10/10/10/PPPPPPPPPP/GGBNNNNBGG/RMCAEQACMR w BIbi - 0,0 0 "
    "1";

// The owner's row, 1-based: White's row n is rank n, Black's is rank 11 - n.
constexpr int row_of(Color c, int sq) {
  return c == White ? G::rank_of(sq) + 1 : 10 - G::rank_of(sq);
}

// 0 is empty, else (type + 1) | colour << 4.
using Piece = std::uint8_t;
constexpr Piece kNoPiece = 0;
constexpr Piece make_piece(Color c, PieceType t) { return Piece((t + 1) | c << 4); }
constexpr PieceType type_of(Piece p) { return PieceType((p & 15) - 1); }
constexpr Color color_of(Piece p) { return Color(p >> 4); }

enum MoveKind : int { Normal, EnPassant, CastleShort, CastleLong };  // short = O-O, long = O-O-O

// from | to << 7 | (moving part + 1, 0 = whole piece) << 14 | kind << 18. Castling stores the
// Emperor's from and to.
class Move {
 public:
  Move() = default;
  constexpr Move(int from, int to, MoveKind k = Normal, PieceType part = kNoType)
      : v_(std::uint32_t(from | to << 7 | (part == kNoType ? 0 : part + 1) << 14 | k << 18)) {}
  constexpr int from() const { return v_ & 127; }
  constexpr int to() const { return (v_ >> 7) & 127; }
  constexpr bool is_part() const { return ((v_ >> 14) & 15) != 0; }
  constexpr PieceType part() const { return PieceType(((v_ >> 14) & 15) - 1); }
  constexpr MoveKind kind() const { return MoveKind(v_ >> 18); }
  constexpr bool is_castle() const { return kind() >= CastleShort; }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint32_t v_;  // left uninitialised so that move lists cost nothing to create
};

// The most moves one piece has: its whole moves plus a part move of each distinct part (a part
// move names its part), each at most its empty-board count from e5, a centre square, where the
// lines and leaps are longest (the Wiseman's pass over one piece stays on its queen lines). The
// Queen: 43 + 35 + 8 = 86. A pawn: at most 3 destinations, one en passant.
constexpr int max_piece_moves() {
  int best = 4;
  for (const PieceInfo& p : kPieceTable) {
    int n = p.e5;
    if (p.part_a != kNoType)
      n += info(p.part_a).e5 + (p.part_b != p.part_a ? info(p.part_b).e5 : 0);
    best = n > best ? n : best;
  }
  return best;
}
// Bound: kMaxPieces (30, the validator's limit) pieces, each with max_piece_moves(), plus the
// two castlings: 30 x 86 + 2 = 2582.
using MoveList = core::MoveList<Move, 3072>;
static_assert(kMaxPieces * max_piece_moves() + 2 <= MoveList::kCapacity);

// Castling rights: one bit per Marshall that may still castle.
enum Rights : int { kWhiteB = 1, kWhiteI = 2, kBlackB = 4, kBlackI = 8 };

struct Setup {
  std::array<Piece, kSquares> board{};
  Color side = White;
  int rights = 0;
  int ep = -1;
  std::array<int, 2> promoted{0, 0};
  int halfmove = 0, fullmove = 1;
};

// The field of a Waterloo FEN that parse_fen() refused (Fields: the count of fields).
enum class FenField { Fields, Board, Side, Castling, EnPassant, Promoted, Halfmove, Fullmove };

struct FenError {
  FenField field;
  std::string message;
  std::string what() const;  // "bad FEN: <field>: <message>"
};

// Why Position::from_setup() refused a setup (docs/rulings-local.md).
enum class PositionErrorKind {
  PawnOnBadRow,  // a pawn behind its row 3 or past its row 8 (row 8 only once 3 promoted)
  MissingRoyal,  // no Emperor or King
  TooManyRoyals,
  TooManyPieces,  // more than kMaxPieces of one side on the board
  BadCastling,    // a castling right without its Emperor, Marshall and Rook at home
  BadEnPassant,
  OppositeCheck,   // the side not to move is in check
  EmperorInCheck,  // the side to move's Emperor in check: it would already be a King
};

struct PositionError {
  PositionErrorKind kind;
  std::string message;
  std::string what() const;  // "illegal position: <message>"
};

Expected<Setup, FenError> parse_fen(std::string_view fen);
std::string to_fen(const Setup& s);
std::string square_name(int sq);
int parse_square(std::string_view s);  // -1 if not a square

}  // namespace vchess::waterloo
