// Helpers for the reference shogi-family tests: the start positions, position text built from a
// list of pieces, legal moves filtered by origin square.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "reference/common/text.h"
#include "reference/shogi/reference_shogi.h"
#include "test_util.h"

namespace ref_shogi_test {

using ref_shogi::Board;
// (square, position-text label) pairs: {{"h8", "HM"}, {"h10", "g"}}.
using Pieces = std::vector<std::pair<std::string, std::string>>;

inline constexpr const char* kShogiStart =
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] b 1";
inline constexpr const char* kDaiStart =
    "lafm(rg)ugkgu(bg)mfal/1n1t1zsesz1t1n1/y1j1vxcicov1j1y/1(ce)1w1r(hm)q(ca)b1d1h1/"
    "ppppppppppppppp/15/15/15/15/15/PPPPPPPPPPPPPPP/1H1D1B(CA)Q(HM)R1W1(CE)1/"
    "Y1J1VOCICXV1J1Y/1N1T1ZSESZ1T1N1/LAFM(BG)UGKGU(RG)MFAL[-] b 1";

// Position text for a size x size board holding `pieces` (square, position-text label such as
// "HM", "(HM)", "+p", "+(rg)"), with hand text `hand` and side 'b' or 'w'. Labels longer than one
// letter (after an optional '+') are wrapped in parentheses if they are not already.
inline std::string make_sfen(int size, const Pieces& pieces, const std::string& hand = "-",
                             char side = 'b') {
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
  const std::string board = ref_common::placement_text(size, size, [&](int x, int y) {
    return grid[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
  });
  return board + "[" + hand + "] " + side + " 1";
}

inline std::string dai_sfen(const Pieces& pieces, const std::string& hand = "-", char side = 'b') {
  return make_sfen(15, pieces, hand, side);
}

inline std::string shogi_sfen(const Pieces& pieces, const std::string& hand = "-",
                              char side = 'b') {
  return make_sfen(9, pieces, hand, side);
}

// Origin square of a board move ("h8" of "h8h10+"), or "" for a drop.
inline std::string origin(const std::string& move) {
  if (move.find('@') != std::string::npos) return "";
  std::size_t i = 1;
  while (i < move.size() && move[i] >= '0' && move[i] <= '9') ++i;
  return move.substr(0, i);
}

// Destination part (with '+' if any) of the legal moves from square `from`: {"h9", "h10+"}.
inline std::set<std::string> moves_from(const Board& b, const std::string& from) {
  std::set<std::string> out;
  for (const std::string& m : b.legal_moves())
    if (origin(m) == from) out.insert(m.substr(from.size()));
  return out;
}

using ref_test::expect_moves;
using ref_test::has;

// Legal drops of the piece with this upper-case label: the target squares.
inline std::set<std::string> drops_of(const Board& b, const std::string& label) {
  std::set<std::string> out;
  for (const std::string& m : b.legal_moves())
    if (m.compare(0, label.size() + 1, label + "@") == 0) out.insert(m.substr(label.size() + 1));
  return out;
}

}  // namespace ref_shogi_test
