// Perft over the 8x8 generator: copy-make recursion; the last ply is counted from target sets
// (popcounts), without making or listing a move.
#pragma once
#include <cstdint>

#include "chess64/movegen.h"

namespace vchess::chess64 {

// Adds up the moves of one position.
struct CountSink {
  static constexpr bool kCounting = true;
  std::uint64_t n = 0;
  template <Kind>
  void moves(int, u64 t) {
    n += popcnt(t);
  }
  void pawns(u64 t, int) { n += popcnt(t); }
  void doubles(u64 t) { n += popcnt(t); }
  void promotions(u64 t, int) {
    n += std::uint64_t(popcnt(t)) * (canary(Canary::Chess64PromotionOnce) ? 1 : 4);
  }
  void en_passant(int, int) { ++n; }
  void castling(int, int, int, int) { ++n; }
  void add(std::uint64_t k) { n += k; }  // moves counted set-wise (setwise.h)
};

inline std::uint64_t count_moves(const Board& b) {
  CountSink s;
  generate(b, s);
  return s.n;
}

inline std::uint64_t perft(const Board& b, int depth);

// Makes each move and counts below it.
struct PerftSink {
  static constexpr bool kCounting = false;
  const Board& b;
  int depth;  // of the children, >= 1
  std::uint64_t n = 0;
  std::uint64_t below(const Board& c) { return depth == 1 ? count_moves(c) : perft(c, depth); }
  template <Kind K>
  void moves(int f, u64 t) {
    for (; t; t &= t - 1) n += below(b.make<K>(f, lsb(t)));
  }
  void pawns(u64 t, int d) {
    for (; t; t &= t - 1) n += below(b.make<Pawn>(lsb(t) - d, lsb(t)));
  }
  void doubles(u64 t) {
    for (; t; t &= t - 1) n += below(b.make_double(lsb(t) - 16, lsb(t)));
  }
  void promotions(u64 t, int d) {
    for (; t; t &= t - 1) {
      const int to = lsb(t), f = to - d;
      n += below(b.make_promotion<Queen>(f, to)) + below(b.make_promotion<Rook>(f, to)) +
           below(b.make_promotion<Bishop>(f, to)) + below(b.make_promotion<Knight>(f, to));
    }
  }
  void en_passant(int f, int t) { n += below(b.make_en_passant(f, t)); }
  void castling(int k, int r, int kt, int rt) { n += below(b.make_castling(k, r, kt, rt)); }
};

inline std::uint64_t perft(const Board& b, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_moves(b);
  PerftSink s{b, depth - 1};
  generate(b, s);
  return s.n;
}

}  // namespace vchess::chess64
