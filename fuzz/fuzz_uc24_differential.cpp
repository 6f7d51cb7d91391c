// libFuzzer target, uc24: along a biased random game the fast path and the reference (playing
// the same game on its own board) offer the same turns and write the same FEN, do/undo restores
// position and key, the incremental key equals the rebuilt one, and the trees agree in lock
// step at the end (harness/fuzz.h).
//
// Input (as before the harness): bytes 0-7 (little endian) the seed of the start (Uc24Policy in
// harness/policies/uc24.h: random_setup(seed), plus drop rights when the top bit is set); each
// further byte picks the turn played at that ply (low three bits a class of turns - recapture,
// capture, drop, pawn/promotion, any - the high five bits one of them), up to 40 turns (short games: many more of them per second), then the trees in lock step to
// depth 2.
#include "harness/fuzz.h"

using Fams = vchess::games::Families<vchess::games::FamilyId::Uc24>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const vchess::harness::FuzzLayout layout{
      .variants = {"uc24"}, .variant_bytes = 0, .seed_bytes = 8, .max_plies = 40};
  return vchess::harness::fuzz_differential<Fams>(layout, data, size);
}
