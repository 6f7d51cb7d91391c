// The shogi-family fast generator against the reference generator along biased random play
// (9x9 and 15x15).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "move_set_diff.h"

#include <algorithm>
#include <iterator>
#include <memory>

#include "reference/shogi/reference_shogi.h"
#include "shogi_walk_gen.h"

namespace vchess::shogi_play {
namespace {

template <class G>
ref_shogi::Game ref_game() {
  return G::kFiles == 9 ? ref_shogi::Game::Shogi : ref_shogi::Game::DaiSeireigi;
}

template <class G>
std::vector<std::string> sorted_texts(const MoveList<G>& ml) {
  std::vector<std::string> out;
  for (Move m : ml) out.push_back(shogi::move_text<G>(m));
  std::sort(out.begin(), out.end());
  return out;
}

// Whether a pawn drop that gives check and obeys nifu and the last-rank rule is not among the
// legal moves (uchifuzume; for the tags).
template <class G>
bool refuses_pawn_drop_check(const Position<G>& pos, const MoveList<G>& ml) {
  const auto& R = shogi::kRules<G>;
  const shogi::Color us = pos.side_to_move();
  if (!pos.hand(us, R.pawn) || pos.in_check()) return false;
  auto pseudo = std::make_unique<MoveList<G>>();
  shogi::MoveGen<G>::drops(pos, *pseudo);
  for (Move m : *pseudo)
    if (m.drop_type() == R.pawn && (R.leaps[R.pawn][us][m.to()] & pos.pieces(~us, R.king)) &&
        std::find(ml.begin(), ml.end(), m) == ml.end())
      return true;
  return false;
}

using testkit::difference;

// The fast legal moves equal ref_shogi::Board(text, game).legal_moves() as toolkit texts
// (duplicates included: both sides are sorted lists, not sets), at every ply.
SHOGI_PROP(Reference, FastMovesEqualReferenceMoves, 10) {
  bool in_check = false, mate = false, uchifuzume = false;
  const auto check = [&](const Position<G>& pos, const MoveList<G>& ml) {
    in_check |= pos.in_check();
    mate |= ml.size == 0;
    uchifuzume |= refuses_pawn_drop_check(pos, ml);
    const std::string text = text_of(pos);
    std::vector<std::string> ref;
    try {
      ref = ref_shogi::Board(text, ref_game<G>()).legal_moves();
    } catch (const ref_shogi::Error& e) {
      RC_FAIL("the reference refuses " + text + ": " + e.what());
    }
    std::sort(ref.begin(), ref.end());
    const std::vector<std::string> fast = sorted_texts<G>(ml);
    if (fast != ref) RC_FAIL("in " + text + ": " + difference(fast, ref));
  };
  for_each_ply(w, check);
  RC_TAG(in_check ? "check" : "-", mate ? "mate" : "-", uchifuzume ? "uchifuzume" : "-");
}

// The reference reads the fast position text and writes the same text back (the two agree on
// the format, hand order included): checked at about 16 plies of each walk.
SHOGI_PROP(Reference, ReferenceWritesTheSamePositionText, 20) {
  for_some_plies(w, 16, [&](const Position<G>& pos, const MoveList<G>&) {
    const std::string text = text_of(pos);
    try {
      const std::string back = ref_shogi::Board(text, ref_game<G>()).sfen();
      if (back != text) RC_FAIL("the reference writes " + text + " as " + back);
    } catch (const ref_shogi::Error& e) {
      RC_FAIL("the reference refuses " + text + ": " + e.what());
    }
  });
}

}  // namespace
}  // namespace vchess::shogi_play
