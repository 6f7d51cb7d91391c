// perft golden --from V: a golden table of a hand-written variant counted by a defined one, the
// third implementation of the nine (docs/third-implementation.md). Each position is read by V,
// printed in V's canonical text and rewritten as the defined variant's FEN (Fairy-Stockfish's:
// shogi's side letters swapped, hand counts spelled out, UC-24's reserve fields dropped). A
// position the definition cannot express is skipped with the reason.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "golden_table.h"
#include "variants.h"

namespace vchess::cli {

struct ThirdPosition {
  std::string fen;   // the defined variant's FEN, when the definition can express the position
  std::string skip;  // otherwise why not (then fen is empty)
};

// Throws CliError unless `from` is a hand-written variant with a defined counterpart of its
// board size in `to` (Dai Seireigi and Waterloo have none: the doc says why).
void check_third_pair(const Variant& from, const Variant& to);

// `text` is a position of `from`; a bad one throws CliError.
ThirdPosition third_position(const Variant& from, const Variant& to, const std::string& text);

// Rewrites every position of `table` (read from `file`) for `to` and removes those it cannot
// express; returns each reason with the number of positions it removed. A position `from`
// cannot read is a CliError naming file:line.
std::vector<std::pair<std::string, int>> third_table(const std::string& file, const Variant& from,
                                                     const Variant& to,
                                                     std::vector<GoldenPosition>& table);

}  // namespace vchess::cli
