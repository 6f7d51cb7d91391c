// libFuzzer target: any text either is refused cleanly by parse_fen / from_setup, or
// round-trips: to_fen(parse(to_fen(p))) == to_fen(p), and the reparsed position equals p and
// behaves like it one ply deep (same moves, same FEN after each), which also catches state the
// FEN does not show (e.g. which rook squares cancel a castling right).
// Tried on the 8x8 board (chess) and the 10x8 board (Capablanca). It must never crash, hang or
// trip ASan / UBSan.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "chess/notation.h"
#include "chess/variant.h"

namespace {

using namespace vchess::chess;

[[noreturn]] void fail(std::string_view input, const std::string& fen, const std::string& what) {
  std::fprintf(stderr, "fuzz_fen: %s\ninput: '%.*s'\nto_fen: '%s'\n", what.c_str(),
               int(input.size()), input.data(), fen.c_str());
  __builtin_trap();
}

// The reparsed q must offer the moves p offers and reach the same FEN after each of them.
template <class G>
void same_one_ply_deep(std::string_view input, const std::string& fen, Position<G> p,
                       Position<G> q) {
  MoveList mp, mq;
  generate_legal(p, mp);
  generate_legal(q, mq);
  if (mp.size != mq.size) fail(input, fen, "reparsed position has other moves");
  for (int i = 0; i < mp.size; ++i) {
    if (mp.moves[i] != mq.moves[i]) fail(input, fen, "reparsed position has other moves");
    p.do_move(mp.moves[i]);
    q.do_move(mq.moves[i]);
    const std::string a = to_fen(p.to_setup()), b = to_fen(q.to_setup());
    if (a != b)
      fail(input, fen,
           "after " + move_text<G>(mp.moves[i]) + ": '" + a + "' but reparsed '" + b + "'");
    p.undo_move(mp.moves[i]);
    q.undo_move(mq.moves[i]);
  }
}

template <class G>
void round_trip(std::string_view input, const VariantSpec& v) {
  const auto setup = parse_fen(input, G::kFiles, G::kRanks);
  if (!setup) return;
  const auto pos = Position<G>::from_setup(*setup, v.promotion_types());
  if (!pos) return;
  const std::string fen = to_fen(pos->to_setup());
  if (pos->key() != pos->compute_key()) fail(input, fen, "key differs from compute_key()");
  const auto setup2 = parse_fen(fen, G::kFiles, G::kRanks);
  if (!setup2) fail(input, fen, "own FEN refused: " + setup2.error().what());
  const auto pos2 = Position<G>::from_setup(*setup2, v.promotion_types());
  if (!pos2) fail(input, fen, "own FEN refused: " + pos2.error().what());
  const std::string fen2 = to_fen(pos2->to_setup());
  if (fen2 != fen) fail(input, fen, "reparsed FEN differs: '" + fen2 + "'");
  if (*pos2 != *pos) fail(input, fen, "reparsed position differs");
  same_one_ply_deep(input, fen, *pos, *pos2);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  round_trip<vchess::Board8x8>(input, *find_variant("chess"));
  round_trip<vchess::Board10x8>(input, *find_variant("capablanca"));
  return 0;
}
