// Per-board tables of a shogi-family game, built once at start-up from the piece data:
// leaps by colour, rays, promotion and demotion maps.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/geometry.h"
#include "shogi/pieces.h"

namespace vchess::shogi {

template <int N>
using ShogiBoard = Geometry<N, N>;
using Board9 = ShogiBoard<9>;
using Board15 = ShogiBoard<15>;

template <class G>
struct Rules {
  using BB = typename G::BB;
  static constexpr int kMaxTypes = 64;

  const GameSpec& spec;
  int types = 0;
  int pawn = -1, king = -1;
  std::array<int, kMaxTypes> promote{}, demote{};    // type index, -1 for none
  std::array<std::array<BB, G::kSquares>, 8> ray{};  // absolute directions, kDirVec order
  // [type][colour][square]; an array, not a vector: one load less at every piece.
  std::array<std::array<std::array<BB, G::kSquares>, 2>, kMaxTypes> leaps{};
  std::array<BB, 2> zone{};                       // promotion zone of each colour
  std::array<std::array<BB, 4>, 2> last_ranks{};  // [colour][n]: the last n ranks
  // [colour][s]: every square a piece of this colour on s could leap to, whatever its type
  // (the attack test looks only at enemy pieces there).
  std::array<std::array<BB, G::kSquares>, 2> leap_any{};
  // [type][colour]: absolute directions of plain slides and of the plain slide of jump slides.
  std::array<std::array<std::uint8_t, 2>, kMaxTypes> slide_dirs{};
  // [type][colour]: absolute directions of jumping slides.
  std::array<std::array<std::uint8_t, 2>, kMaxTypes> jump_dirs{};
  // [type]: PieceDef facts read at every piece, copied here out of the spec's rows.
  std::array<Hook, kMaxTypes> hook{};
  std::array<std::int8_t, kMaxTypes> forced{};  // forced_ranks
  int hooks = 0;
  std::array<int, 8> hook_type{};  // the types that move by hooks

  explicit Rules(const GameSpec& s);
  const PieceDef& def(int t) const { return spec.pieces[t]; }
  int type_of_label(std::string_view label) const {
    for (int t = 0; t < types; ++t)
      if (spec.pieces[t].label == label) return t;
    return -1;
  }
  // Absolute direction of a relative one for colour c (Gote is rotated 180 degrees).
  static int absolute(int dir, int c) { return c ? (dir + 4) & 7 : dir; }
  static Vec oriented(Vec v, int c) { return c ? Vec{-v.dx, -v.dy} : v; }
  static int rank_from(int sq, int c) {
    return c ? G::kRanks - 1 - G::rank_of(sq) : G::rank_of(sq);
  }
};

// Single-square boards; from a table on 15x15, where a variable shift of a 256-bit board is slow.
template <class G>
struct SquareBB {
  std::array<typename G::BB, G::kSquares> b{};
  SquareBB() {
    for (int s = 0; s < G::kSquares; ++s) b[s] = G::bit(s);
  }
};
template <class G>
inline const SquareBB<G> kSquareBB{};
template <class G>
typename G::BB sq_bb(int s) {
  if constexpr (G::kSquares <= 128)
    return G::bit(s);
  else
    return kSquareBB<G>.b[s];
}

template <class G>
const GameSpec& spec_for() {
  return G::kFiles == 9 ? shogi_spec() : dai_seireigi_spec();
}
// Built at first use: a count of another family never pays for the 15x15 tables.
template <class G>
const Rules<G>& shogi_rules() {
  static const Rules<G> r{spec_for<G>()};
  return r;
}

template <class G>
Rules<G>::Rules(const GameSpec& s) : spec(s), types(int(s.pieces.size())) {
  promote.fill(-1);
  demote.fill(-1);
  pawn = type_of_label("p");
  king = type_of_label("k");
  for (int t = 0; t < types; ++t) {
    demote[t] = t;
    if (!def(t).promotes_to.empty()) promote[t] = type_of_label(def(t).promotes_to);
  }
  for (int t = 0; t < types; ++t)
    if (promote[t] >= 0) demote[promote[t]] = t;
  for (int d = 0; d < 8; ++d)
    for (int s = 0; s < G::kSquares; ++s)
      for (int k = 1;; ++k) {
        const int f = G::file_of(s) + k * kDirVec[d].dx, r = G::rank_of(s) + k * kDirVec[d].dy;
        if (!G::on_board(f, r)) break;
        ray[d][s] |= G::bit(G::square(f, r));
      }
  for (int t = 0; t < types; ++t)
    for (int c = 0; c < 2; ++c)
      for (int s = 0; s < G::kSquares; ++s) {
        BB b{};
        for (int d = 0; d < 8; ++d)
          if (def(t).steps >> d & 1)
            b |= G::step_bb(s, {oriented(kDirVec[d], c).dx, oriented(kDirVec[d], c).dy});
        for (Vec v : def(t).jumps) b |= G::step_bb(s, {oriented(v, c).dx, oriented(v, c).dy});
        leaps[t][c][s] = b;
        leap_any[c][s] |= b;
      }
  for (int t = 0; t < types; ++t) {
    for (int c = 0; c < 2; ++c)
      for (int rel = 0; rel < 8; ++rel)
        if ((def(t).slides | def(t).jump_slides) >> rel & 1)
          slide_dirs[t][c] |= 1 << absolute(rel, c);
    for (int c = 0; c < 2; ++c)
      for (int rel = 0; rel < 8; ++rel)
        if (def(t).jump_slides >> rel & 1) jump_dirs[t][c] |= 1 << absolute(rel, c);
    hook[t] = def(t).hook;
    forced[t] = std::int8_t(def(t).forced_ranks);
    if (def(t).hook != Hook::None) hook_type[hooks++] = t;
  }
  for (int c = 0; c < 2; ++c) {
    for (int s = 0; s < G::kSquares; ++s) {
      const int r = rank_from(s, c);
      if (r >= G::kRanks - spec.zone) zone[c] |= G::bit(s);
      for (int n = 1; n < 4; ++n)
        if (r >= G::kRanks - n) last_ranks[c][n] |= G::bit(s);
    }
  }
}

}  // namespace vchess::shogi
