// UC-24 make/unmake and Zobrist hashing along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "uc24_walk_gen.h"

namespace vchess::uc24_play {
namespace {

// Tags the test case with the kinds of turn that were made and unmade.
void tag_kinds(bool capture, bool exchange_right, bool drop, bool promotion, bool en_passant) {
  RC_TAG(capture ? "capture" : "-", exchange_right ? "exchange right" : "-", drop ? "drop" : "-",
         promotion ? "promotion" : "-", en_passant ? "en passant" : "-");
}

RC_GTEST_PROP(Hashing, MakeUnmakeRestoresPositionAndHash, (const Walk& w)) {
  bool capture = false, right = false, drop = false, promotion = false, ep = false;
  for_each_ply(w, [&](const Position& pos, const MoveList& ml) {
    Position p = pos;
    const uc24::Color us = pos.side_to_move();
    for (Move m : ml) {
      capture |= is_capture(pos, m);
      drop |= m.has_drop();
      promotion |= m.kind() == uc24::Promotion;
      ep |= m.kind() == uc24::EnPassant;
      const std::string text = uc24::move_text(pos, m);
      p.do_move(m);
      right |= p.rights(us) > pos.rights(us) - int(m.has_drop());
      p.undo_move(m);
      if (!(p == pos) || p.key() != pos.key() || fen_of(p) != fen_of(pos))
        RC_FAIL("do/undo " + text + " changed " + fen_of(pos) + " into " + fen_of(p));
    }
  });
  tag_kinds(capture, right, drop, promotion, ep);
}

RC_GTEST_PROP(Hashing, IncrementalKeyEqualsComputedKey, (const Walk& w)) {
  for_each_ply(w, [&](const Position& pos, const MoveList& ml) {
    if (pos.key() != pos.compute_key())
      RC_FAIL("key of " + fen_of(pos) + " differs from the computed key");
    Position p = pos;  // one ply further, for every turn on offer
    for (Move m : ml) {
      p.do_move(m);
      if (p.key() != p.compute_key())
        RC_FAIL("key after " + uc24::move_text(pos, m) + " in " + fen_of(pos) +
                " differs from the computed key");
      p.undo_move(m);
    }
  });
}

}  // namespace
}  // namespace vchess::uc24_play
