// Reference Waterloo move generation on a mailbox Position (RULINGS 4.4-4.8, A-W*, and
// docs/rulings-local.md "Waterloo").
//
// Legality is brute force: every pseudo-legal move is played on a copy, and kept if the mover has
// at most 30 pieces and the mover's royal piece is not attacked, judged BEFORE the opponent's
// Emperor is demoted. Then the opponent's Emperor becomes a King if the mover attacks it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reference/waterloo/position.h"

namespace ref_waterloo {

enum class MoveType {
  kNormal,     // whole-piece move, simple-piece move, merge, pawn move (promotion implied)
  kPart,       // part move of a compound (split, or transfer when it merges)
  kEnPassant,  // en passant capture, text suffix "ep"
  kCastle,     // double castling (RULINGS 4.6)
};

struct Move {
  MoveType type = MoveType::kNormal;
  int from = kNoSquare;
  int to = kNoSquare;
  char part = 0;      // kPart: kind of the moving part (S B N R A K)
  int wing = kWingB;  // kCastle: kWingB or kWingI
};

// A legal move and the position after it (side switched, demotion applied).
struct Child {
  Move move;
  Position after;
};

// The fixed squares of one double castling (RULINGS 4.6 table).
struct CastleSquares {
  int emperor_from, emperor_to, marshall_from, marshall_to, rook_from, rook_to;
  std::vector<int> must_be_empty;
  std::vector<int> crossed;  // must not be attacked (Emperor lifted), end square excluded
};
CastleSquares castle_squares(Color c, int wing);

// Game over by rule: a side promoted three pawns, or a royal piece stands on its own row >= 9.
bool terminal_by_rule(const Position& p);

// Moves of the side to move, ignoring check and the 30-piece limit.
std::vector<Move> pseudo_legal_moves(const Position& p);

// Board effect of a pseudo-legal move: pieces, promotions, Wiseman, promoted count, halfmove,
// castling-right loss and the raw en passant square. Side NOT switched, no demotion.
Position apply_move(const Position& p, const Move& m);

// Every legal move with its resulting position; empty if the position is terminal.
std::vector<Child> legal_children(const Position& p);

// Canonical move text: "e2g1", "c1d2:B", "e6f7ep", "O-O", "O-O-O".
std::string move_text(const Position& p, const Move& m);

std::uint64_t perft(const Position& p, int depth);

// Keeps p.ep_square only if a pawn of the side to move stands beside the double-stepped pawn.
void filter_ep_square(Position& p);

}  // namespace ref_waterloo
