// Waterloo part moves (splits) and merges undone by the opposite move, along biased random play.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "waterloo_walk_gen.h"

namespace vchess::waterloo_play {
namespace {

// The position after m (legal in pos) handed back to the mover: its set-up with the side to
// move set to the mover and no en passant square. Empty when that is not a position to test
// the way back from: m gives check (the handed-back position would have the side not to move
// in check, and an Emperor demoted by the check changes the board) or ends the game.
std::optional<Position> handed_back(const Position& pos, Move m) {
  Position after = pos;
  after.do_move(m);
  if (after.in_check() || after.game_won()) return std::nullopt;
  Setup s = after.to_setup();
  s.side = pos.side_to_move();
  s.ep = -1;
  auto q = Position::from_setup(s);
  if (!q)
    RC_FAIL("after " + waterloo::move_text(m) + " in " + fen_of(pos) + " from_setup refuses " +
            fen_of(s) + ": " + q.error().what());
  return std::move(*q);
}

// Plays `text` (which must be legal) in q and checks that the board is pos's board again.
void back_to_board(const Position& pos, Move m, Position& q, const std::string& text) {
  const std::string where = " after " + waterloo::move_text(m) + " in " + fen_of(pos) +
                            " (handed back: " + fen_of(q) + ")";
  const auto back = waterloo::parse_move(q, text);
  if (!back) RC_FAIL(text + " is not legal" + where);
  q.do_move(*back);
  if (q.to_setup().board != pos.to_setup().board)
    RC_FAIL(text + where + " gives the board " + fen_of(q));
  for (const Color c : {waterloo::White, waterloo::Black})
    if (q.piece_count(c) != pos.piece_count(c)) RC_FAIL(text + where + " changes a piece count");
}

// For every legal split (a part move onto an empty square that does not promote: a Spy part
// ending on its row 9 becomes a Wiseman) from a position whose side to move is not in check:
// with the side to move handed back to the mover, merging the part back (a whole move of the
// simple piece now on the destination, onto the part that stayed) is legal and restores the
// board (mailbox and piece counts; castling rights may be lost). At about 12 plies of each
// walk; 50 % of max_success cases.
WATERLOO_PROP(SplitMerge, SplitThenMergeBackRestoresBoard, 50) {
  int splits = 0;
  bool emperor = false, guard = false;
  for_some_plies(w, 12, [&](const Position& pos, const MoveList& ml) {
    if (pos.in_check()) return;
    const Color us = pos.side_to_move();
    for (Move m : ml) {
      if (!m.is_part() || pos.piece_on(m.to()) != waterloo::kNoPiece) continue;
      if (m.part() == waterloo::Spy && waterloo::row_of(us, m.to()) == 9) continue;
      auto q = handed_back(pos, m);
      if (!q) continue;
      ++splits;
      emperor |= waterloo::type_of(pos.piece_on(m.from())) == waterloo::Emperor;
      guard |= waterloo::type_of(pos.piece_on(m.from())) == waterloo::Guard;
      back_to_board(pos, m, *q, waterloo::square_name(m.to()) + waterloo::square_name(m.from()));
    }
  });
  RC_CLASSIFY(splits == 0, "no split");
  RC_TAG(emperor ? "Emperor split" : "-", guard ? "Guard split" : "-");
}

// The converse: for every legal merge (a simple piece, or a part of a compound, moving onto a
// friendly simple piece) from a position whose side to move is not in check, with the side to
// move handed back, splitting the moved part back (part move from the destination to the
// origin) is legal and restores the board. Skipped: a Spy that came from its row 9 (going back
// would make it a Wiseman). At about 12 plies of each walk; 50 % of max_success cases.
WATERLOO_PROP(SplitMerge, MergeThenSplitBackRestoresBoard, 50) {
  int merges = 0;
  bool transfer = false, emperor = false;
  for_some_plies(w, 12, [&](const Position& pos, const MoveList& ml) {
    if (pos.in_check()) return;
    const Color us = pos.side_to_move();
    for (Move m : ml) {
      if (!is_merge(pos, m)) continue;
      const PieceType moved = moving_type(pos, m);
      if (moved == waterloo::Spy && waterloo::row_of(us, m.from()) == 9) continue;
      auto q = handed_back(pos, m);
      if (!q) continue;
      ++merges;
      transfer |= m.is_part();
      emperor |= waterloo::type_of(q->piece_on(m.to())) == waterloo::Emperor;
      back_to_board(pos, m, *q,
                    waterloo::square_name(m.to()) + waterloo::square_name(m.from()) + ':' +
                        waterloo::info(moved).letter);
    }
  });
  RC_CLASSIFY(merges == 0, "no merge");
  RC_TAG(transfer ? "transfer" : "-", emperor ? "Emperor formed" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_play
