// Shogi-family rules: promotion (optional / forced / never, RULINGS 2.4 and standard shogi),
// demotion into hand (2.5), drops and their rank limits, nifu, uchifuzume, play / undo.
// Expected sets were worked out by hand; most positions have no Kings so that only the rule under
// test matters.
#include <gtest/gtest.h>

#include <initializer_list>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "reference/shogi/reference_shogi.h"
#include "shogi_test_util.h"

namespace {

using ref_shogi::Board;
using ref_shogi::Error;
using ref_shogi::Game;
using ref_shogi_test::dai_sfen;
using ref_shogi_test::drops_of;
using ref_shogi_test::expect_moves;
using ref_shogi_test::has;
using ref_shogi_test::moves_from;
using ref_shogi_test::shogi_sfen;
using Set = std::set<std::string>;

// Moves of a lone piece `label` on `sq` (Sente to move unless the label is lower case).
Set lone(Game g, const std::string& label, const std::string& sq) {
  const char side = label.back() >= 'a' && label.back() <= 'z' ? 'w' : 'b';
  const std::string text =
      g == Game::Shogi ? shogi_sfen({{sq, label}}, "-", side) : dai_sfen({{sq, label}}, "-", side);
  return moves_from(Board(text, g), sq);
}

int promotions(const Set& s) {
  int n = 0;
  for (const std::string& m : s) n += m.back() == '+';
  return n;
}

// Standard shogi: zone = ranks 7-9; optional when the move starts or ends there; forced for P/L
// on rank 9 and N on ranks 8-9; G and K never promote.
TEST(ShogiRules, ShogiPromotion) {
  const Game g = Game::Shogi;
  EXPECT_EQ(lone(g, "S", "e6"), (Set{"e7", "e7+", "d7", "d7+", "f7", "f7+", "d5", "f5"}));
  // Leaving the zone may promote.
  EXPECT_EQ(lone(g, "S", "c7"),
            (Set{"c8", "c8+", "b8", "b8+", "d8", "d8+", "b6", "b6+", "d6", "d6+"}));
  EXPECT_EQ(lone(g, "P", "g8"), (Set{"g9+"}));
  EXPECT_EQ(lone(g, "P", "g7"), (Set{"g8", "g8+"}));
  EXPECT_EQ(lone(g, "P", "g6"), (Set{"g7", "g7+"}));
  EXPECT_EQ(lone(g, "P", "g5"), (Set{"g6"}));
  EXPECT_EQ(lone(g, "N", "b6"), (Set{"a8+", "c8+"}));
  EXPECT_EQ(lone(g, "N", "b5"), (Set{"a7", "a7+", "c7", "c7+"}));
  EXPECT_EQ(lone(g, "L", "a5"), (Set{"a6", "a7", "a7+", "a8", "a8+", "a9+"}));
  EXPECT_EQ(lone(g, "G", "h7"), (Set{"h8", "g8", "i8", "g7", "i7", "h6"}));
  EXPECT_EQ(lone(g, "B", "a1"),
            (Set{"b2", "c3", "d4", "e5", "f6", "g7", "g7+", "h8", "h8+", "i9", "i9+"}));
  EXPECT_EQ(promotions(lone(g, "K", "e8")), 0);
  EXPECT_EQ(promotions(lone(g, "+R", "e8")), 0);
  EXPECT_EQ(lone(g, "+S", "e8"), (Set{"e9", "d9", "f9", "d8", "f8", "e7"}));  // a Gold
  // Gote: zone = ranks 1-3.
  EXPECT_EQ(lone(g, "p", "e2"), (Set{"e1+"}));
  EXPECT_EQ(lone(g, "n", "c4"), (Set{"b2+", "d2+"}));
  EXPECT_EQ(lone(g, "s", "c3"),
            (Set{"c2", "c2+", "b2", "b2+", "d2", "d2+", "b4", "b4+", "d4", "d4+"}));
  EXPECT_EQ(lone(g, "l", "g5"), (Set{"g4", "g3", "g3+", "g2", "g2+", "g1+"}));
}

// Dai Seireigi: zone = ranks 11-15 (RULINGS 2.4).
TEST(ShogiRules, DaiForcedAndOptionalPromotion) {
  const Game g = Game::DaiSeireigi;
  EXPECT_EQ(lone(g, "F", "d10"), (Set{"d13+", "a13+", "g13+"}));  // last three ranks
  EXPECT_EQ(lone(g, "Z", "k8"), (Set{"j11", "j11+", "l11", "l11+", "i11", "i11+", "m11", "m11+"}));
  EXPECT_EQ(lone(g, "Z", "k7"), (Set{"j10", "l10", "i10", "m10"}));
  EXPECT_EQ(lone(g, "Z", "k10"), (Set{"j13+", "l13+", "i13+", "m13+"}));
  // A Knight moving within the zone may promote (A-D6); ranks 14-15 force it.
  EXPECT_EQ(lone(g, "N", "h11"), (Set{"g13", "g13+", "i13", "i13+"}));
  EXPECT_EQ(lone(g, "N", "b12"), (Set{"a14+", "c14+"}));
  EXPECT_EQ(lone(g, "Y", "m12"), (Set{"m14+", "k14+", "o14+"}));
  EXPECT_EQ(lone(g, "Y", "n11"), (Set{"n13", "n13+", "l13", "l13+"}));
  EXPECT_EQ(lone(g, "V", "e14"), (Set{"e15+", "d15+", "f15+"}));
  EXPECT_EQ(lone(g, "V", "e13"), (Set{"e14", "e14+", "d14", "d14+", "f14", "f14+"}));
  EXPECT_EQ(lone(g, "J", "h14"), (Set{"g15+", "i15+"}));
  EXPECT_EQ(lone(g, "A", "h14"), (Set{"g15+", "i15+"}));
  EXPECT_EQ(lone(g, "T", "h14"), (Set{"h15+", "g15+", "i15+"}));
  EXPECT_EQ(lone(g, "L", "h12"), (Set{"h13", "h13+", "h14", "h14+", "h15+"}));
  EXPECT_EQ(lone(g, "P", "h14"), (Set{"h15+"}));
  EXPECT_EQ(lone(g, "P", "h10"), (Set{"h11", "h11+"}));
  EXPECT_EQ(lone(g, "P", "h9"), (Set{"h10"}));
  // Origin in the zone: every Phoenix move may promote (8 destinations, 16 moves).
  EXPECT_EQ(lone(g, "X", "j12").size(), 16u);
  // Exiting the zone.
  EXPECT_EQ(lone(g, "R", "c12").count("c1+"), 1u);
  // Native Great Elephant promotes (to Teaching King): from h9, FL g10-b15 and FR i10-n15 (6 each,
  // 5 each in the zone) and 5 steps: 17 destinations + 10 promotions.
  EXPECT_EQ(lone(g, "E", "h9").size(), 27u);
  // Gote Flying Cat: Gote's last three ranks are 1-3.
  EXPECT_EQ(lone(g, "f", "d6"), (Set{"d3+", "a3+", "g3+"}));
}

TEST(ShogiRules, DaiNeverPromotingPieces) {
  const Game g = Game::DaiSeireigi;
  for (const char* label : {"K", "HM", "CA", "Q", "I", "+G", "+S", "+C", "+V", "+J", "+X", "+O",
                            "+RG", "+BG", "+P", "+E"}) {
    const Set s = lone(g, label, "h12");
    EXPECT_EQ(promotions(s), 0) << label;
    EXPECT_FALSE(s.empty()) << label;
  }
  EXPECT_EQ(lone(g, "+G", "h12").size(), 11u);  // a Great Elephant on h12: FL 3, FR 3, 5 steps
}

// A dropped piece is unpromoted; it may promote on a later move that starts in the zone.
TEST(ShogiRules, DroppedPieceMayPromoteLater) {
  Board b(dai_sfen({{"a10", "p"}}, "X"), Game::DaiSeireigi);
  EXPECT_TRUE(has(b, "X@j12"));
  EXPECT_FALSE(has(b, "X@j12+"));
  b.play("X@j12");
  b.play("a10a9");
  EXPECT_TRUE(has(b, "j12j13+"));
  EXPECT_TRUE(has(b, "j12j13"));
}

// Captured pieces go to hand demoted exactly one step (RULINGS 2.5); the hand label is upper case
// for Sente. A Queen on h1 takes the piece on h2.
TEST(ShogiRules, DaiCapturesDemoteIntoHand) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"+(rg)", "(RG)"}, {"+(bg)", "(BG)"}, {"+x", "X"},      {"+o", "O"}, {"+g", "G"},
      {"e", "E"},        {"+e", "E"},       {"+s", "S"},      {"+c", "C"}, {"+v", "V"},
      {"+j", "J"},       {"+(ce)", "(CE)"}, {"(ce)", "(CE)"}, {"+h", "H"}, {"+p", "P"},
      {"(hm)", "(HM)"},  {"+r", "R"},       {"+b", "B"},      {"+m", "M"}, {"+u", "U"},
      {"+w", "W"},       {"+d", "D"},       {"+t", "T"},      {"+a", "A"}, {"+l", "L"},
      {"+y", "Y"},       {"+n", "N"},       {"+f", "F"},      {"+z", "Z"}, {"i", "I"},
  };
  for (const auto& [victim, in_hand] : cases) {
    Board b(dai_sfen({{"h1", "Q"}, {"h2", victim}}), Game::DaiSeireigi);
    b.play("h1h2");
    const std::string s = b.sfen();
    EXPECT_EQ(s.substr(s.find('[')), "[" + in_hand + "] w 2") << victim;
  }
  // Gote capturing: lower case in hand; the piece is dropped back unpromoted.
  Board b(dai_sfen({{"h15", "q"}, {"h14", "+(RG)"}, {"a5", "P"}}, "-", 'w'), Game::DaiSeireigi);
  b.play("h15h14");
  EXPECT_EQ(b.sfen().substr(b.sfen().find('[')), "[(rg)] b 2");
  b.play("a5a6");
  EXPECT_EQ(drops_of(b, "RG").size(), 225u - 2u);
  EXPECT_FALSE(has(b, "RG@h8+"));
  b.play("RG@h8");
  std::string want = dai_sfen({{"h14", "q"}, {"a6", "P"}, {"h8", "rg"}}, "-", 'b');
  want.back() = '4';
  EXPECT_EQ(b.sfen(), want);
  // Shogi: promoted pieces come back as R, B, S, N, L, P.
  Board s(shogi_sfen({{"e4", "G"}, {"e5", "+r"}, {"a9", "+p"}}, "-", 'b'), Game::Shogi);
  s.play("e4e5");
  EXPECT_EQ(s.sfen(), "+p8/9/9/9/4G4/9/9/9/9[R] w 2");
}

