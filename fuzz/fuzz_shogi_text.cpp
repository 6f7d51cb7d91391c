// libFuzzer target, shogi family: any text is refused with a typed error or reads as an SFEN
// that round-trips and behaves alike one ply deep; after a newline, a USI move text is refused
// or parses back (harness/fuzz_text.h). Tried on 9x9 shogi and 15x15 Dai Seireigi.
#include "harness/fuzz_text.h"

using Fams = vchess::games::Families<vchess::games::FamilyId::Shogi9,
                                     vchess::games::FamilyId::Shogi15>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return vchess::harness::fuzz_text<Fams>({"shogi", "dai-seireigi"}, data, size);
}
