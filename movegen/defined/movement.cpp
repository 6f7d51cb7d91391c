// Betza text to move groups. A string is read left to right: modifier letters (lower case)
// gather until an atom (an upper-case letter or "(x,y)") closes them, and a doubled letter or a
// number after the atom gives its range.
#include "defined/movement.h"

#include <cstdlib>
#include <string>

namespace vchess::defined {
namespace {

bool one_of(std::string_view set, char c) { return set.find(c) != std::string_view::npos; }

// Is leap (dx, dy) on the side that letter c names? v: forward or backward, s: sideways.
bool toward(char c, int dx, int dy) {
  switch (c) {
    case 'f':
      return dy > 0;
    case 'b':
      return dy < 0;
    case 'l':
      return dx < 0;
    case 'r':
      return dx > 0;
    case 'v':
      return dy != 0;
    default:
      return dx != 0;
  }
}

// An oblique leap's longer leg points the way c names.
bool long_toward(char c, int dx, int dy) {
  const bool vertical_long = std::abs(dy) > std::abs(dx);
  return vertical_long == one_of("fbv", c) && toward(c, dx, dy);
}

enum class Shape { Straight, Diagonal, Oblique };

// Does direction token t pick leap (dx, dy) of an atom of this shape?
bool picks(const std::string& t, Shape shape, int dx, int dy) {
  if (t.size() == 1 || t[0] == t[1])
    return shape == Shape::Oblique ? long_toward(t[0], dx, dy) : toward(t[0], dx, dy);
  if (t[1] == 'h') return toward(t[0], dx, dy);  // a half plane
  if (t[0] == 'h') {                             // a chiral half
    const bool clockwise = ((dx > 0) == (dy > 0)) == (std::abs(dy) > std::abs(dx));
    return (t[1] == 'r') == clockwise;
  }
  if (shape == Shape::Straight) return toward(t[0], dx, dy) || toward(t[1], dx, dy);
  if (shape == Shape::Diagonal) return toward(t[0], dx, dy) && toward(t[1], dx, dy);
  return toward(t[0], dx, dy) && long_toward(t[1], dx, dy);  // long leg to t[1], short to t[0]
}

bool pairs(char a, char b) {
  if (a == b) return a != 'h';
  const bool av = one_of("fbv", a), as = one_of("lrs", a);
  const bool bv = one_of("fbv", b), bs = one_of("lrs", b);
  if ((av && bs) || (as && bv)) return true;
  if (b == 'h') return one_of("fblr", a);
  return a == 'h' && (b == 'l' || b == 'r');
}

struct Mods {
  std::vector<std::string> dirs;
  bool m = false, c = false, e = false, i = false, n = false, j = false, any = false;
  HopKind hop = HopKind::None;
};

class Reader {
 public:
  explicit Reader(std::string_view s) : s_(s) {}

  Expected<Movement, std::string> run() {
    while (k_ < s_.size() && error_.empty()) {
      const char ch = s_[k_];
      if (ch >= 'a' && ch <= 'z')
        modifier(ch);
      else if ((ch >= 'A' && ch <= 'Z') || ch == '(')
        atom();
      else
        fail(ch >= '0' && ch <= '9' ? "a range before any atom" : "a character Betza lacks");
    }
    if (error_.empty() && mods_.any) fail("modifiers with no atom after them");
    if (!error_.empty()) return Unexpected{error_};
    return std::move(out_);
  }

 private:
  std::string_view s_;
  std::size_t k_ = 0;
  Mods mods_;
  Movement out_;
  std::string error_;

  void fail(const std::string& why) {
    if (error_.empty())
      error_ =
          "Betza '" + std::string(s_) + "': " + why + " at character " + std::to_string(k_ + 1);
    k_ = s_.size();
  }

  void modifier(char ch) {
    mods_.any = true;
    if (one_of("fblrvsh", ch)) {
      if (k_ + 1 < s_.size() && pairs(ch, s_[k_ + 1])) {
        mods_.dirs.emplace_back(s_.substr(k_, 2));
        k_ += 2;
        return;
      }
      if (ch == 'h') return fail("'h' without f, b, l or r beside it");
      mods_.dirs.emplace_back(1, ch);
      ++k_;
      return;
    }
    ++k_;
    switch (ch) {
      case 'm':
        mods_.m = true;
        return;
      case 'c':
        mods_.c = true;
        return;
      case 'e':
        mods_.e = true;
        return;
      case 'i':
        mods_.i = true;
        return;
      case 'n':
        mods_.n = true;
        return;
      case 'j':
        mods_.j = true;
        return;
      case 'p':
      case 'g': {
        const HopKind h = ch == 'p' ? HopKind::Cannon : HopKind::Grasshopper;
        if (mods_.hop != HopKind::None && mods_.hop != h) return fail("both p and g");
        mods_.hop = h;
        return;
      }
      default:
        --k_;
        return fail(std::string("modifier '") + ch + "' is not supported");
    }
  }

