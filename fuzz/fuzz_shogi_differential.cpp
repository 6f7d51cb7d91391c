// libFuzzer target: along a biased random shogi-family game (9x9 shogi or 15x15 Dai Seireigi),
// the fast generator and the reference generator (which plays the same game on its own board)
// offer the same moves and write the same position text; making then unmaking each move
// restores the position, its hash and its move number, and the incremental key equals the
// computed one.
//
// Input: byte 0 picks the game (`% 2`: 0 shogi, 1 Dai Seireigi); each further byte picks the
// move played at that ply (choose() in properties/shogi_random_play.h: low three bits a class
// of moves - recapture, capture of a promoted piece, capture, drop, promotion, check, any - the
// high five bits one of them). On a difference it prints the position, the path, the missing
// and extra moves, then traps.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "reference/shogi/reference_shogi.h"
#include "shogi_random_play.h"

namespace {

namespace sp = vchess::shogi_play;
using sp::Move;
using sp::MoveList;
using sp::Position;

struct Game {
  int game;  // 0 shogi, 1 Dai Seireigi
  std::span<const std::uint8_t> path;
  std::vector<std::string> played;  // the moves made so far, as text
};

[[noreturn]] void fail(const Game& g, const std::string& text, const std::string& what) {
  std::fprintf(stderr, "fuzz_shogi_differential: %s\ngame %s\nposition %s\npath:", what.c_str(),
               g.game ? "dai-seireigi" : "shogi", text.c_str());
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
void compare(const Game& g, const Position<G>& pos, const MoveList<G>& ml,
             const ref_shogi::Board& ref) {
  const std::string text = sp::text_of(pos);
  if (text != ref.sfen()) fail(g, text, "states differ; the reference has " + ref.sfen());
  std::set<std::string> fast, expected;
  for (Move m : ml) fast.insert(vchess::shogi::move_text<G>(m));
  const std::vector<std::string> ref_moves = ref.legal_moves();
  for (const std::string& m : ref_moves) expected.insert(m);
  if (fast.size() != std::size_t(ml.size)) fail(g, text, "duplicate fast moves");
  if (expected.size() != ref_moves.size()) fail(g, text, "duplicate reference moves");
  if (fast != expected)
    fail(g, text,
         "move sets differ; missing:" + listed(expected, fast) + "; extra:" + listed(fast, expected));
  if (pos.in_check() != ref.in_check())
    fail(g, text, std::string("the reference says the side to move is ") +
                      (ref.in_check() ? "" : "not ") + "in check");
}

template <class G>
void check_do_undo(const Game& g, const Position<G>& pos, const MoveList<G>& ml) {
  if (pos.key() != pos.compute_key()) fail(g, sp::text_of(pos), "key differs from compute_key()");
  Position<G> p = pos;
  for (Move m : ml) {
    p.do_move(m);
    if (p.key() != p.compute_key())
      fail(g, sp::text_of(pos),
           "after " + vchess::shogi::move_text<G>(m) + " the key differs from compute_key()");
    p.undo_move(m);
    if (!(p == pos) || p.key() != pos.key() || p.move_number() != pos.move_number())
      fail(g, sp::text_of(pos),
           "do/undo of " + vchess::shogi::move_text<G>(m) + " gives " + sp::text_of(p));
  }
}

template <class G>
void run(Game& g) {
  ref_shogi::Board ref(sp::spec<G>().start, G::kFiles == 9 ? ref_shogi::Game::Shogi
                                                           : ref_shogi::Game::DaiSeireigi);
  const std::size_t n = std::min(g.path.size(), sp::kMaxWalk);
  int last_capture_to = -1;
  sp::walk<G>(g.path, [&](const Position<G>& pos, const MoveList<G>& ml, std::size_t ply) {
    compare(g, pos, ml, ref);
    check_do_undo(g, pos, ml);
    if (ply < n && ml.size > 0) {
      const Move m = sp::choose(pos, ml, g.path[ply], last_capture_to);
      last_capture_to = sp::capture_landing(pos, m);
      g.played.push_back(vchess::shogi::move_text<G>(m));
      try {
        ref.play(g.played.back());
      } catch (const ref_shogi::Error& e) {
        fail(g, sp::text_of(pos), std::string("the reference refuses the move: ") + e.what());
      }
    }
    return true;
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  Game g{data[0] % sp::kGames, std::span<const std::uint8_t>(data + 1, size - 1), {}};
  sp::with_game(g.game, [&]<class G>() { run<G>(g); });
  return 0;
}
