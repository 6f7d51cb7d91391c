#include "reference/uc24/pieces.h"

#include <cstdlib>

#include "reference/common/geometry.h"

namespace ref_uc24 {
namespace {

using ref_common::kDiagonal;
using ref_common::kKnightLeaps;  // in the cyclic order of RULINGS 1.3 (Rose): K0 .. K7
using ref_common::kOrthogonal;
using ref_common::Vec;

constexpr Vec kDabbaba[] = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}};
constexpr Vec kAlfil[] = {{2, 2}, {2, -2}, {-2, 2}, {-2, -2}};

// Collects the destinations of one piece, without duplicates.
class Walker {
 public:
  Walker(const Position& p, int from)
      : p_(p), x0_(file_of(from)), y0_(rank_of(from)), us_(color_of(p.at(from))) {}

  int x0() const { return x0_; }
  int y0() const { return y0_; }

  bool empty(int x, int y) const { return p_.at(sq(x, y)) == kEmpty; }
  bool own(int x, int y) const { return is_color(p_.at(sq(x, y)), us_); }
  bool enemy(int x, int y) const { return !empty(x, y) && !own(x, y); }

  // Records (x, y) as a destination unless it is off the board or holds an own piece.
  void add(int x, int y) {
    if (on_board(x, y) && !own(x, y)) squares_.add(sq(x, y));
  }

  // One leap (or step) from the piece's square.
  void leap(Vec v) { add(x0_ + v.dx, y0_ + v.dy); }

  // One leap of a path: moves (x, y) by v and records the square reached. True if that square is
  // on the board and empty, so that the path may go on from it.
  bool pass(int& x, int& y, Vec v) {
    x += v.dx;
    y += v.dy;
    if (!on_board(x, y)) return false;
    add(x, y);
    return empty(x, y);
  }

  // A rider with stride v starting from (x, y) (exclusive): lands on (x, y) + k*v, k = 1, 2, ...
  // Every landing square before the last must be empty; squares between landings are ignored.
  void ride_from(int x, int y, Vec v) {
    while (pass(x, y, v)) {
    }
  }
  void ride(Vec v) { ride_from(x0_, y0_, v); }

  const ref_common::SquareList& take() const { return squares_.take(); }

 private:
  const Position& p_;
  int x0_, y0_;
  Color us_;
  ref_common::UniqueSquares<kSquares> squares_;
};

template <std::size_t N>
void leaps(Walker& w, const Vec (&vs)[N]) {
  for (const Vec& v : vs) w.leap(v);
}
template <std::size_t N>
void rides(Walker& w, const Vec (&vs)[N]) {
  for (const Vec& v : vs) w.ride(v);
}

// Sissa path: n steps of a, then n steps of b. All squares but the last on the board and empty.
void sissa_path(Walker& w, Vec a, Vec b, int n) {
  int x = w.x0(), y = w.y0();
  for (int i = 0; i < 2 * n; ++i) {
    const Vec v = i < n ? a : b;
    x += v.dx;
    y += v.dy;
    if (!on_board(x, y)) return;
    if (i == 2 * n - 1) {
      w.add(x, y);
    } else if (!w.empty(x, y)) {
      return;
    }
  }
}

void sissa(Walker& w) {
  for (int n = 1; n < kSize; ++n)
    for (const Vec& o : kOrthogonal)
      for (const Vec& d : kDiagonal) {
        sissa_path(w, o, d, n);  // (a) orthogonal first
        sissa_path(w, d, o, n);  // (b) diagonal first
      }
}

// Rose: start index i, sense s, up to 7 leaps K[i], K[i+s], ...; landings before the last empty.
void rose(Walker& w) {
  for (int i = 0; i < 8; ++i)
    for (int s : {1, -1}) {
      int x = w.x0(), y = w.y0();
      for (int j = 0; j < 7; ++j)
        if (!w.pass(x, y, kKnightLeaps[((i + s * j) % 8 + 8) % 8])) break;
    }
}

