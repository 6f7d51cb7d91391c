// Helpers for the reference shogi-family tests: build position text from a list of pieces, and
// filter legal moves by origin square.
#pragma once

#include <algorithm>
#include <cstddef>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "reference/shogi/reference_shogi.h"

namespace ref_shogi_test {

using ref_shogi::Board;

// Position text for a size x size board holding `pieces` (square, position-text label such as
// "HM", "(HM)", "+p", "+(rg)"), with hand text `hand` and side 'b' or 'w'. Labels longer than one
// letter (after an optional '+') are wrapped in parentheses if they are not already.
inline std::string make_sfen(int size,
                             const std::vector<std::pair<std::string, std::string>>& pieces,
                             const std::string& hand = "-", char side = 'b') {
  std::vector<std::vector<std::string>> grid(
      static_cast<std::size_t>(size), std::vector<std::string>(static_cast<std::size_t>(size)));
  for (const auto& [square, label] : pieces) {
    const int x = square[0] - 'a';
    const int y = std::stoi(square.substr(1)) - 1;
    std::string text = label;
    const std::size_t body = text[0] == '+' ? 1 : 0;
    if (text.size() - body == 2) text = text.substr(0, body) + '(' + text.substr(body) + ')';
    grid[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = text;
  }
  std::string out;
  for (int y = size - 1; y >= 0; --y) {
    int empty = 0;
    for (int x = 0; x < size; ++x) {
      const std::string& cell = grid[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (cell.empty()) {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      out += cell;
    }
    if (empty > 0) out += std::to_string(empty);
    if (y > 0) out += '/';
  }
  return out + "[" + hand + "] " + side + " 1";
}

inline std::string dai_sfen(const std::vector<std::pair<std::string, std::string>>& pieces,
                            const std::string& hand = "-", char side = 'b') {
  return make_sfen(15, pieces, hand, side);
}

inline std::string shogi_sfen(const std::vector<std::pair<std::string, std::string>>& pieces,
                              const std::string& hand = "-", char side = 'b') {
  return make_sfen(9, pieces, hand, side);
}

// Origin square of a board move ("h8" of "h8h10+"), or "" for a drop.
inline std::string origin(const std::string& move) {
  if (move.find('@') != std::string::npos) return "";
  std::size_t i = 1;
  while (i < move.size() && move[i] >= '0' && move[i] <= '9') ++i;
  return move.substr(0, i);
}

// Every legal move text (sorted set).
inline std::set<std::string> move_set(const Board& b) {
  const std::vector<std::string> v = b.legal_moves();
  return {v.begin(), v.end()};
}

// Destination part (with '+' if any) of the legal moves from square `from`: {"h9", "h10+"}.
inline std::set<std::string> moves_from(const Board& b, const std::string& from) {
  std::set<std::string> out;
  for (const std::string& m : b.legal_moves())
    if (origin(m) == from) out.insert(m.substr(from.size()));
  return out;
}

inline bool has(const Board& b, const std::string& move) { return move_set(b).count(move) == 1; }

// Legal drops of the piece with this upper-case label: the target squares.
inline std::set<std::string> drops_of(const Board& b, const std::string& label) {
  std::set<std::string> out;
  for (const std::string& m : b.legal_moves())
    if (m.compare(0, label.size() + 1, label + "@") == 0) out.insert(m.substr(label.size() + 1));
  return out;
}

}  // namespace ref_shogi_test
