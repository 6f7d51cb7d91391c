// Perft on the plain path: copy-make recursion, the last ply counted from target sets.
#pragma once
#include <cstdint>
#include <optional>

#include "defined/plain64/movegen.h"
#include "defined/position.h"

namespace vchess::defined::plain64 {

struct CountSink {
  const Plan& plan;
  std::uint64_t n = 0;
  void moves(int, int, u64 t) { n += std::uint64_t(chess64::popcnt(t)); }
  void pawns(u64 t, int) { n += std::uint64_t(chess64::popcnt(t)); }
  void doubles(u64 t) { n += std::uint64_t(chess64::popcnt(t)); }
  void promotions(u64 t, int) {
    const int each = canary(Canary::DefinedPlainPromotionOnce) ? 1 : plan.promotions;
    n += std::uint64_t(chess64::popcnt(t)) * std::uint64_t(each);
  }
  void en_passant(int, int) { ++n; }
  void castling(int, int, int, int) { ++n; }
};

inline std::uint64_t count_moves(const Plan& P, const Board& b) {
  CountSink s{P};
  generate(P, b, s);
  return s.n;
}

inline std::uint64_t perft(const Plan& P, const Board& b, int depth);

// Makes each move and counts below it.
struct PerftSink {
  const Plan& plan;
  const Board& b;
  int depth;  // of the children, >= 1
  std::uint64_t n = 0;
  std::uint64_t below(const Board& c) {
    return depth == 1 ? count_moves(plan, c) : perft(plan, c, depth);
  }
  void moves(int g, int f, u64 t) {
    for (; t; t &= t - 1) n += below(b.make(g, f, lsb(t)));
  }
  void pawns(u64 t, int d) {
    for (; t; t &= t - 1) n += below(b.make(kPawns, lsb(t) - d, lsb(t)));
  }
  void doubles(u64 t) {
    for (; t; t &= t - 1) n += below(b.make_double(lsb(t) - 16, lsb(t)));
  }
  void promotions(u64 t, int d) {
    for (; t; t &= t - 1)
      for (int i = 0; i < plan.promotions; ++i)
        n += below(b.make_promotion(plan.promotion_group[std::size_t(i)], lsb(t) - d, lsb(t)));
  }
  void en_passant(int f, int t) { n += below(b.make_en_passant(f, t)); }
  void castling(int k, int r, int kt, int rt) { n += below(b.make_castling(k, r, kt, rt)); }
};

inline std::uint64_t perft(const Plan& P, const Board& b, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_moves(P, b);
  PerftSink s{P, b, depth - 1};
  generate(P, b, s);
  return s.n;
}

// The position seen by the side to move; none where it holds what the plan does not play
// (walls, a hand, a king short or more, an en passant square not behind the opponent's pawns).
inline std::optional<Board> board_of(const Plan& P, const Position<u64>& p) {
  if (p.walls || p.ep & ~(p.side == kWhite ? chess64::kRank6 : chess64::kRank3))
    return std::nullopt;
  for (const auto& hand : p.hand)
    for (const auto n : hand)
      if (n) return std::nullopt;
  Board b;
  for (int k = 0; k < p.t->ntypes; ++k)
    b.set[std::size_t(P.group_of[std::size_t(k)])] |= p.type_bb[std::size_t(k)];
  if (chess64::popcnt(b.set[kKings] & p.colour[0]) != 1 ||
      chess64::popcnt(b.set[kKings] & p.colour[1]) != 1)
    return std::nullopt;
  b.us = p.colour[std::size_t(p.side)];
  b.occ = p.occ;
  for (const auto& rooks : p.castle_rook)
    for (const int r : rooks)
      if (r >= 0) b.special |= bit(r);
  b.special |= p.ep;
  if (p.side == kWhite) return b;
  Board f = b.flipped();  // flipped() hands the move over; here the side stays
  f.us = flip(b.us);
  return f;
}

}  // namespace vchess::defined::plain64
