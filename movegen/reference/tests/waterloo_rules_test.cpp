// Waterloo rules on hand-built positions (RULINGS 4.4-4.7, A-W*, docs/rulings-local.md).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "reference/waterloo/reference_waterloo.h"
#include "waterloo_test_util.h"

namespace {

using ref_waterloo::Board;
using ref_waterloo::Error;
using waterloo_test::has;
using waterloo_test::make_fen;
using waterloo_test::starting_with;

using Strings = std::vector<std::string>;

// ---- 30-piece limit (4.5, A-W12, A-W23) ------------------------------------------------------

TEST(WaterlooRules, SplitRefusedAtThirtyTransferAllowed) {
  // Start position with the a-pawn on a4: White still has 30 pieces, a3 is empty.
  Board b(
      "rmcaqeacmr/ggbnnnnbgg/pppppppppp/10/10/10/P9/1PPPPPPPPP/GGBNNNNBGG/RMCAEQACMR w BIbi - 0,0 "
      "0 1");
  EXPECT_TRUE(has(b, "a2a3"));     // whole Guard step
  EXPECT_FALSE(has(b, "a2a3:S"));  // split: 31 pieces
  EXPECT_FALSE(has(b, "b2a3:S"));
  EXPECT_TRUE(has(b, "c1d2:B"));  // transfer: Cardinal's bishop joins the d2 Knight, net 0
  EXPECT_TRUE(has(b, "e1d2:K"));  // Emperor's king part joins the d2 Knight
  // Without the k-pawn White has 29 pieces and may split.
  Board c(
      "rmcaqeacmr/ggbnnnnbgg/pppppppppp/10/10/10/P9/1PPPPPPPP1/GGBNNNNBGG/RMCAEQACMR w BIbi - 0,0 "
      "0 1");
  EXPECT_TRUE(has(c, "a2a3:S"));
  c.play("a2a3:S");
  EXPECT_EQ(c.fen(),
            "rmcaqeacmr/ggbnnnnbgg/pppppppppp/10/10/10/P9/SPPPPPPPP1/SGBNNNNBGG/RMCAEQACMR b BIbi "
            "- 0,0 1 1");
}

TEST(WaterlooRules, CapturingSplitRefusedAtThirty) {
  // 30 White pieces; a Black Knight stands on a3 (taken from d9).
  Board b(
      "rmcaqeacmr/ggb1nnnbgg/pppppppppp/10/10/10/P9/nPPPPPPPPP/GGBNNNNBGG/RMCAEQACMR w BIbi - 0,0 "
      "0 1");
  EXPECT_TRUE(has(b, "a2a3"));
  EXPECT_TRUE(has(b, "b2a3"));
  EXPECT_FALSE(has(b, "a2a3:S"));
  EXPECT_FALSE(has(b, "b2a3:S"));
}

// ---- merges (4.5, A-W10, A-W11) --------------------------------------------------------------

// Plays `move` from the position {K a1, k k10} + pieces and returns the FEN after.
std::string after(const waterloo_test::Pieces& pieces, const std::string& move) {
  Board b(make_fen(pieces));
  b.play(move);
  return b.fen();
}

TEST(WaterlooRules, MergeFormsEachCompound) {
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"d4", 'S'}, {"e4", 'S'}}, "d4e4"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e4", 'G'}}, "b - - 0,0 1 1"));
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"c3", 'B'}, {"e5", 'N'}}, "c3e5"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e5", 'C'}}, "b - - 0,0 1 1"));
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"c4", 'B'}, {"d2", 'N'}}, "d2c4"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"c4", 'C'}}, "b - - 0,0 1 1"));
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"a5", 'R'}, {"e5", 'N'}}, "a5e5"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e5", 'M'}}, "b - - 0,0 1 1"));
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"b2", 'A'}, {"e5", 'N'}}, "b2e5"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e5", 'Q'}}, "b - - 0,0 1 1"));
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"b2", 'N'}}, "a1b2"),
            make_fen({{"b2", 'E'}, {"k10", 'k'}}, "b - - 0,0 1 1"));
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"b3", 'N'}}, "b3a1"),
            make_fen({{"a1", 'E'}, {"k10", 'k'}}, "b - - 0,0 1 1"));
}

