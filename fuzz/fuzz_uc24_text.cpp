// libFuzzer target, UC-24: any text is refused with a typed error or reads as a position that
// round-trips through its FEN and behaves alike one ply deep; after a newline, a move text
// (drops, promotions) is refused or parses back (harness/fuzz_text.h).
#include "harness/fuzz_text.h"

using Fams = vchess::games::Families<vchess::games::FamilyId::Uc24>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return vchess::harness::fuzz_text<Fams>({"uc24"}, data, size);
}
