// libFuzzer target: along a random game, the fast generator and the reference generator offer
// the same moves, and making then unmaking each move restores the position and its hash.
//
// Input: byte 0 picks the variant, bytes 1-2 (little endian) the start array, and each further
// byte the move played at that ply (index modulo the number of legal moves). On a difference it
// prints the variant, the FEN, the path and the missing / extra moves, then traps.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "random_play_core.h"
#include "reference/chess/reference_chess.h"

namespace {

using namespace vchess::chess;
namespace rp = vchess::random_play;

struct Game {
  const VariantSpec* spec;
  std::uint32_t start;
  std::span<const std::uint8_t> path;
  std::vector<std::string> played;  // the moves made so far, as text
};

[[noreturn]] void fail(const Game& g, const std::string& fen, const std::string& what) {
  std::fprintf(stderr,
               "fuzz_differential: %s\nvariant %s, start %u [%s]\nFEN %s\npath:", what.c_str(),
               std::string(g.spec->name).c_str(), g.start, rp::start_fen(*g.spec, g.start).c_str(),
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

template <class G>
void compare_moves(const Game& g, const Position<G>& pos, const MoveList& ml,
                   const ref_chess::Board& ref) {
  std::set<std::string> fast, expected;
  for (Move m : ml) fast.insert(move_text<G>(m));
  for (const std::string& m : ref.legal_moves()) expected.insert(m);
  if (fast.size() != std::size_t(ml.size)) fail(g, rp::fen_of(pos), "duplicate fast moves");
  if (fast != expected)
    fail(g, rp::fen_of(pos),
         "move sets differ; missing:" + listed(expected, fast) +
             "; extra:" + listed(fast, expected));
}

template <class G>
void check_do_undo(const Game& g, const Position<G>& pos, const MoveList& ml) {
  if (pos.key() != pos.compute_key()) fail(g, rp::fen_of(pos), "key differs from compute_key()");
  Position<G> p = pos;
  for (Move m : ml) {
    p.do_move(m);
    p.undo_move(m);
    if (p != pos || p.key() != pos.key())
      fail(g, rp::fen_of(pos), "do/undo of " + move_text<G>(m) + " gives " + rp::fen_of(p));
  }
}

template <class G>
void run(Game& g) {
  ref_chess::Board ref(rp::start_fen(*g.spec, g.start), G::kFiles);
  const std::size_t n = std::min(g.path.size(), rp::kMaxWalk);
  rp::walk<G>(*g.spec, g.start, g.path,
              [&](const Position<G>& pos, const MoveList& ml, std::size_t ply) {
                compare_moves(g, pos, ml, ref);
                check_do_undo(g, pos, ml);
                if (ply < n && ml.size > 0) {
                  g.played.push_back(move_text<G>(ml.moves[g.path[ply] % ml.size]));
                  ref.play(g.played.back());
                }
                return true;
              });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  Game g{&kVariants[data[0] % kVariants.size()],
         std::uint32_t(data[1] | data[2] << 8),
         std::span<const std::uint8_t>(data + 3, size - 3),
         {}};
  g.start %= rp::start_count(*g.spec);
  with_geometry(*g.spec, [&]<class G>() { run<G>(g); });
  return 0;
}