TEST(WaterlooRules, NoMergeOutsideTheCompoundTable) {
  Board b(make_fen({{"a1", 'K'},
                    {"k10", 'k'},
                    {"d4", 'N'},
                    {"e6", 'N'},
                    {"d6", 'R'},
                    {"d7", 'B'},
                    {"f5", 'G'},
                    {"f6", 'S'},
                    {"e3", 'P'},
                    {"e4", 'W'},
                    {"c5", 'S'}}));
  EXPECT_FALSE(has(b, "d4e6"));  // N + N
  EXPECT_FALSE(has(b, "d6d7"));  // R + B
  EXPECT_FALSE(has(b, "f5f6"));  // compound onto a friendly piece
  EXPECT_FALSE(has(b, "c5d4"));  // S + N
  EXPECT_FALSE(has(b, "e3e4"));  // pawns never merge
  EXPECT_FALSE(has(b, "e4d4"));  // Wisemen never merge
  EXPECT_TRUE(has(b, "f5f4"));
}

// ---- part moves (4.5, A-W9) -------------------------------------------------------------------

TEST(WaterlooRules, EmperorWholeAndPartMoves) {
  Board b(make_fen({{"e4", 'E'}, {"k10", 'k'}}));
  EXPECT_EQ(starting_with(b, "e4").size(), 16u + 8u + 8u);  // whole, :K, :N
  b.play("e4e5:K");
  EXPECT_EQ(b.fen(), make_fen({{"e4", 'N'}, {"e5", 'K'}, {"k10", 'k'}}, "b - - 0,0 1 1"));
  b.undo();
  b.play("e4c5:N");
  EXPECT_EQ(b.fen(), make_fen({{"e4", 'K'}, {"c5", 'N'}, {"k10", 'k'}}, "b - - 0,0 1 1"));
}

TEST(WaterlooRules, GuardAndCardinalPartMoves) {
  Board g(make_fen({{"k1", 'K'}, {"a10", 'k'}, {"e5", 'G'}}));
  EXPECT_EQ(starting_with(g, "e5").size(), 16u + 8u);  // the two halves give one part move each
  EXPECT_TRUE(has(g, "e5e6:S"));
  EXPECT_FALSE(has(g, "e5e7:S"));  // a split Spy has N(1) only
  Board c(make_fen({{"k1", 'K'}, {"a10", 'k'}, {"e5", 'C'}}));
  EXPECT_EQ(starting_with(c, "e5").size(), 25u + 17u + 8u);
  c.play("e5f7:N");
  EXPECT_EQ(c.fen(),
            make_fen({{"k1", 'K'}, {"a10", 'k'}, {"e5", 'B'}, {"f7", 'N'}}, "b - - 0,0 1 1"));
}

// ---- Emperor demotion (4.6, A-W13, rulings-local) --------------------------------------------

TEST(WaterlooRules, CheckDemotesEmperorAndCancelsCastling) {
  Board b(make_fen({{"e1", 'E'}, {"a5", 'R'}, {"f10", 'e'}, {"i10", 'm'}, {"k10", 'r'}},
                   "w i - 0,0 0 1"));
  b.play("a5f5");
  EXPECT_EQ(b.fen(), make_fen({{"e1", 'E'}, {"f5", 'R'}, {"f10", 'k'}, {"i10", 'm'}, {"k10", 'r'}},
                              "b - - 0,0 1 1"));
  EXPECT_TRUE(b.in_check());
  EXPECT_EQ(starting_with(b, "f10"), (Strings{"f10e10", "f10e9", "f10g10", "f10g9"}));
}

TEST(WaterlooRules, LegalityJudgedBeforeDemotion) {
  // Eg7-g8 would check Black's Emperor, but g8 is attacked by that Emperor's knight power.
  Board b(make_fen({{"g7", 'E'}, {"f10", 'e'}}));
  EXPECT_FALSE(has(b, "g7g8"));
  EXPECT_FALSE(has(b, "g7e8"));
  EXPECT_TRUE(has(b, "g7f8"));
  EXPECT_TRUE(has(b, "g7h7"));
}

// ---- double castling (4.6, A-W15, A-W24) -----------------------------------------------------

