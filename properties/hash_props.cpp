// Make/unmake and Zobrist hashing along random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "random_play.h"

namespace vchess::random_play {
namespace {

using chess::Move;
using chess::MoveList;
using chess::Position;

// Tags the test case with the special move kinds that were made and unmade.
void tag_kinds(bool castling, bool en_passant, bool promotion) {
  RC_TAG(castling ? "castling" : "-", en_passant ? "en passant" : "-",
         promotion ? "promotion" : "-");
}

RC_GTEST_PROP(Hashing, MakeUnmakeRestoresPositionAndHash, (const Walk& w)) {
  bool kinds[4] = {};
  with_walk_geometry(w, [&]<class G>() {
    for_each_ply<G>(w, [&](const Position<G>& pos, const MoveList& ml) {
      Position<G> p = pos;
      for (Move m : ml) {
        kinds[m.kind()] = true;
        p.do_move(m);
        p.undo_move(m);
        if (p != pos || p.key() != pos.key())
          RC_FAIL("do/undo " + chess::move_text<G>(m) + " changed " + fen_of(pos) + " into " +
                  fen_of(p));
      }
    });
  });
  tag_kinds(kinds[chess::Castling], kinds[chess::EnPassant], kinds[chess::Promotion]);
}

RC_GTEST_PROP(Hashing, IncrementalKeyEqualsComputedKey, (const Walk& w)) {
  with_walk_geometry(w, [&]<class G>() {
    for_each_ply<G>(w, [&](const Position<G>& pos, const MoveList& ml) {
      RC_ASSERT(pos.key() == pos.compute_key());
      Position<G> p = pos;  // one ply further, for every move kind on offer
      for (Move m : ml) {
        p.do_move(m);
        if (p.key() != p.compute_key())
          RC_FAIL("key after " + chess::move_text<G>(m) + " in " + fen_of(pos) +
                  " differs from the computed key");
        p.undo_move(m);
      }
    });
  });
}

}  // namespace
}  // namespace vchess::random_play
