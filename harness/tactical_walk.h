// Tactical random play, for any Game: walks biased toward checking moves that keep only the
// positions where a shortcut of the fast path decides (in check, a pinned piece, an en passant
// capture, a checking drop), and the property that the fast path and the reference agree on
// each kept position in lock step (harness/fuzz_position.h's checks). Uniform play reaches such
// positions rarely and then passes them; here each walk stops once it has kept a few.
//
// The features are read through the Game concept and the position text only, so that a new
// family (or the fast generic generator) is covered without code of its own:
//   check          g.in_check;
//   en passant     a capture whose text names the square of the text's fourth field;
//   checking drop  a legal move whose text has '@' or '*' and after which the mover is in check;
//   pin            a piece of the mover whose removal from the placement leaves the mover in
//                  check (the mover's case is the one of the square a legal move empties).
#pragma once
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "harness/fuzz_position.h"
#include "harness/rc_walk.h"

namespace vchess::harness {

enum class Tactic { None, Check, EnPassant, CheckingDrop, Pin };
inline constexpr std::array<const char*, 5> kTacticNames = {"none", "check", "en passant",
                                                            "checking drop", "pin"};

// The placement field cut into squares ("" empty), rank by rank as written; empty when a
// character is not understood (then no pin is looked for).
struct BoardText {
  std::vector<std::vector<std::string>> rows;
  std::size_t end = 0;  // where the placement ends in the text ('[' or ' ')
};

inline std::optional<BoardText> read_placement(std::string_view text) {
  BoardText p;
  p.rows.emplace_back();
  std::size_t i = 0;
  for (; i < text.size() && text[i] != ' ' && text[i] != '['; ++i) {
    const char c = text[i];
    auto& row = p.rows.back();
    if (c == '/') {
      p.rows.emplace_back();
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = 0;
      for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i)
        n = n * 10 + (text[i] - '0');
      --i;
      row.insert(row.end(), std::size_t(n), std::string());
    } else if (c == '(') {
      const std::size_t close = text.find(')', i);
      if (close == std::string_view::npos) return std::nullopt;
      row.emplace_back(text.substr(i, close - i + 1));
      i = close;
    } else if (c == '+' && i + 1 < text.size() &&
               std::isalpha(static_cast<unsigned char>(text[i + 1]))) {
      row.emplace_back(text.substr(i, 2));
      ++i;
    } else if (std::isalpha(static_cast<unsigned char>(c))) {
      row.emplace_back(1, c);
      if (i + 1 < text.size() && text[i + 1] == '~') row.back() += text[++i];
    } else {
      return std::nullopt;
    }
  }
  p.end = i;
  return p;
}

inline std::string write_placement(const BoardText& p) {
  std::string out;
  for (std::size_t r = 0; r < p.rows.size(); ++r) {
    append_rank(out, p.rows[r]);
    if (r + 1 < p.rows.size()) out += '/';
  }
  return out;
}

// 1 upper case (White, Sente), 0 lower case, -1 empty.
inline int token_case(const std::string& t) {
  for (char c : t)
    if (std::isalpha(static_cast<unsigned char>(c)))
      return std::isupper(static_cast<unsigned char>(c)) ? 1 : 0;
  return -1;
}

// The case of the side to move: that of a square which a legal move leaves empty.
template <games::Game A>
int mover_case(const A& g, typename A::Position& pos, const typename A::MoveList& ml,
               const BoardText& before) {
  for (const auto m : ml) {
    g.do_move(pos, m);
    const auto after = read_placement(g.fen(pos));
    g.undo_move(pos, m);
    if (!after || after->rows.size() != before.rows.size()) return -1;
    for (std::size_t r = 0; r < before.rows.size(); ++r)
      for (std::size_t f = 0; f < before.rows[r].size() && f < after->rows[r].size(); ++f)
        if (!before.rows[r][f].empty() && after->rows[r][f].empty())
          return token_case(before.rows[r][f]);
  }
  return -1;
}

template <games::Game A>
bool has_pin(const A& g, typename A::Position& pos, const typename A::MoveList& ml,
             const std::string& text) {
  auto placement = read_placement(text);
  if (!placement) return false;
  const int mover = mover_case(g, pos, ml, *placement);
  if (mover < 0) return false;
  const std::string tail = text.substr(placement->end);
  for (auto& row : placement->rows)
    for (std::string& cell : row) {
      if (cell.empty() || token_case(cell) != mover) continue;
      const std::string kept = std::move(cell);
      cell.clear();
      const auto without = g.load(write_placement(*placement) + tail);
      cell = kept;
      if (without && g.in_check(*without)) return true;
    }
  return false;
}

inline int pieces(const BoardText& p) {
  int n = 0;
  for (const auto& row : p.rows)
    for (const std::string& c : row) n += !c.empty();
  return n;
}

// Whether m takes a piece: the board of `text` (pos's) holds fewer pieces after it.
template <games::Game A>
bool captures(const A& g, typename A::Position& pos, typename A::Move m, const std::string& text) {
  const auto before = read_placement(text);
  g.do_move(pos, m);
  const auto after = read_placement(g.fen(pos));
  g.undo_move(pos, m);
  return before && after && pieces(*after) < pieces(*before);
}

inline std::string_view field(std::string_view text, int n) {
  std::size_t at = 0;
  for (int i = 0; i < n; ++i) {
    at = text.find(' ', at);
    if (at == std::string_view::npos) return {};
    ++at;
  }
  return text.substr(at, text.find(' ', at) - at);
}

