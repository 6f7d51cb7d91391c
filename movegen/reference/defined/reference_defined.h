// The generic reference generator of defined variants (variants/model.h: Fairy-Stockfish's
// variants.ini read into one data model). A mailbox that interprets each piece's Betza string at
// move time (betza.h) and decides legality by playing the move on a copy and asking whether a
// royal piece of the mover is attacked. It is meant to be obviously correct, not fast, and shares
// no code with any fast path. docs/rules/defined.md states the rules it implements.
//
// Positions are Fairy-Stockfish's FEN for the variant (pockets in [...]; read and written by the
// model, variants/setup.h, into a Setup this reference builds its positions from), moves its UCI
// text (e2e4, e7e8q, e7e8+, P@e4, castling e1g1 or king-takes-rook e1h1 in chess960).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/common/board.h"
#include "reference/defined/position.h"
#include "reference/defined/rules.h"
#include "variants/setup.h"

namespace ref_defined {

// The FEN is the model's (variants/setup.h): read into a Setup, a position built from it.
Position parse_fen(const Rules& rules, std::string_view fen);  // throws Error naming field/char
std::string to_fen(const Position& p);
// A position from a set-up read from `fen` (named in the error): throws Error when the side not
// to move is in check; with cambodianMoves a checked king loses its gate. placed() checks
// nothing (a flip of a position already built).
Position position_of(const Rules& rules, const vchess::variants::Setup& s, std::string_view fen);
Position placed(const Rules& rules, const vchess::variants::Setup& s);
vchess::variants::Setup setup_of(const Position& p);
std::string start_fen(const Rules& rules);  // the definition's start, as to_fen prints it

std::vector<Move> legal_moves(const Position& p);  // empty when the game has ended
Position after(const Position& p, Move m);         // m must be legal in p
std::string move_text(const Position& p, Move m);  // Fairy-Stockfish's UCI text
bool in_check(const Position& p);                  // a royal piece of the side to move attacked
bool game_ended(const Position& p);                // an immediate game end (flag, extinction, ...)
std::uint64_t content_hash(const Position& p);     // board, hands, side, rights, ep, checks
// Colours exchanged and the board mirrored top-bottom, or turned by half a turn where a piece is
// chiral (Rules::symmetry()); nullopt when the rules are not colour-symmetric.
std::optional<Position> flipped(const Position& p);

// Destinations of a White piece called piece_name (a type name such as "knight" or a letter) on
// square `from` of the variant's empty board. Throws Error for an unknown piece or square.
int empty_board_count(const Rules& rules, const std::string& piece_name, Square from);

struct Family;  // how BoardCore lists, plays and writes moves (reference_defined.cpp)

class Board : public ref_common::BoardCore<Position, Error, Family> {
 public:
  Board(std::shared_ptr<const Rules> rules, std::string_view fen);  // throws Error
  std::string fen() const { return position_text(); }

 private:
  std::shared_ptr<const Rules> rules_;  // kept alive for the positions' rules pointer
};

}  // namespace ref_defined
