// A fixed-capacity move list on the stack. The array sits in a union so that constructing a
// list leaves it unwritten: a Move's default value would otherwise be stored into every slot
// at every node (80 KB per UC-24 node), which cost more than generating the moves.
// Each family static_asserts that its capacity holds the most moves a valid position can have
// (core/capacity.h); the sanitizer and canary builds check every push as well, so a wrong bound
// stops a test instead of overwriting the stack.
#pragma once

#if defined(VCHESS_CANARIES) || defined(__SANITIZE_ADDRESS__)  // gcc's -fsanitize=address
#define VCHESS_CHECK_LISTS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)  // clang's (the fuzz builds)
#define VCHESS_CHECK_LISTS 1
#endif
#endif
#ifdef VCHESS_CHECK_LISTS
#include <cstdio>
#include <cstdlib>
#endif

namespace vchess::core {

template <class Move, int N>
struct MoveList {
  static constexpr int kCapacity = N;
  union {
    Move moves[N];  // only [0, size) is ever read
  };
  int size = 0;
  MoveList() {}
  void push(Move m) {
#ifdef VCHESS_CHECK_LISTS
    if (size >= N) {
      std::fprintf(stderr, "move list: more than %d moves in one position\n", N);
      std::abort();
    }
#endif
    moves[size++] = m;
  }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + size; }
};

}  // namespace vchess::core
