// Waterloo make/unmake and Zobrist hashing along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "waterloo_walk_gen.h"

namespace vchess::waterloo_play {
namespace {

// The key of the position read back from the FEN of pos (which from_setup must accept).
std::uint64_t key_from_fen(const Position& pos) {
  const std::string fen = fen_of(pos);
  const auto setup = waterloo::parse_fen(fen);
  if (!setup) RC_FAIL("parse_fen refuses " + fen + ": " + setup.error().what());
  const auto back = Position::from_setup(*setup);
  if (!back) RC_FAIL("from_setup refuses " + fen + ": " + back.error().what());
  return back->key();
}

// Every legal move made then unmade gives back an equal position (operator==: mailbox,
// bitboards, side, en passant, castling rights, promoted counts, clocks) with the same key.
RC_GTEST_PROP(Hashing, MakeUnmakeRestoresPositionAndKey, (const Walk& w)) {
  bool part = false, merge = false, capture = false, castle = false, demotion = false;
  for_each_ply(w, [&](const Position& pos, const MoveList& ml) {
    Position p = pos;
    const int them_royal = pos.royal_square(~pos.side_to_move());
    const bool emperor = waterloo::type_of(pos.piece_on(them_royal)) == waterloo::Emperor;
    for (Move m : ml) {
      part |= m.is_part();
      merge |= is_merge(pos, m);
      capture |= is_capture(pos, m);
      castle |= m.is_castle();
      p.do_move(m);
      demotion |= emperor && waterloo::type_of(p.piece_on(them_royal)) == waterloo::King;
      p.undo_move(m);
      if (!(p == pos) || p.key() != pos.key())
        RC_FAIL("do/undo " + waterloo::move_text(m) + " changed " + fen_of(pos) + " into " +
                fen_of(p));
    }
  });
  RC_TAG(part ? "part" : "-", merge ? "merge" : "-", capture ? "capture" : "-",
         castle ? "castle" : "-", demotion ? "demotion" : "-");
}

// The incrementally updated key equals the key of the position rebuilt from the FEN, at every
// ply, and after every legal move at about 16 plies of each walk (one FEN round trip a move).
RC_GTEST_PROP(Hashing, IncrementalKeyEqualsKeyOfPositionFromFen, (const Walk& w)) {
  for_each_ply(w, [&](const Position& pos, const MoveList&) {
    if (pos.key() != key_from_fen(pos))
      RC_FAIL("key of " + fen_of(pos) + " differs from the key of the position read from it");
  });
  for_some_plies(w, 16, [&](const Position& pos, const MoveList& ml) {
    Position p = pos;
    for (Move m : ml) {
      p.do_move(m);
      if (p.key() != key_from_fen(p))
        RC_FAIL("key after " + waterloo::move_text(m) + " in " + fen_of(pos) + " (giving " +
                fen_of(p) + ") differs from the key of the position read from the FEN");
      p.undo_move(m);
    }
  });
}

}  // namespace
}  // namespace vchess::waterloo_play
