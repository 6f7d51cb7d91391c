// UC-24 FEN round trip along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "uc24_walk_gen.h"

namespace vchess::uc24_play {
namespace {

// to_fen(parse(to_fen(p))) == to_fen(p), and the position built from the reparsed set-up
// equals p (Position::operator==: board, side, en passant, clocks, reserves, rights, pending).
// Its key() is the next property.
RC_GTEST_PROP(Fen, FenRoundTrip, (const Walk& w)) {
  for_each_ply(w, [&](const Position& pos, const MoveList&) {
    const std::string fen = fen_of(pos);
    const auto setup = uc24::parse_fen(fen);
    if (!setup) RC_FAIL("parse_fen refuses " + fen + ": " + setup.error().what());
    const std::string again = uc24::to_fen(*setup);
    if (again != fen) RC_FAIL("FEN " + fen + " reads back as " + again);
    const auto back = Position::from_setup(*setup);
    if (!back) RC_FAIL("from_setup refuses " + fen + ": " + back.error().what());
    if (!(*back == pos))
      RC_FAIL("position of " + fen + " differs from the position it was written from");
  });
}

// The key is a function of the position's state: the position built from p's FEN, equal to p
// (operator==), has p's key. (Else a transposition table, or any cache keyed by key(), would
// miss a position read from a FEN that was reached by play.)
RC_GTEST_PROP(Fen, ReparsedPositionHasTheSameKey, (const Walk& w)) {
  for_each_ply(w, [&](const Position& pos, const MoveList&) {
    const std::string fen = fen_of(pos);
    const auto setup = uc24::parse_fen(fen);
    if (!setup) RC_FAIL("parse_fen refuses " + fen + ": " + setup.error().what());
    const auto back = Position::from_setup(*setup);
    if (!back) RC_FAIL("from_setup refuses " + fen + ": " + back.error().what());
    if (back->key() != pos.key())
      RC_FAIL("position read from " + fen + " has key " + std::to_string(back->key()) +
              ", the position it was written from " + std::to_string(pos.key()));
  });
}

}  // namespace
}  // namespace vchess::uc24_play
