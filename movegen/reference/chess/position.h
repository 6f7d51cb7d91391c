// Reference (mailbox) chess position: plain data, no bitboards.
//
// Board squares are indexed  sq = y * files + x,  x = file (0 = a), y = rank (0 = rank 1).
// Each square holds one character: '.' for empty, an upper-case letter for a White piece and a
// lower-case letter for a Black piece (K Q R B N P, A = archbishop, C = chancellor).
#pragma once

#include <array>
#include <string>

namespace ref_chess {

inline constexpr int kRanks = 8;
inline constexpr int kMaxFiles = 10;
inline constexpr int kMaxSquares = kMaxFiles * kRanks;
inline constexpr char kEmpty = '.';
inline constexpr int kNoSquare = -1;
inline constexpr int kNoFile = -1;

enum Color : int { kWhite = 0, kBlack = 1 };
enum CastleSide : int { kQueenSide = 0, kKingSide = 1 };  // towards file a / towards last file

inline Color opposite(Color c) { return c == kWhite ? kBlack : kWhite; }

// Upper-case piece kind ('K', 'Q', ...) of a square character, or kEmpty.
inline char kind_of(char piece) {
  return (piece >= 'a' && piece <= 'z') ? static_cast<char>(piece - 'a' + 'A') : piece;
}
inline bool is_white_piece(char piece) { return piece >= 'A' && piece <= 'Z'; }
inline bool is_black_piece(char piece) { return piece >= 'a' && piece <= 'z'; }
inline bool is_color(char piece, Color c) {
  return c == kWhite ? is_white_piece(piece) : is_black_piece(piece);
}
// Square character for a piece kind ('Q') of colour c.
inline char make_piece(char kind, Color c) {
  return c == kWhite ? kind : static_cast<char>(kind - 'A' + 'a');
}

struct Position {
  int files = 8;
  std::array<char, kMaxSquares> board{};  // only the first files*kRanks entries are used
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
  char at(int s) const { return board[static_cast<std::size_t>(s)]; }
  void set(int s, char piece) { board[static_cast<std::size_t>(s)] = piece; }
};

// Back rank (rank index) of colour c, and the rank on which its pawns promote.
inline int back_rank(Color c) { return c == kWhite ? 0 : kRanks - 1; }
inline int promotion_rank(Color c) { return c == kWhite ? kRanks - 1 : 0; }
inline int pawn_forward(Color c) { return c == kWhite ? 1 : -1; }

// Square name such as "e4" or "j8".
inline std::string square_name(const Position& p, int s) {
  std::string out;
  out += static_cast<char>('a' + p.file_of(s));
  out += static_cast<char>('1' + p.rank_of(s));
  return out;
}

// Square of colour c's king, or kNoSquare.
inline int find_king(const Position& p, Color c) {
  for (int s = 0; s < p.squares(); ++s)
    if (p.at(s) == make_piece('K', c)) return s;
  return kNoSquare;
}

}  // namespace ref_chess
