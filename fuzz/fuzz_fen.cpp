// libFuzzer target, chess family: any text is refused with a typed error or reads as a position
// that round-trips through its FEN and behaves alike one ply deep; after a newline, a move text
// is refused or parses back (harness/fuzz_text.h). Tried on the 8x8 and 10x8 boards.
#include "harness/fuzz_text.h"

using Fams = vchess::games::Families<vchess::games::FamilyId::Chess64,
                                     vchess::games::FamilyId::Chess10x8>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return vchess::harness::fuzz_text<Fams>({"chess", "capablanca"}, data, size);
}
