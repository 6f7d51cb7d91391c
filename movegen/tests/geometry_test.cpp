// Empty-board destination counts from RULINGS 3.1 (10x8, from e4 and a1) and orthodox 8x8.
#include <gtest/gtest.h>

#include "chess/movegen.h"

namespace {
using namespace vchess;
using namespace vchess::chess;

template <class G, PieceType T>
int dests(int f, int r) {
  return popcount(MoveGen<G>::template attacks<T>(G::square(f, r), {}));
}

TEST(Geometry, CapablancaPiecesFromE4AndA1) {
  using G = Board10x8;
  EXPECT_EQ((dests<G, King>(4, 3)), 8);
  EXPECT_EQ((dests<G, King>(0, 0)), 3);
  EXPECT_EQ((dests<G, Knight>(4, 3)), 8);
  EXPECT_EQ((dests<G, Knight>(0, 0)), 2);
  EXPECT_EQ((dests<G, Bishop>(4, 3)), 14);
  EXPECT_EQ((dests<G, Bishop>(0, 0)), 7);
  EXPECT_EQ((dests<G, Rook>(4, 3)), 16);
  EXPECT_EQ((dests<G, Rook>(0, 0)), 16);
  EXPECT_EQ((dests<G, Queen>(4, 3)), 30);
  EXPECT_EQ((dests<G, Queen>(0, 0)), 23);
  EXPECT_EQ((dests<G, Archbishop>(4, 3)), 22);
  EXPECT_EQ((dests<G, Archbishop>(0, 0)), 9);
  EXPECT_EQ((dests<G, Chancellor>(4, 3)), 24);
  EXPECT_EQ((dests<G, Chancellor>(0, 0)), 18);
}

TEST(Geometry, OrthodoxPieces) {
  using G = Board8x8;
  EXPECT_EQ((dests<G, Queen>(3, 3)), 27);
  EXPECT_EQ((dests<G, Knight>(3, 3)), 8);
  EXPECT_EQ((dests<G, Rook>(7, 7)), 14);
}

TEST(Geometry, SliderStopsAtBlocker) {
  using G = Board10x8;
  const auto occ = G::bit(G::square(4, 6)) | G::bit(G::square(7, 3));
  // e4 rook: up to e7 (3), right to h4 (3), down 3, left 4.
  EXPECT_EQ(popcount(Attacks<G>::rook(G::square(4, 3), occ)), 13);
}

TEST(Geometry, BetweenAndLine) {
  using G = Board10x8;
  const auto& L = kLines<G>;
  EXPECT_EQ(popcount(L.between[G::square(0, 0)][G::square(7, 7)]), 6);
  EXPECT_EQ(popcount(L.between[G::square(0, 0)][G::square(1, 2)]), 0);
  EXPECT_EQ(popcount(L.line[G::square(0, 0)][G::square(2, 0)]), 10);
}

}  // namespace
