// Reference move generation on a mailbox Position.
//
// Legality is decided the slow, obvious way: generate pseudo-legal moves, play each one on a copy
// of the position and keep it if the mover's king is not attacked afterwards.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reference/common/geometry.h"
#include "reference/chess/position.h"

namespace ref_chess {

struct Move {
  int from = kNoSquare;
  int to = kNoSquare;  // for castling: the king's destination square
  char promotion = 0;  // upper-case piece kind, or 0
  bool en_passant = false;
  bool castle = false;
  int rook_from = kNoSquare;  // castling only
  int rook_to = kNoSquare;    // castling only
};

// Squares attacked by the piece standing on `from` (empty board squares are never listed twice).
// Pawns attack their two forward diagonals. Sliders include the first occupied square of each ray.
ref_common::SquareList attacked_squares(const Position& p, int from);

// True if any piece of colour `by` attacks square `target`.
bool square_attacked(const Position& p, int target, Color by);

// True if colour c's king is attacked.
bool king_attacked(const Position& p, Color c);

// Promotion piece kinds for this board width: q r b n (8 files) or q a c r b n (10 files).
std::string promotion_kinds(const Position& p);

std::vector<Move> pseudo_legal_moves(const Position& p);
std::vector<Move> castling_moves(const Position& p);

// Returns the position after `m` (which must be pseudo-legal for p). Updates castling rights,
// en passant square, clocks and side to move.
Position apply_move(const Position& p, const Move& m);

std::vector<Move> legal_moves(const Position& p);

// Canonical text: from+to (+ promotion letter); castling = king from + king to, with a 'k'
// suffix when the king moves one square or none.
std::string move_text(const Position& p, const Move& m);

// Engine (UCI_Chess960) text: castling is written as king-takes-rook. Used for oracle checks.
std::string move_text_king_takes_rook(const Position& p, const Move& m);

std::uint64_t perft(const Position& p, int depth);

}  // namespace ref_chess
