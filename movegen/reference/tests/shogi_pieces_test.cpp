// Dai Seireigi piece geometry: the empty-board counts of RULINGS 2.2 / 2.3, and hand-built cases
// for hook movers, jumping sliders and leapers (RULINGS 2.3, A-D3..A-D5, A-D10, A-D11). Expected
// sets were worked out by hand from the definitions; the comments give the reasoning. Positions
// without Kings are allowed, so a lone piece has no check to worry about.
#include <gtest/gtest.h>

#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "reference/shogi/reference_shogi.h"
#include "shogi_test_util.h"

namespace {

using ref_shogi::Board;
using ref_shogi::empty_board_destinations;
using ref_shogi::Error;
using ref_shogi::Game;
using ref_shogi_test::dai_sfen;
using ref_shogi_test::moves_from;
using Set = std::set<std::string>;

struct Count {
  const char* label;
  int destinations;
};

// RULINGS 2.2, first table: every unpromoted piece from h8.
constexpr Count kUnpromotedFromH8[] = {
    {"k", 8},  {"hm", 224}, {"ca", 112}, {"q", 56}, {"i", 40}, {"rg", 28}, {"bg", 28}, {"r", 28},
    {"b", 28}, {"x", 8},    {"o", 8},    {"e", 19}, {"w", 18}, {"d", 17},  {"ce", 8},  {"h", 8},
    {"m", 10}, {"u", 7},    {"g", 6},    {"s", 5},  {"c", 4},  {"z", 4},   {"f", 3},   {"y", 3},
    {"n", 2},  {"v", 3},    {"j", 2},    {"t", 21}, {"a", 14}, {"l", 7},   {"p", 1}};

// RULINGS 2.2, second table: every promoted piece from h8 ("+g, +s, +c, +v, +j move as the
// unpromoted e, w, d, ce, h").
constexpr Count kPromotedFromH8[] = {
    {"+rg", 56}, {"+bg", 40}, {"+r", 32},   {"+b", 32}, {"+x", 28}, {"+o", 28}, {"+e", 32},
    {"+w", 42},  {"+d", 42},  {"+ce", 111}, {"+h", 81}, {"+m", 56}, {"+u", 26}, {"+z", 32},
    {"+f", 32},  {"+y", 13},  {"+n", 10},   {"+t", 30}, {"+a", 20}, {"+l", 20}, {"+p", 6},
    {"+g", 19},  {"+s", 18},  {"+c", 17},   {"+v", 8},  {"+j", 8}};

// RULINGS 2.3: the pieces whose counts from h5 the rulings give.
constexpr Count kFromH5[] = {{"ca", 111}, {"t", 24}, {"l", 10}};

// Both tables.
std::vector<Count> every_piece() {
  std::vector<Count> all(std::begin(kUnpromotedFromH8), std::end(kUnpromotedFromH8));
  all.insert(all.end(), std::begin(kPromotedFromH8), std::end(kPromotedFromH8));
  return all;
}

TEST(ShogiPieces, EmptyBoardCountsMatchTheRulingsTables) {
  for (const Count& c : every_piece())
    EXPECT_EQ(empty_board_destinations(c.label, "h8"), c.destinations) << c.label << " h8";
  for (const Count& c : kFromH5)
    EXPECT_EQ(empty_board_destinations(c.label, "h5"), c.destinations) << c.label << " h5";
}

TEST(ShogiPieces, EmptyBoardCountsAcceptUpperCaseAndRejectBadInput) {
  EXPECT_EQ(empty_board_destinations("HM", "a1"), 224);
  EXPECT_EQ(empty_board_destinations("+RG", "o15"), 42);  // 3 rays of 14
  EXPECT_EQ(empty_board_destinations("l", "h15"), 0);
  EXPECT_THROW(empty_board_destinations("+k", "h8"), Error);   // the King does not promote
  EXPECT_THROW(empty_board_destinations("+hm", "h8"), Error);  // nor the Hook Mover
  EXPECT_THROW(empty_board_destinations("zz", "h8"), Error);
  EXPECT_THROW(empty_board_destinations("", "h8"), Error);
  EXPECT_THROW(empty_board_destinations("p", "p1"), Error);
  EXPECT_THROW(empty_board_destinations("p", "a16"), Error);
  EXPECT_THROW(empty_board_destinations("p", "a0"), Error);
  EXPECT_THROW(empty_board_destinations("p", "a08"), Error);
}

// A Gote piece is a Sente piece rotated by 180 degrees: on h11 (h5 rotated) a lone Gote piece has
// as many destinations as the Sente piece on h5. Checked through Board, for every label.
TEST(ShogiPieces, GotePiecesAreRotatedSentePieces) {
  for (const Count& row : every_piece()) {
    std::string label = row.label;
    const Board b(dai_sfen({{"h11", label}}, "-", 'w'), Game::DaiSeireigi);
    Set to;
    for (std::string m : moves_from(b, "h11")) {
      if (m.back() == '+') m.pop_back();
      to.insert(m);
    }
    EXPECT_EQ(static_cast<int>(to.size()), empty_board_destinations(row.label, "h5")) << label;
  }
}

TEST(ShogiPieces, GoteRoaringDogVectorsAreNegated) {
  // Sente: L R BL BR, (+-2,1), (+-3,1), (+-3,2). Gote negates both components.
  const Board b(dai_sfen({{"h8", "m"}}, "-", 'w'), Game::DaiSeireigi);
  EXPECT_EQ(moves_from(b, "h8"), (Set{"g8", "i8", "g9", "i9", "f7", "j7", "e7", "k7", "e6", "k6"}));
}

// Hook Mover on h8; own Gold on h10, enemy Gold on j8.
//  F: h9, then turns along rank 9 (a9-g9, i9-o9); h10 blocks the rest of the file.
//  B: h7-h1, each with turns along its rank: ranks 1-7 are complete.
//  L: g8-a8, each with turns along its file: files a-g complete.
//  R: i8, turns along file i; j8 captured, and no turn at j8 (occupied): k8-o8 and j10-o15 are
//     unreachable, as are h11-h15 beyond the own Gold.
// 225 - origin - h10 - k8..o8 (5) - h11..h15 (5) - j10..o15 (36) = 177.
TEST(ShogiPieces, HookMoverTurnsOnlyAtEmptySquares) {
  const Board b(dai_sfen({{"h8", "HM"}, {"h10", "G"}, {"j8", "g"}}), Game::DaiSeireigi);
  const Set to = moves_from(b, "h8");
  EXPECT_EQ(to.size(), 177u);
  for (const char* s : {"h9", "a9", "o9", "j8", "i15", "i1", "a15", "o1", "g15", "o7"})
    EXPECT_EQ(to.count(s), 1u) << s;
  for (const char* s : {"h10", "h11", "h15", "k8", "o8", "j10", "j15", "o15"})
    EXPECT_EQ(to.count(s), 0u) << s;
}

// Capricorn on h8, enemy pawn on j10 (two squares FR). The FR leg stops on j10 (capture); only
// the x-y = 0 diagonal through h8 reaches k11-o15, so they are lost. Turns at i9 give h10..c15
// and j8..o3; turns are 90 degrees, so nothing off the two colours' diagonals.
TEST(ShogiPieces, CapricornStopsAtTheFirstPieceOfEachLeg) {
  const Board b(dai_sfen({{"h8", "CA"}, {"j10", "p"}}), Game::DaiSeireigi);
  const Set to = moves_from(b, "h8");
  for (const char* s : {"i9", "j10", "c15", "o3", "h10", "j12", "a1", "o1"})
    EXPECT_EQ(to.count(s), 1u) << s;
  for (const char* s : {"k11", "l12", "o15", "h9", "h10+"}) EXPECT_EQ(to.count(s), 0u) << s;
  EXPECT_EQ(to.size(), 112u - 5u);
}

// Square Mover (+ce) on h8 with own pieces on g8, i8, h7: its steps are blocked, its jumps
// (e8, k8, h5) are not; forward slide h9-h15 with turns L or R only: 7 + 7 * 14 = 105; + 3 = 108.
TEST(ShogiPieces, SquareMoverTurnsSidewaysOnlyAndJumps) {
  const Board b(dai_sfen({{"h8", "+CE"}, {"g8", "G"}, {"i8", "G"}, {"h7", "G"}}),
                Game::DaiSeireigi);
  const Set to = moves_from(b, "h8");
  EXPECT_EQ(to.size(), 108u);
  for (const char* s : {"e8", "k8", "h5", "h15", "a15", "o9"}) EXPECT_EQ(to.count(s), 1u) << s;
  for (const char* s : {"h6", "f8", "g7", "a8", "i7"}) EXPECT_EQ(to.count(s), 0u) << s;
}

// Ancient Dragon (+h) on h8: FL/FR legs, 90-degree turns FL -> FR or BL, FR -> FL or BR
// (A-D5 reading (a)): f8 is reached only by g9 then BL. Turns from FL run along FL's x-y line,
// turns from FR along its x+y line, so the h8 diagonals' backward halves (f6, a1, o1) are not
// reachable; the step g7 and the jump e5 are.
TEST(ShogiPieces, AncientDragonMayTurnOntoABackwardDiagonal) {
  const Board b(dai_sfen({{"h8", "+H"}}), Game::DaiSeireigi);
  const Set to = moves_from(b, "h8");
  for (const char* s : {"f8", "a3", "h10", "o3", "g7", "i7", "e5", "k5", "a15", "o15"})
    EXPECT_EQ(to.count(s), 1u) << s;
  for (const char* s : {"f6", "d4", "a1", "o1", "h9", "h7", "g8"}) EXPECT_EQ(to.count(s), 0u) << s;
  // With g9 and i9 occupied by own pieces nothing but the short moves remains.
  const Board blocked(dai_sfen({{"h8", "+H"}, {"g9", "G"}, {"i9", "G"}}), Game::DaiSeireigi);
  EXPECT_EQ(moves_from(blocked, "h8"), (Set{"g7", "i7", "e5", "k5"}));
}

// Rook General on h3 (Sente; Kings far away on a1 / o15).
//  F: h4 own P (1st piece), h5 empty, h6 p (2nd: jump over 1), h7 empty, h8 g (3rd: over 2),
//     h9 s (4th: over 3), h10 n (5th: over 4, not reachable). Empty h5, h7 are not destinations.
//  B: h2, h1.
//  L: g3 f3 e3 d3 own, c3 enemy (5th piece): nothing.
//  R: i3, j3 own S, k3 empty (not a destination), l3 m3 n3 enemy (2nd-4th), o3 enemy (5th).
TEST(ShogiPieces, JumpingGeneralCapturesOverOneToThreePieces) {
  const Board b(dai_sfen({{"a1", "K"},
                          {"o15", "k"},
                          {"h3", "RG"},
                          {"h4", "P"},
                          {"h6", "p"},
                          {"h8", "g"},
                          {"h9", "s"},
                          {"h10", "n"},
                          {"g3", "G"},
                          {"f3", "G"},
                          {"e3", "G"},
                          {"d3", "G"},
                          {"c3", "g"},
                          {"j3", "S"},
                          {"l3", "p"},
                          {"m3", "p"},
                          {"n3", "p"},
                          {"o3", "p"}}),
                Game::DaiSeireigi);
  EXPECT_EQ(moves_from(b, "h3"), (Set{"h6", "h8", "h9", "h2", "h1", "i3", "l3", "m3", "n3"}));
}

// A King may be a hurdle, but a King is never captured by a jump, so a jumping slider gives check
// only along a clear line.
TEST(ShogiPieces, JumpingGeneralNeverJumpCapturesAKing) {
  // Gote King behind one hurdle (a Gote pawn, which does not attack h5): h3 captures the pawn
  // but not the King, and the position is legal with Sente to move.
  const Board over_one(dai_sfen({{"a1", "K"}, {"h3", "RG"}, {"h4", "p"}, {"h5", "k"}}),
                       Game::DaiSeireigi);
  const Set to = moves_from(over_one, "h3");
  EXPECT_EQ(to.size(), 3u + 14u);  // h4, h2, h1 and rank 3
  EXPECT_EQ(to.count("h4"), 1u);
  EXPECT_EQ(to.count("h5"), 0u);
  // Gote to move there: not in check.
  const Board gote(dai_sfen({{"a1", "K"}, {"h3", "RG"}, {"h4", "p"}, {"h5", "k"}}, "-", 'w'),
                   Game::DaiSeireigi);
  EXPECT_FALSE(gote.in_check());
  // Clear line: check (and Sente to move would be an illegal position).
  const auto clear = dai_sfen({{"a1", "K"}, {"h3", "RG"}, {"h5", "k"}}, "-", 'w');
  EXPECT_TRUE(Board(clear, Game::DaiSeireigi).in_check());
  EXPECT_THROW(Board(dai_sfen({{"a1", "K"}, {"h3", "RG"}, {"h5", "k"}}), Game::DaiSeireigi), Error);
  // The own King as the hurdle: the Knight behind it (which does not attack h4) can be
  // jump-captured.
  const Board own_king(dai_sfen({{"h3", "RG"}, {"h4", "K"}, {"h5", "n"}, {"o15", "k"}}),
                       Game::DaiSeireigi);
  EXPECT_EQ(moves_from(own_king, "h3"), (Set{"h5", "h2", "h1", "a3", "b3", "c3", "d3", "e3", "f3",
                                             "g3", "i3", "j3", "k3", "l3", "m3", "n3", "o3"}));
}

// Dai Seireigi position text: the Sente piece `label` on h8, own Golds on its eight neighbours, and
// the pieces `more`.
std::string surrounded_on_h8(const std::string& label, ref_shogi_test::Pieces more = {}) {
  more.push_back({"h8", label});
  for (const char* s : {"g7", "h7", "i7", "g8", "i8", "g9", "h9", "i9"}) more.push_back({s, "G"});
  return dai_sfen(more);
}

// Vice General (+bg) on h8: jumping diagonal slides plus the 16 ring squares, which are leaps.
// Own pieces on all 8 neighbours: the ring (16) remains, plus jump captures on the diagonals:
// g9 own (1st), f10 empty, e11 enemy (2nd) -> capture; i9 own, j10 empty, k11 enemy King (2nd)
// -> no. (A King on a ring square would be attacked: the ring is a leap, not a line jump.)
TEST(ShogiPieces, ViceGeneralLeapsTheRingAndJumpCaptures) {
  const Board b(surrounded_on_h8("+BG", {{"e11", "p"}, {"k11", "k"}}), Game::DaiSeireigi);
  const Set to = moves_from(b, "h8");
  EXPECT_EQ(to.size(), 17u);
  EXPECT_EQ(to.count("e11"), 1u);
  EXPECT_EQ(to.count("k11"), 0u);
  EXPECT_EQ(to.count("f10"), 1u);  // ring squares (leaps), not jump landings
  EXPECT_EQ(to.count("j10"), 1u);
  EXPECT_EQ(to.count("d12"), 0u);
  // A Gote King on the ring is in check.
  EXPECT_TRUE(
      Board(dai_sfen({{"h8", "+BG"}, {"g9", "G"}, {"f10", "k"}}, "-", 'w'), Game::DaiSeireigi)
          .in_check());
}

// Lion Hawk surrounded by own pieces: diagonal slides blocked, the 16 ring leaps remain.
TEST(ShogiPieces, LionHawkLeapsOverNeighbours) {
  const Board b(surrounded_on_h8("I"), Game::DaiSeireigi);
  EXPECT_EQ(moves_from(b, "h8"), (Set{"f6", "g6", "h6", "i6", "j6", "f7", "j7", "f8", "j8", "f9",
                                      "j9", "f10", "g10", "h10", "i10", "j10"}));
}

// Free Demon (+z) on h8: jumping slides FL/FR only; its sideways slides are normal.
//  L: g8 own -> nothing, f8 enemy not reachable. FL: g9 own, f10 enemy -> jump capture.
//  FR: i9..o15. R: i8..o8. Jumps (+-3,-1), (+-3,-2): e7, k7, e6, k6. Already promoted: no '+'.
TEST(ShogiPieces, FreeDemonJumpsOnlyOnItsForwardDiagonals) {
  const Board b(dai_sfen({{"h8", "+Z"}, {"g8", "G"}, {"f8", "g"}, {"g9", "G"}, {"f10", "g"}}),
                Game::DaiSeireigi);
  EXPECT_EQ(moves_from(b, "h8"), (Set{"f10", "i9", "j10", "k11", "l12", "m13", "n14", "o15", "i8",
                                      "j8", "k8", "l8", "m8", "n8", "o8", "e7", "k7", "e6", "k6"}));
}

// Great Dream-Eater (+f) on h8: vertical jumping slides, normal forward-diagonal slides.
TEST(ShogiPieces, GreatDreamEaterJumpsVertically) {
  const Board b(dai_sfen({{"h8", "+F"}, {"h7", "G"}, {"h5", "s"}, {"g9", "G"}, {"f10", "g"}}),
                Game::DaiSeireigi);
  const Set to = moves_from(b, "h8");
  EXPECT_EQ(to.count("h5"), 1u);   // over h7
  EXPECT_EQ(to.count("h6"), 0u);   // no landing on empty squares
  EXPECT_EQ(to.count("f10"), 0u);  // the FL slide is normal
  for (const char* s : {"h15", "o15", "g5", "f5", "i5", "j5"}) EXPECT_EQ(to.count(s), 1u) << s;
}

// Phoenix and Kirin jumps ignore the square in between.
TEST(ShogiPieces, PhoenixAndKirinJumpOverPieces) {
  const Board x(dai_sfen({{"h8", "X"}, {"g7", "G"}, {"i9", "g"}}), Game::DaiSeireigi);
  EXPECT_EQ(moves_from(x, "h8"), (Set{"h9", "h7", "g8", "i8", "f6", "j6", "f10", "j10"}));
  const Board o(dai_sfen({{"h8", "O"}, {"h9", "G"}, {"h10", "g"}}), Game::DaiSeireigi);
  EXPECT_EQ(moves_from(o, "h8"), (Set{"g9", "i9", "g7", "i7", "h10", "h6", "f8", "j8"}));
}

}  // namespace
