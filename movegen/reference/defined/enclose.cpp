// The enclosing games (ataxx and the reversi family): where a drop may go, the pieces a move
// turns to the mover's side, and the full board that ends the game. Square by square on the
// mailbox, walking each of the eight directions; the fast generator does this set-wise.
#include "reference/defined/internal.h"

namespace ref_defined {
namespace {

using vchess::variants::Enclosing;

constexpr int kDirs[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool holds(const Position& p, int file, int rank, int color) {
  if (!p.rules->on_board(file, rank)) return false;
  const Cell& c = p.at(square_index(file, rank));
  return !c.empty() && c.color == color;
}

// The enemy pieces from s in direction d up to (not including) a piece of `us`; empty when the
// line ends at an empty square, a wall or the edge, or holds no enemy piece.
std::vector<int> enclosed_line(const Position& p, int us, int s, const int (&d)[2]) {
  std::vector<int> line;
  int f = file_of(s) + d[0], k = rank_of(s) + d[1];
  while (holds(p, f, k, 1 - us)) {
    line.push_back(square_index(f, k));
    f += d[0];
    k += d[1];
  }
  if (!holds(p, f, k, us)) line.clear();
  return line;
}

// Is (file, rank) off the board or taken by a piece or a wall: where a sliding piece stops.
bool stops(const Position& p, int file, int rank) {
  return !p.rules->on_board(file, rank) || !p.vacant(square_index(file, rank));
}

// anyside: a piece let in at the edge behind s, moving in direction d, comes to rest on s: every
// square from s back to that edge is vacant and the next one along d stops it.
bool slides_to(const Position& p, int s, const int (&d)[2]) {
  if (!stops(p, file_of(s) + d[0], rank_of(s) + d[1])) return false;
  for (int f = file_of(s), k = rank_of(s); p.rules->on_board(f, k); f -= d[0], k -= d[1])
    if (!p.vacant(square_index(f, k))) return false;
  return true;
}

}  // namespace

bool enclosing_drop_allowed(const Position& p, int us, int s) {
  const auto& d = p.rules->def();
  if (d.enclosing_drop == Enclosing::None) return true;  // the start region needs the rule too
  if (!d.enclosing_drop_start.empty()) {
    bool start_open = false;  // is any square of the start region still empty?
    for (int k = 0; k < p.rules->ranks(); ++k)
      for (int f = 0; f < p.rules->files(); ++f)
        start_open |= d.enclosing_drop_start.has(f, k) && p.at(square_index(f, k)).empty();
    if (start_open) return d.enclosing_drop_start.has(file_of(s), rank_of(s));
  }
  switch (d.enclosing_drop) {
    case Enclosing::Reversi:
      for (const auto& dir : kDirs)
        if (!enclosed_line(p, us, s, dir).empty()) return true;
      return false;
    case Enclosing::Ataxx:
      for (const auto& dir : kDirs)
        if (holds(p, file_of(s) + dir[0], rank_of(s) + dir[1], us)) return true;
      return false;
    case Enclosing::Snort:  // no enemy piece a rook step away (the first four directions)
      for (int i = 0; i < 4; ++i)
        if (holds(p, file_of(s) + kDirs[i][0], rank_of(s) + kDirs[i][1], 1 - us)) return false;
      return true;
    case Enclosing::Top:  // falls from the top of its file: onto a piece, a wall or rank 1
      return slides_to(p, s, kDirs[3]);
    case Enclosing::Anyside:  // the four rook directions
      for (int i = 0; i < 4; ++i)
        if (slides_to(p, s, kDirs[i])) return true;
      return false;
    default:
      return true;
  }
}

void flip_enclosed(Position& q, int us, int to, bool piece_move) {
  Enclosing rule = q.rules->def().flip_enclosed;
  if (rule == Enclosing::Quadwrangle) {  // ataxx's, after a piece's move or beside a friend
    bool friend_beside = false;
    for (const auto& dir : kDirs)
      friend_beside |= holds(q, file_of(to) + dir[0], rank_of(to) + dir[1], us);
    rule = piece_move || friend_beside ? Enclosing::Ataxx : Enclosing::None;
  }
  std::vector<int> flipped;
  for (const auto& dir : kDirs) {
    if (rule == Enclosing::Reversi) {
      const std::vector<int> line = enclosed_line(q, us, to, dir);
      flipped.insert(flipped.end(), line.begin(), line.end());
    } else if (rule == Enclosing::Ataxx) {
      const int f = file_of(to) + dir[0], k = rank_of(to) + dir[1];
      if (holds(q, f, k, 1 - us)) flipped.push_back(square_index(f, k));
    }
  }
  for (const int s : flipped) q.at(s).color = static_cast<std::int8_t>(us);
}

bool board_full(const Position& p) {
  for (int k = 0; k < p.rules->ranks(); ++k)
    for (int f = 0; f < p.rules->files(); ++f)
      if (p.at(square_index(f, k)).empty()) return false;  // a wall is no piece: never full
  return true;
}

}  // namespace ref_defined
