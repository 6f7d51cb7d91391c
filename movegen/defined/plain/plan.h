// The plain path of the fast generic generator (D92 on 8x8, D95 on 10x8): a definition whose
// pieces are leapers and whole rook or bishop lines (moving and capturing alike), with the chess
// pawn, one royal king, castling and en passant and none of the other options (options.h), is
// played by a copy-make generator in the manner of movegen/chess64 over a board geometry G
// (core/geometry.h), the side to move a template parameter: its pieces grouped by how they move
// (types moving alike are one group), checks and pins from the king's square, the last ply
// counted from target sets. The plan is what the tables compile for it, once a variant
// (plan_of); a definition using anything else has none and plays through defined::Gen.
#pragma once
#include <array>
#include <memory>
#include <string>

#include "core/geometry.h"

namespace vchess::defined {
template <class BB>
struct Tables;
}

namespace vchess::defined::plain {

inline constexpr int kMaxGroups = 8;           // movement groups of the non-pawn, non-king types
inline constexpr int kPawns = kMaxGroups;      // the board's set of pawns
inline constexpr int kKings = kMaxGroups + 1;  // and of kings
inline constexpr int kSets = kMaxGroups + 2;

template <class G>
struct Plan {
  using BB = typename G::BB;
  using Table = std::array<BB, G::kSquares>;
  int groups = 0;
  // Per type of the definition: its group, kPawns or kKings.
  std::array<int, 32> group_of{};
  // Per group: leaps (leap[c]: colour c's from each square; onto[c][s]: the squares from which
  // a leap of colour c lands on s) and whole lines.
  std::array<bool, kMaxGroups> leaps{}, diag{}, orth{};
  std::array<std::array<Table, kMaxGroups>, 2> leap{}, onto{};
  std::array<Table, 2> king{}, king_onto{};
  // Where a king of colour c on k cannot castle, only pieces that could take a square it steps
  // to matter: near[c][g][k] the squares from which the opponent's leaps of group g reach one,
  // near_diag[c][k] and near_orth[c][k] those of the bishop and rook lines through one.
  std::array<std::array<Table, kMaxGroups>, 2> near{};
  std::array<Table, 2> near_diag{}, near_orth{};
  Table diag_lines{}, orth_lines{};  // through each square, the square left out
  bool double_step = true;
  std::array<BB, 2> zone{};     // where a pawn's move promotes
  int castle_file[2] = {0, 0};  // the king's castling destination file: kingside, queenside
  // The promotion choices as groups, in the definition's order.
  int promotions = 0;
  std::array<int, kMaxGroups> promotion_group{};
};

// The plan of a definition on G's board, or null with the first reason it is not plain in `why`.
template <class G>
std::shared_ptr<const Plan<G>> plan_of(const Tables<typename G::BB>& t, std::string* why = nullptr);

}  // namespace vchess::defined::plain
