// The text of xboard (CECP v2) engines: `feature` lines, and move text. Engines write moves in
// coordinates (e2e4, e7e8q), with the piece letter and a separator (Sjaak II's Nb1-a3, Cb2xb9,
// +Bh8-g8), as drops (P@e4) and castling (O-O); on boards of 10 ranks or more xboard counts
// ranks from 0 (Sjaak II's Eg0-i2 is the toolkit's g1i3). These helpers rewrite between that
// and the coordinate text the toolkit reads.
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace vchess::engines {

// `feature a=1 b="x y" ...` -> {a: 1, b: x y}; empty for a line that is not a feature line.
std::map<std::string, std::string> parse_features(std::string_view line);
// A comma-separated list (`variants="normal,shogi"`) as its items.
std::vector<std::string> split_list(std::string_view list);
// The number of ranks of a FEN's board (its rows), 0 if there is no board field.
int fen_ranks(std::string_view fen);
// Engine move text -> coordinates with the toolkit's rank numbers (O-O and unknown text as
// given): "Nb1-a3" -> "b1a3", "Cb2xb9" (10 ranks) -> "b3b10", "a7-a8Q" -> "a7a8Q", "@a2" ->
// "P@a2" (Sjaak II writes pawn drops without the letter).
std::string xboard_to_coordinates(std::string_view move, int ranks);
// Coordinate move text -> the engine's squares (ranks from 0 on 10 ranks or more).
std::string coordinates_to_xboard(std::string_view move, int ranks);

}  // namespace vchess::engines
