// Shogi-family moves, the unvalidated setup and the position-text errors.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/expected.h"
#include "core/move_list.h"

namespace vchess::shogi {

enum Color : int { Sente, Gote };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// 0 is empty, else (type + 1) | colour << 7.
using Piece = std::uint8_t;
constexpr Piece kNoPiece = 0;
constexpr Piece make_piece(Color c, int type) { return Piece((type + 1) | c << 7); }
constexpr int type_of(Piece p) { return (p & 127) - 1; }
constexpr Color color_of(Piece p) { return Color(p >> 7); }

inline constexpr int kDropFrom = 255;

// from | to << 8 | promote << 16 | drop type << 17. A drop has from == kDropFrom.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(int from, int to, bool promote = false)
      : v_(std::uint32_t(from | to << 8 | int(promote) << 16)) {}
  static constexpr Move drop(int type, int to) {
    Move m(kDropFrom, to);
    m.v_ |= std::uint32_t(type) << 17;
    return m;
  }
  constexpr int from() const { return v_ & 255; }
  constexpr int to() const { return (v_ >> 8) & 255; }
  constexpr bool promotes() const { return (v_ >> 16) & 1; }
  constexpr bool is_drop() const { return from() == kDropFrom; }
  constexpr int drop_type() const { return int(v_ >> 17); }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint32_t v_ = 0;
};

template <int N>
using MoveListN = core::MoveList<Move, N>;

struct Setup {
  int size = 9;
  std::vector<Piece> board;                   // rank * size + file
  std::array<std::array<int, 64>, 2> hand{};  // counts by type
  Color side = Sente;
  int move_number = 1;
};

// The field of the position text (RULINGS 2.1) that parse_position() refused (Fields: text
// after the move number).
enum class SfenField { Fields, Board, Hand, Side, MoveNumber };

struct SfenError {
  SfenField field;
  std::string message;
  std::string what() const;  // "bad position: <field>: <message>"
};

// Why Position::from_setup() refused a setup.
enum class PositionErrorKind {
  BoardSize,      // the setup is for another board size
  ImmobilePiece,  // a pawn, lance, knight ... on a rank it could never leave
  MissingKing,
  TooManyKings,
  Nifu,           // two unpromoted pawns of one side on a file
  TooManyPieces,  // more of a kind (board and hands, promoted or not) than the game has
  OppositeCheck,  // the side not to move is in check
};

struct PositionError {
  PositionErrorKind kind;
  std::string message;
  std::string what() const;  // "bad position: <message>"
};

}  // namespace vchess::shogi
