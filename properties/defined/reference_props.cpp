// Counting beyond the move lists that fast == reference compares: the fast path's perft (bulk
// counting at the last ply) equals the number of its legal moves at depth 1 and the reference's
// perft at depth 2, at about 3 plies of a walk. The reference starts from the position's text, so
// a fast position that its own moves left unlike its text is found here too.
#include <string>
#include <vector>

#include "properties/defined/walks.h"

namespace vchess::defined_props {
namespace {

using harness::Failure;

// The first root move below which the fast path and the reference count differently at depth 1.
template <class G, class Ref>
std::string first_difference(const G& g, const typename G::Position& pos,
                             const typename G::MoveList& ml, Ref& ref) {
  auto p = pos;
  for (const auto m : ml) {
    const std::string t = g.text(pos, m);
    g.do_move(p, m);
    const std::uint64_t fast = g.perft(p, 1);
    const std::string child = g.fen(p);
    std::vector<std::string> fast_moves;
    {
      typename G::MoveList cl;
      g.legal(p, cl);
      for (const auto c : cl) fast_moves.push_back(g.text(p, c));
    }
    g.undo_move(p, m);
    ref.play(t);
    const std::uint64_t slow = ref.perft(1);
    const std::vector<std::string> slow_moves = ref.legal_moves();
    ref.undo();
    if (fast != slow)
      return "; after " + t + ": " + std::to_string(fast) + " and " + std::to_string(slow) +
             " at " + child + "\n  " + harness::difference(fast_moves, slow_moves);
  }
  return "; no root move differs at depth 1";
}

HARNESS_PROP(Defined, PerftEqualsReferencePerft, walks(), 50) {
  harness::for_walk_nodes(w, 3, [](const auto& g, const auto& pos, const auto& ml) -> Failure {
    if (!harness::text_tells_all(g, pos)) return std::nullopt;
    const std::string fen = g.fen(pos);
    auto p = pos;
    const std::uint64_t one = g.perft(p, 1);
    if (one != std::uint64_t(ml.size))
      return "perft(1) " + std::to_string(one) + " but " + std::to_string(ml.size) +
             " legal moves at " + fen;
    auto ref = g.reference(fen);
    if (!ref) return "the reference refuses " + fen + ": " + ref.error().what();
    // Both from the text: it holds no last plies (janggi's passes, bikjang).
    auto q = g.load(fen);
    if (!q) return "own text " + fen + " refused: " + q.error().what();
    const std::uint64_t fast = g.perft(*q, 2), slow = ref->perft(2);
    if (fast != slow)
      return "perft(2) " + std::to_string(fast) + " but the reference's " + std::to_string(slow) +
             " at " + fen + first_difference(g, pos, ml, *ref);
    return std::nullopt;
  });
}

}  // namespace
}  // namespace vchess::defined_props