// Nifu: no drop of an unpromoted pawn on a file holding an unpromoted own pawn. Tokins and enemy
// pawns do not count. A lone Sente pawn on e5: 8 files x ranks 1-8.
TEST(ShogiRules, Nifu) {
  EXPECT_EQ(drops_of(Board(shogi_sfen({{"e5", "P"}}, "P"), Game::Shogi), "P").size(), 64u);
  EXPECT_EQ(drops_of(Board(shogi_sfen({{"e5", "+P"}}, "P"), Game::Shogi), "P").size(), 71u);
  EXPECT_EQ(drops_of(Board(shogi_sfen({{"e5", "p"}}, "P"), Game::Shogi), "P").size(), 71u);
  EXPECT_FALSE(has(Board(shogi_sfen({{"e5", "P"}}, "P"), Game::Shogi), "P@e4"));
  // Gote: its own pawns only.
  EXPECT_EQ(
      drops_of(Board(shogi_sfen({{"e5", "p"}, {"d5", "P"}}, "p", 'w'), Game::Shogi), "P").size(),
      64u - 1u);
  // Dai Seireigi: 14 files x ranks 1-14.
  EXPECT_EQ(drops_of(Board(dai_sfen({{"h5", "P"}}, "P"), Game::DaiSeireigi), "P").size(), 196u);
  // Nifu concerns pawns only: a Lance next to a Lance is fine.
  EXPECT_EQ(drops_of(Board(dai_sfen({{"h5", "L"}}, "L"), Game::DaiSeireigi), "L").size(), 209u);
}

