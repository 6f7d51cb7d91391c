// FEN round trip along random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "random_play.h"

namespace vchess::random_play {
namespace {

using chess::MoveList;
using chess::Position;

// Position::operator== minus the history: it also compares the rook squares of castling rights
// that were lost on the way (castle_rook_), which a FEN cannot carry. Every other field of the
// current state is compared, the rook squares only for rights still held.
template <class G>
bool same_state(const Position<G>& a, const Position<G>& b) {
  if (fen_of(a) != fen_of(b) || a.key() != b.key() || a.pieces() != b.pieces() ||
      a.castling_rights() != b.castling_rights() || a.ep_square() != b.ep_square())
    return false;
  for (int t = chess::Pawn; t < chess::kPieceTypes; ++t)
    for (chess::Color c : {chess::White, chess::Black})
      if (a.pieces(c, chess::PieceType(t)) != b.pieces(c, chess::PieceType(t))) return false;
  for (int right = 0; right < 4; ++right)
    if ((a.castling_rights() >> right & 1) &&
        (a.castle_rook(right) != b.castle_rook(right) ||
         a.castle_path(right) != b.castle_path(right) ||
         a.castle_king_path(right) != b.castle_king_path(right)))
      return false;
  return true;
}

// to_fen(parse(to_fen(p))) == to_fen(p), and the reparsed position equals p (current state:
// board, side, castling, en passant, clocks and key; not the undo history).
RC_GTEST_PROP(Fen, RoundTripIsStable, (const Walk& w)) {
  with_walk_geometry(w, [&]<class G>() {
    for_each_ply<G>(w, [&](const Position<G>& pos, const MoveList&) {
      const std::string fen = fen_of(pos);
      auto setup = chess::parse_fen(fen, G::kFiles, G::kRanks);
      if (!setup) RC_FAIL("own FEN refused: " + fen + ": " + setup.error().what());
      RC_ASSERT(chess::to_fen(*setup) == fen);
      auto q = Position<G>::from_setup(*setup, w.spec->promotion_types());
      if (!q) RC_FAIL("own FEN refused: " + fen + ": " + q.error().what());
      if (!same_state(*q, pos)) RC_FAIL("reparsed position differs: " + fen + " vs " + fen_of(*q));
    });
  });
}

}  // namespace
}  // namespace vchess::random_play
