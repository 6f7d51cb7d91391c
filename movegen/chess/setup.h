// The unvalidated setup read from a FEN, and the typed errors of reading it.
// Position<G>::from_setup() turns a Setup into a validated position.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "chess/types.h"
#include "core/expected.h"

namespace vchess::chess {

inline constexpr int kMaxSetupSquares = 256;

struct CastlingToken {
  Color color;
  char marker;  // 'K' or 'Q' (king side / queen side), or 0 for a bare file letter
  int file;     // rook file, or -1 for "outermost rook"
};

struct Setup {
  int files = 8, ranks = 8;
  std::array<Piece, kMaxSetupSquares> board{};  // index rank * files + file
  Color side = White;
  std::vector<CastlingToken> castling;
  int ep = -1;  // square index, or -1
  int halfmove = 0, fullmove = 1;

  Piece at(int f, int r) const { return board[r * files + f]; }
  Piece& at(int f, int r) { return board[r * files + f]; }
};

enum class FenField { Fields, Board, Side, Castling, EnPassant, Halfmove, Fullmove };

struct FenError {
  FenField field;
  std::string message;
  std::string what() const;  // "bad FEN: <field>: <message>"
};

// X-FEN and Shredder-FEN, 4 to 6 fields. Digit runs are decimal; a lone 0 means ten.
Expected<Setup, FenError> parse_fen(std::string_view fen, int files, int ranks);

std::string to_fen(const Setup& s);

// Reading the position a setup describes may still fail (no king, pawn on a back rank, ...).
enum class PositionErrorKind {
  MissingKing,
  TooManyKings,
  TooManyPieces,
  PawnOnBackRank,
  BadCastling,
  BadEnPassant,
  OppositeCheck,
};

struct PositionError {
  PositionErrorKind kind;
  std::string message;
  std::string what() const;  // "bad position: <message>"
};

std::string square_name(int sq, int files);
// Parses "e4"-style text; -1 if not a square of the board.
int parse_square(std::string_view s, int files, int ranks);

}  // namespace vchess::chess
