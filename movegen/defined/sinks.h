// Where the generator's moves go (movegen.h's Gen<BB, Sink>): CountSink counts target sets by
// popcount (the last ply of perft), ListSink writes moves into a MoveList.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "defined/position.h"

namespace vchess::defined {

template <class BB>
struct CountSink {
  std::uint64_t quiet = 0, capture = 0;
  void bulk(int, const BB& b, Kind, int, bool cap, int = -1) {
    (cap ? capture : quiet) += std::uint64_t(popcount(b));
  }
  void shifted(const BB& to, int, Kind, int, bool cap) {
    (cap ? capture : quiet) += std::uint64_t(popcount(to));
  }
  void add(Move, bool cap) { ++(cap ? capture : quiet); }
};

// A move list whose bound is checked on every push: an overflow stops the program, never a
// silent wrong count (the generic variants have no fixed largest position).
template <int N>
struct MoveList {
  static constexpr int kCapacity = N;
  union {
    Move moves[N];
  };
  int size = 0;
  MoveList() {}
  void push(Move m) {
    if (size == N) {
      std::fprintf(stderr, "defined: more than %d moves in one position\n", N);
      std::abort();
    }
    moves[size++] = m;
  }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + size; }
};

template <class BB, class List>
struct ListSink {
  List& list;
  std::uint64_t quiet = 0, capture = 0;
  // from < 0: drops, whose `from` is their square.
  // gate: Seirawan gating's placed type (gating.h), -1 none.
  void bulk(int from, BB b, Kind k, int type, bool cap, int gate = -1) {
    while (b) {
      const int to = pop_lsb(b);
      add(Move{std::uint8_t(from < 0 ? to : from), std::uint8_t(to), k, std::int8_t(type),
               std::int8_t(gate)},
          cap);
    }
  }
  // Moves to the squares `to` from the squares `delta` before each.
  void shifted(BB to, int delta, Kind k, int type, bool cap) {
    while (to) {
      const int s = pop_lsb(to);
      add(Move{std::uint8_t(s - delta), std::uint8_t(s), k, std::int8_t(type)}, cap);
    }
  }
  void add(Move m, bool cap) {
    list.push(m);
    ++(cap ? capture : quiet);
  }
};

}  // namespace vchess::defined
