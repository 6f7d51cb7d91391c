// The text engines exchange: divide lines, shogi moves and positions in USI and
// fairy-stockfish spellings, and shell quoting for script engines.
#include <gtest/gtest.h>

#include "engines/divide_text.h"
#include "engines/script_engine.h"
#include "engines/shogi_text.h"

namespace vchess::engines {
namespace {

TEST(DivideText, UciLine) {
  const auto mc = move_count("e2e4: 20", true);
  ASSERT_TRUE(mc);
  EXPECT_EQ(mc->first, "e2e4");
  EXPECT_EQ(mc->second, 20u);
}

TEST(DivideText, MoveTextWithAColon) {
  const auto mc = move_count("c1d2:B: 52", true);  // Waterloo part move
  ASSERT_TRUE(mc);
  EXPECT_EQ(mc->first, "c1d2:B");
  EXPECT_EQ(mc->second, 52u);
}

TEST(DivideText, PerftreeLineAndGarbage) {
  EXPECT_EQ(move_count("e2e4 20", false)->second, 20u);
  EXPECT_FALSE(move_count("e2e4: lots", true));
  EXPECT_FALSE(move_count("e2e4 is a fine move", false));
  EXPECT_FALSE(move_count(": 20", true));
}

TEST(DivideText, NodesSearched) {
  EXPECT_EQ(*nodes_searched("Nodes searched: 8902"), 8902u);
  EXPECT_FALSE(nodes_searched("Nodes searched: many"));
  EXPECT_FALSE(nodes_searched("nodes 8902"));
}

// Engines pad their lines: blanks and tabs on either side of a count are not part of it.
TEST(DivideText, CountsPaddedWithBlanks) {
  EXPECT_EQ(*nodes_searched("Nodes searched: 8902 \t"), 8902u);
  EXPECT_EQ(*count_text("\t 20\t "), 20u);
  EXPECT_EQ(move_count("e2e4: 20 ", true)->second, 20u);
}

TEST(ShogiText, UsiMoves) {
  EXPECT_EQ(gc_to_usi("7g-7f"), "7g7f");
  EXPECT_EQ(gc_to_usi("8h-2b+"), "8h2b+");
  EXPECT_EQ(gc_to_usi("P@5e"), "P*5e");
  EXPECT_EQ(usi_to_gc("7g7f"), "7g-7f");
  EXPECT_EQ(usi_to_gc("8h2b+"), "8h-2b+");
  EXPECT_EQ(usi_to_gc("P*5e"), "P@5e");
  EXPECT_EQ(usi_to_gc("e2e4"), "");
}

TEST(ShogiText, Positions) {
  const std::string ours = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[2Pb] w 12";
  EXPECT_EQ(to_sfen(ours), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 2Pb 12");
  EXPECT_EQ(to_fsf_shogi(ours),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[PPb] b - - 0 1");
  EXPECT_EQ(to_sfen("lnsgkgsnl/9/9/9/9/9/9/9/LNSGKGSNL[-] b 1"),
            "lnsgkgsnl/9/9/9/9/9/9/9/LNSGKGSNL b - 1");
  EXPECT_EQ(to_sfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "");
}

TEST(ScriptEngine, ShellQuote) {
  EXPECT_EQ(shell_quote("a b"), "'a b'");
  EXPECT_EQ(shell_quote("it's"), "'it'\\''s'");
}

}  // namespace
}  // namespace vchess::engines
