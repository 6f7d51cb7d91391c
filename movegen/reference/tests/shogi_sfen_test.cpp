// Position text (RULINGS 2.1 SFEN-like format): parsing, printing, hand order, errors, and the Dai
// Seireigi start position against the set-up table of RULINGS 2.1.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "reference/shogi/pieces.h"
#include "reference/shogi/reference_shogi.h"
#include "reference/shogi/sfen.h"
#include "shogi_test_util.h"

namespace {

using ref_shogi::Board;
using ref_shogi::Error;
using ref_shogi::Game;
using ref_shogi_test::dai_sfen;
using ref_shogi_test::kDaiStart;
using ref_shogi_test::kShogiStart;
using ref_shogi_test::shogi_sfen;

TEST(ShogiSfen, StartPositionsRoundTrip) {
  EXPECT_EQ(Board(kShogiStart, Game::Shogi).sfen(), kShogiStart);
  EXPECT_EQ(Board(kDaiStart, Game::DaiSeireigi).sfen(), kDaiStart);
}

TEST(ShogiSfen, MoveNumberIsOptionalAndCountsPlies) {
  Board b("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] b", Game::Shogi);
  EXPECT_EQ(b.sfen(), kShogiStart);
  b.play("c3c4");
  EXPECT_EQ(b.sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[-] w 2");
  b.undo();
  EXPECT_EQ(b.sfen(), kShogiStart);
  EXPECT_THROW(b.undo(), Error);
}

// RULINGS 2.1 table, Sente's ranks 1-4 (files a..o, "" = empty), checked on the parsed start
// position; Gote's set-up must be Sente's rotated by 180 degrees.
TEST(ShogiSfen, DaiStartMatchesTheRulingsTable) {
  const std::vector<std::vector<std::string>> ranks = {
      {"l", "a", "f", "m", "bg", "u", "g", "k", "g", "u", "rg", "m", "f", "a", "l"},
      {"", "n", "", "t", "", "z", "s", "e", "s", "z", "", "t", "", "n", ""},
      {"y", "", "j", "", "v", "o", "c", "i", "c", "x", "v", "", "j", "", "y"},
      {"", "h", "", "d", "", "b", "ca", "q", "hm", "r", "", "w", "", "ce", ""},
  };
  const ref_shogi::Position p = ref_shogi::parse_sfen(kDaiStart, Game::DaiSeireigi);
  auto label_at = [&](int x, int y) {
    const ref_shogi::Piece& t = p.at(p.sq(x, y));
    return t.empty() ? std::string() : p.rules->kinds[static_cast<std::size_t>(t.kind)].label;
  };
  int pieces = 0;
  for (int y = 0; y < 15; ++y)
    for (int x = 0; x < 15; ++x) {
      const ref_shogi::Piece& t = p.at(p.sq(x, y));
      const ref_shogi::Piece& r = p.at(p.sq(14 - x, 14 - y));
      pieces += !t.empty();
      EXPECT_EQ(label_at(x, y), label_at(14 - x, 14 - y)) << x << "," << y;
      if (!t.empty()) {
        EXPECT_NE(t.color, r.color) << x << "," << y;
      }
      EXPECT_FALSE(t.promoted);
      const std::string want = y < 4
                                   ? ranks[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]
                               : y == 4 ? "p"
                                        : "";
      if (y <= 7) {
        EXPECT_EQ(label_at(x, y), want) << x << "," << y;
      }
      if (y <= 4 && !t.empty()) {
        EXPECT_EQ(t.color, ref_shogi::kSente);
      }
    }
  EXPECT_EQ(pieces, 2 * 59);
}

TEST(ShogiSfen, HandsArePrintedInTheGamesOrder) {
  // Dai Seireigi: Ludii order p l a t j v n y f z c s g u m h ce d w e o x b r bg rg i q ca hm.
  Board dai(dai_sfen({{"h1", "K"}, {"h15", "k"}},
                     "(hm)(HM)q2(CA)I10P(rg)(RG)(BG)r(ce)XOEWD(CE)HMUGSCZFYNVJTALp"),
            Game::DaiSeireigi);
  EXPECT_EQ(dai.sfen(),
            "7k7/15/15/15/15/15/15/15/15/15/15/15/15/15/7K7"
            "[10PLATJVNYFZCSGUMH(CE)DWEOX(BG)(RG)I2(CA)(HM)p(ce)r(rg)q(hm)] b 1");
  // Shogi: R B G S N L P.
  Board shogi(shogi_sfen({{"e1", "K"}, {"e9", "k"}}, "pPlLnNsSgGbBrR18P"), Game::Shogi);
  EXPECT_EQ(shogi.sfen(), "4k4/9/9/9/9/9/9/9/4K4[RBGSNL19Prbgsnlp] b 1");
  // Counts may repeat a label; both colours in any order.
  EXPECT_EQ(Board(shogi_sfen({{"e1", "K"}}, "PpP2p"), Game::Shogi).sfen(),
            "9/9/9/9/9/9/9/9/4K4[2P3p] b 1");
}

TEST(ShogiSfen, PromotedPiecesAndGoteToMove) {
  const std::string text =
      dai_sfen({{"a1", "+(RG)"}, {"b2", "+x"}, {"o15", "+P"}, {"c3", "+(ce)"}}, "-", 'w');
  EXPECT_EQ(Board(text, Game::DaiSeireigi).sfen(), text);
  const std::string shogi = shogi_sfen({{"a1", "+R"}, {"b2", "+b"}, {"i9", "+P"}}, "-", 'w');
  EXPECT_EQ(Board(shogi, Game::Shogi).sfen(), shogi);
}

// Each malformed text throws an Error whose one-line message names the problem.
TEST(ShogiSfen, BadTextIsRejected) {
  struct Bad {
    std::string text;
    Game game;
    std::string fragment;  // must appear in the message
  };
  const std::string e9 = "9/9/9/9/9/9/9/9/4K4";
  const std::vector<Bad> bad = {
      {"", Game::Shogi, "empty"},
      {e9 + " b 1", Game::Shogi, "hand"},
      {e9 + "[] b 1", Game::Shogi, "hand"},
      {e9 + "[-] x 1", Game::Shogi, "side"},
      {e9 + "[-]", Game::Shogi, "side"},
      {e9 + "[-] b 0", Game::Shogi, "move number"},
      {e9 + "[-] b 1x", Game::Shogi, "move number"},
      {e9 + "[-] b 1 2", Game::Shogi, "extra"},
      {"9/9/9/9/9/9/9/4K4[-] b 1", Game::Shogi, "ranks"},
      {"9/9/9/9/9/9/9/9/4K5[-] b 1", Game::Shogi, "rank 1"},
      {"9/9/9/9/9/9/9/9/4K3[-] b 1", Game::Shogi, "rank 1"},
      {"9/9/9/9/9/9/9/9/4Q4[-] b 1", Game::Shogi, "unknown piece 'Q'"},
      {"9/9/9/9/9/9/9/9/4(HM)4[-] b 1", Game::Shogi, "unknown piece"},
      {"9/9/9/9/9/9/9/9/4+K4[-] b 1", Game::Shogi, "cannot be promoted"},
      {"9/9/9/9/9/9/9/9/4+G4[-] b 1", Game::Shogi, "cannot be promoted"},
      {"9/9/9/9/9/9/9/9/4K04[-] b 1", Game::Shogi, "count 0"},
      {"9/9/9/9/9/9/9/9/4K0[-] b 1", Game::Shogi, "count 0"},
      {"9/9/9/9/9/9/9/9/4K#3[-] b 1", Game::Shogi, "'#'"},
      {e9 + "[K] b 1", Game::Shogi, "King in hand"},
      {e9 + "[+P] b 1", Game::Shogi, "promoted"},
      {e9 + "[0P] b 1", Game::Shogi, "count 0"},
      {e9 + "[02P] b 1", Game::Shogi, "count 0"},
      {e9 + "[3] b 1", Game::Shogi, "missing piece"},
      {"9/9/9/9/9/9/9/9/3KK4[-] b 1", Game::Shogi, "second King"},
      {"P8/9/9/9/9/9/9/9/4K4[-] b 1", Game::Shogi, "must promote"},
      {"1N7/9/9/9/9/9/9/9/4K4[-] b 1", Game::Shogi, "must promote"},
      {"9/N8/9/9/9/9/9/9/4K4[-] b 1", Game::Shogi, "must promote"},
      {"9/9/9/9/9/9/9/9/n3K4[-] b 1", Game::Shogi, "must promote"},
      {"9/9/9/4P4/9/9/4P4/9/4K4[-] b 1", Game::Shogi, "nifu"},
      {"4k4/9/9/9/9/9/9/9/4R4[-] b 1", Game::Shogi, "not to move is in check"},
      {dai_sfen({{"a1", "(Hm)"}}), Game::DaiSeireigi, "bad label character"},
      {dai_sfen({{"a1", "K"}}).replace(0, 2, "(hm"), Game::DaiSeireigi, "unterminated"},
      {dai_sfen({{"a1", "+(HM)"}}), Game::DaiSeireigi, "cannot be promoted"},
      {dai_sfen({{"a15", "Y"}}), Game::DaiSeireigi, "must promote"},
      {dai_sfen({{"a13", "F"}}), Game::DaiSeireigi, "must promote"},
      {dai_sfen({{"a3", "z"}}), Game::DaiSeireigi, "must promote"},
      {dai_sfen({{"a1", "K"}}, "(XX)"), Game::DaiSeireigi, "unknown piece"},
      {dai_sfen({{"a1", "K"}}, "(K)"), Game::DaiSeireigi, "unterminated"},
  };
  for (const Bad& b : bad)
    ref_test::expect_error<Error>([&] { Board board(b.text, b.game); }, b.text, b.fragment);
}

TEST(ShogiSfen, LegalOddPositionsAreAccepted) {
  // No Kings, a lone Gote King, positions where the side to move is in check, a Tokin on the file
  // of a pawn (not nifu), promoted pieces on the last rank, pawns of both colours on one file.
  EXPECT_NO_THROW(Board("9/9/9/9/9/9/9/9/9[-] b 1", Game::Shogi));
  EXPECT_NO_THROW(Board("4k4/9/9/9/9/9/9/9/9[-] w 1", Game::Shogi));
  EXPECT_NO_THROW(Board("4k4/9/9/9/9/9/9/9/4R4[-] w 1", Game::Shogi));
  EXPECT_NO_THROW(Board("+P8/P8/9/9/9/9/9/p8/9[-] b 1", Game::Shogi));
  EXPECT_NO_THROW(Board(dai_sfen({{"a15", "+Y"}, {"b15", "G"}, {"c1", "+f"}}), Game::DaiSeireigi));
}

}  // namespace