// Dancing Horse: a knight leap, or a knight leap to an empty square and a second knight leap
// (any direction) that does not return to the start square.
void dancing_horse(Walker& w) {
  for (const Vec& a : kKnightLeaps) {
    int x1 = w.x0(), y1 = w.y0();
    if (!w.pass(x1, y1, a)) continue;
    for (const Vec& b : kKnightLeaps) {
      const int x2 = x1 + b.dx, y2 = y1 + b.dy;
      if (x2 == w.x0() && y2 == w.y0()) continue;
      w.add(x2, y2);
    }
  }
}

// Ferz step to f = (sx, sy), then (if f is empty) outward rides with strides (k*sx, 0) and
// (0, k*sy): k = 1 is the Gryphon (rook), k = 2 the spotted gryphon (dabbaba-rider, leaping).
void bent_from_ferz(Walker& w, int stride) {
  for (const Vec& f : kDiagonal) {
    int x = w.x0(), y = w.y0();
    if (!w.pass(x, y, f)) continue;
    w.ride_from(x, y, Vec{stride * f.dx, 0});
    w.ride_from(x, y, Vec{0, stride * f.dy});
  }
}

// Aanca: wazir step to o, then (if empty) bishop along o + p and o - p (p perpendicular to o).
void aanca(Walker& w) {
  for (const Vec& o : kOrthogonal) {
    int x = w.x0(), y = w.y0();
    if (!w.pass(x, y, o)) continue;
    const Vec p{std::abs(o.dy), std::abs(o.dx)};
    w.ride_from(x, y, Vec{o.dx + p.dx, o.dy + p.dy});
    w.ride_from(x, y, Vec{o.dx - p.dx, o.dy - p.dy});
  }
}

// Harvestman (REC reading): wazir step to o, then (if empty) diagonal steps alternating o + p and
// o - p, either first; every visited square but the last empty.
void harvestman(Walker& w) {
  for (const Vec& o : kOrthogonal) {
    int x1 = w.x0(), y1 = w.y0();
    if (!w.pass(x1, y1, o)) continue;
    const Vec p{std::abs(o.dy), std::abs(o.dx)};
    for (int sign : {1, -1}) {
      int x = x1, y = y1;
      for (int k = 0;; ++k) {
        const int s = (k % 2 == 0) ? sign : -sign;
        if (!w.pass(x, y, Vec{o.dx + s * p.dx, o.dy + s * p.dy})) break;
      }
    }
  }
}

// Leo: queen slide to empty squares; captures over exactly one screen (either colour), then any
// number of empty squares, taking the first piece after the screen if it is an enemy.
void leo(Walker& w) {
  for (const Vec* set : {kOrthogonal, kDiagonal})
    for (int i = 0; i < 4; ++i) {
      const Vec v = set[i];
      int x = w.x0() + v.dx, y = w.y0() + v.dy;
      for (; on_board(x, y) && w.empty(x, y); x += v.dx, y += v.dy) w.add(x, y);
      if (!on_board(x, y)) continue;  // no screen on this line
      for (x += v.dx, y += v.dy; on_board(x, y) && w.empty(x, y); x += v.dx, y += v.dy) {
      }
      if (on_board(x, y) && w.enemy(x, y)) w.add(x, y);
    }
}

void gryphon(Walker& w) { bent_from_ferz(w, 1); }
void spotted_gryphon(Walker& w) { bent_from_ferz(w, 2); }

// Simple components of a piece (RULINGS 1.2): leaps and straight rides.
enum Part : unsigned {
  kWazirLeap = 1u << 0,    // leap (1,0)
  kFerzLeap = 1u << 1,     // leap (1,1)
  kKnightLeap = 1u << 2,   // leap (1,2)
  kDabbabaLeap = 1u << 3,  // leap (2,0)
  kAlfilLeap = 1u << 4,    // leap (2,2)
  kRookRide = 1u << 5,     // ride (1,0)
  kBishopRide = 1u << 6,   // ride (1,1)
  kNightRide = 1u << 7,    // ride (1,2)
};

