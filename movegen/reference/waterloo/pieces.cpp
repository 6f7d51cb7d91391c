#include "reference/waterloo/pieces.h"

#include <algorithm>

#include "reference/common/geometry.h"

namespace ref_waterloo {
namespace {

using ref_common::kDiagonal;
using ref_common::kKingSteps;    // N(1), the steps (A-W2)
using ref_common::kKnightLeaps;  // N(3): the chess knight (A-W2)
using ref_common::kOrthogonal;
using ref_common::Vec;

// N(2): the Pasha / Mastodon jumps (A-W2).
constexpr Vec kJump2[] = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}, {2, 2}, {2, -2}, {-2, 2}, {-2, -2}};

// Collects destination squares without duplicates.
class Walker {
 public:
  Walker(const Position& p, int from) : p_(p), x0_(file_of(from)), y0_(rank_of(from)) {}

  void add(int x, int y) {
    if (on_board(x, y)) squares_.add(sq(x, y));
  }
  bool occupied(int x, int y) const { return p_.at(sq(x, y)) != kEmpty; }

  void leap(Vec v) { add(x0_ + v.dx, y0_ + v.dy); }

  // Slide along v; may pass over at most `passes` occupied squares. Each occupied square reached
  // is a destination (capture or merge candidate); the slide ends on the (passes+1)-th one.
  void slide(Vec v, int passes) {
    int x = x0_ + v.dx, y = y0_ + v.dy;
    for (; on_board(x, y); x += v.dx, y += v.dy) {
      add(x, y);
      if (occupied(x, y) && passes-- == 0) return;
    }
  }

  const ref_common::SquareList& take() const { return squares_.take(); }

 private:
  const Position& p_;
  int x0_, y0_;
  ref_common::UniqueSquares<kSquares> squares_;
};

template <std::size_t N>
void leaps(Walker& w, const Vec (&vs)[N]) {
  for (const Vec& v : vs) w.leap(v);
}
template <std::size_t N>
void slides(Walker& w, const Vec (&vs)[N], int passes) {
  for (const Vec& v : vs) w.slide(v, passes);
}

}  // namespace

bool is_simple_kind(char kind) {
  return std::string_view("SNBRAK").find(kind) != std::string_view::npos;
}

bool is_splittable_kind(char kind) {
  return std::string_view("GCMQE").find(kind) != std::string_view::npos;
}

std::string_view parts_of(char kind) {
  switch (kind) {
    case 'G':
      return "SS";
    case 'C':
      return "BN";
    case 'M':
      return "RN";
    case 'Q':
      return "AN";
    case 'E':
      return "KN";
    default:
      return "";
  }
}

char merge_result(char a, char b) {
  for (char compound : std::string_view("GCMQE")) {
    const std::string_view parts = parts_of(compound);
    if ((parts[0] == a && parts[1] == b) || (parts[0] == b && parts[1] == a)) return compound;
  }
  return 0;
}

bool is_piece_kind(char letter) {
  return letter != 0 && kPieceLetters.find(letter) != std::string_view::npos;
}

ref_common::SquareList reach(const Position& p, int from, char kind, Color /*c*/) {
  Walker w(p, from);
  const bool knight = kind == 'N' || kind == 'C' || kind == 'M' || kind == 'Q' || kind == 'E';
  const bool step = kind == 'S' || kind == 'K' || kind == 'G' || kind == 'E';
  const bool orth = kind == 'R' || kind == 'A' || kind == 'M' || kind == 'Q';
  const bool diag = kind == 'B' || kind == 'A' || kind == 'C' || kind == 'Q';
  if (knight) leaps(w, kKnightLeaps);
  if (step) leaps(w, kKingSteps);
  if (kind == 'G') leaps(w, kJump2);
  if (orth) slides(w, kOrthogonal, 0);
  if (diag) slides(w, kDiagonal, 0);
  if (kind == 'W') slides(w, kKingSteps, 1);  // JO / JD: pass over at most one piece (A-W5)
  return w.take();
}

ref_common::SquareList pawn_capture_squares(int from, Color c) {
  ref_common::SquareList out;
  const int x = file_of(from), y = rank_of(from), f = forward(c);
  const int row = own_row(c, y);
  if (row < 4 || row > 7) return out;  // row 3: no capture (A-W6); rows 8+: no pawn moves
  if (row >= 6 && on_board(x, y + f)) out.push_back(sq(x, y + f));
  for (int dx : {-1, 1})
    if (on_board(x + dx, y + f)) out.push_back(sq(x + dx, y + f));
  return out;
}

bool attacks(const Position& p, int from, int target) {
  const char piece = p.at(from);
  if (piece == kEmpty) return false;
  const Color c = color_of(piece);
  const char kind = kind_of(piece);
  const ref_common::SquareList squares =
      kind == 'P' ? pawn_capture_squares(from, c) : reach(p, from, kind, c);
  return std::find(squares.begin(), squares.end(), target) != squares.end();
}

bool square_attacked(const Position& p, int target, Color by) {
  for (int s = 0; s < kSquares; ++s)
    if (p.at(s) != kEmpty && is_color(p.at(s), by) && attacks(p, s, target)) return true;
  return false;
}

bool royal_attacked(const Position& p, Color c) {
  const int royal = find_royal(p, c);
  return royal != kNoSquare && square_attacked(p, royal, opposite(c));
}

}  // namespace ref_waterloo
