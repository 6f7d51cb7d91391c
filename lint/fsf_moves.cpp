// Fairy-Stockfish's move sets for a reading (fsf_reading.h): plain leaps and built-in rider
// kinds, masked with the squares the tables reach on an empty board.
#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <set>
#include <string>
#include <tuple>

#include "lint/fsf_reading.h"

namespace vchess::lint {
namespace {

using ref_defined::Occupant;
using ref_defined::Square;
using Dir = std::pair<int, int>;
using Table = FsfReading::Table;

enum class Kind { Line, Nightrider, Cannon, Grasshopper, Lame };

// A built-in rider kind: how it moves and the directions it covers.
struct Rider {
  Kind kind;
  std::vector<Dir> dirs;
  bool operator<(const Rider& o) const { return std::tie(kind, dirs) < std::tie(o.kind, o.dirs); }
};

const std::vector<Dir> kRookH{{1, 0}, {-1, 0}}, kRookV{{0, 1}, {0, -1}},
    kBishop{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}},
    kHorse{{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {-2, 1}, {2, -1}, {-2, -1}},
    kDabbaba{{2, 0}, {-2, 0}, {0, 2}, {0, -2}}, kElephant{{2, 2}, {2, -2}, {-2, 2}, {-2, -2}},
    kJanggi{{2, 3}, {-2, 3}, {2, -3}, {-2, -3}, {3, 2}, {-3, 2}, {3, -2}, {-3, -2}};

bool has(const std::vector<Dir>& v, Dir d) { return std::find(v.begin(), v.end(), d) != v.end(); }

// The rider kinds the three tables of one modality touch.
std::set<Rider> riders(const Table& steps, const Table& slider, const Table& hopper) {
  std::set<Rider> out;
  for (const auto& [d, limit] : steps)
    if (limit != 0)
      for (const auto* set : {&kDabbaba, &kHorse, &kElephant, &kJanggi})
        if (has(*set, d)) out.insert({Kind::Lame, *set});
  for (const auto& [d, limit] : slider) {
    for (const auto* set : {&kRookH, &kRookV, &kBishop})
      if (has(*set, d)) out.insert({Kind::Line, *set});
    if (has(kHorse, d)) out.insert({Kind::Nightrider, kHorse});
  }
  for (const auto& [d, limit] : hopper)
    for (const auto* set : {&kRookH, &kRookV, &kBishop})
      if (has(*set, d)) out.insert({limit == 1 ? Kind::Grasshopper : Kind::Cannon, *set});
  return out;
}

struct Board {
  Square from;
  const AtFn& at;
  Occupant occ(int x, int y) const { return at(Square{from.file + x, from.rank + y}); }
  bool on(int x, int y) const { return occ(x, y) != Occupant::Off; }
};

// Squares along the path of a leap (one step at a time, the longer axis first) all empty?
bool path_clear(const Board& b, Dir d) {
  int x = 0, y = 0;
  for (;;) {
    const int rx = d.first - x, ry = d.second - y;
    const int sx = (rx > 0) - (rx < 0), sy = (ry > 0) - (ry < 0);
    if (std::abs(rx) > std::abs(ry)) x += sx;
    else if (std::abs(ry) > std::abs(rx)) y += sy;
    else x += sx, y += sy;
    if (x == d.first && y == d.second) return true;
    if (b.occ(x, y) != Occupant::Empty) return false;
  }
}

// The squares a built-in rider kind attacks with the board's pieces (the same for both sides).
void attacks(const Board& b, const Rider& r, std::set<Dir>& out) {
  for (const Dir& d : r.dirs) {
    if (r.kind == Kind::Lame) {
      if (b.on(d.first, d.second) && path_clear(b, d)) out.insert(d);
      continue;
    }
    bool hurdle = false;
    for (int x = d.first, y = d.second; b.on(x, y); x += d.first, y += d.second) {
      const bool occupied = b.occ(x, y) != Occupant::Empty;
      const bool hopper = r.kind == Kind::Cannon || r.kind == Kind::Grasshopper;
      if (!hopper || hurdle) {
        out.insert({x, y});
        if (r.kind == Kind::Grasshopper) break;
      }
      if (occupied) {
        if (hopper && !hurdle) hurdle = true;
        else break;
      }
    }
  }
}

// The empty-board squares of the tables (the mask), as Fairy-Stockfish's sliding walk gives
// them: a rider or hopper direction longer than two king steps reaches nothing, a hopper's
// limit 1 (a grasshopper) counts as unlimited, any other limit counts from the origin.
void mask(const Board& b, const Table& steps, const Table& slider, const Table& hopper, int sign,
          std::set<Dir>& out) {
  for (const auto& [d, limit] : steps)
    if (b.on(d.first * sign, d.second * sign)) out.insert({d.first * sign, d.second * sign});
  for (const Table* t : {&slider, &hopper})
    for (const auto& [d, limit] : *t) {
      if (std::max(std::abs(d.first), std::abs(d.second)) > 2) continue;
      const int l = t == &hopper && limit == 1 ? 0 : limit;
      int n = 0;
      for (int x = d.first * sign, y = d.second * sign; b.on(x, y); x += d.first * sign, y += d.second * sign) {
        out.insert({x, y});
        if (l > 0 && ++n >= l) break;
      }
    }
}

std::set<Dir> squares(const Board& b, const FsfReading& r, int init, int m, int sign) {
  std::set<Dir> reach, pseudo;
  for (const auto& [d, limit] : r.steps[init][m])
    if (limit == 0 && b.on(d.first * sign, d.second * sign)) reach.insert({d.first * sign, d.second * sign});
  for (const Rider& k : riders(r.steps[init][m], r.slider[init][m], r.hopper[init][m]))
    attacks(b, k, reach);
  mask(b, r.steps[init][m], r.slider[init][m], r.hopper[init][m], sign, pseudo);
  std::set<Dir> out;
  std::set_intersection(reach.begin(), reach.end(), pseudo.begin(), pseudo.end(),
                        std::inserter(out, out.begin()));
  return out;
}

// "forward", "left backward", ... for a direction of White's.
std::string compass(Dir d) {
  std::string text;
  if (d.second != 0) text = d.second > 0 ? "forward" : "backward";
  if (d.first != 0) text = (d.first > 0 ? "right" : "left") + std::string(text.empty() ? "" : "-") + text;
  return text;
}

}  // namespace

void fsf_destinations(const FsfReading& r, Square from, bool white, bool initial, const AtFn& at,
                      const OutFn& out) {
  const Board b{from, at};
  const int sign = white ? 1 : -1;
  std::set<Dir> quiet = squares(b, r, 0, 0, sign);
  if (initial) quiet.merge(squares(b, r, 1, 0, sign));  // initial captures are not supported
  for (const Dir& d : quiet)
    if (b.occ(d.first, d.second) == Occupant::Empty) out(Square{from.file + d.first, from.rank + d.second}, false);
  for (const Dir& d : squares(b, r, 0, 1, sign))
    if (b.occ(d.first, d.second) == Occupant::Enemy) out(Square{from.file + d.first, from.rank + d.second}, true);
}

// Directions of the tables no built-in kind covers, and limited hoppers.
std::vector<FsfNote> fsf_move_notes(const FsfReading& r) {
  std::vector<FsfNote> out;
  const auto leap = [](Dir d) {
    const int a = std::abs(d.first), c = std::abs(d.second);
    std::string text = "(";  // built step by step: g++ 12 warns falsely on "(" + string
    text += std::to_string(std::max(a, c));
    text += ',';
    text += std::to_string(std::min(a, c));
    return text + ')';
  };
  const auto add = [&](FsfNote::Kind k, const std::string& t) {
    for (const auto& n : out)
      if (n.kind == k && n.text == t) return;
    out.push_back({k, 0, t});
  };
  for (int i = 0; i < 2; ++i)
    for (int m = 0; m < 2; ++m) {
      for (const auto& [d, limit] : r.steps[i][m])
        if (limit != 0 && !has(kDabbaba, d) && !has(kHorse, d) && !has(kElephant, d) && !has(kJanggi, d))
          add(FsfNote::Kind::LameLeap, leap(d));
      for (const auto& [d, limit] : r.slider[i][m])
        if (!has(kRookH, d) && !has(kRookV, d) && !has(kBishop, d) && !has(kHorse, d))
          add(FsfNote::Kind::RiderLine, leap(d));
      for (const auto& [d, limit] : r.hopper[i][m]) {
        if (!has(kRookH, d) && !has(kRookV, d) && !has(kBishop, d)) add(FsfNote::Kind::HopperLine, leap(d));
        else if (limit > 1) add(FsfNote::Kind::LimitedHopper, std::to_string(limit));
      }
      // A rook, bishop or nightrider line of a slider reaching into a hopper's direction, or a
      // cannon's line into a slider's: the mask lets the other kind through there.
      for (const Rider& k : riders(r.steps[i][m], r.slider[i][m], r.hopper[i][m])) {
        const bool slides = k.kind == Kind::Line || k.kind == Kind::Nightrider;
        const bool hops = k.kind == Kind::Cannon || k.kind == Kind::Grasshopper;
        const Table& own = slides ? r.slider[i][m] : r.hopper[i][m];
        const Table& other = slides ? r.hopper[i][m] : r.slider[i][m];
        if (!slides && !hops) continue;
        for (const Dir& d : k.dirs)
          if (!own.count(d) && other.count(d)) add(FsfNote::Kind::SharedLine, compass(d));
      }
    }
  return out;
}

}  // namespace vchess::lint
