// Reference (mailbox) shogi-family position: plain data, no bitboards.
//
// Board squares are indexed  sq = y * size + x,  x = file (0 = a, leftmost from Sente's view),
// y = rank (0 = rank 1, Sente's back rank). Each square holds a Piece: a kind (an index into the
// game's piece table, see pieces.h), a promoted flag and a colour. Hands count unpromoted kinds.
#pragma once

#include <array>
#include <cstdint>

namespace ref_shogi {

enum class Game;  // defined in reference_shogi.h: { Shogi, DaiSeireigi }
struct Rules;     // defined in pieces.h: board size, zone depth, piece table

inline constexpr int kMaxSize = 15;
inline constexpr int kMaxSquares = kMaxSize * kMaxSize;
inline constexpr int kMaxKinds = 32;  // Dai Seireigi has 31 unpromoted kinds
inline constexpr int kNoSquare = -1;
inline constexpr int kNoKind = -1;

enum Color : std::uint8_t { kSente = 0, kGote = 1 };

inline Color opposite(Color c) { return c == kSente ? kGote : kSente; }

struct Piece {
  std::int8_t kind = kNoKind;  // kNoKind: empty square
  bool promoted = false;
  Color color = kSente;

  bool empty() const { return kind == kNoKind; }
};

struct Position {
  const Rules* rules = nullptr;
  int size = 9;  // files = ranks
  std::array<Piece, kMaxSquares> board{};
  std::array<std::array<std::uint8_t, kMaxKinds>, 2> hand{};  // hand[colour][kind]
  Color side = kSente;
  int move_number = 1;  // counts plies, as in SFEN

  int squares() const { return size * size; }
  int sq(int x, int y) const { return y * size + x; }
  int file_of(int s) const { return s % size; }
  int rank_of(int s) const { return s / size; }
  bool on_board(int x, int y) const { return x >= 0 && x < size && y >= 0 && y < size; }
  const Piece& at(int s) const { return board[static_cast<std::size_t>(s)]; }
  Piece& at(int s) { return board[static_cast<std::size_t>(s)]; }
  std::uint8_t& in_hand(Color c, int kind) {
    return hand[static_cast<std::size_t>(c)][static_cast<std::size_t>(kind)];
  }
  std::uint8_t in_hand(Color c, int kind) const {
    return hand[static_cast<std::size_t>(c)][static_cast<std::size_t>(kind)];
  }
  // Rank of square s counted from colour c's own side, 1-based (1 = c's back rank).
  int relative_rank(Color c, int s) const {
    return c == kSente ? rank_of(s) + 1 : size - rank_of(s);
  }
};

}  // namespace ref_shogi
