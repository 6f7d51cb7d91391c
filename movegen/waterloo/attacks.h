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

constexpr bool orthogonal(int d) { return d == North || d == East || d == South || d == West; }

// The direction from a to an aligned square b.
constexpr int direction(int a, int b) {
  const int df = G::file_of(b) - G::file_of(a), dr = G::rank_of(b) - G::rank_of(a);
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  for (int d = 0; d < kDirs; ++d)
    if (kDirStep[d].df == sf && kDirStep[d].dr == sr) return d;
  return 0;
}

constexpr auto queen_lines() {
  std::array<std::array<BB, kSquares>, 2> t{};
  for (int s = 0; s < kSquares; ++s)
    for (int d = 0; d < kDirs; ++d) t[orthogonal(d) ? 0 : 1][s] |= Attacks<G>::kRay[d][s];
  return t;
}

struct Tables {
  using A = Attacks<G>;
  static constexpr auto kStep = A::kKing;
  static constexpr auto kKnight = A::kKnight;
  static constexpr auto kTwoLeap = leaper_table<G>(kTwoLeapSteps);
  static constexpr auto kPawnAttackers = pawn_attackers();
  static constexpr auto& kRay = A::kRay;
  static constexpr auto kLines = queen_lines();  // [0] orthogonal, [1] diagonal, empty board

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
template <std::uint8_t Powers>
inline BB targets_of(int s, BB occ) {
  BB t = 0;
  if constexpr ((Powers & kStep) != 0) t |= Tables::kStep[s];
  if constexpr ((Powers & kTwoLeap) != 0) t |= Tables::kTwoLeap[s];
  if constexpr ((Powers & kKnightLeap) != 0) t |= Tables::kKnight[s];
  if constexpr ((Powers & kOrthogonal) != 0) t |= Tables::rook(s, occ);
  if constexpr ((Powers & kDiagonal) != 0) t |= Tables::bishop(s, occ);
  if constexpr ((Powers & kHop) != 0) t |= Tables::wiseman(s, occ);
  return t;
}

// The same for a piece type (not the pawn), with the powers of its table row.
inline BB piece_targets(PieceType t, int s, BB occ) {
  switch (t) {
    case Spy:
      return targets_of<info(Spy).powers>(s, occ);
    case Knight:
      return targets_of<info(Knight).powers>(s, occ);
    case Bishop:
      return targets_of<info(Bishop).powers>(s, occ);
    case Rook:
      return targets_of<info(Rook).powers>(s, occ);
    case Adviser:
      return targets_of<info(Adviser).powers>(s, occ);
    case King:
      return targets_of<info(King).powers>(s, occ);
    case Guard:
      return targets_of<info(Guard).powers>(s, occ);
    case Cardinal:
      return targets_of<info(Cardinal).powers>(s, occ);
    case Marshall:
      return targets_of<info(Marshall).powers>(s, occ);
    case Queen:
      return targets_of<info(Queen).powers>(s, occ);
    case Emperor:
      return targets_of<info(Emperor).powers>(s, occ);
    case Wiseman:
      return targets_of<info(Wiseman).powers>(s, occ);
    default:
      return 0;
  }
}

}  // namespace vchess::waterloo
