#include "uc24/movegen.h"

#include "core/perft.h"

namespace vchess::uc24 {
using A = Attacks<G>;

namespace {

// Leo captures: along each queen line, past exactly one screen to the next piece.
BB leo_captures(int from, BB occ) {
  BB r = 0;
  for (int d = 0; d < kDirs; ++d) {
    const BB ray = A::kRay[d][from] & occ;
    if (!ray) continue;
    const int screen = increasing(d) ? lsb(ray) : msb(ray);
    const BB beyond = A::kRay[d][screen] & occ;
    if (beyond) r |= G::bit(increasing(d) ? lsb(beyond) : msb(beyond));
  }
  return r;
}

void generate_pawns(const Position& pos, NormalMoveList& ml) {
  const Color us = pos.side_to_move();
  const int up = us == White ? 8 : -8;
  const BB empty = ~pos.pieces(), theirs = pos.pieces(~us);
  const bool can_promote = pos.reserve_size(us) > 0;
  const auto push = [&](int from, int to, MoveKind k) {
    const int r = G::rank_of(to);
    if (r == 0 || r == 7) {
      if (can_promote) ml.push(Move(from, to, Promotion));
    } else {
      ml.push(Move(from, to, k));
    }
  };
  for (BB b = pos.pieces(us, kPawn); b;) {
    const int from = pop_lsb(b), to = from + up;
    if (empty & G::bit(to)) {
      push(from, to, Normal);
      const int r = G::rank_of(from);
      if (r == (us == White ? 1 : 6) && (empty & G::bit(to + up))) push(from, to + up, Normal);
    }
    for (BB c = A::kPawn[us][from] & theirs; c;) {
      const int to = pop_lsb(c);
      // canary: a capture onto the last rank forgets to promote, and is dropped
      if (canary(Canary::Uc24NoCapturePromotion) && (G::rank_of(to) == 0 || G::rank_of(to) == 7))
        continue;
      push(from, to, Normal);
    }
    if (pos.ep_square() >= 0 && (A::kPawn[us][from] & G::bit(pos.ep_square())))
      ml.push(Move(from, pos.ep_square(), EnPassant));
  }
}

}  // namespace

BB piece_moves(const Position& pos, int from, BB occ) {
  const Piece p = pos.piece_on(from);
  const int t = type_of(p);
  const PieceInfo& info = kPieceTable[t];
  const BB own = pos.pieces(color_of(p));
  if (info.leo) {
    const BB quiet = (A::rook(from, occ) | A::bishop(from, occ)) & ~occ;
    return quiet | (leo_captures(from, occ) & pos.pieces(~color_of(p)));
  }
  BB b = kPaths.attacks(t, from, occ);
  if (info.orthogonal) b |= A::rook(from, occ);
  if (info.diagonal) b |= A::bishop(from, occ);
  return b & ~own;
}

void generate_normal(const Position& pos, NormalMoveList& ml) {
  const Color us = pos.side_to_move();
  const BB occ = pos.pieces();
  generate_pawns(pos, ml);
  for (BB b = pos.pieces(us) & ~pos.pieces(us, kPawn); b;) {
    const int from = pop_lsb(b);
    for (BB d = piece_moves(pos, from, occ); d;) ml.push(Move(from, pop_lsb(d)));
  }
}

void generate_legal(Position& pos, MoveList& ml) {
  for_each_legal(pos, [&](Move m) { ml.push(m); });
}

std::uint64_t perft(Position& pos, int depth) {
  const auto count = [](Position& p) {
    std::uint64_t n = 0;
    visit_turns(p, [&](Move, bool safe, BB drops) { n += safe + popcount(drops); });
    return n;
  };
  const auto generate = [](Position& p, MoveList& ml) { generate_legal(p, ml); };
  return core::perft<MoveList>(pos, depth, count, generate);
}

}  // namespace vchess::uc24

namespace vchess::uc24 {
int empty_board_destinations(int type, int sq) {
  BB b = kPaths.attacks(type, sq, 0);
  const PieceInfo& p = kPieceTable[type];
  if (p.orthogonal || p.leo) b |= A::rook(sq, 0);
  if (p.diagonal || p.leo) b |= A::bishop(sq, 0);
  return popcount(b);
}
}  // namespace vchess::uc24