  // The atom's basic leaps (x >= y) and whether it rides by itself (R, B, Q).
  bool basic(char a, std::vector<Leap>& leaps, int& range) {
    range = 1;
    switch (a) {
      case 'W':
        leaps = {{1, 0}};
        return true;
      case 'F':
        leaps = {{1, 1}};
        return true;
      case 'D':
        leaps = {{2, 0}};
        return true;
      case 'N':
        leaps = {{2, 1}};
        return true;
      case 'A':
        leaps = {{2, 2}};
        return true;
      case 'H':
        leaps = {{3, 0}};
        return true;
      case 'C':
      case 'L':
        leaps = {{3, 1}};
        return true;
      case 'Z':
      case 'J':
        leaps = {{3, 2}};
        return true;
      case 'G':
        leaps = {{3, 3}};
        return true;
      case 'K':
        leaps = {{1, 0}, {1, 1}};
        return true;
      case 'R':
        leaps = {{1, 0}};
        range = kRide;
        return true;
      case 'B':
        leaps = {{1, 1}};
        range = kRide;
        return true;
      case 'Q':
        leaps = {{1, 0}, {1, 1}};
        range = kRide;
        return true;
      default:
        return false;
    }
  }

  bool coordinates(std::vector<Leap>& leaps) {
    const std::size_t close = s_.find(')', k_);
    const std::size_t comma = s_.find(',', k_);
    if (close == std::string_view::npos || comma == std::string_view::npos || comma > close)
      return false;
    const auto num = [&](std::size_t a, std::size_t b) {
      if (b <= a || b - a > 2) return -1;
      int v = 0;
      for (std::size_t q = a; q < b; ++q) {
        if (s_[q] < '0' || s_[q] > '9') return -1;
        v = v * 10 + (s_[q] - '0');
      }
      return v;
    };
    const int x = num(k_ + 1, comma), y = num(comma + 1, close);
    if (x < 0 || y < 0 || (x == 0 && y == 0) || x > 15 || y > 15) return false;
    leaps = {{std::max(x, y), std::min(x, y)}};
    k_ = close + 1;
    return true;
  }

  void atom() {
    const char a = s_[k_];
    std::vector<Leap> leaps;
    int range = 1;
    if (a == '(') {
      if (!coordinates(leaps)) return fail("a leap must be (x,y), 0..15, not (0,0)");
    } else {
      if (!basic(a, leaps, range)) return fail(std::string("atom '") + a + "' is not supported");
      ++k_;
      if (k_ < s_.size() && s_[k_] == a) {
        range = kRide;
        ++k_;
      }
    }
    std::size_t d = k_;
    while (d < s_.size() && s_[d] >= '0' && s_[d] <= '9') ++d;
    if (d > k_) {
      if (d - k_ > 2 || (a != '(' && k_ >= 2 && s_[k_ - 1] == a && s_[k_ - 2] == a))
        return fail("a range this reader does not take");
      const int n = std::stoi(std::string(s_.substr(k_, d - k_)));
      range = n == 0 ? kRide : n;
      k_ = d;
    }
    emit(a, leaps, range);
  }

  void emit(char a, const std::vector<Leap>& leaps, int range) {
    const bool compound = a == 'K' || a == 'Q';
    for (const auto& t : mods_.dirs) {
      if (compound && t.size() == 2 && t[0] != t[1] && t[1] != 'h')
        return fail("a direction pair on K or Q is ambiguous");
      if (t[0] == 'h' && (compound || leaps[0].dy == 0 || leaps[0].dx == leaps[0].dy))
        return fail("a chiral direction needs an oblique atom");
    }
    if (mods_.hop != HopKind::None && (range == 1 || mods_.n || mods_.j))
      return fail("p or g needs a plain rider");
    if (mods_.j && (range == 1 || mods_.n || leaps[0].dx != 1))
      return fail("j is read on W and F riders only");
    for (const Leap& l : leaps) {
      MoveGroup g;
      g.range = range;
      g.quiet = mods_.m || !mods_.c;
      g.capture = mods_.c || !mods_.m;
      if (mods_.e && !mods_.m && !mods_.c) g.quiet = g.capture = false;
      if (mods_.i) g.capture = false;
      g.initial = mods_.i;
      g.lame = mods_.n;
      g.skip = mods_.j;
      g.hop = mods_.hop;
      directions(g, l);
      out_.groups.push_back(std::move(g));
    }
    mods_ = Mods{};
  }

  void directions(MoveGroup& g, Leap l) const {
    const Shape shape = l.dy == 0      ? Shape::Straight
                        : l.dx == l.dy ? Shape::Diagonal
                                       : Shape::Oblique;
    const Leap all[8] = {{l.dx, l.dy}, {-l.dx, l.dy}, {l.dx, -l.dy}, {-l.dx, -l.dy},
                         {l.dy, l.dx}, {-l.dy, l.dx}, {l.dy, -l.dx}, {-l.dy, -l.dx}};
    for (const Leap& v : all) {
      bool have = false;
      for (const Leap& o : g.leaps) have = have || o == v;
      if (have) continue;
      bool pick = mods_.dirs.empty();
      for (const auto& t : mods_.dirs) pick = pick || picks(t, shape, v.dx, v.dy);
      if (pick) g.leaps.push_back(v);
    }
  }
};

}  // namespace

Expected<Movement, std::string> compile_betza(std::string_view text) { return Reader(text).run(); }

}  // namespace vchess::defined