// Drop rank limits: shogi P/L not on the last rank, N not on the last two.
TEST(ShogiRules, ShogiDropRanks) {
  const Board sente(shogi_sfen({}, "PLNGSBR"), Game::Shogi);
  EXPECT_EQ(drops_of(sente, "P").size(), 72u);
  EXPECT_EQ(drops_of(sente, "L").size(), 72u);
  EXPECT_EQ(drops_of(sente, "N").size(), 63u);
  for (const char* l : {"G", "S", "B", "R"}) EXPECT_EQ(drops_of(sente, l).size(), 81u) << l;
  expect_moves(sente, {"N@e7", "G@e9"}, {"N@e8", "P@e9"});
  EXPECT_EQ(sente.legal_moves().size(), 72u * 2 + 63u + 4 * 81u);
  const Board gote(shogi_sfen({}, "plngsbr", 'w'), Game::Shogi);
  EXPECT_EQ(gote.legal_moves().size(), 72u * 2 + 63u + 4 * 81u);
  expect_moves(gote, {"N@e3", "P@e9"}, {"N@e2", "L@e1"});
}

// Dai Seireigi drop limits (RULINGS 2.5): P L A T J V not on the last rank, N Y not on the last
// two, F Z not on the last three, everything else anywhere.
TEST(ShogiRules, DaiDropRanks) {
  const std::string all = "PLATJVNYFZCSGUMH(CE)DWEOXBR(BG)(RG)IQ(CA)(HM)";
  std::string lower = all;
  for (char& c : lower) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  for (const auto& [hand, side, last] : {std::tuple{all, 'b', "15"}, std::tuple{lower, 'w', "1"}}) {
    const Board b(dai_sfen({}, hand, side), Game::DaiSeireigi);
    for (const char* l : {"P", "L", "A", "T", "J", "V"}) {
      EXPECT_EQ(drops_of(b, l).size(), 210u) << l;
      EXPECT_EQ(drops_of(b, l).count(std::string("h") + last), 0u) << l;
    }
    for (const char* l : {"N", "Y"}) EXPECT_EQ(drops_of(b, l).size(), 195u) << l;
    for (const char* l : {"F", "Z"}) EXPECT_EQ(drops_of(b, l).size(), 180u) << l;
    for (const char* l : {"C", "S", "G", "U", "M",  "H",  "CE", "D", "W",  "E",
                          "O", "X", "B", "R", "BG", "RG", "I",  "Q", "CA", "HM"}) {
      EXPECT_EQ(drops_of(b, l).size(), 225u) << l;
      EXPECT_EQ(drops_of(b, l).count(std::string("h") + last), 1u) << l;
    }
    EXPECT_EQ(b.legal_moves().size(), 6u * 210 + 2 * 195 + 2 * 180 + 20 * 225);
  }
}

