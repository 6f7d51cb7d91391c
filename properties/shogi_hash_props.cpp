// Shogi-family make/unmake and Zobrist hashing along biased random play (9x9 and 15x15).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "shogi_walk_gen.h"

namespace vchess::shogi_play {
namespace {

// Tags the test case with the kinds of move that were made and unmade.
void tag_kinds(bool capture, bool capture_promoted, bool drop, bool promotion) {
  RC_TAG(capture ? "capture" : "-", capture_promoted ? "captures promoted" : "-",
         drop ? "drop" : "-", promotion ? "promotion" : "-");
}

// Every legal move made then unmade gives back an equal position (board, hands, side, key)
// with the same move number.
SHOGI_PROP(Hashing, MakeUnmakeRestoresPositionAndHash, 20) {
  bool capture = false, capture_promoted = false, drop = false, promotion = false;
  for_each_ply(w, [&](const Position<G>& pos, const MoveList<G>& ml) {
    Position<G> p = pos;
    for (Move m : ml) {
      capture |= is_capture(pos, m);
      capture_promoted |= captures_promoted(pos, m);
      drop |= m.is_drop();
      promotion |= m.promotes();
      p.do_move(m);
      p.undo_move(m);
      if (!(p == pos) || p.key() != pos.key() || p.move_number() != pos.move_number())
        RC_FAIL("do/undo " + shogi::move_text<G>(m) + " changed " + text_of(pos) + " into " +
                text_of(p));
    }
  });
  tag_kinds(capture, capture_promoted, drop, promotion);
}

// The incrementally updated key equals compute_key() at every ply and one ply further, after
// every legal move.
SHOGI_PROP(Hashing, IncrementalKeyEqualsComputedKey, 20) {
  for_each_ply(w, [&](const Position<G>& pos, const MoveList<G>& ml) {
    if (pos.key() != pos.compute_key())
      RC_FAIL("key of " + text_of(pos) + " differs from the computed key");
    Position<G> p = pos;
    for (Move m : ml) {
      p.do_move(m);
      if (p.key() != p.compute_key())
        RC_FAIL("key after " + shogi::move_text<G>(m) + " in " + text_of(pos) +
                " differs from the computed key");
      p.undo_move(m);
    }
  });
}

}  // namespace
}  // namespace vchess::shogi_play
