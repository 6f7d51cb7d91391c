// libFuzzer target, waterloo: along a biased random game (harness/policies/waterloo.h) the fast
// path and the reference agree move for move (moves, FEN, check), do/undo restores position and
// key, the incremental key equals the rebuilt key, and the final position's moves agree
// (harness/fuzz.h). Input, as before the harness: bytes 0-7 (little endian) the seed of the
// start (0: the start position; for 24 seeds in 41 some non-royal pieces taken off), then one
// byte a ply (low three bits a class of moves - recapture, capture, pawn, part move, merge,
// check, castling/forward, any - the high five bits one of them), at most 40 plies: short games
// and no lock step below the end (the reference's attack test dominates) run 27 games a second
// under ASan instead of 1.5.
#include "harness/fuzz.h"

using Fams = vchess::games::Families<vchess::games::FamilyId::Waterloo>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const vchess::harness::FuzzLayout layout{
      .variants = {"waterloo"}, .variant_bytes = 0, .seed_bytes = 8, .max_plies = 40, .end_depth = 1};
  return vchess::harness::fuzz_differential<Fams>(layout, data, size);
}