// Expects `mate` to be legal in b, and the moves `legal` but not `illegal`; plays `mate` and
// expects the side to move then to be checkmated. Returns the mated position.
Board expect_mating_drop(Board b, const char* mate, std::initializer_list<const char*> legal,
                         std::initializer_list<const char*> illegal) {
  expect_moves(b, legal, illegal);
  EXPECT_TRUE(has(b, mate));
  b.play(mate);
  EXPECT_TRUE(b.in_check());
  EXPECT_TRUE(b.legal_moves().empty());
  return b;
}

// Uchifuzume (shogi). Gote King a9; Sente Gold b7 guards a8 and b8, Silver c8 guards b9.
// P@a8 checks and no Gote move remains: illegal. G@a8 mates: legal. A pawn MOVE that mates is
// legal. Without the Silver, or with the pawn undefended, P@a8 is legal.
TEST(ShogiRules, ShogiUchifuzume) {
  const auto base = std::vector<std::pair<std::string, std::string>>{
      {"a9", "k"}, {"b7", "G"}, {"c8", "S"}, {"i1", "K"}};
  Board b =
      expect_mating_drop(Board(shogi_sfen(base, "PG"), Game::Shogi), "G@a8", {"P@e5"}, {"P@a8"});
  EXPECT_EQ(b.perft(1), 0u);
  EXPECT_EQ(b.perft(3), 0u);

  auto with_pawn = base;
  with_pawn.push_back({"a7", "P"});
  Board moved(shogi_sfen(with_pawn, "G"), Game::Shogi);
  expect_moves(moved, {"a7a8", "a7a8+"});
  moved.play("a7a8");
  EXPECT_TRUE(moved.legal_moves().empty());

  // The King escapes to b9.
  Board escape(shogi_sfen({{"a9", "k"}, {"b7", "G"}, {"i1", "K"}}, "P"), Game::Shogi);
  EXPECT_TRUE(has(escape, "P@a8"));
  escape.play("P@a8");
  EXPECT_EQ(escape.legal_moves(), (std::vector<std::string>{"a9b9"}));
  // The pawn is undefended (Gold c7 guards b8, Silver c8 guards b9): the King takes it.
  Board take(shogi_sfen({{"a9", "k"}, {"c7", "G"}, {"c8", "S"}, {"i1", "K"}}, "P"), Game::Shogi);
  EXPECT_TRUE(has(take, "P@a8"));
  // A Gote Gold on a7 can take the pawn (moving backward).
  auto guarded = base;
  guarded.push_back({"a7", "g"});
  EXPECT_TRUE(has(Board(shogi_sfen(guarded, "P"), Game::Shogi), "P@a8"));
  // A Gote Silver on b9 could take a8 (forward-diagonal for Gote) but is pinned by a Sente Rook
  // on e9: P@a8 is mate, so illegal. Without the Rook it is legal.
  const auto pinned = std::vector<std::pair<std::string, std::string>>{
      {"a9", "k"}, {"b9", "s"}, {"b7", "G"}, {"i1", "K"}};
  EXPECT_TRUE(has(Board(shogi_sfen(pinned, "P"), Game::Shogi), "P@a8"));
  auto with_rook = pinned;
  with_rook.push_back({"e9", "R"});
  EXPECT_FALSE(has(Board(shogi_sfen(with_rook, "P"), Game::Shogi), "P@a8"));
}

