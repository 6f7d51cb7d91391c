// libFuzzer target, chess family: the bytes decode to an arbitrary position of chess, chess960,
// Capablanca, Gothic or CRC (harness/positions/chess.h); the fast path refuses it with a typed
// error, or reads it and then agrees with the reference on its moves at depth 1 and, where it has
// at most 80 moves, in lock step at depth 2, and make/unmake and the keys hold
// (harness/fuzz_position.h).
#include "harness/positions/chess.h"

using Fams =
    vchess::games::Families<vchess::games::FamilyId::Chess64, vchess::games::FamilyId::Chess10x8>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return vchess::harness::fuzz_position<Fams>({{"chess", 2, 80},
                                               {"chess960", 2, 80},
                                               {"capablanca", 2, 80},
                                               {"gothic", 2, 80},
                                               {"crc", 2, 80}},
                                              data, size);
}
