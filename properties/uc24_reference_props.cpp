// The UC-24 fast generator against the reference generator along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "move_set_diff.h"

#include <algorithm>
#include <iterator>

#include "reference/uc24/reference_uc24.h"
#include "uc24_walk_gen.h"

namespace vchess::uc24_play {
namespace {

std::vector<std::string> sorted_texts(const Position& pos, const MoveList& ml) {
  std::vector<std::string> out;
  for (Move m : ml) out.push_back(uc24::move_text(pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

using testkit::difference;

// At every ply, the fast turns equal ref_uc24::Board(fen).legal_moves() as canonical texts
// (duplicates included: both sides are sorted lists, not sets).
RC_GTEST_PROP(Reference, FastMovesEqualReferenceMoves, (const Walk& w)) {
  for_each_ply(w, [&](const Position& pos, const MoveList& ml) {
    const std::string fen = fen_of(pos);
    std::vector<std::string> ref;
    try {
      ref = ref_uc24::Board(fen).legal_moves();
    } catch (const ref_uc24::Error& e) {
      RC_FAIL("the reference refuses " + fen + ": " + e.what());
    }
    std::sort(ref.begin(), ref.end());
    const std::vector<std::string> fast = sorted_texts(pos, ml);
    if (fast != ref) RC_FAIL("in " + fen + ": " + difference(fast, ref));
  });
}

}  // namespace
}  // namespace vchess::uc24_play
