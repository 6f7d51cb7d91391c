// libFuzzer target: along a biased random Waterloo game, the fast generator and the reference
// generator (which plays the same game on its own board) offer the same moves, write the same
// FEN and agree on check; making then unmaking each move restores the position and its key, and
// the incremental key equals the key of the position rebuilt from the set-up at every ply (the
// properties check it after every move too: rebuilding costs as much as the reference).
//
// Input: bytes 0-7 (little endian) are the seed of the start (start_setup in
// properties/waterloo_random_play.h: the start position, with 1-24 random non-royal pieces
// taken off for 24 seeds in 41; seed 0 is the plain start); each further byte picks the move
// played at that ply (choose() there: low three bits a class of moves - recapture, capture,
// pawn/promotion/en passant, part move, merge, check, castling/forward, any - the high five bits
// one of them). On a difference it prints the FEN, the path, the missing and extra moves, then
// traps.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "reference/waterloo/reference_waterloo.h"
#include "waterloo_random_play.h"

namespace {

namespace wp = vchess::waterloo_play;
using wp::Move;
using wp::MoveList;
using wp::Position;

struct Game {
  std::uint64_t seed;
  std::span<const std::uint8_t> path;
  std::vector<std::string> played;  // the moves made so far, as text
};

[[noreturn]] void fail(const Game& g, const std::string& fen, const std::string& what) {
  std::fprintf(stderr,
               "fuzz_waterloo_differential: %s\nseed %llu [%s]\nFEN %s\npath:", what.c_str(),
               static_cast<unsigned long long>(g.seed), wp::fen_of(wp::start_setup(g.seed)).c_str(),
               fen.c_str());
  for (const std::string& m : g.played) std::fprintf(stderr, " %s", m.c_str());
  std::fprintf(stderr, "\n");
  __builtin_trap();
}

std::string listed(const std::set<std::string>& a, const std::set<std::string>& minus) {
  std::string s;
  for (const std::string& m : a)
    if (!minus.count(m)) s += ' ' + m;
  return s.empty() ? " (none)" : s;
}

void compare(const Game& g, const Position& pos, const MoveList& ml,
             const ref_waterloo::Board& ref) {
  const std::string fen = wp::fen_of(pos);
  if (fen != ref.fen()) fail(g, fen, "states differ; the reference has " + ref.fen());
  std::set<std::string> fast, expected;
  for (Move m : ml) fast.insert(vchess::waterloo::move_text(m));
  const std::vector<std::string> ref_moves = ref.legal_moves();
  for (const std::string& m : ref_moves) expected.insert(m);
  if (fast.size() != std::size_t(ml.size)) fail(g, fen, "duplicate fast moves");
  if (expected.size() != ref_moves.size()) fail(g, fen, "duplicate reference moves");
  if (fast != expected)
    fail(g, fen,
         "move sets differ; missing:" + listed(expected, fast) +
             "; extra:" + listed(fast, expected));
  if (ref.in_check() != pos.in_check())
    fail(g, fen,
         std::string("check differs; the reference says ") +
             (ref.in_check() ? "check" : "no check"));
}

// The key of the position rebuilt from p's set-up (from_setup must accept it).
std::uint64_t rebuilt_key(const Game& g, const Position& p) {
  const auto q = Position::from_setup(p.to_setup());
  if (!q)
    fail(g, wp::fen_of(p), std::string("from_setup refuses the position: ") + q.error().what());
  return q->key();
}

void check_do_undo(const Game& g, const Position& pos, const MoveList& ml) {
  if (pos.key() != rebuilt_key(g, pos))
    fail(g, wp::fen_of(pos), "key differs from the key of the position rebuilt from the set-up");
  Position p = pos;
  for (Move m : ml) {
    p.do_move(m);
    p.undo_move(m);
    if (!(p == pos) || p.key() != pos.key())
      fail(g, wp::fen_of(pos),
           "do/undo of " + vchess::waterloo::move_text(m) + " gives " + wp::fen_of(p));
  }
}

void run(Game& g) {
  ref_waterloo::Board ref(wp::fen_of(wp::start_setup(g.seed)));
  const std::size_t n = std::min(g.path.size(), wp::kMaxWalk);
  int last_capture_to = -1;
  wp::walk(g.seed, g.path, [&](const Position& pos, const MoveList& ml, std::size_t ply) {
    compare(g, pos, ml, ref);
    check_do_undo(g, pos, ml);
    if (ply < n && ml.size > 0) {
      Position p = pos;
      const Move m = wp::choose(p, ml, g.path[ply], last_capture_to);
      last_capture_to = wp::capture_landing(pos, m);
      g.played.push_back(vchess::waterloo::move_text(m));
      try {
        ref.play(g.played.back());
      } catch (const ref_waterloo::Error& e) {
        fail(g, wp::fen_of(pos), std::string("the reference refuses the move: ") + e.what());
      }
    }
    return true;
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 8) return 0;
  std::uint64_t seed = 0;
  for (int i = 7; i >= 0; --i) seed = seed << 8 | data[i];
  Game g{seed, std::span<const std::uint8_t>(data + 8, size - 8), {}};
  run(g);
  return 0;
}
