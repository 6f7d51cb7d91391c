// Betza strings parsed into atoms (betza.h says what each letter means here).
#include "reference/defined/betza.h"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace ref_defined {
namespace {

enum class Shape { Orthogonal, Diagonal, Oblique };

constexpr std::string_view kVertical = "fbv", kHorizontal = "lrs";
bool in(std::string_view set, char c) { return set.find(c) != std::string_view::npos; }

struct Parser {
  std::string_view text;
  std::size_t i = 0;

  [[noreturn]] void fail(const std::string& what, std::size_t pos, std::size_t len) const {
    std::string token(text.substr(pos, len));
    for (char& c : token)
      if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) c = '?';
    std::string shown(text);
    for (char& c : shown)
      if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) c = '?';
    throw Error("Betza '" + shown + "': " + what + " at " + std::to_string(pos + 1) + ": '" +
                token + "'");
  }
};

// The modifiers written before an atom.
struct Pending {
  std::size_t start = std::string_view::npos;  // where the first one was written
  std::vector<std::string> dirs;               // direction tokens: "f", "fs", "hr", ...
  bool move = false, capture = false, en_passant = false, initial = false, lame = false,
       skip = false;
  Hop hop = Hop::None;
  bool empty() const { return start == std::string_view::npos; }
};

// Two adjacent direction letters that read as one token.
bool combines(char a, char b) {
  if (a == b) return a != 'h';
  if ((in(kVertical, a) && in(kHorizontal, b)) || (in(kHorizontal, a) && in(kVertical, b)))
    return true;
  if (b == 'h') return in("fblr", a);         // fh bh lh rh: half-planes
  return a == 'h' && (b == 'l' || b == 'r');  // hl hr: chiral halves
}

// Does the move go towards c (has a component that way)?
bool towards(char c, int dx, int dy) {
  switch (c) {
    case 'f':
      return dy > 0;
    case 'b':
      return dy < 0;
    case 'r':
      return dx > 0;
    case 'l':
      return dx < 0;
    case 'v':
      return dy != 0;
    default:
      return dx != 0;  // 's'
  }
}

// Oblique moves: does the long leg go towards c?
bool long_leg(char c, int dx, int dy) {
  const bool vertical = std::abs(dy) > std::abs(dx);
  return (in(kVertical, c) ? vertical : !vertical) && towards(c, dx, dy);
}

// Does direction token t (already checked against the atom) select the move (dx, dy)?
bool selects(std::string_view t, Shape shape, int dx, int dy) {
  if (t.size() == 1 || t[0] == t[1]) {
    const char c = t[0];
    return shape == Shape::Oblique ? long_leg(c, dx, dy) : towards(c, dx, dy);
  }
  if (t[1] == 'h') return towards(t[0], dx, dy);
  if (t[0] == 'h') {
    const bool right = ((dx > 0) == (dy > 0)) == (std::abs(dy) > std::abs(dx));
    return t[1] == 'r' ? right : !right;
  }
  switch (shape) {
    case Shape::Orthogonal:
      return towards(t[0], dx, dy) || towards(t[1], dx, dy);
    case Shape::Diagonal:
      return towards(t[0], dx, dy) && towards(t[1], dx, dy);
    default:
      return long_leg(t[1], dx, dy) && towards(t[0], dx, dy);
  }
}

// The moves of leap (x, y) the direction tokens select (all of them without tokens).
void add_steps(Atom& a, int x, int y, const std::vector<std::string>& dirs) {
  const Shape shape = y == 0 || x == 0 ? Shape::Orthogonal
                      : x == y         ? Shape::Diagonal
                                       : Shape::Oblique;
  const int candidates[8][2] = {{x, y}, {-x, y}, {x, -y}, {-x, -y},
                                {y, x}, {-y, x}, {y, -x}, {-y, -x}};
  for (const auto& c : candidates) {
    const int dx = c[0], dy = c[1];
    bool seen = false;
    for (int k = 0; k < a.count; ++k) seen |= a.steps[k].dx == dx && a.steps[k].dy == dy;
    if (seen) continue;
    bool chosen = dirs.empty();
    for (const auto& t : dirs) chosen |= selects(t, shape, dx, dy);
    if (chosen) a.steps[static_cast<std::size_t>(a.count++)] = Atom::Step{dx, dy};
  }
}

struct Leap {
  int x, y, range;
};

class BetzaReader {
 public:
  explicit BetzaReader(std::string_view text) : p_{text} { out_.text = std::string(text); }

