// A position of a defined variant on a mailbox of 16x16 squares (index rank * 16 + file; only the
// variant's files x ranks are used), and a move. Plain values: copy, compare, hash.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>

#include "reference/defined/rules.h"

namespace ref_defined {

inline constexpr int kWhite = 0, kBlack = 1;
inline constexpr int kMaxTypes = 64;

struct Cell {
  std::int8_t type = -1;  // index into Rules::types(), -1 for empty
  std::int8_t color = 0;
  std::int8_t unpromoted = -1;  // shogi-style promoted piece: the type it promoted from
  bool promoted = false;        // promoted in any way (printed `X~` when captures go to hand)
  bool empty() const { return type < 0; }
  friend bool operator==(const Cell&, const Cell&) = default;
};

enum class MoveKind : std::uint8_t {
  Normal,
  Promotion,       // a pawn-type piece becomes `type` (text: lower-case letter)
  PiecePromotion,  // shogi-style promotion (text: '+')
  Castling,        // `to` is the rook's square (the king "takes" its rook)
  EnPassant,
  Drop,           // `type` from the hand to `to`
  DropPromoted,   // `type` from the hand, put on the board promoted (dropPromoted)
  Pass,           // from = to: the royal piece's square (else the side's first piece)
  PieceDemotion,  // a promoted piece turns back into what it promoted from (text: '-')
};

struct Move {
  std::uint8_t from = 0, to = 0;
  MoveKind kind = MoveKind::Normal;
  std::int8_t type = -1;
  // Seirawan gating: the type put from the hand on the square left (-1 none); with castling,
  // gate_at_to puts it on the rook's square instead of the king's.
  std::int8_t gate = -1;
  bool gate_at_to = false;
  std::int16_t wall = -1;  // wallingRule: the square of the wall the move places, -1 none
  friend bool operator==(const Move&, const Move&) = default;
};

struct Castle {
  std::int16_t rook = -1;  // the rook's square, -1 when the right is gone
};

struct Position {
  const Rules* rules = nullptr;
  std::array<Cell, kSquares> board{};
  std::array<std::array<std::int8_t, kMaxTypes>, 2> hand{};
  int side = kWhite;
  std::array<std::int16_t, 2> castling_king{-1, -1};  // the castling king's square per colour
  std::array<std::array<Castle, 2>, 2> castles{};     // [colour][0 kingside, 1 queenside]
  std::bitset<kSquares> ep;                           // en passant target squares
  std::bitset<kSquares> gates;  // gating: unmoved pieces the FEN names (colour: the occupant's)
  std::bitset<kSquares> walls;  // wall squares (`*`): never a piece on them
  std::array<int, 2> checks_remaining{0, 0};  // checkCounting only
  bool checks_as_given = false;  // FEN text only (lichess's `+W+B`), not part of the position
  int halfmove = 0, fullmove = 1;
  // What the game's last plies decide and a FEN does not hold: the passes made in a row (up
  // to 2: two end the game), and whether the position before the last move was bikjang.
  std::uint8_t passes = 0;
  bool bikjang_before = false;
  std::uint8_t castled = 0;  // oppositeCastling: bit 2 * colour + side of each castling made

  const Cell& at(int s) const { return board[static_cast<std::size_t>(s)]; }
  Cell& at(int s) { return board[static_cast<std::size_t>(s)]; }
  bool wall(int s) const { return walls.test(static_cast<std::size_t>(s)); }
  // No piece and no wall: a square a piece may move or be dropped to.
  bool vacant(int s) const { return at(s).empty() && !wall(s); }
  bool operator==(const Position& o) const;
};

}  // namespace ref_defined
