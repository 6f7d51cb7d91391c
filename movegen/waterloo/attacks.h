// Waterloo attack tables, built at compile time from step lists, and the line attacks the
// sliders and the Wiseman use. Pawn captures depend on the pawn's row (RULINGS 4.4).
#pragma once
#include <array>

#include "waterloo/types.h"

namespace vchess::waterloo {

inline constexpr std::array<Step, 8> kTwoLeapSteps{
    {{2, 0}, {-2, 0}, {0, 2}, {0, -2}, {2, 2}, {2, -2}, {-2, 2}, {-2, -2}}};

// kPawnAttackers[c][s]: the squares from which a pawn of colour c attacks s. Diagonal-forward
// from rows 4-7, straight forward from rows 6-7; row 3 pawns do not capture.
constexpr auto pawn_attackers() {
  std::array<std::array<BB, kSquares>, 2> t{};
  for (int c = 0; c < 2; ++c)
    for (int from = 0; from < kSquares; ++from) {
      const int row = row_of(Color(c), from), fwd = c == White ? 1 : -1;
      const int f = G::file_of(from), r = G::rank_of(from) + fwd;
      if (row < 4 || row > 7) continue;
      for (int df = -1; df <= 1; ++df) {
        if (df == 0 && row < 6) continue;
        if (G::on_board(f + df, r)) t[c][G::square(f + df, r)] |= G::bit(from);
      }
    }
  return t;
}

struct Tables {
  using A = Attacks<G>;
  static constexpr auto kStep = A::kKing;
  static constexpr auto kKnight = A::kKnight;
  static constexpr auto kTwoLeap = leaper_table<G>(kTwoLeapSteps);
  static constexpr auto kPawnAttackers = pawn_attackers();
  static constexpr auto& kRay = A::kRay;

  static BB rook(int s, BB occ) { return A::rook(s, occ); }
  static BB bishop(int s, BB occ) { return A::bishop(s, occ); }

  // Squares up to and including the second occupied one in direction D.
  template <int D>
  static BB hop_ray(int s, BB occ) {
    const BB r = kRay[D][s];
    BB blockers = r & occ;
    if (!blockers) return r;
    const int first = increasing(D) ? lsb(blockers) : msb(blockers);
    blockers &= kRay[D][first];
    if (!blockers) return r;
    return r ^ kRay[D][increasing(D) ? lsb(blockers) : msb(blockers)];
  }
  // JO/JD: symmetric, so it also gives the Wisemen that attack s.
  static BB wiseman(int s, BB occ) {
    return hop_ray<North>(s, occ) | hop_ray<East>(s, occ) | hop_ray<NorthEast>(s, occ) |
           hop_ray<NorthWest>(s, occ) | hop_ray<South>(s, occ) | hop_ray<West>(s, occ) |
           hop_ray<SouthWest>(s, occ) | hop_ray<SouthEast>(s, occ);
  }
};

// Destinations of a piece with these powers on s, friendly squares included.
inline BB power_targets(std::uint8_t powers, int s, BB occ) {
  BB t = 0;
  if (powers & kStep) t |= Tables::kStep[s];
  if (powers & kTwoLeap) t |= Tables::kTwoLeap[s];
  if (powers & kKnightLeap) t |= Tables::kKnight[s];
  if (powers & kOrthogonal) t |= Tables::rook(s, occ);
  if (powers & kDiagonal) t |= Tables::bishop(s, occ);
  if (powers & kHop) t |= Tables::wiseman(s, occ);
  return t;
}

}  // namespace vchess::waterloo
