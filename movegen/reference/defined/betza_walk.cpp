// The moves of a parsed Betza from one square, walked over the board as it stands.
#include <bitset>
#include <cstdlib>

#include "reference/defined/betza.h"

namespace ref_defined::detail {
namespace {

constexpr int kSpan = 2 * kMaxSide - 1;  // offsets -15..15 each way

class Walker {
 public:
  Walker(Square from, AtFn at, const void* at_ctx, OutFn out, void* out_ctx, bool dedupe)
      : from_(from), at_(at), at_ctx_(at_ctx), out_(out), out_ctx_(out_ctx), dedupe_(dedupe) {}

  // One direction (dx, dy) of atom a: a slide, a cannon or a grasshopper. A cannon's range
  // counts its whole move, screen included (pR2 jumps an adjacent piece to the square behind
  // it, as Fairy-Stockfish and cannon shogi's flying cannons have it); a grasshopper's range
  // is how far its screen may stand, and it lands just behind.
  void direction(const Atom& a, int dx, int dy, bool quiet, bool capture) {
    if (a.hop == Hop::None) return slide(a, dx, dy, quiet, capture);
    int x = 0, y = 0, n = 0;
    bool screen = false;
    while (n < a.range && !screen) {
      ++n, x += dx, y += dy;
      const Occupant o = at(x, y);
      if (o == Occupant::Off) return;
      screen = o != Occupant::Empty;
    }
    if (!screen) return;
    const int last = a.hop == Hop::Grasshopper ? n + 1 : a.range;
    while (n < last) {
      ++n, x += dx, y += dy;
      if (!land(at(x, y), x, y, quiet, capture)) return;
    }
  }

 private:
  Square from_;
  AtFn at_;
  const void* at_ctx_;
  OutFn out_;
  void* out_ctx_;
  bool dedupe_;
  std::bitset<kSpan * kSpan * 2> seen_;

  Occupant at(int x, int y) const {
    if (std::abs(x) >= kMaxSide || std::abs(y) >= kMaxSide) return Occupant::Off;
    return at_(at_ctx_, Square{from_.file + x, from_.rank + y});
  }

  void emit(int x, int y, bool capture) {
    if (dedupe_) {
      const auto k = static_cast<std::size_t>(((y + kMaxSide - 1) * kSpan + x + kMaxSide - 1) * 2 +
                                              (capture ? 1 : 0));
      if (seen_.test(k)) return;
      seen_.set(k);
    }
    out_(out_ctx_, Square{from_.file + x, from_.rank + y}, capture);
  }

  // Lands on (x, y): a quiet move to an empty square (and the path goes on), a capture of an
  // enemy (and the path ends), nothing on an own piece or off the board (and the path ends).
  bool land(Occupant o, int x, int y, bool quiet, bool capture) {
    if (o == Occupant::Empty) {
      if (quiet) emit(x, y, false);
      return true;
    }
    if (o == Occupant::Enemy && capture) emit(x, y, true);
    return false;
  }

  // Are the squares a leap (dx, dy) from (x, y) passes all empty? The path takes one step at a
  // time along the axis with more distance left, diagonally when both are equal.
  bool path_clear(int x, int y, int dx, int dy) const {
    int px = 0, py = 0;
    for (;;) {
      const int rx = dx - px, ry = dy - py;
      const int sx = rx > 0 ? 1 : rx < 0 ? -1 : 0, sy = ry > 0 ? 1 : ry < 0 ? -1 : 0;
      if (std::abs(rx) > std::abs(ry))
        px += sx;
      else if (std::abs(ry) > std::abs(rx))
        py += sy;
      else
        px += sx, py += sy;
      if (px == dx && py == dy) return true;
      if (at(x + px, y + py) != Occupant::Empty) return false;
    }
  }

  void slide(const Atom& a, int dx, int dy, bool quiet, bool capture) {
    int x = 0, y = 0;
    for (int n = 1; n <= a.range; ++n) {
      if (a.lame && !path_clear(x, y, dx, dy)) return;
      x += dx, y += dy;
      const Occupant o = at(x, y);
      if (o == Occupant::Off) return;
      if (n == 1 && a.skip_first) continue;  // j: the first square does not matter
      if (!land(o, x, y, quiet, capture)) return;
    }
  }
};

}  // namespace

void walk(const Betza& b, Square from, bool white, bool initial, AtFn at, const void* at_ctx,
          OutFn out, void* out_ctx) {
  Walker w(from, at, at_ctx, out, out_ctx, b.atoms.size() > 1);
  const int sign = white ? 1 : -1;
  for (const Atom& a : b.atoms) {
    if (a.initial && !initial) continue;
    const bool quiet = a.move, capture = a.capture && !a.initial;  // `i` moves are quiet only
    for (int k = 0; k < a.count; ++k) {
      const Atom::Step s = a.steps[static_cast<std::size_t>(k)];
      w.direction(a, s.dx * sign, s.dy * sign, quiet, capture);
    }
  }
}

}  // namespace ref_defined::detail

namespace ref_defined {

int empty_board_count(const Betza& b, int files, int ranks, Square from) {
  if (files < 1 || ranks < 1 || files > kMaxSide || ranks > kMaxSide)
    throw Error("empty_board_count: board " + std::to_string(files) + "x" + std::to_string(ranks) +
                " is not 1x1 .. 16x16");
  if (from.file < 0 || from.rank < 0 || from.file >= files || from.rank >= ranks)
    throw Error("empty_board_count: square off the board");
  std::bitset<kMaxSide * kMaxSide> to;
  destinations(
      b, from, true, false,
      [&](Square s) {
        return s.file >= 0 && s.rank >= 0 && s.file < files && s.rank < ranks ? Occupant::Empty
                                                                              : Occupant::Off;
      },
      [&](Square s, bool) { to.set(static_cast<std::size_t>(s.rank * kMaxSide + s.file)); });
  return static_cast<int>(to.count());
}

}  // namespace ref_defined
