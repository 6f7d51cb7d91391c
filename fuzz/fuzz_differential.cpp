// libFuzzer target, chess family: along a short game the fast path and the reference agree move
// for move, do/undo restores position and key, and the trees agree in lock step at the end
// (harness/fuzz.h). Input: byte 0 the variant, bytes 1-2 the start array, one byte a move.
#include "harness/fuzz.h"

using Fams = vchess::games::Families<vchess::games::FamilyId::Chess64,
                                     vchess::games::FamilyId::Chess10x8>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const vchess::harness::FuzzLayout layout{
      .variants = {"chess", "chess960", "capablanca", "gothic", "crc"}};
  return vchess::harness::fuzz_differential<Fams>(layout, data, size);
}
