// Chess and Chess960 as their own family: the chess family's 8x8 position for text, keys and
// make/unmake, and the dedicated 8x8 generator (movegen/chess64) for the legal moves and perft.
// The reference is the chess family's (movegen/reference/chess).
#pragma once
#include "chess/movegen.h"
#include "chess/perft.h"
#include "chess64/convert.h"
#include "chess64/perft.h"
#include "games/chess.h"

namespace vchess::games {

struct Chess64Game : ChessGame<Board8x8> {
  using ChessGame::ChessGame;

  void legal(Position& p, MoveList& ml) const {
    ml.size = 0;
    if (const auto b = chess64::board_of(p)) return chess64::generate_legal(p, *b, ml);
    chess::generate_legal(p, ml);  // pieces the 8x8 generator does not know
  }
  std::uint64_t perft(Position& p, int depth) const {
    if (const auto b = chess64::board_of(p)) return chess64::perft(*b, depth);
    return chess::perft(p, depth);
  }
};

}  // namespace vchess::games
