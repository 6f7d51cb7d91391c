// Fairy-Stockfish's UCI move text of a defined variant (e2e4, e7e8q, e7e8+, e7e8-, P@e4, +P@e4,
// castling e1g1 or king-takes-rook e1h1, a pass e1e1,
// Seirawan gating b1c3h, e1g1h or h1e1h), written from the resolved model and a
// description of the move that names no generator's types. Text is data: each generator
// describes its own moves, and neither asks the other to write them.
#pragma once
#include <cstdint>
#include <string>

#include "variants/resolved.h"

namespace vchess::variants {

// What the text tells apart (both generators' move kinds list these in this order).
enum class MoveShape : std::uint8_t {
  Normal,
  Promotion,       // a pawn-type piece becomes `type` (its lower-case letter)
  PiecePromotion,  // shogi-style promotion ('+')
  Castling,        // `to` is the castling rook's square
  EnPassant,
  Drop,           // `type` from the hand to `to`
  DropPromoted,   // `type` from the hand, put down promoted
  Pass,           // from = to
  PieceDemotion,  // '-'
};

// Whether a generator's move kinds, named as the shapes, are the shapes' values: each generator
// casts its kind to the shape of its move's text.
template <class Kind>
constexpr bool kinds_are_shapes() {
  using S = MoveShape;
  return int(Kind::Normal) == int(S::Normal) && int(Kind::Promotion) == int(S::Promotion) &&
         int(Kind::PiecePromotion) == int(S::PiecePromotion) &&
         int(Kind::Castling) == int(S::Castling) && int(Kind::EnPassant) == int(S::EnPassant) &&
         int(Kind::Drop) == int(S::Drop) && int(Kind::DropPromoted) == int(S::DropPromoted) &&
         int(Kind::Pass) == int(S::Pass) && int(Kind::PieceDemotion) == int(S::PieceDemotion);
}

struct MoveDescription {
  MoveShape shape = MoveShape::Normal;
  int from_file = 0, from_rank = 0, to_file = 0, to_rank = 0;  // 0-based; rank 0 is White's
  int type = -1;                                               // the drop or promotion type
  // Castling outside chess960: the king could also step onto its castling square by its own
  // moves, so the text names the rook's square (king takes rook) to tell the two apart.
  bool castle_ambiguous = false;
  // Seirawan gating: the type put from the hand on the square the move leaves (-1 none); with
  // castling, gate_at_to puts it on the rook's square (text: rook square, king square, letter).
  int gate = -1;
  bool gate_at_to = false;
  // wallingRule: the wall the move places (-1: none), written after a comma as the move's
  // destination and the wall's square (Fairy-Stockfish: `e2e4,e4d5`).
  int wall_file = -1, wall_rank = -1;
};

std::string square_text(int file, int rank);  // "a1", "j10"
// The castling king's destination file (castling{King,Queen}sideFile) for a rook on rook_file.
int castling_king_file(const ResolvedVariant& v, int king_file, int rook_file);
std::string move_text(const ResolvedVariant& v, const MoveDescription& m);

}  // namespace vchess::variants
