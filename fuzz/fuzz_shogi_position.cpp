// libFuzzer target, shogi family: the bytes decode to an arbitrary position of 9x9 shogi or
// 15x15 Dai Seireigi with hands and promoted pieces (harness/positions/shogi.h); the fast path
// refuses it with a typed error, or reads it and then agrees with the reference on its moves at
// depth 1 and in lock step (depth 2 on shogi where it has at most 100 moves, drops included;
// depth 1 on Dai Seireigi; to keep each input fast), and make/unmake and the keys hold
// (harness/fuzz_position.h).
#include "harness/positions/shogi.h"

using Fams =
    vchess::games::Families<vchess::games::FamilyId::Shogi9, vchess::games::FamilyId::Shogi15>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return vchess::harness::fuzz_position<Fams>({{"shogi", 2, 100}, {"dai-seireigi", 1}}, data, size);
}
