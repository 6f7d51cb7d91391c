// From the chess family's 8x8 position (text, keys, make/unmake) to the side-relative board,
// and the generator's moves back to that family's moves.
#pragma once
#include <optional>

#include "chess/position.h"
#include "chess/types.h"
#include "chess64/movegen.h"

namespace vchess::chess64 {

using Position8 = chess::Position<Board8x8>;

// The board seen by the side to move; empty when the position holds pieces this generator
// does not know (an archbishop or chancellor typed into an 8x8 FEN) or another promotion set.
inline std::optional<Board> board_of(const Position8& p) {
  using chess::PieceType;
  if (p.pieces(chess::Archbishop) | p.pieces(chess::Chancellor)) return std::nullopt;
  if (p.promotions().size() != 4) return std::nullopt;
  for (const PieceType t : p.promotions())
    if (t != chess::Queen && t != chess::Rook && t != chess::Bishop && t != chess::Knight)
      return std::nullopt;
  const chess::Color side = p.side_to_move();
  Board b{};
  b.pawns = p.pieces(chess::Pawn);
  b.knights = p.pieces(chess::Knight);
  b.diag = p.pieces(chess::Bishop) | p.pieces(chess::Queen);
  b.orth = p.pieces(chess::Rook) | p.pieces(chess::Queen);
  b.kings = p.pieces(chess::King);
  b.us = p.pieces(side);
  b.occ = p.pieces();
  for (int i = 0; i < 4; ++i)
    if (p.castling_rights() >> i & 1) b.special |= bit(p.castle_rook(i));
  if (p.ep_square() >= 0) b.special |= bit(p.ep_square());
  if (side == chess::White) return b;
  Board f = b.flipped();  // flipped() hands the move over; here the side stays
  f.us = flip(b.us);
  return f;
}

// Writes the generator's moves as chess::Move, in the real (unflipped) squares.
template <class List>
struct ListSink {
  static constexpr bool kCounting = false;
  List& out;
  int flip_sq;  // 0 for White, 56 for Black (mirrors the rank)
  int sq(int s) const { return s ^ flip_sq; }
  void add(int f, int t, chess::MoveKind k = chess::Normal, chess::PieceType pr = chess::NoType) {
    out.push(chess::Move(sq(f), sq(t), k, pr));
  }
  template <Kind>
  void moves(int f, u64 t) {
    for (; t; t &= t - 1) add(f, lsb(t));
  }
  void pawns(u64 t, int d) {
    for (; t; t &= t - 1) add(lsb(t) - d, lsb(t));
  }
  void doubles(u64 t) { pawns(t, 16); }
  void promotions(u64 t, int d) {
    for (; t; t &= t - 1)
      for (const auto pr : {chess::Queen, chess::Rook, chess::Bishop, chess::Knight})
        add(lsb(t) - d, lsb(t), chess::Promotion, pr);
  }
  void en_passant(int f, int t) { add(f, t, chess::EnPassant); }
  void castling(int k, int r, int, int) { add(k, r, chess::Castling); }
};

template <class List>
void generate_legal(const Position8& p, const Board& b, List& out) {
  ListSink<List> s{out, p.side_to_move() == chess::White ? 0 : 56};
  generate(b, s);
}

}  // namespace vchess::chess64
