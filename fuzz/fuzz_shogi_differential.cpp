// libFuzzer target, shogi family (9x9 shogi, 15x15 Dai Seireigi): along a short biased game the
// fast path and the reference agree move for move, do/undo restores position and key, and the
// trees agree in lock step at the end (harness/fuzz.h).
//
// Input: byte 0 picks the game (`% 2`: 0 shogi, 1 Dai Seireigi; both have one start, so no seed
// bytes follow); each further byte picks the move played at that ply (harness/policies/shogi.h:
// low three bits a class of moves - recapture, capture of a promoted piece, capture, drop,
// promotion, check, any - the high five bits one of them). Games stop after 40 plies on 9x9 and
// 16 on 15x15 (short games: many more of them per second). On 15x15 the lock step at the end
// stays at the root: with full hands a position has thousands of drops, and comparing the
// reference below each of them takes seconds.
#include "harness/fuzz.h"

using Fams =
    vchess::games::Families<vchess::games::FamilyId::Shogi9, vchess::games::FamilyId::Shogi15>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using vchess::harness::FuzzLayout;
  static const FuzzLayout shogi{
      .variants = {"shogi", "dai-seireigi"}, .seed_bytes = 0, .max_plies = 40, .end_depth = 2};
  static const FuzzLayout dai{
      .variants = {"shogi", "dai-seireigi"}, .seed_bytes = 0, .max_plies = 16, .end_depth = 1};
  const bool big = size > 0 && data[0] % 2 == 1;  // the variant byte of both layouts
  return vchess::harness::fuzz_differential<Fams>(big ? dai : shogi, data, size);
}