// Both sides with both castling rights; b- and i-file pawns shield the Marshalls' files.
std::string castle_fen(const waterloo_test::Pieces& extra = {}, const std::string& side = "w") {
  waterloo_test::Pieces v = {{"e1", 'E'},  {"b1", 'M'},  {"a1", 'R'},  {"i1", 'M'},  {"k1", 'R'},
                             {"b3", 'P'},  {"i3", 'P'},  {"f10", 'e'}, {"b10", 'm'}, {"a10", 'r'},
                             {"i10", 'm'}, {"k10", 'r'}, {"b8", 'p'},  {"i8", 'p'}};
  v.insert(v.end(), extra.begin(), extra.end());
  return make_fen(v, side + " BIbi - 0,0 0 1");
}

TEST(WaterlooRules, DoubleCastlingBothSides) {
  Board b(castle_fen());
  EXPECT_TRUE(has(b, "O-O"));
  EXPECT_TRUE(has(b, "O-O-O"));
  b.play("O-O");  // Eb1, Md1, Rc1
  EXPECT_EQ(b.fen(), "rm3e2mr/10/1p6p1/10/10/10/10/1P6P1/10/1ERM4MR b bi - 0,0 1 1");
  // Black: c10 is attacked by the Rook on c1 and d10 by the Marshall on d1, so no 0-0-0.
  EXPECT_TRUE(has(b, "O-O"));
  EXPECT_FALSE(has(b, "O-O-O"));
  b.play("O-O");  // Ei10, Mg10, Rh10
  EXPECT_EQ(b.fen(), "rm4mre1/10/1p6p1/10/10/10/10/1P6P1/10/1ERM4MR w - - 0,0 2 2");
  b.undo();
  b.undo();
  // 0-0-0 puts the Marshall on f1, which checks Black's Emperor on f10: it becomes a King.
  b.play("O-O-O");  // Eh1, Mf1, Rg1
  EXPECT_EQ(b.fen(), "rm3k2mr/10/1p6p1/10/10/10/10/1P6P1/10/RM3MRE2 b - - 0,0 1 1");
  EXPECT_TRUE(b.in_check());
  // Black's own 0-0-0 likewise checks White's Emperor through the e-file.
  Board black(castle_fen({}, "b"));
  EXPECT_TRUE(has(black, "O-O"));
  black.play("O-O-O");  // Ec10, Me10, Rd10
  EXPECT_EQ(black.fen(), "2erm3mr/10/1p6p1/10/10/10/10/1P6P1/10/RM2K3MR w - - 0,0 1 2");
}

TEST(WaterlooRules, CastlingAcceptsEmperorFromTo) {
  Board a(castle_fen()), b(castle_fen());
  a.play("O-O");
  b.play("e1b1");
  EXPECT_EQ(a.fen(), b.fen());
  EXPECT_THROW(a.play("f10c10"), Error);  // Black's 0-0-0 is illegal here (c10, d10 attacked)
  a.play("f10i10");
  b.play("O-O");
  EXPECT_EQ(a.fen(), b.fen());
}

TEST(WaterlooRules, CastlingBlockedOrAttacked) {
  Board blocked(castle_fen({{"c1", 'N'}}));
  EXPECT_FALSE(has(blocked, "O-O"));
  EXPECT_TRUE(has(blocked, "O-O-O"));
  Board crossed(castle_fen({{"d7", 'r'}}));  // d1 attacked
  EXPECT_FALSE(has(crossed, "O-O"));
  EXPECT_TRUE(has(crossed, "O-O-O"));
  Board end(castle_fen({{"h6", 'r'}}));  // h1 (end square of 0-0-0) attacked
  EXPECT_TRUE(has(end, "O-O"));
  EXPECT_FALSE(has(end, "O-O-O"));
}

TEST(WaterlooRules, CastlingRightsLostByMoveOrSplit) {
  Board b(castle_fen());
  b.play("b1c3:N");  // the Marshall splits: its Knight leaves, a Rook stays on b1
  EXPECT_NE(b.fen().find(" b Ibi "), std::string::npos) << b.fen();
  Board c(castle_fen());
  c.play("k1k2");
  EXPECT_NE(c.fen().find(" b Bbi "), std::string::npos) << c.fen();
}

