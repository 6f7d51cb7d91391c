// Walks the fast and the reference tree together and compares the move sets at every node:
// the first node where they differ is reported with its position, path and the missing and
// extra moves.
#pragma once
#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/game.h"
#include "harness/divergence.h"
#include "harness/move_diff.h"

namespace vchess::harness {

template <games::Game A>
struct LockStep {
  using Position = typename A::Position;
  using Move = typename A::Move;

  const A& g;
  Position& pos;
  typename A::Reference& ref;
  std::vector<std::string> path;  // moves from the root of the comparison

  // perft(depth), comparing the move sets at every node above the leaves.
  std::uint64_t walk(int depth) {
    if (depth == 0) return 1;
    typename A::MoveList ml;
    g.legal(pos, ml);
    check(ml);
    if (depth == 1) return std::uint64_t(ml.size);
    std::uint64_t n = 0;
    for (const Move m : ml) n += child(m, depth);
    return n;
  }

  // Plays m on both boards and walks the subtree below it.
  std::uint64_t child(Move m, int depth) {
    const std::string t = g.text(pos, m);
    try {
      ref.play(t);
    } catch (const std::exception& e) {
      throw Divergence("the reference refuses " + t + " at " + g.fen(pos) +
                       " (path: " + path_text() + "): " + e.what());
    }
    g.do_move(pos, m);
    path.push_back(t);
    const std::uint64_t n = walk(depth - 1);
    path.pop_back();
    ref.undo();
    g.undo_move(pos, m);
    return n;
  }

  void check(const typename A::MoveList& ml) const {
    std::vector<std::string> fast, slow = ref.legal_moves();
    fast.reserve(std::size_t(ml.size));
    for (const Move m : ml) fast.push_back(g.text(pos, m));
    if (!same_moves(fast, slow))
      throw Divergence("divergence at FEN " + g.fen(pos) + "\n  path: " + path_text() + "\n  " +
                       difference(fast, slow));
  }

  std::string path_text() const {
    if (path.empty()) return "(root)";
    std::string s;
    for (const std::string& m : path) s += (s.empty() ? "" : " ") + m;
    return s;
  }
};

}  // namespace vchess::harness
