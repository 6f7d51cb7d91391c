// Waterloo part moves (splits) and merges undone by the opposite move, along biased random play.
#include <optional>
#include <utility>

#include "properties/waterloo/walks.h"

namespace vchess::waterloo_props {
namespace {

// The position after m (legal in pos) handed back to the mover: its set-up with the side to
// move set to the mover and no en passant square; nullopt when that is not a position to test
// the way back from: m gives check (the handed-back position would have the side not to move
// in check, and an Emperor demoted by the check changes the board) or ends the game. A set-up
// that from_setup refuses is a failure.
std::optional<Position> handed_back(const games::WaterlooGame& g, const Position& pos, Move m,
                                    Failure& f) {
  Position after = pos;
  g.do_move(after, m);
  if (after.in_check() || after.game_won()) return std::nullopt;
  Setup s = after.to_setup();
  s.side = pos.side_to_move();
  s.ep = -1;
  auto q = g.from_setup(s);
  if (!q) {
    f = "after " + g.text(pos, m) + " in " + g.fen(pos) + " from_setup refuses " +
        waterloo::to_fen(s) + ": " + q.error().what();
    return std::nullopt;
  }
  return std::move(*q);
}

// Plays `text` (which must be legal) in q and checks that the board is pos's board again.
Failure back_to_board(const games::WaterlooGame& g, const Position& pos, Move m, Position& q,
                      const std::string& text) {
  const std::string where =
      " after " + g.text(pos, m) + " in " + g.fen(pos) + " (handed back: " + g.fen(q) + ")";
  const auto back = g.parse(q, text);
  if (!back) return text + " is not legal" + where;
  g.do_move(q, *back);
  if (q.to_setup().board != pos.to_setup().board)
    return text + where + " gives the board " + g.fen(q);
  for (const Color c : {waterloo::White, waterloo::Black})
    if (q.piece_count(c) != pos.piece_count(c)) return text + where + " changes a piece count";
  return std::nullopt;
}

// At about 12 plies of each walk, from positions whose side to move is not in check: for each
// legal move m that chosen(pos, m) accepts, with the side to move handed back to the mover,
// the move written back_text(pos, m) is legal and restores the board; seen(pos, m, q) tallies.
template <class Chosen, class BackText, class Seen>
void moved_back(const Walk& w, Chosen&& chosen, BackText&& back_text, Seen&& seen) {
  harness::for_walk_nodes(
      w, 12, [&](const games::WaterlooGame& g, const Position& pos, const MoveList& ml) -> Failure {
        if (pos.in_check()) return std::nullopt;
        Failure f;
        for (Move m : ml) {
          if (!chosen(pos, m)) continue;
          auto q = handed_back(g, pos, m, f);
          if (f) return f;
          if (!q) continue;
          seen(pos, m, *q);
          if ((f = back_to_board(g, pos, m, *q, back_text(pos, m)))) return f;
        }
        return std::nullopt;
      });
}

// For every legal split (a part move onto an empty square that does not promote: a Spy part
// ending on its row 9 becomes a Wiseman): merging the part back (a whole move of the simple
// piece now on the destination, onto the part that stayed) is legal and restores the board
// (mailbox and piece counts; castling rights may be lost). 50 % of max_success cases.
HARNESS_PROP(SplitMerge, SplitThenMergeBackRestoresBoard, walks(), 50) {
  int splits = 0;
  bool emperor = false, guard = false;
  moved_back(
      w,
      [](const Position& pos, Move m) {
        return m.is_part() && pos.piece_on(m.to()) == waterloo::kNoPiece &&
               !(m.part() == waterloo::Spy && waterloo::row_of(pos.side_to_move(), m.to()) == 9);
      },
      [](const Position&, Move m) {
        return waterloo::square_name(m.to()) + waterloo::square_name(m.from());
      },
      [&](const Position& pos, Move m, const Position&) {
        ++splits;
        emperor |= waterloo::type_of(pos.piece_on(m.from())) == waterloo::Emperor;
        guard |= waterloo::type_of(pos.piece_on(m.from())) == waterloo::Guard;
      });
  RC_CLASSIFY(splits == 0, "no split");
  RC_TAG(emperor ? "Emperor split" : "-", guard ? "Guard split" : "-");
}

// The converse: for every legal merge (a simple piece, or a part of a compound, moving onto a
// friendly simple piece), splitting the moved part back (part move from the destination to the
// origin) is legal and restores the board. Skipped: a Spy that came from its row 9 (going back
// would make it a Wiseman). 50 % of max_success cases.
HARNESS_PROP(SplitMerge, MergeThenSplitBackRestoresBoard, walks(), 50) {
  int merges = 0;
  bool transfer = false, emperor = false;
  moved_back(
      w,
      [](const Position& pos, Move m) {
        return is_merge(pos, m) &&
               !(moving_type(pos, m) == waterloo::Spy &&
                 waterloo::row_of(pos.side_to_move(), m.from()) == 9);
      },
      [](const Position& pos, Move m) {
        return waterloo::square_name(m.to()) + waterloo::square_name(m.from()) + ':' +
               waterloo::info(moving_type(pos, m)).letter;
      },
      [&](const Position&, Move m, const Position& q) {
        ++merges;
        transfer |= m.is_part();
        emperor |= waterloo::type_of(q.piece_on(m.to())) == waterloo::Emperor;
      });
  RC_CLASSIFY(merges == 0, "no merge");
  RC_TAG(transfer ? "transfer" : "-", emperor ? "Emperor formed" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_props