struct PieceDef {
  char letter;
  unsigned parts;
  void (*special)(Walker&);  // the bent / hopping part of RULINGS 1.3, or nullptr
};

// RULINGS 1.2, in table order.
constexpr PieceDef kDefs[] = {
    {'K', kWazirLeap | kFerzLeap, nullptr},                 // King
    {'Q', kRookRide | kBishopRide, nullptr},                // Queen
    {'R', kRookRide, nullptr},                              // Rook
    {'N', kKnightLeap, nullptr},                            // Knight
    {'A', kRookRide | kBishopRide | kKnightLeap, nullptr},  // Amazon
    {'S', 0, sissa},                                        // Sissa
    {'O', 0, rose},                                         // Rose
    {'H', 0, dancing_horse},                                // Dancing Horse
    {'D', kRookRide, spotted_gryphon},                      // Dragon
    {'U', kBishopRide | kNightRide, nullptr},               // Archbishoprider
    {'Z', kNightRide, nullptr},                             // Nightrider
    {'G', 0, gryphon},                                      // Gryphon
    {'Y', 0, aanca},                                        // Aanca
    {'M', kRookRide | kKnightLeap, nullptr},                // Marshall
    {'C', kBishopRide | kKnightLeap, nullptr},              // Cardinal
    {'F', kRookRide | kFerzLeap, nullptr},                  // RF
    {'B', kBishopRide | kWazirLeap, nullptr},               // BW
    {'T', kKnightLeap | kDabbabaLeap, nullptr},             // ND
    {'E', kKnightLeap | kAlfilLeap, nullptr},               // NE
    {'X', kKnightLeap | kWazirLeap | kFerzLeap, nullptr},   // NG
    {'W', kKnightLeap | kWazirLeap, nullptr},               // NW
    {'V', kKnightLeap | kFerzLeap, nullptr},                // NF
    {'J', 0, harvestman},                                   // Harvestman
    {'L', 0, leo},                                          // PaoVao (Leo)
};

void add_moves(Walker& w, char kind) {
  for (const PieceDef& def : kDefs) {
    if (def.letter != kind) continue;
    if (def.parts & kWazirLeap) leaps(w, kOrthogonal);
    if (def.parts & kFerzLeap) leaps(w, kDiagonal);
    if (def.parts & kKnightLeap) leaps(w, kKnightLeaps);
    if (def.parts & kDabbabaLeap) leaps(w, kDabbaba);
    if (def.parts & kAlfilLeap) leaps(w, kAlfil);
    if (def.parts & kRookRide) rides(w, kOrthogonal);
    if (def.parts & kBishopRide) rides(w, kDiagonal);
    if (def.parts & kNightRide) rides(w, kKnightLeaps);
    if (def.special) def.special(w);
  }  // pawns are not in the table: the move generator handles them
}

}  // namespace

bool is_piece_kind(char kind) {
  return kind == 'P' || (kind != '\0' && kPieceLetters.find(kind) != std::string_view::npos);
}

ref_common::SquareList piece_destinations(const Position& p, int from) {
  Walker w(p, from);
  add_moves(w, kind_of(p.at(from)));
  return w.take();
}

bool attacks_square(const Position& p, int from, int target) {
  const char piece = p.at(from);
  if (kind_of(piece) == 'P') {
    const int fwd = pawn_forward(color_of(piece));
    return rank_of(target) == rank_of(from) + fwd && std::abs(file_of(target) - file_of(from)) == 1;
  }
  for (int s : piece_destinations(p, from))
    if (s == target) return true;
  return false;
}

bool square_attacked(const Position& p, int target, Color by) {
  for (int s = 0; s < kSquares; ++s)
    if (is_color(p.at(s), by) && attacks_square(p, s, target)) return true;
  return false;
}

bool king_attacked(const Position& p, Color c) {
  const int king = find_king(p, c);
  return king != kNoSquare && square_attacked(p, king, opposite(c));
}

}  // namespace ref_uc24
