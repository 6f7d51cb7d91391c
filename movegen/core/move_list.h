// A fixed-capacity move list on the stack. The array sits in a union so that constructing a
// list leaves it unwritten: a Move's default value would otherwise be stored into every slot
// at every node (80 KB per UC-24 node), which cost more than generating the moves.
#pragma once

namespace vchess::core {

template <class Move, int N>
struct MoveList {
  static constexpr int kCapacity = N;
  union {
    Move moves[N];  // only [0, size) is ever read
  };
  int size = 0;
  MoveList() {}
  void push(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + size; }
};

}  // namespace vchess::core
