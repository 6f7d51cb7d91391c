// Perft on the plain path: copy-make recursion, the last ply counted from target sets.
#pragma once
#include <cstdint>
#include <optional>

#include "defined/plain/movegen.h"
#include "defined/position.h"

namespace vchess::defined::plain {

template <class G>
struct CountSink {
  using BB = typename G::BB;
  const Plan<G>& plan;
  std::uint64_t n = 0;
  void moves(int, int, BB t) { n += std::uint64_t(popcount(t)); }
  void pawns(BB t, int) { n += std::uint64_t(popcount(t)); }
  void doubles(BB t, int) { n += std::uint64_t(popcount(t)); }
  void promotions(BB t, int) {
    const int each = canary(Canary::DefinedPlainPromotionOnce) ? 1 : plan.promotions;
    n += std::uint64_t(popcount(t)) * std::uint64_t(each);
  }
  void en_passant(int, int) { ++n; }
  void castling(int, int, int, int) { ++n; }
};

template <int Us, class G>
std::uint64_t count_moves(const Plan<G>& P, const Board<G>& b) {
  CountSink<G> s{P};
  generate<Us>(P, b, s);
  return s.n;
}

template <int Us, class G>
std::uint64_t perft(const Plan<G>& P, const Board<G>& b, int depth);

// Makes each move of Us and counts below it.
template <int Us, class G>
struct PerftSink {
  using BB = typename G::BB;
  static constexpr int Them = 1 - Us;
  const Plan<G>& plan;
  const Board<G>& b;
  int depth;  // of the children, >= 1
  std::uint64_t n = 0;
  std::uint64_t below(const Board<G>& c) {
    return depth == 1 ? count_moves<Them>(plan, c) : perft<Them>(plan, c, depth);
  }
  void moves(int g, int f, BB t) {
    while (t) n += below(b.template moved<Us>(g, f, pop_lsb(t)));
  }
  void pawns(BB t, int d) {
    while (t) {
      const int to = pop_lsb(t);
      n += below(b.template moved<Us>(kPawns, to - d, to));
    }
  }
  void doubles(BB t, int d) {
    while (t) {
      const int to = pop_lsb(t);
      n += below(b.template make_double<Us>(to - 2 * d, to));
    }
  }
  void promotions(BB t, int d) {
    while (t) {
      const int to = pop_lsb(t);
      for (int i = 0; i < plan.promotions; ++i)
        n += below(b.template make_promotion<Us>(plan.promotion_group[std::size_t(i)], to - d, to));
    }
  }
  void en_passant(int f, int t) { n += below(b.template make_en_passant<Us>(f, t)); }
  void castling(int k, int r, int kt, int rt) {
    n += below(b.template make_castling<Us>(k, r, kt, rt));
  }
};

template <int Us, class G>
std::uint64_t perft(const Plan<G>& P, const Board<G>& b, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_moves<Us>(P, b);
  PerftSink<Us, G> s{P, b, depth - 1};
  generate<Us>(P, b, s);
  return s.n;
}

// The position as the plain path holds it; none where it holds what the plan does not play
// (walls, a hand, a king short or more, an en passant square off the third rank from the end).
template <class G>
std::optional<Board<G>> board_of(const Plan<G>& P, const Position<typename G::BB>& p) {
  const auto ep_rank = G::rank_bb(p.side == kWhite ? G::kRanks - 3 : 2);
  if (p.walls || (p.ep & ~ep_rank)) return std::nullopt;
  for (const auto& hand : p.hand)
    for (const auto n : hand)
      if (n) return std::nullopt;
  Board<G> b;
  for (int k = 0; k < p.t->ntypes; ++k)
    b.set[std::size_t(P.group_of[std::size_t(k)])] |= p.type_bb[std::size_t(k)];
  if (popcount(b.set[kKings] & p.colour[0]) != 1 || popcount(b.set[kKings] & p.colour[1]) != 1)
    return std::nullopt;
  b.colour = p.colour;
  b.occ = p.occ;
  for (const auto& rooks : p.castle_rook)
    for (const int r : rooks)
      if (r >= 0) b.special |= G::bit(r);
  b.special |= p.ep;
  return b;
}

template <class G>
std::uint64_t perft(const Plan<G>& P, const Board<G>& b, int side, int depth) {
  return side == kWhite ? perft<0>(P, b, depth) : perft<1>(P, b, depth);
}

}  // namespace vchess::defined::plain
