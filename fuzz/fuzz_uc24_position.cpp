// libFuzzer target, UC-24: the bytes decode to an arbitrary UC-24 position with reserves, drop
// rights and a pending exchange (harness/positions/uc24.h); the fast path refuses it with a
// typed error, or reads it and then agrees with the reference on its turns (drops included) at
// depth 1 and, where it has at most 24 turns, in lock step at depth 2 (the reference generates
// compound turns slowly), and make/unmake and the keys hold (harness/fuzz_position.h).
#include "harness/positions/uc24.h"

using Fams = vchess::games::Families<vchess::games::FamilyId::Uc24>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return vchess::harness::fuzz_position<Fams>({{"uc24", 2, 24}}, data, size);
}