// Uchifuzume in Dai Seireigi: Pawns only (A-D9). Same pattern on a15: Gold b13, Silver c14.
TEST(ShogiRules, DaiUchifuzumeIsForPawnsOnly) {
  expect_mating_drop(Board(dai_sfen({{"a15", "k"}, {"b13", "G"}, {"c14", "S"}, {"o1", "K"}}, "PL"),
                           Game::DaiSeireigi),
                     "L@a14", {"P@a13"}, {"P@a14"});
  // Without the Silver the King escapes to b15 and the pawn drop is legal.
  EXPECT_TRUE(has(
      Board(dai_sfen({{"a15", "k"}, {"b13", "G"}, {"o1", "K"}}, "P"), Game::DaiSeireigi), "P@a14"));
}

TEST(ShogiRules, CheckMustBeAnswered) {
  // Sente King e1 checked by a Gote Rook on e9 (clear file), Sente Gold on a2, Gold in hand:
  // King moves d1 d2 f1 f2 (e2 is on the file) + interpose G@e2..e8 (7) = 11; the Gold on a2
  // cannot reach the file.
  Board b(shogi_sfen({{"e1", "K"}, {"e9", "r"}, {"a2", "G"}, {"a9", "k"}}, "G"), Game::Shogi);
  EXPECT_TRUE(b.in_check());
  EXPECT_EQ(b.legal_moves().size(), 11u);
  // A pinned Gold may only move along the pin.
  Board pin(shogi_sfen({{"e1", "K"}, {"e2", "G"}, {"e9", "r"}, {"a9", "k"}}), Game::Shogi);
  EXPECT_FALSE(pin.in_check());
  EXPECT_EQ(moves_from(pin, "e2"), (Set{"e3"}));
}

TEST(ShogiRules, PlayRejectsIllegalMoves) {
  Board b("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] b 1", Game::Shogi);
  for (const char* m : {"", "e3e5", "c3c4+", "P@e5", "e1e1", "e7e6", "h2h1", "c3c4 "})
    EXPECT_THROW(b.play(m), Error) << m;
  EXPECT_NO_THROW(b.play("c3c4"));
  EXPECT_THROW(b.play("c3c4"), Error);
  EXPECT_NO_THROW(b.play("g7g6"));
  EXPECT_NO_THROW(b.play("b2h8+"));  // bishop takes bishop, promotes
  EXPECT_EQ(b.sfen(), "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] w 4");
  EXPECT_TRUE(has(b, "g9h8"));
  b.undo();
  b.undo();
  b.undo();
  EXPECT_EQ(b.sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] b 1");
}

// A move reached by several paths (hook movers, jumping sliders) is listed once, and the move
// list equals the set of destinations with their promotion choices, in random Dai positions.
TEST(ShogiRules, NoDuplicateMoves) {
  Board b(
      "lafm(rg)ugkgu(bg)mfal/1n1t1zsesz1t1n1/y1j1vxcicov1j1y/1(ce)1w1r(hm)q(ca)b1d1h1/"
      "ppppppppppppppp/15/15/15/15/15/PPPPPPPPPPPPPPP/1H1D1B(CA)Q(HM)R1W1(CE)1/"
      "Y1J1VOCICXV1J1Y/1N1T1ZSESZ1T1N1/LAFM(BG)UGKGU(RG)MFAL[-] b 1",
      Game::DaiSeireigi);
  std::mt19937 rng(7);
  for (int ply = 0; ply < 160; ++ply) {
    const std::vector<std::string> moves = b.legal_moves();
    ASSERT_EQ(std::set<std::string>(moves.begin(), moves.end()).size(), moves.size()) << b.sfen();
    if (moves.empty()) break;
    b.play(moves[rng() % moves.size()]);
  }
}

}  // namespace
