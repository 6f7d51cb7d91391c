// Reference (mailbox) Waterloo position: plain data, no bitboards (RULINGS 4.1).
//
// Squares are indexed  sq = y * 10 + x,  x = file (0 = a, ..., 8 = i, 9 = k; there is no j),
// y = rank (0 = rank 1). Each square holds one character: '.' for empty, an upper-case letter
// for a White piece and a lower-case letter for a Black piece. Letters: P S N B R A K G C M Q E W.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "reference/common/letters.h"
#include "reference/common/text.h"

namespace ref_waterloo {

inline constexpr int kSize = 10;  // files and ranks
inline constexpr int kSquares = kSize * kSize;
inline constexpr int kNoSquare = -1;
inline constexpr int kMaxPieces = 30;    // per side on the board, a compound counts as one
inline constexpr int kReserveSpies = 2;  // promotions supplied by the reserve
inline constexpr std::string_view kFiles = "abcdefghik";
inline constexpr std::string_view kPieceLetters = "PSNBRAKGCMQEW";

using namespace ref_common::letters;  // kEmpty, Color, kind_of, make_piece, ...

inline bool is_royal_kind(char kind) { return kind == 'E' || kind == 'K'; }

// Castling rights, indexed [colour][wing]. Wing 0 uses the Marshall on the b file, wing 1 the
// Marshall on the i file (FEN letters B, I / b, i).
enum Wing : int { kWingB = 0, kWingI = 1 };

struct Position : LetterSquares<kSquares> {
  Color side = kWhite;
  std::array<std::array<bool, 2>, 2> castle{};  // [colour][wing]
  int ep_square = kNoSquare;                    // square passed by a double step (if capturable)
  std::array<int, 2> promoted{0, 0};            // pawns that reached row 8, per colour
  int halfmove = 0;
  int fullmove = 1;
};

inline int sq(int x, int y) { return y * kSize + x; }
inline int file_of(int s) { return s % kSize; }
inline int rank_of(int s) { return s / kSize; }
inline bool on_board(int x, int y) { return x >= 0 && x < kSize && y >= 0 && y < kSize; }

// Own row (1..10) of rank index y for colour c: White's row n is rank n, Black's is rank 11 - n.
inline int own_row(Color c, int y) { return c == kWhite ? y + 1 : kSize - y; }
// Rank index of colour c's own row n.
inline int rank_of_row(Color c, int row) { return c == kWhite ? row - 1 : kSize - row; }
inline int forward(Color c) { return c == kWhite ? 1 : -1; }

// Square name such as "e4", "k10".
inline std::string square_name(int s) {
  return ref_common::square_name(file_of(s), rank_of(s), kFiles);
}

// Square of colour c's royal piece (Emperor or King), or kNoSquare.
inline int find_royal(const Position& p, Color c) {
  for (int s = 0; s < kSquares; ++s)
    if (is_color(p.at(s), c) && is_royal_kind(kind_of(p.at(s)))) return s;
  return kNoSquare;
}

// Pieces of colour c on the board (a compound counts as one).
inline int piece_count(const Position& p, Color c) {
  int n = 0;
  for (char piece : p.board) n += (piece != kEmpty && is_color(piece, c)) ? 1 : 0;
  return n;
}

}  // namespace ref_waterloo
