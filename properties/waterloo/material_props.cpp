// Waterloo material bookkeeping along biased random play: legal compounds, the 30-piece limit
// and the conservation of checkers.
#include <array>
#include <string_view>

#include "properties/waterloo/walks.h"

namespace vchess::waterloo_props {
namespace {

const char* name(Color c) { return c == waterloo::White ? "White" : "Black"; }

// Every piece of pos is a known piece, every two-checker piece one of the legal pairs G C M Q E
// or the Wiseman W, each side has exactly one royal piece and at most 30 pieces, and
// piece_count agrees with the mailbox.
Failure check_material(const Position& pos, const std::string& where) {
  std::array<int, 2> count{}, royals{};
  for (int q = 0; q < waterloo::kSquares; ++q) {
    const Piece p = pos.piece_on(q);
    if (!p) continue;
    const Color c = waterloo::color_of(p);
    const int t = waterloo::type_of(p);
    if (t < 0 || t >= waterloo::kTypes || c > waterloo::Black)
      return "unknown piece code " + std::to_string(p) + " on " + waterloo::square_name(q) + where;
    const waterloo::PieceInfo& i = waterloo::info(PieceType(t));
    if (i.checkers == 2 && std::string_view("GCMQEW").find(i.letter) == std::string_view::npos)
      return std::string("compound ") + i.letter + " on " + waterloo::square_name(q) +
             " is not a legal pair" + where;
    ++count[c];
    royals[c] += i.royal;
  }
  for (const Color c : {waterloo::White, waterloo::Black}) {
    if (royals[c] != 1)
      return std::string(name(c)) + " has " + std::to_string(royals[c]) + " royal pieces" + where;
    if (count[c] > waterloo::kMaxPieces)
      return std::string(name(c)) + " has " + std::to_string(count[c]) + " pieces" + where;
    if (count[c] != pos.piece_count(c))
      return std::string(name(c)) + " piece_count " + std::to_string(pos.piece_count(c)) + " but " +
             std::to_string(count[c]) + " on the board" + where;
  }
  return std::nullopt;
}

// Every compound on the board is a legal pair (G C M Q E, or the Wiseman) and no side has more
// than 30 pieces on the board (RULINGS 4.5), at every ply and after every legal part move, merge
// and pawn move (so a split at 30 pieces, or a merge forming no listed compound, would show).
// 50 % of max_success cases.
HARNESS_PROP(Material, CompoundsAreLegalPairsAndAtMost30Pieces, walks(), 50) {
  bool at30_part = false, below30 = false;
  harness::for_walk_nodes(
      w, 0, [&](const games::WaterlooGame& g, const Position& pos, const MoveList& ml) -> Failure {
        if (Failure f = check_material(pos, " in " + g.fen(pos))) return f;
        Position p = pos;
        const bool at30 = pos.piece_count(pos.side_to_move()) == waterloo::kMaxPieces;
        below30 |= !at30;
        for (Move m : ml) {
          at30_part |= at30 && m.is_part();
          // Only part moves, merges and pawn moves (promotions) add a piece or form a compound.
          if (!m.is_part() && !is_merge(pos, m) && moving_type(pos, m) != waterloo::Pawn) continue;
          g.do_move(p, m);
          Failure f = check_material(p, " after " + g.text(pos, m) + " in " + g.fen(pos));
          g.undo_move(p, m);
          if (f) return f;
        }
        return std::nullopt;
      });
  RC_TAG(below30 ? "below 30" : "-", at30_part ? "transfer at 30" : "-");
}

// Checker accounting, per side c (RULINGS 4.3-4.6; one checker per simple piece and pawn, two
// per compound and Wiseman):
//
//   checkers on the board
//   + Spies in the reserve (2 - min(promoted, 2))
//   + checkers of c's pieces captured by the opponent
//   + knights lost by c's Emperor when it was checked (demotion to a King)
//   + pawns of c replaced by a reserve Spy at promotion
//   = 42 (40 on the board at the start + 2 reserve Spies) + c's Spy -> Wiseman promotions
//
// A pawn promoting takes a Spy from the reserve and leaves play (+1 replaced, -1 reserve, the
// board count unchanged); a third pawn that wins stays a pawn (the reserve is already empty);
// a Spy becoming a Wiseman gains a checker. Splits, merges and castling move checkers without
// changing the count. The events are computed from the rules, by this test, from each played
// move and the board before it: a capture (the piece on the destination, or the pawn taken en
// passant), a promotion (a pawn reaching its row 8 with a Spy in the reserve), a Wiseman (a
// Spy moving, not merging, onto its row 9), a demotion (the opponent's royal is an Emperor
// attacked by the mover after the move). The board after the move comes from the fast path.
// Walks that start with pieces taken off (removals_of) start below 42 by the removed checkers.
HARNESS_PROP(Material, CheckersAreConserved, walks(), 100) {
  std::array<int, 2> initial{}, captured{}, knights{}, replaced{}, wisemen{};
  bool first = true;
  const auto on_board = [](const Position& p, Color c) {
    int n = 0;
    for (int q = 0; q < waterloo::kSquares; ++q)
      if (const Piece pc = p.piece_on(q); pc && waterloo::color_of(pc) == c)
        n += waterloo::info(waterloo::type_of(pc)).checkers;
    return n;
  };
  const auto reserve = [](const Position& p, Color c) {
    return waterloo::kReserveSpies - std::min(p.promoted(c), waterloo::kReserveSpies);
  };
  const auto total = [&](const Position& p, Color c) {
    return on_board(p, c) + reserve(p, c) + captured[c] + knights[c] + replaced[c] - wisemen[c];
  };
  bool any_capture = false, any_promotion = false, any_wiseman = false, any_demotion = false;
  for_walk_moves(
      w,
      [&](const games::WaterlooGame& g, const Position& before, Move m,
          const Position& after) -> Failure {
        const Color us = before.side_to_move(), them = ~us;
        if (first) {
          first = false;
          for (const Color c : {waterloo::White, waterloo::Black}) {
            initial[c] = total(before, c);
            if (initial[c] > 42 || (removals_of(w.seed) == 0 && initial[c] != 42))
              return std::string(name(c)) + " starts with " + std::to_string(initial[c]) +
                     " checkers on the board and in reserve in " + g.fen(before);
          }
        }
        if (m.kind() == waterloo::EnPassant) {
          captured[them] += 1;
        } else if (is_capture(before, m)) {
          captured[them] += waterloo::info(waterloo::type_of(before.piece_on(m.to()))).checkers;
        }
        any_capture |= is_capture(before, m);
        const PieceType t = moving_type(before, m);
        if (t == waterloo::Pawn && waterloo::row_of(us, m.to()) == 8 &&
            before.promoted(us) < waterloo::kReserveSpies) {
          ++replaced[us];
          any_promotion = true;
        }
        if (t == waterloo::Spy && waterloo::row_of(us, m.to()) == 9 && !is_merge(before, m)) {
          ++wisemen[us];
          any_wiseman = true;
        }
        const int royal = before.royal_square(them);
        if (waterloo::type_of(before.piece_on(royal)) == waterloo::Emperor &&
            after.attacked(royal, us)) {
          ++knights[them];
          any_demotion = true;
        }
        for (const Color c : {waterloo::White, waterloo::Black})
          if (total(after, c) != initial[c])
            return std::string(name(c)) + ": " + std::to_string(on_board(after, c)) +
                   " on the board + " + std::to_string(reserve(after, c)) + " reserve + " +
                   std::to_string(captured[c]) + " captured + " + std::to_string(knights[c]) +
                   " knights lost + " + std::to_string(replaced[c]) + " pawns replaced - " +
                   std::to_string(wisemen[c]) + " Wisemen = " + std::to_string(total(after, c)) +
                   ", " + std::to_string(initial[c]) + " at the start after " + g.text(before, m) +
                   " in " + g.fen(before) + " (giving " + g.fen(after) + ")";
        return std::nullopt;
      });
  RC_TAG(any_capture ? "capture" : "-", any_promotion ? "promotion" : "-",
         any_wiseman ? "Wiseman" : "-", any_demotion ? "demotion" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_props
