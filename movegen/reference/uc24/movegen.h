// Reference UC-24 move generation on a mailbox Position (RULINGS 1.4-1.6).
//
// A turn is one normal move, optionally followed by one drop of the reserve-front piece onto an
// empty square of the mover's first rank (using one drop right). Legality is decided the slow,
// obvious way: play the whole turn on a copy and ask whether the mover's king is attacked.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reference/uc24/position.h"

namespace ref_uc24 {

struct Move {
  int from = kNoSquare;
  int to = kNoSquare;
  bool en_passant = false;
  bool double_step = false;
};

struct Turn {
  Move move;
  int drop = kNoSquare;  // square of the drop, or kNoSquare for a turn without a drop
};

// A legal turn and the position after it.
struct Child {
  Turn turn;
  Position after;
};

// Normal moves of the side to move, ignoring check. A pawn move to the last rank is generated
// only if the side's reserve is not empty (it promotes to the reserve's back piece).
std::vector<Move> pseudo_legal_moves(const Position& p);

// The position after the normal move m (pseudo-legal for p), side to move NOT yet switched:
// board, promotion, en passant square, halfmove clock, exchange bookkeeping and drop rights.
Position apply_move(const Position& p, const Move& m);

// Drops the reserve-front piece of the side to move on the empty square s, using one right.
Position apply_drop(const Position& p, int s);

// Hands the move to the other side (and counts the full move after Black's turn).
Position end_turn(const Position& p);

// Every legal turn of the side to move, with the resulting position.
std::vector<Child> legal_children(const Position& p);

// Canonical text of turn t played from p: "e2e4", "e7e8", "d4e5&S@c1".
std::string turn_text(const Position& p, const Turn& t);

std::uint64_t perft(const Position& p, int depth);

}  // namespace ref_uc24
