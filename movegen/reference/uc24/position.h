// Reference (mailbox) UC-24 position: plain data, no bitboards.
//
// Board squares are indexed  sq = y * 8 + x,  x = file (0 = a), y = rank (0 = rank 1).
// Each square holds one character: '.' for empty, an upper-case letter for a White piece and a
// lower-case letter for a Black piece. Letters are those of RULINGS 1.2 (note: 'B' is the BW, not
// a bishop; UC-24 has no bishop).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "reference/common/letters.h"
#include "reference/common/text.h"

namespace ref_uc24 {

inline constexpr int kSize = 8;  // files and ranks
inline constexpr int kSquares = kSize * kSize;
inline constexpr std::string_view kFiles = "abcdefgh";
inline constexpr int kNoSquare = -1;
inline constexpr int kMaxReserve = 16;  // the reserve board has 16 squares per side

// Every piece kind of RULINGS 1.2 except the pawn, in table order.
inline constexpr std::string_view kPieceLetters = "KQRNASOHDUZGYMCFBTEXWVJL";

using namespace ref_common::letters;  // kEmpty, Color, kind_of, make_piece, ...

// One side's reserve, R[front..back) in drop order. Drops take R[front] (front++), promotions
// take R[back - 1] (back--). Pieces are stored as upper-case kinds.
struct Reserve {
  std::array<char, kMaxReserve> piece{};
  int front = 0;
  int back = 0;  // one past the last piece

  bool empty() const { return front == back; }
  int size() const { return back - front; }
  char front_kind() const { return piece[static_cast<std::size_t>(front)]; }
  char back_kind() const { return piece[static_cast<std::size_t>(back - 1)]; }
  void push_back(char kind) { piece[static_cast<std::size_t>(back++)] = kind; }
  char take_front() { return piece[static_cast<std::size_t>(front++)]; }
  char take_back() { return piece[static_cast<std::size_t>(--back)]; }
};

// The last ply was a capture that did not close an exchange (RULINGS 1.5): `square` is where the
// capturer now stands. A capture of the piece on `square` at the next ply closes the exchange.
struct Pending {
  int square = kNoSquare;  // kNoSquare: nothing pending
  bool capturer_pawn = false;
  bool victim_pawn = false;
};

struct Position : LetterSquares<kSquares> {
  Color side = kWhite;
  int ep_square = kNoSquare;  // square passed over by a double step, kept only if capturable
  int halfmove = 0;
  int fullmove = 1;
  std::array<Reserve, 2> reserve{};
  std::array<int, 2> rights{0, 0};  // drop rights of White, Black
  Pending pending{};
};

inline int sq(int x, int y) { return y * kSize + x; }
inline int file_of(int s) { return s % kSize; }
inline int rank_of(int s) { return s / kSize; }
inline bool on_board(int x, int y) { return x >= 0 && x < kSize && y >= 0 && y < kSize; }

// First (back) rank of colour c: the drop rank. Last rank: the promotion rank.
inline int first_rank(Color c) { return c == kWhite ? 0 : kSize - 1; }
inline int last_rank(Color c) { return c == kWhite ? kSize - 1 : 0; }
inline int pawn_forward(Color c) { return c == kWhite ? 1 : -1; }

// Square name such as "e4".
inline std::string square_name(int s) { return ref_common::square_name(file_of(s), rank_of(s)); }

// Square of colour c's king, or kNoSquare.
inline int find_king(const Position& p, Color c) {
  for (int s = 0; s < kSquares; ++s)
    if (p.at(s) == make_piece('K', c)) return s;
  return kNoSquare;
}

}  // namespace ref_uc24
