// The plain 8x8 path of the fast generic generator (D92): a definition on 64 squares whose
// pieces are leapers and whole rook or bishop lines (moving and capturing alike), with the
// chess pawn, one royal king, castling and en passant and none of the other options, is played
// by a side-relative copy-make generator in the manner of movegen/chess64: its pieces grouped
// by how they move (types moving alike are one group), checks and pins from the king's square,
// the last ply counted from target sets. The plan is what the tables compile for it, once a
// variant (plan_of); a definition using anything else has none and plays through defined::Gen.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "chess64/tables.h"

namespace vchess::defined {
template <class BB>
struct Tables;
}

namespace vchess::defined::plain64 {

using chess64::u64;

inline constexpr int kMaxGroups = 8;           // movement groups of the non-pawn, non-king types
inline constexpr int kPawns = kMaxGroups;      // the board's set of pawns
inline constexpr int kKings = kMaxGroups + 1;  // and of kings
inline constexpr int kSets = kMaxGroups + 2;

struct Plan {
  int groups = 0;
  // Per type of the definition: its group, kPawns or kKings.
  std::array<int, 32> group_of{};
  // Per group: leaps (`up` the side to move's, playing up the board; `down` the opponent's;
  // `onto[s]` the squares an opponent's leap lands on s from) and whole lines.
  std::array<bool, kMaxGroups> leaps{}, diag{}, orth{};
  std::array<std::array<u64, 64>, kMaxGroups> up{}, down{}, onto{};
  std::array<u64, 64> king_up{}, king_down{}, king_onto{};
  // Where a king on s cannot castle, only pieces that could take a square it steps to matter:
  // per group the squares from which its leaps reach one, and those of the bishop and rook
  // lines through one (empty board).
  std::array<std::array<u64, 64>, kMaxGroups> near{};
  std::array<u64, 64> near_diag{}, near_orth{};
  bool double_step = true;
  u64 zone = chess64::kRank8;  // where a pawn's move promotes (the side to move's view)
  // The promotion choices as groups, in the definition's order.
  int promotions = 0;
  std::array<int, kMaxGroups> promotion_group{};
};

// The plan of a definition, or null with the first reason it is not plain in `why`.
std::shared_ptr<const Plan> plan_of(const Tables<u64>& t, std::string* why = nullptr);

}  // namespace vchess::defined::plain64
