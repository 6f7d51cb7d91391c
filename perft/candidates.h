// The moves to offer an engine that has no perft (Fairy-Max, HaChu) to learn its move list: every
// from-to pair from a square of the side to move to any other square, plus the toolkit's own
// move texts (promotions, drops, castling). A bare pair that is the start of a promotion's text
// is left out: an engine may read it as a promotion to its default piece.
#pragma once
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace vchess::cli {

// `fen`: board rows from the top, then (after an optional [hand]) the side to move;
// `upper_side` is the side letter whose pieces are upper case ('w' for chess, 'b' for shogi).
inline std::vector<std::string> candidate_moves(std::string_view fen, char upper_side,
                                                const std::vector<std::string>& legal) {
  const auto board_end = fen.find_first_of(" [");
  const std::string_view board = fen.substr(0, board_end);
  auto side_at = fen.find(' ', fen.find(']') == std::string_view::npos ? 0 : fen.find(']'));
  while (side_at < fen.size() && fen[side_at] == ' ') ++side_at;
  const bool upper = side_at < fen.size() && fen[side_at] == upper_side;
  std::vector<std::vector<int>> rows(1);  // per row: 1 own piece, 0 other square
  for (std::size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    if (c == '/') {
      rows.emplace_back();
    } else if (c >= '0' && c <= '9') {
      int n = c - '0';
      while (i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9')
        n = n * 10 + (board[++i] - '0');
      rows.back().insert(rows.back().end(), std::size_t(n), 0);
    } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      rows.back().push_back((c >= 'A' && c <= 'Z') == upper ? 1 : 0);
    }  // '+', '~' and the like mark the piece that follows or precedes
  }
  const int ranks = int(rows.size());
  const auto square = [&](std::size_t file, int row) {
    std::string sq(1, char('a' + file));  // appends: g++ 12 warns (-Wrestrict) on `s + f()`
    sq += std::to_string(ranks - row);
    return sq;
  };
  std::vector<std::string> out;
  std::set<std::string> seen;
  const auto add = [&](const std::string& m) {
    if (seen.insert(m).second) out.push_back(m);
  };
  for (int r = 0; r < ranks; ++r)
    for (std::size_t f = 0; f < rows[r].size(); ++f) {
      if (!rows[r][f]) continue;
      for (int r2 = 0; r2 < ranks; ++r2)
        for (std::size_t f2 = 0; f2 < rows[r2].size(); ++f2) {
          if (r2 == r && f2 == f) continue;
          std::string pair = square(f, r);
          pair += square(f2, r2);
          bool prefix = false;
          for (const std::string& l : legal)
            prefix = prefix || (l.size() > pair.size() && l.starts_with(pair));
          if (!prefix) add(pair);
        }
    }
  for (const std::string& l : legal) add(l);
  return out;
}

// The canonical text among `legal` of castling written `O-O` (toward the h-side) or `O-O-O`:
// the move of the side to move's king (K or k in `fen`) two files or more along its rank; ""
// when there is none or more than one.
inline std::string castling_move(std::string_view fen, char upper_side, bool king_side,
                                 const std::vector<std::string>& legal) {
  const auto board = fen.substr(0, fen.find_first_of(" ["));
  auto side_at = fen.find(' ', fen.find(']') == std::string_view::npos ? 0 : fen.find(']'));
  while (side_at < fen.size() && fen[side_at] == ' ') ++side_at;
  const char king = side_at < fen.size() && fen[side_at] == upper_side ? 'K' : 'k';
  int ranks = 1;
  for (const char c : board) ranks += c == '/';
  int row = 0, file = 0, kf = -1, kr = -1;
  for (std::size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    if (c == '/') {
      ++row, file = 0;
    } else if (c >= '0' && c <= '9') {
      int n = c - '0';
      while (i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9')
        n = n * 10 + (board[++i] - '0');
      file += n;
    } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      if (c == king) kf = file, kr = ranks - row;
      ++file;
    }
  }
  if (kf < 0) return "";
  std::string from(1, char('a' + kf));
  from += std::to_string(kr);
  std::string found;
  for (const std::string& m : legal) {
    if (!m.starts_with(from) || m.size() <= from.size()) continue;
    const std::string rest = m.substr(from.size() + 1), rank = std::to_string(kr);
    // The king's square and nothing after it (a letter after is Seirawan gating's `e1g1h`).
    if (!rest.starts_with(rank) || rest.size() > rank.size()) continue;
    const int d = m[from.size()] - ('a' + kf);
    if (std::abs(d) < 2 || (d > 0) != king_side) continue;
    if (!found.empty()) return "";
    found = m;
  }
  return found;
}

}  // namespace vchess::cli
