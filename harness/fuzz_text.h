// The text fuzz body, for any family: any input is either refused with a typed error or reads
// as a position whose own text reads back to the same position, which behaves the same one ply
// deep (same moves, same text after each). After a first newline, the rest is a move text: it
// is refused, or it names a legal move whose canonical text parses back to it. Never a crash,
// a hang or a sanitizer report.
#pragma once
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "games/registry.h"
#include "harness/checks.h"

namespace vchess::harness {

[[noreturn]] inline void text_fail(std::string_view variant, std::string_view input,
                                   const std::string& what) {
  std::fprintf(stderr, "fuzz: %s\nvariant %.*s, input '%.*s'\n", what.c_str(),
               int(variant.size()), variant.data(), int(input.size()), input.data());
  __builtin_trap();
}

// The position read back from pos's own text offers the same moves, and reaches the same text
// after each of them.
template <games::Game A>
Failure check_reload_behaves_alike(const A& g, const typename A::Position& pos) {
  auto q = g.load(g.fen(pos));
  if (!q) return "own text " + g.fen(pos) + " refused: " + q.error().what();
  typename A::Position p = pos;
  typename A::MoveList mp, mq;
  g.legal(p, mp);
  g.legal(*q, mq);
  if (mp.size != mq.size) return "the reread " + g.fen(pos) + " has other moves";
  for (int i = 0; i < int(mp.size); ++i) {
    const auto a = *(mp.begin() + i), b = *(mq.begin() + i);
    if (!(a == b)) return "the reread " + g.fen(pos) + " has other moves";
    g.do_move(p, a);
    g.do_move(*q, b);
    const std::string x = g.fen(p), y = g.fen(*q);
    g.undo_move(p, a);
    g.undo_move(*q, b);
    if (x != y) return "after " + g.text(pos, a) + ": " + x + " but from the reread " + y;
  }
  return std::nullopt;
}

// A move text is refused, or names a legal move whose canonical text parses back to it.
template <games::Game A>
Failure check_move_text(const A& g, typename A::Position& pos, std::string_view text) {
  auto m = g.parse(pos, text);
  if (!m) return std::nullopt;
  typename A::MoveList ml;
  g.legal(pos, ml);
  bool legal = false;
  for (const auto x : ml) legal = legal || x == *m;
  if (!legal) return "'" + std::string(text) + "' parses to a move not among the legal ones";
  auto back = g.parse(pos, g.text(pos, *m));
  if (!back || !(*back == *m)) return "'" + g.text(pos, *m) + "' does not parse back";
  return std::nullopt;
}

// LLVMFuzzerTestOneInput's body: the same text is tried on each of `variants` (of Fams).
template <class Fams>
int fuzz_text(const std::vector<std::string_view>& variants, const std::uint8_t* data,
              std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t nl = input.find('\n');
  const std::string_view position = input.substr(0, nl);
  const std::string_view move = nl == input.npos ? std::string_view() : input.substr(nl + 1);
  for (const std::string_view name : variants) {
    Fams::with_game(*games::find_variant(name), [&](const auto& g) {
      auto pos = g.load(position);
      if (!pos) return;
      for (const Failure& f : {check_fen_round_trip(g, *pos), check_key(g, *pos),
                               check_reload_behaves_alike(g, *pos)})
        if (f) text_fail(name, input, *f);
      if (!move.empty())
        if (const Failure f = check_move_text(g, *pos, move)) text_fail(name, input, *f);
    });
  }
  return 0;
}

}  // namespace vchess::harness
