// Upper bounds on the number of legal moves, derived from the limits the position validators
// enforce; each family's move list static_asserts that its capacity holds its bound (and
// core::MoveList checks every push in the sanitizer and canary builds as well).
#pragma once
#include <algorithm>

namespace vchess::core::capacity {

// A rider's destinations from (f, r) on an empty F x R board along the directions (dx, dy).
constexpr int ride(int F, int R, int f, int r, const int (*dirs)[2], int n) {
  int total = 0;
  for (int i = 0; i < n; ++i)
    for (int x = f + dirs[i][0], y = r + dirs[i][1]; x >= 0 && x < F && y >= 0 && y < R;
         x += dirs[i][0], y += dirs[i][1])
      ++total;
  return total;
}

constexpr int knight(int F, int R, int f, int r) {
  constexpr int d[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  int total = 0;
  for (const auto& o : d) total += f + o[0] >= 0 && f + o[0] < F && r + o[1] >= 0 && r + o[1] < R;
  return total;
}

// The most destinations any chess-family piece (K, Q, R, B, N and the compounds A = B+N,
// C = R+N) has on an empty F x R board: the largest of Q, R+N and B+N over all squares.
constexpr int chess_piece_max(int F, int R) {
  constexpr int rook[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  constexpr int bishop[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  int best = 0;
  for (int f = 0; f < F; ++f)
    for (int r = 0; r < R; ++r) {
      const int rk = ride(F, R, f, r, rook, 4), bi = ride(F, R, f, r, bishop, 4);
      const int kn = knight(F, R, f, r);
      best = std::max({best, rk + bi, rk + kn, bi + kn});
    }
  return best;
}

// Chess family: at most `pieces` pieces a side (the validator: 2 x files). A move is (from, to,
// promotion type), castling two more: every piece has at most chess_piece_max() destinations,
// a pawn at most 3 (two captures, one push) times `promotions` piece types.
constexpr int chess_bound(int F, int R, int pieces, int promotions) {
  return pieces * std::max(chess_piece_max(F, R), 3 * promotions) + 2;
}

// Shogi family on S squares with T pieces in all (the validator: no more of a type than the
// start position holds, both sides and hands together), H types that can be in hand and at
// most D destinations for one piece. A move is (from, to, promotes) or (type, to): with n
// pieces of the mover on the board, each reaches at most min(D, S - n) squares, twice with a
// promotion choice, and the hand (at most T - 1 - n pieces, the opponent's king stays on the
// board) drops at most min(H, T - 1 - n) types on at most S - n - 1 empty squares.
constexpr long shogi_bound(int S, int T, int H, int D) {
  long best = 0;
  for (int n = 1; n <= T - 1; ++n)
    best = std::max(best,
                    long(n) * 2 * std::min(D, S - n) + long(std::min(H, T - 1 - n)) * (S - n - 1));
  return best;
}

}  // namespace vchess::core::capacity
