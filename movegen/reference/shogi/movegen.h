// Reference shogi-family move generation on a mailbox Position (RULINGS 2.3-2.6 and standard
// shogi). Legality is decided the slow, obvious way: play the move on a copy and ask whether the
// mover's King is attacked, by generating every enemy piece's destinations.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reference/common/geometry.h"
#include "reference/shogi/position.h"

namespace ref_shogi {

struct Move {
  int from = kNoSquare;  // kNoSquare for a drop
  int to = kNoSquare;
  int drop = kNoKind;  // the dropped kind, or kNoKind for a board move
  bool promote = false;
};

// Every destination square of the piece on `from`, each once (multi-path destinations of hook
// movers and jumping sliders are one destination), ignoring check.
ref_common::SquareList piece_destinations(const Position& p, int from);

// Whether a piece of colour `by` could move to `target` (which holds a piece of the other colour
// or is empty). Jump captures of a King are not moves, so they are not attacks.
bool attacked(const Position& p, int target, Color by);

// Whether the King of colour c is attacked (false if c has no King on the board).
bool king_in_check(const Position& p, Color c);

// Board moves (with their promotion choices) and drops of the side to move that obey every rule
// except "do not leave your King attacked" and uchifuzume.
std::vector<Move> pseudo_legal_moves(const Position& p);

// The position after the pseudo-legal move m: capture to hand (demoted), side switched, move
// number + 1.
Position apply(const Position& p, const Move& m);

// Legality of the pseudo-legal move m from p, given q = apply(p, m).
bool legal_after(const Position& p, const Move& m, const Position& q);

std::vector<Move> legal_moves(const Position& p);
bool has_legal_move(const Position& p);

// Canonical text: "h5h6", "k1k11+", "P@h6", "HM@h8".
std::string move_text(const Position& p, const Move& m);
std::string square_name(const Position& p, int s);

std::uint64_t perft(const Position& p, int depth);

}  // namespace ref_shogi
