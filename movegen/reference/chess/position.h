// Reference (mailbox) chess position: plain data, no bitboards.
//
// Board squares are indexed  sq = y * files + x,  x = file (0 = a), y = rank (0 = rank 1).
// Each square holds one character: '.' for empty, an upper-case letter for a White piece and a
// lower-case letter for a Black piece (K Q R B N P, A = archbishop, C = chancellor).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "reference/common/letters.h"
#include "reference/common/text.h"

namespace ref_chess {

inline constexpr int kRanks = 8;
inline constexpr int kMaxFiles = 10;
inline constexpr int kMaxSquares = kMaxFiles * kRanks;
inline constexpr int kNoSquare = -1;
inline constexpr int kNoFile = -1;

using namespace ref_common::letters;  // kEmpty, Color, kind_of, make_piece, ...

enum CastleSide : int { kQueenSide = 0, kKingSide = 1 };  // towards file a / towards last file

struct Position : LetterSquares<kMaxSquares> {  // only files * kRanks squares are used
  int files = 8;
  Color side = kWhite;
  // castle_file[color][side] = file of the castling rook on that colour's back rank, or kNoFile.
  std::array<std::array<int, 2>, 2> castle_file{{{kNoFile, kNoFile}, {kNoFile, kNoFile}}};
  int ep_square = kNoSquare;  // square passed over by a double pawn step, or kNoSquare
  int halfmove = 0;
  int fullmove = 1;

  int squares() const { return files * kRanks; }
  int sq(int x, int y) const { return y * files + x; }
  int file_of(int s) const { return s % files; }
  int rank_of(int s) const { return s / files; }
  bool on_board(int x, int y) const { return x >= 0 && x < files && y >= 0 && y < kRanks; }
};

// Back rank (rank index) of colour c, and the rank on which its pawns promote.
inline int back_rank(Color c) { return c == kWhite ? 0 : kRanks - 1; }
inline int promotion_rank(Color c) { return c == kWhite ? kRanks - 1 : 0; }
inline int pawn_forward(Color c) { return c == kWhite ? 1 : -1; }

// The file letters of p's board: "abcdefgh" or "abcdefghij".
inline std::string_view file_letters(const Position& p) {
  return ref_common::kFileLetters.substr(0, static_cast<std::size_t>(p.files));
}

// Square name such as "e4" or "j8".
inline std::string square_name(const Position& p, int s) {
  return ref_common::square_name(p.file_of(s), p.rank_of(s));
}

// Square of colour c's king, or kNoSquare.
inline int find_king(const Position& p, Color c) {
  for (int s = 0; s < p.squares(); ++s)
    if (p.at(s) == make_piece('K', c)) return s;
  return kNoSquare;
}

}  // namespace ref_chess
