// The fast generator against the reference generator along random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "move_set_diff.h"

#include <algorithm>
#include <iterator>

#include "random_play.h"
#include "reference/chess/reference_chess.h"

namespace vchess::random_play {
namespace {

using chess::MoveList;
using chess::Position;

template <class G>
std::vector<std::string> sorted_texts(const MoveList& ml) {
  std::vector<std::string> out;
  for (chess::Move m : ml) out.push_back(chess::move_text<G>(m));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> reference_moves(const std::string& fen, int files) {
  std::vector<std::string> out = ref_chess::Board(fen, files).legal_moves();
  std::sort(out.begin(), out.end());
  return out;
}

using testkit::difference;

RC_GTEST_PROP(Reference, FastMovesEqualReferenceMoves, (const Walk& w)) {
  with_walk_geometry(w, [&]<class G>() {
    for_each_ply<G>(w, [&](const Position<G>& pos, const MoveList& ml) {
      const std::string fen = fen_of(pos);
      const std::vector<std::string> fast = sorted_texts<G>(ml);
      const std::vector<std::string> ref = reference_moves(fen, G::kFiles);
      if (fast != ref) RC_FAIL("in " + fen + ": " + difference(fast, ref));
    });
  });
}

}  // namespace
}  // namespace vchess::random_play
