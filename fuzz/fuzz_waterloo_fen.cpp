// libFuzzer target: any text either is refused cleanly by the Waterloo parse_fen / from_setup,
// or round-trips: the position's own FEN reads back to an equal position with the same FEN and
// key, which offers the same moves and reaches the same FEN after each of them. It must never
// crash, hang or trip ASan / UBSan.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "waterloo/movegen.h"
#include "waterloo/notation.h"

namespace {

using namespace vchess::waterloo;

[[noreturn]] void fail(std::string_view input, const std::string& fen, const std::string& what) {
  std::fprintf(stderr, "fuzz_waterloo_fen: %s\ninput: '%.*s'\nto_fen: '%s'\n", what.c_str(),
               int(input.size()), input.data(), fen.c_str());
  __builtin_trap();
}

void same_one_ply_deep(std::string_view input, const std::string& fen, Position p, Position q) {
  MoveList mp, mq;
  generate_legal(p, mp);
  generate_legal(q, mq);
  if (mp.size != mq.size) fail(input, fen, "reparsed position has other moves");
  for (int i = 0; i < mp.size; ++i) {
    if (!(mp.moves[i] == mq.moves[i])) fail(input, fen, "reparsed position has other moves");
    p.do_move(mp.moves[i]);
    q.do_move(mq.moves[i]);
    const std::string a = to_fen(p.to_setup()), b = to_fen(q.to_setup());
    if (a != b)
      fail(input, fen,
           "after " + move_text(mp.moves[i]) + ": '" + a + "' but reparsed '" + b + "'");
    p.undo_move(mp.moves[i]);
    q.undo_move(mq.moves[i]);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto setup = parse_fen(input);
  if (!setup) return 0;
  const auto pos = Position::from_setup(*setup);
  if (!pos) return 0;
  const std::string fen = to_fen(pos->to_setup());
  const auto setup2 = parse_fen(fen);
  if (!setup2) fail(input, fen, "own FEN refused: " + setup2.error().what());
  const auto pos2 = Position::from_setup(*setup2);
  if (!pos2) fail(input, fen, "own FEN refused: " + pos2.error().what());
  if (to_fen(pos2->to_setup()) != fen) fail(input, fen, "reparsed FEN differs");
  if (!(*pos2 == *pos) || pos2->key() != pos->key()) fail(input, fen, "reparsed position differs");
  same_one_ply_deep(input, fen, *pos, *pos2);
  return 0;
}
