// Fairy-Stockfish's reading of a Betza string and its move sets, modelled (fsf_reading.h).
#include "lint/fsf_reading.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <set>

namespace vchess::lint {
namespace {

using ref_defined::Occupant;
using ref_defined::Square;
using Dir = std::pair<int, int>;

constexpr std::string_view kVerticals = "fbvh", kHorizontals = "rlsh";
bool in(std::string_view s, char c) { return s.find(c) != std::string_view::npos; }

// The leaps of an atom letter as (rank step, file step), the order Fairy-Stockfish writes them.
std::vector<Dir> leaps_of(char c) {
  switch (c) {
    case 'W': case 'R': return {{1, 0}};
    case 'F': case 'B': return {{1, 1}};
    case 'D': return {{2, 0}};
    case 'N': return {{2, 1}};
    case 'A': return {{2, 2}};
    case 'H': return {{3, 0}};
    case 'L': case 'C': return {{3, 1}};
    case 'J': case 'Z': return {{3, 2}};
    case 'G': return {{3, 3}};
    case 'K': case 'Q': return {{1, 0}, {1, 1}};
    default: return {};
  }
}

// The eight directions of leap (a = rank step, b = file step) as (dx, dy), each with the
// direction tokens that select it.
struct Choice {
  Dir d;
  std::array<const char*, 7> tokens;
};
std::array<Choice, 8> choices(int a, int b) {
  return {{{{b, a}, {"ff", "vv", "rf", "rv", "fh", "rh", "hr"}},
           {{-b, -a}, {"bb", "vv", "lb", "lv", "bh", "lh", "hr"}},
           {{a, -b}, {"rr", "ss", "br", "bs", "bh", "rh", "hr"}},
           {{-a, b}, {"ll", "ss", "fl", "fs", "fh", "lh", "hr"}},
           {{a, b}, {"rr", "ss", "fr", "fs", "fh", "rh", "hl"}},
           {{-a, -b}, {"ll", "ss", "bl", "bs", "bh", "lh", "hl"}},
           {{b, -a}, {"bb", "vv", "rb", "rv", "bh", "rh", "hl"}},
           {{-b, a}, {"ff", "vv", "lf", "lv", "fh", "lh", "hl"}}}};
}

bool known_token(const std::string& t) {
  for (const Choice& c : choices(2, 1))
    for (const char* k : c.tokens)
      if (t == k) return true;
  return false;
}

struct State {
  std::vector<int> modalities;  // 0 quiet, 1 capture
  bool hopper = false, rider = false, lame = false, initial = false, any = false;
  int distance = 0;
  std::vector<std::string> dirs;
  std::size_t start = 0;
};

void add_atom(FsfReading& r, State& st, char c, std::size_t pos) {
  const std::vector<Dir> leaps = leaps_of(c);
  if (!st.rider && st.lame) st.distance = -1;
  if (st.modalities.empty()) st.modalities = {0, 1};
  for (const Dir& leap : leaps) {
    std::vector<std::string> dirs;
    for (const auto& s : st.dirs) {
      if (leaps.size() == 1 && leap.second == 0 && s[0] != s[1]) {
        dirs.push_back(std::string(2, s[0]));
        dirs.push_back(std::string(2, s[1]));
      } else {
        dirs.push_back(s);
        if (!known_token(s)) r.notes.push_back({FsfNote::Kind::UnknownPair, st.start, s});
      }
    }
    for (int m : st.modalities) {
      auto& table = st.hopper  ? r.hopper[st.initial][m]
                    : st.rider ? r.slider[st.initial][m]
                               : r.steps[st.initial][m];
      for (const Choice& ch : choices(leap.first, leap.second)) {
        bool chosen = dirs.empty();
        for (const auto& t : dirs)
          chosen |= std::find(ch.tokens.begin(), ch.tokens.end(), t) != ch.tokens.end();
        if (!chosen) continue;
        const auto it = table.find(ch.d);
        if (it != table.end() && it->second != st.distance)
          r.notes.push_back({FsfNote::Kind::Replaced, pos, std::string(1, c)});
        table[ch.d] = st.distance;
      }
    }
  }
  st = State{};
}

}  // namespace

FsfReading fsf_read(std::string_view b) {
  FsfReading r;
  State st;
  for (std::size_t i = 0; i < b.size(); ++i) {
    const char c = b[i];
    if (!st.any) st.start = i;
    if (c == 'm' || c == 'c') {
      st.modalities.push_back(c == 'c' ? 1 : 0);
    } else if (c == 'p' || c == 'g') {
      st.hopper = true;
      if (c == 'g') st.distance = 1;
    } else if (c == 'n') {
      st.lame = true;
    } else if (c == 'i') {
      st.initial = true;
    } else if (in(kVerticals, c) || in(kHorizontals, c)) {
      const char d = i + 1 < b.size() ? b[i + 1] : 0;
      if (d != 0 && (d == c || (in(kVerticals, c) && in(kHorizontals, d)) ||
                     (in(kHorizontals, c) && in(kVerticals, d)))) {
        st.dirs.push_back(std::string{c, d});
        r.kept += c;
        r.kept += d;
        ++i;
        st.any = true;
        continue;
      }
      st.dirs.push_back(std::string(2, c));
    } else if (!leaps_of(c).empty()) {
      r.kept += c;
      st.rider = c == 'R' || c == 'B' || c == 'Q';
      if (i + 1 < b.size() && (std::isdigit(static_cast<unsigned char>(b[i + 1])) || b[i + 1] == c)) {
        st.rider = true;
        if (b[i + 1] != c) st.distance = b[i + 1] - '0';
        r.kept += b[++i];
      }
      add_atom(r, st, c, i);
      continue;
    } else {
      if (c != 'e') r.notes.push_back({FsfNote::Kind::Skipped, i, std::string(1, c)});
      if (c == 'e') r.kept += c;
      continue;
    }
    st.any = true;
    r.kept += c;
  }
  if (st.any) r.notes.push_back({FsfNote::Kind::Dangling, st.start, std::string(b.substr(st.start))});
  for (auto& n : fsf_move_notes(r)) r.notes.push_back(std::move(n));
  return r;
}

}  // namespace vchess::lint
