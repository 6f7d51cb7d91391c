// libFuzzer target: along a biased random UC-24 game, the fast generator and the reference
// generator (which plays the same game on its own board) offer the same turns and write the
// same FEN; making then unmaking each turn restores the position and its hash, and the
// incremental key equals the computed one.
//
// Input: bytes 0-7 (little endian) are the seed of the start (start_setup in
// properties/uc24_random_play.h: random_setup(seed), plus drop rights when the top bit is set);
// each further byte picks the turn played at that ply (choose() there: low three bits a class
// of turns - recapture, capture, drop, pawn/promotion, any - the high five bits one of them).
// On a difference it prints the FEN, the path, the missing and extra turns, then traps.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "reference/uc24/reference_uc24.h"
#include "uc24_random_play.h"

namespace {

namespace up = vchess::uc24_play;
using up::Move;
using up::MoveList;
using up::Position;

struct Game {
  std::uint64_t seed;
  std::span<const std::uint8_t> path;
  std::vector<std::string> played;  // the turns made so far, as text
};

[[noreturn]] void fail(const Game& g, const std::string& fen, const std::string& what) {
  std::fprintf(stderr, "fuzz_uc24_differential: %s\nseed %llu [%s]\nFEN %s\npath:", what.c_str(),
               static_cast<unsigned long long>(g.seed),
               vchess::uc24::to_fen(up::start_setup(g.seed)).c_str(), fen.c_str());
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

void compare(const Game& g, const Position& pos, const MoveList& ml, const ref_uc24::Board& ref) {
  const std::string fen = up::fen_of(pos);
  if (fen != ref.fen()) fail(g, fen, "states differ; the reference has " + ref.fen());
  std::set<std::string> fast, expected;
  for (Move m : ml) fast.insert(vchess::uc24::move_text(pos, m));
  const std::vector<std::string> ref_moves = ref.legal_moves();
  for (const std::string& m : ref_moves) expected.insert(m);
  if (fast.size() != std::size_t(ml.size)) fail(g, fen, "duplicate fast turns");
  if (expected.size() != ref_moves.size()) fail(g, fen, "duplicate reference turns");
  if (fast != expected)
    fail(g, fen,
         "turn sets differ; missing:" + listed(expected, fast) +
             "; extra:" + listed(fast, expected));
}

void check_do_undo(const Game& g, const Position& pos, const MoveList& ml) {
  if (pos.key() != pos.compute_key()) fail(g, up::fen_of(pos), "key differs from compute_key()");
  Position p = pos;
  for (Move m : ml) {
    p.do_move(m);
    if (p.key() != p.compute_key())
      fail(g, up::fen_of(pos),
           "after " + vchess::uc24::move_text(pos, m) + " the key differs from compute_key()");
    p.undo_move(m);
    if (!(p == pos) || p.key() != pos.key())
      fail(g, up::fen_of(pos),
           "do/undo of " + vchess::uc24::move_text(pos, m) + " gives " + up::fen_of(p));
  }
}

void run(Game& g) {
  ref_uc24::Board ref(vchess::uc24::to_fen(up::start_setup(g.seed)));
  const std::size_t n = std::min(g.path.size(), up::kMaxWalk);
  int last_capture_to = -1;
  up::walk(g.seed, g.path, [&](const Position& pos, const MoveList& ml, std::size_t ply) {
    compare(g, pos, ml, ref);
    check_do_undo(g, pos, ml);
    if (ply < n && ml.size > 0) {
      const Move m = up::choose(pos, ml, g.path[ply], last_capture_to);
      last_capture_to = up::capture_landing(pos, m);
      g.played.push_back(vchess::uc24::move_text(pos, m));
      try {
        ref.play(g.played.back());
      } catch (const ref_uc24::Error& e) {
        fail(g, up::fen_of(pos), std::string("the reference refuses the turn: ") + e.what());
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
