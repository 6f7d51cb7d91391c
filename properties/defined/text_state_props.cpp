// The fast path's own consistency, without the reference: a position reached by making moves
// (and taking moves back) generates what the same position read from its text generates. The
// generic make/unmake check compares positions with operator== and keys, which need not see
// every incremental field (attack caches, promoted flags, counters); the moves see them all.
#include <algorithm>
#include <string>
#include <vector>

#include "properties/defined/walks.h"

namespace vchess::defined_props {
namespace {

using harness::Failure;

// At the start and the end of a walk, after each legal move (and once more after taking each back):
// the moves equal those of the position read from its own text.
HARNESS_PROP(Defined, MadePositionMovesEqualLoadedPositionMoves, walks(), 15) {
  harness::for_walk_nodes(w, 1, [](const auto& g, const auto& pos, const auto& ml) -> Failure {
    using G = std::decay_t<decltype(g)>;
    const auto same_as_text = [&](typename G::Position& p) -> Failure {
      if (!harness::text_tells_all(g, p)) return std::nullopt;
      auto q = g.load(g.fen(p));
      if (!q) return "own text " + g.fen(p) + " refused: " + q.error().what();
      const std::vector<std::string> made = games::legal_texts(g, p),
                                     read = games::legal_texts(g, *q);
      if (made == read) return std::nullopt;
      return "moves of " + g.fen(p) + " differ from those of its text\n  " +
             harness::difference(made, read);
    };
    auto p = pos;
    for (const auto m : ml) {
      g.do_move(p, m);
      Failure f = same_as_text(p);
      g.undo_move(p, m);
      if (!f) f = same_as_text(p);
      if (f) return "after " + g.text(pos, m) + " in " + g.fen(pos) + ": " + *f;
    }
    return std::nullopt;
  });
}

}  // namespace
}  // namespace vchess::defined_props
