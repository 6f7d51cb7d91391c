// libFuzzer target, Waterloo: the bytes decode to an arbitrary Waterloo position with compounds,
// up to the 30-piece limit (and past it when raw), castling rights, en passant and promoted-pawn
// counts (harness/positions/waterloo.h); the fast path refuses it with a typed error, or reads it
// and then agrees with the reference on its moves at depth 1 and, where it has at most 40 moves
// (the reference is slow on compounds), in lock step at depth 2, and make/unmake and the keys
// hold (harness/fuzz_position.h).
#include "harness/positions/waterloo.h"

using Fams = vchess::games::Families<vchess::games::FamilyId::Waterloo>;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return vchess::harness::fuzz_position<Fams>({{"waterloo", 2, 40}}, data, size);
}
