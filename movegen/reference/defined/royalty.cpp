// extinctionPseudoRoyal: a side's last pieces of an extinction type are royal to it. Which are
// royal is decided on the position before the move (a side with at most extinctionPieceCount + 1
// of the type: each of them); the move is legal when, played on a copy, it keeps every royal
// piece of the mover on the board and out of attack, or takes an enemy royal piece. With
// blastOnCapture two royal pieces side by side cannot take each other (the explosion would take
// both), so neither is in check there. With dupleCheck the move may not leave all of the mover's
// pieces of the types attacked either (royal or not), unless it takes an enemy royal piece.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "reference/defined/internal.h"
#include "reference/defined/reference_defined.h"

namespace ref_defined {
namespace {

int board_count(const Position& p, int color, int type) {
  int n = 0;
  for (const Cell& c : p.board) n += !c.empty() && c.color == color && c.type == type;
  return n;
}

bool next_to_any(int s, const std::vector<int>& squares) {
  for (const int o : squares)
    if (o != s && std::abs(file_of(o) - file_of(s)) <= 1 && std::abs(rank_of(o) - rank_of(s)) <= 1)
      return true;
  return false;
}

// Is the royal piece of `color` on s in check (theirs: the enemy's royal squares)? An enemy
// piece of a petrifying extinction type gives no check: its capture would turn it to stone,
// which its own side may not allow.
bool checked(const Position& p, int s, int color, const std::vector<int>& theirs) {
  const Rules& r = *p.rules;
  if (r.def().blast_on_capture && next_to_any(s, theirs)) return false;
  for (int from = 0; from < kSquares; ++from) {
    const Cell& c = p.at(from);
    if (c.empty() || c.color == color) continue;
    if (r.type(c.type).petrify && r.type(c.type).extinction) continue;
    if (piece_attacks(p, from, s)) return true;
  }
  return false;
}

// dupleCheck: are all of color's pieces of an extinction type attacked (and there is one)? Every
// such piece counts, royal or not: spartan's two kings, of which either may stand in check alone.
bool duple_checked(const Position& p, int color, const std::vector<int>& theirs) {
  const Rules& r = *p.rules;
  bool any = false;
  for (int s = 0; s < kSquares; ++s) {
    const Cell& c = p.at(s);
    if (c.empty() || c.color != color || !r.type(c.type).extinction) continue;
    if (!checked(p, s, color, theirs)) return false;
    any = true;
  }
  return any;
}

int king_destination(const Position& p, Move m) {
  const auto& d = p.rules->def();
  if (m.kind != MoveKind::Castling) return m.to;
  return square_index(m.to > m.from ? d.castling_kingside_file : d.castling_queenside_file,
                      rank_of(m.from));
}

}  // namespace

std::vector<int> pseudo_royals(const Position& p, int color) {
  const Rules& r = *p.rules;
  std::vector<int> out;
  if (!r.def().extinction_pseudo_royal) return out;
  for (int t = 0; t < static_cast<int>(r.types().size()); ++t) {
    if (!r.type(t).extinction || board_count(p, color, t) > r.def().extinction_piece_count + 1)
      continue;
    for (int s = 0; s < kSquares; ++s)
      if (!p.at(s).empty() && p.at(s).color == color && p.at(s).type == t) out.push_back(s);
  }
  return out;
}

bool pseudo_royal_in_check(const Position& p) {
  const std::vector<int> theirs = pseudo_royals(p, 1 - p.side);
  for (const int s : pseudo_royals(p, p.side))
    if (checked(p, s, p.side, theirs)) return true;
  return p.rules->def().duple_check && duple_checked(p, p.side, theirs);
}

// A royal castling king may not leave, nor pass, an attacked square (the king lifted off the
// board, the rook still on its own); where it lands is asked after the move.
bool pseudo_royal_castling_safe(const Position& p, Move m) {
  const std::vector<int> mine = pseudo_royals(p, p.side);
  if (std::find(mine.begin(), mine.end(), m.from) == mine.end()) return true;
  const std::vector<int> theirs = pseudo_royals(p, 1 - p.side);
  Position lifted = p;
  lifted.at(m.from) = Cell{};
  const int kto = king_destination(p, m);
  const int step = kto > m.from ? 1 : -1;
  for (int s = m.from;; s += step) {
    if (s == kto && s != m.from) break;
    if (checked(lifted, s, p.side, theirs)) return false;
    if (s == kto) break;
  }
  return true;
}

bool pseudo_royal_legal(const Position& p, Move m, const Position& q) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  if (!d.extinction_pseudo_royal) return true;
  const int us = p.side, them = 1 - us;
  std::vector<int> mine = pseudo_royals(p, us);
  const std::vector<int> theirs = pseudo_royals(p, them);
  const bool drop = m.kind == MoveKind::Drop || m.kind == MoveKind::DropPromoted;
  const int dest = king_destination(p, m);
  if (!drop)
    for (int& s : mine)
      if (s == m.from) s = dest;
  if (drop && r.type(q.at(m.to).type).extinction) mine.push_back(m.to);
  // A promotion to the type: the new piece is royal, unless the side had enough of the type
  // already, when none of them is any longer.
  if (m.kind == MoveKind::Promotion && r.type(m.type).extinction) {
    if (board_count(p, us, m.type) > d.extinction_piece_count)
      std::erase_if(mine, [&](int s) { return p.at(s).color == us && p.at(s).type == m.type; });
    else
      mine.push_back(dest);
  }
  for (const int s : mine)  // a royal piece of the mover blown up (or otherwise gone)
    if (q.at(s).empty() || q.at(s).color != us) return false;
  for (const int s : theirs)  // an enemy royal piece taken: nothing else matters
    if (q.at(s).empty() || q.at(s).color != them) return true;
  for (const int s : mine)
    if (checked(q, s, us, theirs)) return false;
  return !d.duple_check || !duple_checked(q, us, theirs);
}

}  // namespace ref_defined
