// Move text round trip along random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "random_play.h"

namespace vchess::random_play {
namespace {

using chess::CastlingStyle;
using chess::Move;
using chess::MoveList;
using chess::Position;

// parse_move(pos, text) must give back exactly m.
template <class G>
void check_parses_back(const Position<G>& pos, Move m, const std::string& text) {
  auto parsed = chess::parse_move(pos, text);
  if (!parsed) RC_FAIL("'" + text + "' of a legal move is refused in " + fen_of(pos));
  if (*parsed != m)
    RC_FAIL("'" + text + "' parses to " + chess::move_text<G>(*parsed) + " in " + fen_of(pos));
}

RC_GTEST_PROP(Notation, MoveTextRoundTrips, (const Walk& w)) {
  with_walk_geometry(w, [&]<class G>() {
    for_each_ply<G>(w, [&](const Position<G>& pos, const MoveList& ml) {
      for (Move m : ml) check_parses_back(pos, m, chess::move_text<G>(m));
    });
  });
}

RC_GTEST_PROP(Notation, KingTakesRookCastlingParses, (const Walk& w)) {
  with_walk_geometry(w, [&]<class G>() {
    for_each_ply<G>(w, [&](const Position<G>& pos, const MoveList& ml) {
      for (Move m : ml)
        if (m.kind() == chess::Castling)
          check_parses_back(pos, m, chess::move_text<G>(m, CastlingStyle::KingTakesRook));
    });
  });
}

}  // namespace
}  // namespace vchess::random_play