// ---- en passant (4.4, A-W21) -----------------------------------------------------------------

TEST(WaterlooRules, EnPassantBesidePlainDiagonal) {
  Board b(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e6", 'P'}, {"f8", 'p'}}, "b - - 0,0 0 1"));
  b.play("f8f6");
  EXPECT_EQ(b.fen(),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e6", 'P'}, {"f6", 'p'}}, "w - f7 0,0 0 2"));
  EXPECT_EQ(starting_with(b, "e6"), (Strings{"e6d7", "e6e7", "e6f7", "e6f7ep"}));
  b.play("e6f7ep");
  EXPECT_EQ(b.fen(), make_fen({{"a1", 'K'}, {"k10", 'k'}, {"f7", 'P'}}, "b - - 0,0 0 2"));
  b.undo();
  b.play("e6f7");
  EXPECT_EQ(b.fen(),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"f7", 'P'}, {"f6", 'p'}}, "b - - 0,0 0 2"));
}

TEST(WaterlooRules, EnPassantOnlyOnTheNextMove) {
  Board b(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e6", 'P'}, {"f6", 'p'}}, "w - f7 0,0 0 2"));
  b.play("a1a2");
  b.play("k10k9");
  EXPECT_FALSE(has(b, "e6f7ep"));
  EXPECT_TRUE(has(b, "e6f7"));
}

// ---- pawns (4.4, A-W6) -----------------------------------------------------------------------

TEST(WaterlooRules, ProgressivePawn) {
  Board row3(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e3", 'P'}, {"d4", 'n'}, {"f4", 'n'}}));
  EXPECT_EQ(starting_with(row3, "e3"), (Strings{"e3e4", "e3e5"}));
  Board row4(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e4", 'P'}, {"d5", 'n'}, {"e5", 'n'}}));
  EXPECT_EQ(starting_with(row4, "e4"), (Strings{"e4d5"}));
  Board row6(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e6", 'P'}, {"e7", 'n'}, {"d7", 'n'}}));
  EXPECT_EQ(starting_with(row6, "e6"), (Strings{"e6d7", "e6e7", "e6f7"}));
  // Black pawn on its row 4 (rank 7) captures diagonally forward (down).
  Board black(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e7", 'p'}, {"d6", 'N'}}, "b - - 0,0 0 1"));
  EXPECT_EQ(starting_with(black, "e7"), (Strings{"e7d6", "e7e6"}));
}

TEST(WaterlooRules, PromotionAndThirdPawnWin) {
  Board b(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"d7", 'P'}, {"e7", 'P'}, {"f7", 'P'}}));
  b.play("d7d8");
  EXPECT_EQ(b.fen(), make_fen({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'S'}, {"e7", 'P'}, {"f7", 'P'}},
                              "b - - 1,0 0 1"));
  b.play("k10k9");
  b.play("e7e8=S");  // the suffix is accepted on input
  b.play("k9k10");
  EXPECT_THROW(b.play("f7f8=S"), Error);  // the third pawn does not become a Spy
  b.play("f7f8");
  EXPECT_EQ(b.fen(), make_fen({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'S'}, {"e8", 'S'}, {"f8", 'P'}},
                              "b - - 3,0 0 3"));
  EXPECT_TRUE(b.legal_moves().empty());
  EXPECT_EQ(b.perft(1), 0u);
}

