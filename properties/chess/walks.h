// The walks of the chess-family properties: random play from the real start arrays of chess,
// Chess960, Capablanca, Gothic and CRC (a seed picks the Chess960 or CRC array).
#pragma once
#include "harness/properties.h"

namespace vchess::chess_props {

using ChessFamilies = games::Families<games::FamilyId::Chess64, games::FamilyId::Chess10x8>;
using Walk = harness::Walk<ChessFamilies>;

// Up to ~3 x RapidCheck's size plies, one in eight 200-400: long enough to castle, capture en
// passant and promote now and then.
inline rc::Gen<Walk> walks() {
  return harness::gen_walk<ChessFamilies>({"chess", "chess960", "capablanca", "gothic", "crc"},
                                          {.scale = 3, .long_min = 200, .max_plies = 400});
}

}  // namespace vchess::chess_props