  Betza read() {
    const std::string_view t = p_.text;
    while (p_.i < t.size()) {
      const char c = t[p_.i];
      if (c >= 'a' && c <= 'z')
        modifier();
      else if ((c >= 'A' && c <= 'Z') || c == '(')
        atom();
      else if (c >= '0' && c <= '9')
        p_.fail("a range with no atom before it", p_.i, 1);
      else if (c == '[' || c == ']')
        p_.fail("chained moves in brackets are not supported", p_.i, 1);
      else
        p_.fail("unexpected character", p_.i, 1);
    }
    if (!pending_.empty())
      p_.fail("modifiers with no atom after them", pending_.start, t.size() - pending_.start);
    return std::move(out_);
  }

 private:
  Parser p_;
  Pending pending_;
  Betza out_;

  void modifier() {
    const std::string_view t = p_.text;
    const char c = t[p_.i];
    if (pending_.empty()) pending_.start = p_.i;
    if (in("fblrvsh", c)) return directions();
    ++p_.i;
    switch (c) {
      case 'm':
        pending_.move = true;
        return;
      case 'c':
        pending_.capture = true;
        return;
      case 'e':
        pending_.en_passant = true;
        return;
      case 'i':
        pending_.initial = true;
        return;
      case 'n':
        pending_.lame = true;
        return;
      case 'j':
        pending_.skip = true;
        return;
      case 'p':
      case 'g': {
        const Hop h = c == 'p' ? Hop::Cannon : Hop::Grasshopper;
        if (pending_.hop != Hop::None && pending_.hop != h)
          p_.fail("p and g on one atom", p_.i - 1, 1);
        pending_.hop = h;
        return;
      }
      case 'a':
        p_.fail("multi-leg moves (a) are not supported", p_.i - 1, 1);
      case 'o':
        p_.fail("cylinder moves (o) are not supported", p_.i - 1, 1);
      case 'q':
      case 'z':
        p_.fail("curved and crooked riders (q, z) are not supported", p_.i - 1, 1);
      default:
        p_.fail("unsupported modifier", p_.i - 1, 1);
    }
  }

  // A run of direction letters, read greedily into tokens.
  void directions() {
    const std::string_view t = p_.text;
    while (p_.i < t.size() && in("fblrvsh", t[p_.i])) {
      const char a = t[p_.i];
      if (p_.i + 1 < t.size() && combines(a, t[p_.i + 1])) {
        pending_.dirs.emplace_back(t.substr(p_.i, 2));
        p_.i += 2;
        continue;
      }
      if (a == 'h') p_.fail("h must pair with f, b, l or r (fh, rh, hr, ...)", p_.i, 1);
      pending_.dirs.emplace_back(1, a);
      ++p_.i;
    }
  }

  void atom() {
    const std::string_view t = p_.text;
    const std::size_t at = p_.i;
    std::vector<Leap> leaps;
    char letter = t[p_.i];
    if (letter == '(') {
      leaps.push_back(coordinates());
      letter = 0;
    } else {
      ++p_.i;
      switch (letter) {
        case 'W':
          leaps = {{1, 0, 1}};
          break;
        case 'F':
          leaps = {{1, 1, 1}};
          break;
        case 'D':
          leaps = {{2, 0, 1}};
          break;
        case 'N':
          leaps = {{2, 1, 1}};
          break;
        case 'A':
          leaps = {{2, 2, 1}};
          break;
        case 'H':
          leaps = {{3, 0, 1}};
          break;
        case 'C':
        case 'L':
          leaps = {{3, 1, 1}};
          break;
        case 'Z':
        case 'J':
          leaps = {{3, 2, 1}};
          break;
        case 'G':
          leaps = {{3, 3, 1}};
          break;
        case 'K':
          leaps = {{1, 0, 1}, {1, 1, 1}};
          break;
        case 'R':
          leaps = {{1, 0, kUnlimited}};
          break;
        case 'B':
          leaps = {{1, 1, kUnlimited}};
          break;
        case 'Q':
          leaps = {{1, 0, kUnlimited}, {1, 1, kUnlimited}};
          break;
        case 'O':
          p_.fail("castling atom O is not supported (castling is an option)", at, 1);
        case 'U':
          p_.fail("universal leaper U is not supported", at, 1);
        default:
          p_.fail("unknown atom", at, 1);
      }
    }
    range(leaps, letter, at);
    finish(leaps, letter, at);
  }

