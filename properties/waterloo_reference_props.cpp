// The Waterloo fast generator against the reference generator along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <optional>

#include "move_set_diff.h"
#include "reference/waterloo/reference_waterloo.h"
#include "waterloo_walk_gen.h"

namespace vchess::waterloo_play {
namespace {

std::vector<std::string> sorted_texts(const MoveList& ml) {
  std::vector<std::string> out;
  for (Move m : ml) out.push_back(waterloo::move_text(m));
  std::sort(out.begin(), out.end());
  return out;
}

using testkit::difference;

// At every ply, the fast moves equal ref_waterloo::Board(fen).legal_moves() as canonical texts
// (duplicates included: both sides are sorted lists, not sets), and the two agree on whether
// the side to move is in check. The reference is slow: 25 % of max_success cases.
WATERLOO_PROP(Reference, FastMovesEqualReferenceMoves, 25) {
  bool part = false, merge = false, check = false, ended = false, below30 = false;
  for_each_ply(w, [&](const Position& pos, const MoveList& ml) {
    const std::string fen = fen_of(pos);
    std::vector<std::string> ref;
    bool ref_check = false;
    try {
      const ref_waterloo::Board board(fen);
      ref = board.legal_moves();
      ref_check = board.in_check();
    } catch (const ref_waterloo::Error& e) {
      RC_FAIL("the reference refuses " + fen + ": " + e.what());
    }
    std::sort(ref.begin(), ref.end());
    const std::vector<std::string> fast = sorted_texts(ml);
    if (fast != ref) RC_FAIL("in " + fen + ": " + difference(fast, ref));
    if (ref_check != pos.in_check())
      RC_FAIL("in " + fen + " the reference says " + (ref_check ? "check" : "no check"));
    for (Move m : ml) {
      part |= m.is_part();
      merge |= is_merge(pos, m);
    }
    check |= ref_check;
    ended |= ml.size == 0;
    below30 |= pos.piece_count(pos.side_to_move()) < waterloo::kMaxPieces;
  });
  RC_TAG(part ? "part" : "-", merge ? "merge" : "-", check ? "check" : "-",
         ended ? "game over" : "-", below30 ? "below 30" : "-");
}

// The reference reads the fast FEN and writes the same FEN back (the two agree on the format:
// castling field, en passant kept only with a capturer beside, promoted counts), at about 16
// plies of each walk.
RC_GTEST_PROP(Reference, ReferenceWritesTheSameFen, (const Walk& w)) {
  for_some_plies(w, 16, [&](const Position& pos, const MoveList&) {
    const std::string fen = fen_of(pos);
    try {
      const std::string back = ref_waterloo::Board(fen).fen();
      if (back != fen) RC_FAIL("the reference writes " + fen + " as " + back);
    } catch (const ref_waterloo::Error& e) {
      RC_FAIL("the reference refuses " + fen + ": " + e.what());
    }
  });
}

// The reference, playing the walk's moves (as text) from the walk's start, reaches the fast
// path's FEN after every move: the two agree on what each played move does (promotions,
// Wisemen, demotion, castling rights, en passant square, promoted counts), which equal move
// sets alone do not show. 25 % of max_success cases.
WATERLOO_PROP(Reference, ReferencePlaysTheWalkToTheSameFen, 25) {
  std::optional<ref_waterloo::Board> ref;
  for_each_move(w, [&](const Position& before, Move m, const Position& after) {
    const std::string text = waterloo::move_text(m), fen = fen_of(after);
    try {
      if (!ref) ref.emplace(fen_of(before));
      ref->play(text);
      if (ref->fen() != fen)
        RC_FAIL(text + " in " + fen_of(before) + " gives " + fen + "; the reference has " +
                ref->fen());
    } catch (const ref_waterloo::Error& e) {
      RC_FAIL("the reference refuses " + text + " in " + fen_of(before) + ": " + e.what());
    }
  });
}

// At the middle ply of each walk, every legal move, made by the fast path and played by the
// reference on the same position, gives the same FEN (one reference play per move: 10 % of
// max_success cases).
WATERLOO_PROP(Reference, EveryMoveGivesTheReferenceFen, 10) {
  const std::size_t middle = std::min(w.choices.size(), kMaxWalk) / 2;
  walk(w.seed, w.choices, [&](const Position& pos, const MoveList& ml, std::size_t ply) {
    if (ply < middle) return true;
    const std::string fen = fen_of(pos);
    try {
      ref_waterloo::Board ref(fen);
      Position p = pos;
      for (Move m : ml) {
        const std::string text = waterloo::move_text(m);
        p.do_move(m);
        ref.play(text);
        if (ref.fen() != fen_of(p))
          RC_FAIL(text + " in " + fen + " gives " + fen_of(p) + "; the reference has " + ref.fen());
        ref.undo();
        p.undo_move(m);
      }
    } catch (const ref_waterloo::Error& e) {
      RC_FAIL("the reference refuses a move in " + fen + ": " + e.what());
    }
    return false;
  });
}

}  // namespace
}  // namespace vchess::waterloo_play
