// Shogi family fast path: the Dai Seireigi piece table of RULINGS 2.2, start-position perft of
// both games, and hand-built cases for jumping generals, hook movers, promotion and drops.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "shogi/notation.h"

namespace {
using namespace vchess;
using namespace vchess::shogi;

template <class G>
Position<G> load(std::string_view text) {
  auto s = parse_position(text, shogi_rules<G>().spec);
  EXPECT_TRUE(s) << (s ? "" : s.error().what());
  auto p = Position<G>::from_setup(*s);
  EXPECT_TRUE(p) << (p ? "" : p.error().what());
  return *p;
}

template <class G>
std::vector<std::string> moves(std::string_view text) {
  auto p = load<G>(text);
  typename Position<G>::MoveList ml;
  generate_legal(p, ml);
  std::vector<std::string> out;
  for (Move m : ml) out.push_back(move_text<G>(m));
  return out;
}

bool has(const std::vector<std::string>& v, const char* m) {
  return std::find(v.begin(), v.end(), m) != v.end();
}

TEST(DaiSeireigiGeometry, EmptyBoardCountsMatchRulingsTable) {
  const struct {
    const char* label;
    int h8;
  } table[] = {{"k", 8},   {"hm", 224}, {"ca", 112}, {"q", 56},  {"i", 40},    {"rg", 28},
               {"bg", 28}, {"r", 28},   {"b", 28},   {"x", 8},   {"o", 8},     {"e", 19},
               {"w", 18},  {"d", 17},   {"ce", 8},   {"h", 8},   {"m", 10},    {"u", 7},
               {"g", 6},   {"s", 5},    {"c", 4},    {"z", 4},   {"f", 3},     {"y", 3},
               {"n", 2},   {"v", 3},    {"j", 2},    {"t", 21},  {"a", 14},    {"l", 7},
               {"p", 1},   {"+rg", 56}, {"+bg", 40}, {"+r", 32}, {"+b", 32},   {"+x", 28},
               {"+o", 28}, {"+e", 32},  {"+w", 42},  {"+d", 42}, {"+ce", 111}, {"+h", 81},
               {"+m", 56}, {"+u", 26},  {"+z", 32},  {"+f", 32}, {"+y", 13},   {"+n", 10},
               {"+t", 30}, {"+a", 20},  {"+l", 20},  {"+p", 6}};
  const auto& R = shogi_rules<Board15>();
  for (const auto& row : table)
    EXPECT_EQ(empty_board_destinations<Board15>(R.type_of_label(row.label), parse_square("h8", 15)),
              row.h8)
        << row.label;
  EXPECT_EQ(empty_board_destinations<Board15>(R.type_of_label("t"), parse_square("h5", 15)), 24);
  EXPECT_EQ(empty_board_destinations<Board15>(R.type_of_label("l"), parse_square("h5", 15)), 10);
  EXPECT_EQ(empty_board_destinations<Board15>(R.type_of_label("ca"), parse_square("h5", 15)), 111);
}

template <class G>
std::uint64_t start_perft(int depth) {
  auto p = load<G>(shogi_rules<G>().spec.start);
  return perft(p, depth);
}

TEST(ShogiPerft, StartPosition) {
  EXPECT_EQ(start_perft<Board9>(1), 30u);
  EXPECT_EQ(start_perft<Board9>(2), 900u);
  EXPECT_EQ(start_perft<Board9>(3), 25470u);
  EXPECT_EQ(start_perft<Board9>(4), 719731u);
}

TEST(DaiSeireigiPerft, StartPositionCaptureOnlyJumps) {  // RULINGS 2.7
  EXPECT_EQ(start_perft<Board15>(1), 60u);
  EXPECT_EQ(start_perft<Board15>(2), 3605u);
  EXPECT_EQ(start_perft<Board15>(3), 242514u);
}

// A 15x15 board with the two kings far apart plus the given pieces.
std::string dai(const char* rows_top, const char* hand = "-", const char* side = "b") {
  return std::string(rows_top) + "[" + hand + "] " + side + " 1";
}

TEST(DaiSeireigiRules, JumpingGeneralCapturesOverOneToThreeButNotFour) {
  // Sente Rook General on a1, a Sente pawn on a2, Gote pieces on a3, a4, a5, a6.
  const auto m = moves<Board15>(dai("7k7/15/15/15/15/15/15/15/15/c14/s14/g14/b14/P14/(RG)6K7"));
  EXPECT_FALSE(has(m, "a1a2"));  // own piece
  EXPECT_TRUE(has(m, "a1a3"));   // over one
  EXPECT_TRUE(has(m, "a1a4"));   // over two
  EXPECT_TRUE(has(m, "a1a5"));   // over three
  EXPECT_FALSE(has(m, "a1a6"));  // over four
  EXPECT_FALSE(has(m, "a1a7"));  // no landing on empty squares
}

TEST(DaiSeireigiRules, JumpingGeneralNeverJumpCapturesAKing) {
  const auto m = moves<Board15>(dai("15/15/15/15/15/15/15/15/15/15/15/k14/15/P14/(RG)6K7"));
  EXPECT_FALSE(has(m, "a1a4"));
  EXPECT_FALSE(load<Board15>(dai("15/15/15/15/15/15/15/15/15/15/15/k14/15/P14/(RG)6K7", "-", "w"))
                   .in_check());
}

TEST(DaiSeireigiRules, HookMoverTurnsOnlyAtEmptySquares) {
  // Hook Mover on a1; a Sente pawn on c1 blocks the first leg; the turn at b1 reaches b2.. .
  // Gote king o15, shielded by a Gote pawn on a14 and the Sente pawn on c1.
  const auto m = moves<Board15>(dai("14k/p14/15/15/15/15/15/15/15/15/15/15/15/15/(HM)1P4K7"));
  EXPECT_TRUE(has(m, "a1b1"));
  EXPECT_TRUE(has(m, "a1b9"));   // turn at b1
  EXPECT_FALSE(has(m, "a1d1"));  // beyond the pawn
  EXPECT_FALSE(has(m, "a1o15"));
  EXPECT_TRUE(has(m, "a1a14"));  // capture ends the first leg
  EXPECT_TRUE(has(m, "a1o9"));   // up the a-file, turn at a9
}

TEST(ShogiRules, PromotionOptionalAndForced) {
  const auto m = moves<Board9>("4k4/P8/9/9/9/9/9/9/4K4[-] b 1");
  EXPECT_TRUE(has(m, "a8a9+"));
  EXPECT_FALSE(has(m, "a8a9"));  // a pawn must promote on the last rank
  const auto s = moves<Board9>("4k4/9/1S7/9/9/9/9/9/4K4[-] b 1");
  EXPECT_TRUE(has(s, "b7b8"));
  EXPECT_TRUE(has(s, "b7b8+"));
}

TEST(ShogiRules, NifuAndDropRanks) {
  const auto m = moves<Board9>("4k4/9/9/9/9/9/P8/9/4K4[PN] b 1");
  EXPECT_FALSE(has(m, "P@a5"));  // nifu
  EXPECT_TRUE(has(m, "P@b5"));
  EXPECT_FALSE(has(m, "P@b9"));  // last rank
  EXPECT_FALSE(has(m, "N@b8"));  // last two ranks
  EXPECT_TRUE(has(m, "N@b7"));
}

TEST(ShogiRules, PawnDropMateIsIllegal) {
  // Gote king a9 boxed in by its own pieces; P@a8 would be mate, guarded by the Sente gold b7.
  const auto m = moves<Board9>("kn7/1l7/1G7/9/9/9/9/9/4K4[P] b 1");
  EXPECT_FALSE(has(m, "P@a8"));
  // With the king able to take the pawn the drop is fine.
  EXPECT_TRUE(has(moves<Board9>("kn7/1l7/9/9/9/9/9/9/4K4[P] b 1"), "P@a8"));
}

TEST(ShogiRules, CaptureDemotesIntoHand) {
  auto p = load<Board9>("4k4/9/9/9/9/9/9/4+r4/4K4[-] b 1");
  p.do_move(*parse_move(p, "e1e2"));
  EXPECT_EQ(position_text(p.to_setup(), shogi_rules<Board9>().spec),
            "4k4/9/9/9/9/9/9/4K4/9[R] w 2");
}

template <class G>
SfenField sfen_field_of(std::string_view text) {
  const auto s = parse_position(text, shogi_rules<G>().spec);
  EXPECT_FALSE(s) << text;
  return s ? SfenField::Fields : s.error().field;
}

template <class G>
PositionErrorKind position_error_of(std::string_view text) {
  const auto s = parse_position(text, shogi_rules<G>().spec);
  EXPECT_TRUE(s) << (s ? "" : s.error().what());
  const auto p = Position<G>::from_setup(*s);
  EXPECT_FALSE(p) << text;
  return p ? PositionErrorKind::BoardSize : p.error().kind;
}

// USI's SFEN and fairy-stockfish's shogi FEN read as the same position as our own text.
TEST(ShogiText, SfenAndFairyStockfishForms) {
  const auto& spec = shogi_rules<Board9>().spec;
  const std::string ours = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[2Pb] w 12";
  for (const char* other :
       {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 2Pb 12",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[PPb] b - - 0 12"}) {
    const auto s = parse_position(other, spec);
    ASSERT_TRUE(s) << other;
    // fairy-stockfish's move counter is not ours: compare the rest
    const std::string got = position_text(*s, spec);
    EXPECT_EQ(got.substr(0, got.rfind(' ')), ours.substr(0, ours.rfind(' '))) << other;
  }
}

TEST(ShogiText, ErrorsCarryTheField) {
  EXPECT_EQ(sfen_field_of<Board9>("4k4/9/9/9/9/9/9/9/4K4[-] x 1"), SfenField::Side);
  EXPECT_EQ(sfen_field_of<Board9>("4k4/9/9/9/9/9/9/9/4K3[-] b 1"), SfenField::Board);
  EXPECT_EQ(sfen_field_of<Board9>("4k4/9/9/9/9/9/9/9/4K4[Z] b 1"), SfenField::Hand);
  EXPECT_EQ(sfen_field_of<Board9>("4k4/9/9/9/9/9/9/9/4K4 b 1"), SfenField::Hand);
  EXPECT_EQ(parse_position("4k4/9/9/9/9/9/9/9/4K4 b 1", shogi_rules<Board9>().spec).error().what(),
            "bad position: hand: expected [<hand>] after the board ('[-]' when empty)");
  EXPECT_EQ(sfen_field_of<Board9>("4k4/9/9/9/9/9/9/9/4K4[-] b 0"), SfenField::MoveNumber);
  EXPECT_EQ(sfen_field_of<Board9>("4k4/9/9/9/9/9/9/9/4K4[-] b 1 z"), SfenField::Fields);
  EXPECT_EQ(
      parse_position("4k4/9/9/9/9/9/9/9/4K4[-] x 1", shogi_rules<Board9>().spec).error().what(),
      "bad position: side to move: 'x', expected b or w");
}

TEST(ShogiPosition, ErrorsCarryTheKind) {
  using K = PositionErrorKind;
  EXPECT_EQ(position_error_of<Board9>("4k4/9/9/9/9/9/9/9/3KK4[-] b 1"), K::TooManyKings);
  EXPECT_EQ(position_error_of<Board9>("4k4/9/9/9/9/9/9/9/9[-] b 1"), K::MissingKing);
  EXPECT_EQ(position_error_of<Board9>("P3k4/9/9/9/9/9/9/9/4K4[-] b 1"), K::ImmobilePiece);
  EXPECT_EQ(position_error_of<Board9>("4k4/9/9/9/9/9/P8/P8/4K4[-] b 1"), K::Nifu);
  EXPECT_EQ(position_error_of<Board9>("4k4/9/9/9/9/9/9/9/4K4[19P] b 1"), K::TooManyPieces);
  EXPECT_EQ(position_error_of<Board9>("4k4/4R4/9/9/9/9/9/9/4K4[-] b 1"), K::OppositeCheck);
  const auto s = parse_position("4k4/9/9/9/9/9/9/9/4K4[-] b 1", shogi_rules<Board9>().spec);
  const auto p = Position<Board15>::from_setup(*s);
  ASSERT_FALSE(p);
  EXPECT_EQ(p.error().kind, K::BoardSize);
  EXPECT_EQ(p.error().what(), "bad position: wrong board size");
}

TEST(DaiSeireigiPosition, ErrorsCarryTheKind) {
  const std::string empty = "15/15/15/15/15/15/15/15/15/15/15/15/15/";
  EXPECT_EQ(position_error_of<Board15>("7k7/" + empty + "6KK7[-] b 1"),
            PositionErrorKind::TooManyKings);
  EXPECT_EQ(sfen_field_of<Board15>("7k7/" + empty + "7K7[-] x 1"), SfenField::Side);
}

TEST(DaiSeireigiNotation, GameCourierSquares) {
  auto p = load<Board15>(shogi_rules<Board15>().spec.start);
  const auto m = parse_move(p, "8k-8j");
  ASSERT_TRUE(m);
  EXPECT_EQ(move_text<Board15>(*m), "h5h6");
  EXPECT_EQ(gc_move_text<Board15>(*m), "8k-8j");
}

}  // namespace
