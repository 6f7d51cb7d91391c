// Orthodox and 960 castling in an 8x8 FEN. A golden position whose castling rights need a 960
// engine (a right whose king is off the e-file or whose rook is not in the corner, as X-FEN
// and Shredder-FEN allow) carries the EPD tag `;castling 960`; `perft golden` checks the tag
// against the FEN, and skips tagged positions for an engine that knows orthodox castling only.
#pragma once
#include <array>
#include <cctype>
#include <sstream>
#include <string>
#include <string_view>

namespace vchess::cli {

// True when every castling right of the 8x8 FEN `fen` is orthodox: the king on e1/e8 and the
// right's rook on its corner (K/H: h-file, Q/A: a-file). Rights only, not legality.
inline bool orthodox_castling(std::string_view fen) {
  std::istringstream in{std::string(fen)};
  std::string board, side, rights;
  in >> board >> side >> rights;
  std::array<std::string, 8> rank{};  // rank[0] = rank 8, 8 squares each after expansion
  int r = 0;
  for (const char c : board) {
    if (c == '/') {
      if (++r > 7) return false;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      rank[r].append(std::size_t(c - '0'), '.');
    } else {
      rank[r] += c;
    }
  }
  for (const std::string& row : rank)
    if (row.size() != 8) return false;
  for (const char c : rights) {
    if (c == '-') continue;
    const bool white = std::isupper(static_cast<unsigned char>(c));
    const std::string& home = rank[white ? 7 : 0];
    const char king = white ? 'K' : 'k', rook = white ? 'R' : 'r';
    const char right = char(std::toupper(static_cast<unsigned char>(c)));
    const int file = right == 'K' || right == 'H' ? 7 : right == 'Q' || right == 'A' ? 0 : -1;
    if (file < 0 || home[4] != king || home[std::size_t(file)] != rook) return false;
  }
  return true;
}

}  // namespace vchess::cli