  // "(x,y)": a leap given by its coordinates.
  Leap coordinates() {
    const std::string_view t = p_.text;
    const std::size_t at = p_.i;
    const std::size_t close = t.find(')', at);
    if (close == std::string_view::npos) p_.fail("unclosed '('", at, t.size() - at);
    const std::string_view inside = t.substr(at + 1, close - at - 1);
    const std::size_t comma = inside.find(',');
    const auto number = [&](std::string_view s) {
      if (s.empty() || s.size() > 2) return -1;
      int v = 0;
      for (char d : s) {
        if (d < '0' || d > '9') return -1;
        v = v * 10 + (d - '0');
      }
      return v;
    };
    const int x = comma == std::string_view::npos ? -1 : number(inside.substr(0, comma));
    const int y = comma == std::string_view::npos ? -1 : number(inside.substr(comma + 1));
    if (x < 0 || y < 0) p_.fail("expected (x,y) with two numbers", at, close - at + 1);
    if ((x == 0 && y == 0) || x >= kMaxSide || y >= kMaxSide)
      p_.fail("a leap must be (x,y) with 0 <= x,y <= 15, not (0,0)", at, close - at + 1);
    p_.i = close + 1;
    return Leap{std::max(x, y), std::min(x, y), 1};
  }

  // A doubled letter or a number after the atom.
  void range(std::vector<Leap>& leaps, char letter, std::size_t at) {
    const std::string_view t = p_.text;
    if (letter != 0 && p_.i < t.size() && t[p_.i] == letter) {
      ++p_.i;
      for (auto& l : leaps) l.range = kUnlimited;
      if (p_.i < t.size() && t[p_.i] >= '0' && t[p_.i] <= '9')
        p_.fail("a range after a doubled atom", at, p_.i - at + 1);
      return;
    }
    std::size_t end = p_.i;
    while (end < t.size() && t[end] >= '0' && t[end] <= '9') ++end;
    if (end == p_.i) return;
    if (end - p_.i > 2) p_.fail("a range of more than two digits", p_.i, end - p_.i);
    int n = 0;
    for (std::size_t k = p_.i; k < end; ++k) n = n * 10 + (t[k] - '0');
    p_.i = end;
    for (auto& l : leaps) l.range = n == 0 ? kUnlimited : n;
  }

  void finish(const std::vector<Leap>& leaps, char letter, std::size_t at) {
    const std::size_t start = pending_.empty() ? at : pending_.start;
    const std::size_t len = p_.i - start;
    check_modifiers(leaps, letter, start, len);
    for (const Leap& l : leaps) {
      Atom a;
      a.range = l.range;
      a.move = pending_.move || !pending_.capture;
      a.capture = pending_.capture || !pending_.move;
      if (pending_.en_passant && !pending_.move && !pending_.capture) a.move = a.capture = false;
      a.en_passant = pending_.en_passant;
      a.initial = pending_.initial;
      a.lame = pending_.lame;
      a.skip_first = pending_.skip;
      a.hop = pending_.hop;
      a.token = std::string(p_.text.substr(start, len));
      add_steps(a, l.x, l.y, pending_.dirs);
      out_.atoms.push_back(std::move(a));
    }
    pending_ = Pending{};
  }

  void check_modifiers(const std::vector<Leap>& leaps, char letter, std::size_t start,
                       std::size_t len) const {
    const bool compound = letter == 'K' || letter == 'Q';
    for (const auto& d : pending_.dirs) {
      if (compound && d.size() == 2 && d[0] != d[1] && d[1] != 'h')
        p_.fail("direction pair '" + d + "' on K or Q is ambiguous (write the W and F parts apart)",
                start, len);
      const Leap& l = leaps.front();
      if (d[0] == 'h' && (l.y == 0 || l.x == l.y || compound))
        p_.fail("chiral '" + d + "' needs an oblique atom", start, len);
    }
    const bool rider = leaps.front().range > 1;
    if (pending_.hop != Hop::None) {
      if (!rider) p_.fail("p or g on a leaper (needs a rider: R, B, Q, NN, W3...)", start, len);
      if (pending_.lame || pending_.skip) p_.fail("n or j with p or g", start, len);
    }
    if (pending_.skip) {
      bool wf = rider;
      for (const Leap& l : leaps) wf &= l.x == 1;
      if (!wf) p_.fail("j is supported only on W and F riders (skip the first square)", start, len);
      if (pending_.lame) p_.fail("n with j", start, len);
    }
  }
};

}  // namespace

Betza parse_betza(std::string_view text) { return BetzaReader(text).read(); }

}  // namespace ref_defined