TEST(WaterlooRules, SpyBecomesWisemanOnRowNine) {
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'S'}}, "d8d9"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"d9", 'W'}}, "b - - 0,0 1 1"));
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'S'}}, "d8d9=W"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"d9", 'W'}}, "b - - 0,0 1 1"));
  // A Spy split off a Guard promotes too; the Guard itself never does.
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'G'}}, "d8d9:S"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'S'}, {"d9", 'W'}}, "b - - 0,0 1 1"));
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'G'}}, "d8d9"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"d9", 'G'}}, "b - - 0,0 1 1"));
  // Row 10 is not row 9.
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"c9", 'S'}}, "c9c10"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"c10", 'S'}}, "b - - 0,0 1 1"));
  // Black's row 9 is rank 2.
  Board b(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e3", 's'}}, "b - - 0,0 0 1"));
  b.play("e3e2");
  EXPECT_EQ(b.fen(), make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e2", 'w'}}, "w - - 0,0 1 2"));
}

TEST(WaterlooRules, SpyOntoSpyOnRowNineFormsGuard) {
  EXPECT_EQ(after({{"a1", 'K'}, {"k10", 'k'}, {"d8", 'S'}, {"e9", 'S'}}, "d8e9"),
            make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e9", 'G'}}, "b - - 0,0 1 1"));
}

// ---- Wiseman (4.2 JO/JD, A-W5, A-W25) --------------------------------------------------------

TEST(WaterlooRules, WisemanPassesOneHurdleAndCapturesSecond) {
  Board b(
      make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e2", 'W'}, {"e4", 'p'}, {"e6", 'n'}, {"e8", 'r'}}));
  for (const char* m : {"e2e3", "e2e4", "e2e5", "e2e6", "e2e1"}) EXPECT_TRUE(has(b, m)) << m;
  EXPECT_FALSE(has(b, "e2e7"));
  EXPECT_FALSE(has(b, "e2e8"));
  Board f(make_fen({{"a1", 'K'}, {"k10", 'k'}, {"e2", 'W'}, {"e4", 'P'}, {"e6", 'n'}}));
  for (const char* m : {"e2e3", "e2e5", "e2e6"}) EXPECT_TRUE(has(f, m)) << m;
  for (const char* m : {"e2e4", "e2e7"}) EXPECT_FALSE(has(f, m)) << m;
}

TEST(WaterlooRules, WisemanChecksOverAHurdle) {
  Board b(make_fen({{"a1", 'K'}, {"e2", 'W'}, {"e4", 'P'}, {"e7", 'k'}}, "b - - 0,0 0 1"));
  EXPECT_TRUE(b.in_check());
  EXPECT_FALSE(has(b, "e7e8"));
  EXPECT_FALSE(has(b, "e7e6"));
  EXPECT_TRUE(has(b, "e7d7"));
}

TEST(WaterlooRules, GuardJumpChecksOnlyAsWholeGuard) {
  EXPECT_TRUE(Board(make_fen({{"a1", 'K'}, {"e3", 'G'}, {"e5", 'k'}}, "b - - 0,0 0 1")).in_check());
  EXPECT_FALSE(
      Board(make_fen({{"a1", 'K'}, {"e3", 'S'}, {"e5", 'k'}}, "b - - 0,0 0 1")).in_check());
}

// ---- game end (4.7, A-W16, A-W22) ------------------------------------------------------------

TEST(WaterlooRules, RoyalOnNinthRowWins) {
  Board b(make_fen({{"d8", 'K'}, {"k10", 'k'}}));
  b.play("d8d9");
  EXPECT_TRUE(b.legal_moves().empty());
  Board e(make_fen({{"d8", 'E'}, {"a10", 'k'}}));
  e.play("d8e10");  // an Emperor knight jump to row 10 wins too
  EXPECT_TRUE(e.legal_moves().empty());
  Board black(make_fen({{"a1", 'K'}, {"e3", 'k'}}, "b - - 0,0 0 1"));
  black.play("e3e2");
  EXPECT_TRUE(black.legal_moves().empty());
  EXPECT_EQ(black.perft(2), 0u);
}

TEST(WaterlooRules, StalemateHasNoMoves) {
  // White King a1 boxed in by a Black Guard on c2 (b1, b2 by steps, a2 by a jump), not in check.
  Board b(make_fen({{"a1", 'K'}, {"c2", 'g'}, {"k10", 'k'}}));
  EXPECT_FALSE(b.in_check());
  EXPECT_TRUE(b.legal_moves().empty());
}

TEST(WaterlooRules, PlayRejectsIllegalAndUndoRejectsEmpty) {
  Board b(ref_waterloo::kStartFen);
  EXPECT_THROW(b.play("a3a6"), Error);
  EXPECT_THROW(b.play("c1d2"), Error);  // a whole Cardinal does not land on a friend
  EXPECT_THROW(b.undo(), Error);
  b.play("c1d2:B");
  b.undo();
  EXPECT_EQ(b.fen(), ref_waterloo::kStartFen);
}

}  // namespace