// The first feature of the position `text` (checks first: they are the richest), or None.
template <games::Game A>
Tactic tactic_of(const A& g, const std::string& text) {
  auto loaded = g.load(text);
  if (!loaded) return Tactic::None;
  auto& pos = *loaded;
  if (g.in_check(pos)) return Tactic::Check;
  auto ml = std::make_unique<typename A::MoveList>();
  g.legal(pos, *ml);
  const std::string_view ep = field(text, 3);
  if (ep.size() >= 2 && std::isalpha(static_cast<unsigned char>(ep[0])) &&
      std::isdigit(static_cast<unsigned char>(ep[1])))
    for (const auto m : *ml)  // a capture onto the (empty) en passant square
      if (g.text(pos, m).find(ep) != std::string::npos && captures(g, pos, m, text))
        return Tactic::EnPassant;
  for (const auto m : *ml) {
    const std::string t = g.text(pos, m);
    if (t.find_first_of("@*") != std::string::npos && gives_check(g, pos, m))
      return Tactic::CheckingDrop;
  }
  return has_pin(g, pos, *ml, text) ? Tactic::Pin : Tactic::None;
}

// A quarter of the plies play a checking move where there is one; the rest the family's policy.
template <class Inner>
struct TacticalPolicy {
  Inner inner;
  template <games::Game A>
  typename A::Position start(const A& g, std::uint64_t seed) const {
    return inner.start(g, seed);
  }
  template <games::Game A>
  typename A::Move choose(const A& g, typename A::Position& pos, const typename A::MoveList& ml,
                          std::uint8_t byte) {
    if ((byte & 3) == 0)
      if (auto m = pick_in_class(ml, byte, [&](auto mv) { return gives_check(g, pos, mv); }))
        return *m;
    return inner.choose(g, pos, ml, byte);
  }
};

template <class Fams>
struct TacticalWalk {
  Walk<Fams> walk;
};

template <class Fams>
rc::Gen<TacticalWalk<Fams>> gen_tactical(rc::Gen<Walk<Fams>> walks) {
  return rc::gen::map(std::move(walks),
                      [](Walk<Fams> w) { return TacticalWalk<Fams>{std::move(w)}; });
}

// What the walks kept, over one test.
struct TacticalTally {
  std::uint64_t seen = 0;
  std::array<std::uint64_t, 5> kept{};
  std::uint64_t compared() const { return kept[1] + kept[2] + kept[3] + kept[4]; }
};
inline TacticalTally& tactical_tally() {
  static TacticalTally t;
  return t;
}

// Calls f(text, tactic) on the kept positions of the walk, at most `keep` of them.
template <class Fams, class F>
void tactical_positions(const TacticalWalk<Fams>& tw, int keep, F&& f) {
  const Walk<Fams>& w = tw.walk;
  Fams::with_game(*w.variant, [&](const auto& g) {
    TacticalPolicy<std::decay_t<decltype(policy_for(g))>> policy{policy_for(g)};
    int kept = 0;
    walk(g, policy, w.seed, w.choices, w.choices.size(),
         [&](const auto& pos, const auto&, std::size_t, auto) {
           const std::string text = g.fen(pos);
           const Tactic t = tactic_of(g, text);
           ++tactical_tally().seen;
           ++tactical_tally().kept[std::size_t(t)];
           if (t != Tactic::None) {
             f(g, text, t);
             ++kept;
           }
           return kept < keep;
         });
  });
}

template <class Fams>
void showValue(const TacticalWalk<Fams>& tw, std::ostream& os) {
  const Walk<Fams>& w = tw.walk;
  os << w.variant->name << " seed " << w.seed << " kept:";
  tactical_positions(tw, 1 << 30, [&](const auto&, const std::string& text, Tactic t) {
    os << "\n  [" << kTacticNames[std::size_t(t)] << "] '" << text << "'";
  });
}

// The property's body: lock step to `depth` (1 over `deep_moves` moves) on each kept position.
template <class Fams>
void tactical_walk_agrees(const TacticalWalk<Fams>& tw, int keep, int depth, int deep_moves) {
  tactical_positions(tw, keep, [&](const auto& g, const std::string& text, Tactic t) {
    RC_TAG(kTacticNames[std::size_t(t)]);
    const PositionVariant pv{tw.walk.variant->name, depth, deep_moves};
    if (const Failure fail = position_text_failure(g, pv, text))
      RC_FAIL("[" + std::string(kTacticNames[std::size_t(t)]) + "] '" + text + "': " + *fail);
  });
}

inline void report_tactical_tally() {
  const TacticalTally& t = tactical_tally();
  std::printf("tactical walks: %llu positions seen, %llu kept (%.1f%%):",
              (unsigned long long)t.seen, (unsigned long long)t.compared(),
              t.seen ? 100.0 * double(t.compared()) / double(t.seen) : 0.0);
  for (std::size_t i = 1; i < t.kept.size(); ++i)
    std::printf(" %s %llu", kTacticNames[i], (unsigned long long)t.kept[i]);
  std::printf("\n");
}

}  // namespace vchess::harness

// Defines Google Test Suite.TacticalWalkFastEqualsReference over tactical walks drawn from
// Walks (an rc::Gen<harness::Walk<Fams>> expression), `Keep` positions a walk at most. A run
// that kept no position fails: it checked nothing.
#define HARNESS_TACTICAL_WALK_PROPERTY(Suite, Fams, Walks, Keep, Depth, DeepMoves, Percent) \
  TEST(Suite, TacticalWalkFastEqualsReference) {                                            \
    ::vchess::harness::check_share(                                                         \
        [] {                                                                                \
          const auto w = *::vchess::harness::gen_tactical<Fams>(Walks);                     \
          ::vchess::harness::tactical_walk_agrees(w, Keep, Depth, DeepMoves);               \
        },                                                                                  \
        Percent);                                                                           \
    ::vchess::harness::report_tactical_tally();                                             \
    EXPECT_GT(::vchess::harness::tactical_tally().compared(), 0u);                          \
  }
