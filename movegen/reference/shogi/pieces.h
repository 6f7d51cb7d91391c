// Piece tables of standard shogi and Dai Seireigi (RULINGS 2.2-2.5), written as data.
//
// Vectors are (dx, dy) from the mover's point of view: +dy = forward, +dx = the mover's right
// (RULINGS 0); they are rotated by 180 degrees for Gote.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "reference/shogi/position.h"

namespace ref_shogi {

struct Vec {
  int dx = 0;
  int dy = 0;
};

// A hook path (RULINGS 2.3): slide along `first`; at any empty square reached, optionally turn to
// one of `turns` and slide on (at least one square). The first leg alone is a plain slide.
struct Hook {
  Vec first;
  std::vector<Vec> turns;
};

struct Movement {
  std::vector<Vec> leaps;        // steps and jumps: the target must be empty or an enemy
  std::vector<Vec> slides;       // riders
  std::vector<Vec> jump_slides;  // jumping sliders (RULINGS 2.3): capture-only jumps over 1-3
  std::vector<Hook> hooks;       // hook movers
};

struct KindInfo {
  std::string label;        // lower case: "p", "hm", "rg"
  Movement moves;           // unpromoted
  bool promotes = false;    // has a promoted form
  Movement promoted_moves;  // only if promotes
  int dead_ranks = 0;       // must promote on, and may not be dropped on, the last dead_ranks ranks
  bool royal = false;       // the King: never in hand, never captured
  bool pawn = false;        // nifu and uchifuzume apply
};

struct Rules {
  int size = 9;
  int zone = 3;                 // promotion zone = the farthest `zone` ranks
  std::vector<KindInfo> kinds;  // in hand print order; the King is last (never in hand)
  bool jumps_to_empty = false;  // A-D3 reading (b): jumps may also land on empty squares
  bool uchifuzume = true;       // false: pawn-drop mates are legal (fairy-stockfish's shogi)
};

const Rules& rules_for(Game game);

// Dai Seireigi with the A-D3 alternative (b) as the rulings' "flag": a jumping slider may also
// land on an empty square after passing 1-3 pieces. Not the default; used only by tests.
const Rules& dai_rules_with_empty_jumps();

// Standard shogi without the uchifuzume rule, as fairy-stockfish generates it (anchors README), so
// its perft can be compared exactly. Used only by tests.
const Rules& shogi_rules_without_uchifuzume();

// Kind index with this label (case-insensitive, no parentheses, no '+'), or kNoKind.
int find_kind(const Rules& rules, std::string_view label);

// "P", "(HM)", "+(rg)": the position-text label of a piece of this kind and colour.
std::string piece_text(const Rules& rules, int kind, bool promoted, Color c);

// The movement of a piece (its promoted form if promoted).
const Movement& movement_of(const Rules& rules, const Piece& p);

}  // namespace ref_shogi
