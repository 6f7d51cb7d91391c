#include "variants/move_text.h"

#include <cctype>

namespace vchess::variants {

std::string square_text(int file, int rank) {
  return std::string(1, static_cast<char>('a' + file)) + std::to_string(rank + 1);
}

int castling_king_file(const ResolvedVariant& v, int king_file, int rook_file) {
  return rook_file > king_file ? v.def.castling_kingside_file : v.def.castling_queenside_file;
}

namespace {

std::string piece_move_text(const ResolvedVariant& v, const MoveDescription& m) {
  const auto upper = [&](int t) {
    return static_cast<char>(std::toupper(v.pieces[static_cast<std::size_t>(t)].letter));
  };
  const std::string from = square_text(m.from_file, m.from_rank);
  const std::string to = square_text(m.to_file, m.to_rank);
  switch (m.shape) {
    case MoveShape::Drop:
      return std::string(1, upper(m.type)) + "@" + to;
    case MoveShape::DropPromoted:
      return std::string("+") + upper(m.type) + "@" + to;
    case MoveShape::Castling:
      if (v.def.chess960 || m.castle_ambiguous) return from + to;
      return from + square_text(castling_king_file(v, m.from_file, m.to_file), m.from_rank);
    case MoveShape::Promotion:
      return from + to + v.pieces[static_cast<std::size_t>(m.type)].letter;
    case MoveShape::PiecePromotion:
      return from + to + "+";
    case MoveShape::PieceDemotion:
      return from + to + "-";
    default:
      return from + to;
  }
}

// Seirawan gating: the move's text and the placed type's letter; a gate on the castling rook's
// square is written from the rook's square to the king's (Fairy-Stockfish's text).
std::string gated_text(const ResolvedVariant& v, const MoveDescription& m) {
  if (m.gate < 0) return piece_move_text(v, m);
  const char letter = v.pieces[static_cast<std::size_t>(m.gate)].letter;
  if (m.shape == MoveShape::Castling && m.gate_at_to)
    return square_text(m.to_file, m.to_rank) + square_text(m.from_file, m.from_rank) + letter;
  return piece_move_text(v, m) + letter;
}

}  // namespace

std::string move_text(const ResolvedVariant& v, const MoveDescription& m) {
  std::string text = gated_text(v, m);
  // wallOrMove: a move that places no wall is written with one on a1, the board's first square
  // (Fairy-Stockfish's UCI text: `a2a3,a3a1`); the wall alone is a pass with its wall.
  const bool no_wall = m.wall_file < 0;
  if (no_wall && !v.def.wall_or_move) return text;
  // The destination as the text wrote it (a castling king's square), then the wall's.
  std::string to = square_text(m.to_file, m.to_rank);
  if (m.shape == MoveShape::Castling && !v.def.chess960 && !m.castle_ambiguous)
    to = square_text(castling_king_file(v, m.from_file, m.to_file), m.from_rank);
  return text + "," + to + (no_wall ? "a1" : square_text(m.wall_file, m.wall_rank));
}

}  // namespace vchess::variants
