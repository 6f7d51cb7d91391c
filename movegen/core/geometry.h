// Board geometry as a template: square numbering, file/rank masks and compile-time
// attack tables built from step lists (the shape of Stockfish's attacks.h, for any size).
#pragma once
#include <array>
#include <cstdlib>

#include "core/bitboard.h"

namespace vchess {

struct Step {
  int df, dr;
};

// Slider directions, numbered so that 0..3 increase the square index and 4..7 decrease it.
enum Dir : int { North, East, NorthEast, NorthWest, South, West, SouthWest, SouthEast, kDirs };
inline constexpr std::array<Step, kDirs> kDirStep{
    {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}}};
constexpr bool increasing(int d) { return d < 4; }

template <int W, int H>
struct Geometry {
  static constexpr int kFiles = W, kRanks = H, kSquares = W * H;
  using BB = BitboardFor<W * H>;

  static constexpr int square(int f, int r) { return r * W + f; }
  static constexpr int file_of(int s) { return s % W; }
  static constexpr int rank_of(int s) { return s / W; }
  static constexpr bool on_board(int f, int r) { return f >= 0 && f < W && r >= 0 && r < H; }
  static constexpr BB bit(int s) { return BB(1) << s; }

  static constexpr BB all() {
    BB b{};
    for (int s = 0; s < kSquares; ++s) b |= bit(s);
    return b;
  }
  static constexpr BB rank_bb(int r) {
    BB b{};
    for (int f = 0; f < W; ++f) b |= bit(square(f, r));
    return b;
  }
  static constexpr BB file_bb(int f) {
    BB b{};
    for (int r = 0; r < H; ++r) b |= bit(square(f, r));
    return b;
  }
  // Squares from `s` one step of `st` away, if on the board.
  static constexpr BB step_bb(int s, Step st) {
    const int f = file_of(s) + st.df, r = rank_of(s) + st.dr;
    return on_board(f, r) ? bit(square(f, r)) : BB{};
  }
};

using Board8x8 = Geometry<8, 8>;
using Board10x8 = Geometry<10, 8>;

template <class G, std::size_t N>
constexpr std::array<typename G::BB, G::kSquares> leaper_table(const std::array<Step, N>& steps) {
  std::array<typename G::BB, G::kSquares> t{};
  for (int s = 0; s < G::kSquares; ++s)
    for (const Step& st : steps) t[s] |= G::step_bb(s, st);
  return t;
}

// ray[d][s]: the squares a slider on s sees in direction d on an empty board.
template <class G>
constexpr auto ray_table() {
  std::array<std::array<typename G::BB, G::kSquares>, kDirs> t{};
  for (int d = 0; d < kDirs; ++d)
    for (int s = 0; s < G::kSquares; ++s) {
      int f = G::file_of(s) + kDirStep[d].df, r = G::rank_of(s) + kDirStep[d].dr;
      for (; G::on_board(f, r); f += kDirStep[d].df, r += kDirStep[d].dr)
        t[d][s] |= G::bit(G::square(f, r));
    }
  return t;
}

inline constexpr std::array<Step, 8> kKingSteps{
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
inline constexpr std::array<Step, 8> kKnightSteps{
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
inline constexpr std::array<Step, 2> kWhitePawnCaptures{{{1, 1}, {-1, 1}}};
inline constexpr std::array<Step, 2> kBlackPawnCaptures{{{1, -1}, {-1, -1}}};

template <class G>
struct Attacks {
  using BB = typename G::BB;
  static constexpr auto kKing = leaper_table<G>(kKingSteps);
  static constexpr auto kKnight = leaper_table<G>(kKnightSteps);
  static constexpr std::array<std::array<BB, G::kSquares>, 2> kPawn{
      leaper_table<G>(kWhitePawnCaptures), leaper_table<G>(kBlackPawnCaptures)};
  static constexpr auto kRay = ray_table<G>();

  template <int D>
  static BB ray_attack(int s, BB occ) {
    BB r = kRay[D][s];
    const BB blockers = r & occ;
    if (blockers) r ^= kRay[D][increasing(D) ? lsb(blockers) : msb(blockers)];
    return r;
  }
  static BB rook(int s, BB occ) {
    return ray_attack<North>(s, occ) | ray_attack<East>(s, occ) | ray_attack<South>(s, occ) |
           ray_attack<West>(s, occ);
  }
  static BB bishop(int s, BB occ) {
    return ray_attack<NorthEast>(s, occ) | ray_attack<NorthWest>(s, occ) |
           ray_attack<SouthWest>(s, occ) | ray_attack<SouthEast>(s, occ);
  }
};

// Squares strictly between two aligned squares, and the whole line through them.
// Filled at start-up: the tables are too big for clang's constexpr step budget.
template <class G>
struct Lines {
  using BB = typename G::BB;
  std::array<std::array<BB, G::kSquares>, G::kSquares> between{}, line{};
  Lines() {
    using A = Attacks<G>;
    for (int a = 0; a < G::kSquares; ++a)
      for (int d = 0; d < kDirs; ++d) {
        const int opp = (d + 4) % kDirs;
        for (BB r = A::kRay[d][a]; r;) {
          const int b = pop_lsb(r);
          between[a][b] = A::kRay[d][a] & A::kRay[opp][b];
          line[a][b] = A::kRay[d][a] | A::kRay[opp][a] | G::bit(a);
        }
      }
  }
};
template <class G>
inline const Lines<G> kLines{};

}  // namespace vchess
