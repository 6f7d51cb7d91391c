// The text engines exchange: divide lines, shogi moves and positions in USI and
// fairy-stockfish spellings, and shell quoting for script engines.
#include <gtest/gtest.h>

#include <algorithm>

#include "engines/divide_text.h"
#include "engines/script_engine.h"
#include "engines/shogi_text.h"
#include "engines/xboard_text.h"
#include "perft/candidates.h"

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

TEST(XboardText, Features) {
  const auto f =
      parse_features(R"(feature setboard=1 myname="Sjaak II 1.4.1" variants="normal,shogi")");
  EXPECT_EQ(f.at("setboard"), "1");
  EXPECT_EQ(f.at("myname"), "Sjaak II 1.4.1");
  EXPECT_EQ(split_list(f.at("variants")), (std::vector<std::string>{"normal", "shogi"}));
  EXPECT_TRUE(parse_features("tellics say hello").empty());
}

TEST(XboardText, Moves) {
  EXPECT_EQ(xboard_to_coordinates("Nb1-a3", 8), "b1a3");
  EXPECT_EQ(xboard_to_coordinates("e2e4", 8), "e2e4");
  EXPECT_EQ(xboard_to_coordinates("a7-a8Q", 8), "a7a8Q");
  EXPECT_EQ(xboard_to_coordinates("+Bh8xg9", 9), "h8g9");
  EXPECT_EQ(xboard_to_coordinates("Pc6-c7+", 9), "c6c7+");
  EXPECT_EQ(xboard_to_coordinates("B@c8", 9), "B@c8");
  EXPECT_EQ(xboard_to_coordinates("O-O-O", 8), "O-O-O");
  EXPECT_EQ(xboard_to_coordinates("Eg0-i2", 10), "g1i3");  // ranks from 0 on 10 ranks
  EXPECT_EQ(xboard_to_coordinates("Cb2xb9", 10), "b3b10");
  EXPECT_EQ(xboard_to_coordinates("P@e0", 10), "P@e1");
  EXPECT_EQ(xboard_to_coordinates("@a2", 8), "P@a2");  // Sjaak II's crazyhouse pawn drop
  EXPECT_EQ(coordinates_to_xboard("b3b10", 10), "b2b9");
  EXPECT_EQ(coordinates_to_xboard("e7e8q", 8), "e7e8q");
  EXPECT_EQ(fen_ranks("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), 8);
  EXPECT_EQ(fen_ranks("lnsgk/5/5/5/KGSNL[Pp] w - - 0 1"), 5);
}

TEST(XboardText, Candidates) {
  // White: king e1, rook h1, pawn e7 (promotes); the bare pair e7e8 is left to the promotions.
  const std::vector<std::string> legal = {"e1f1", "e1g1", "h1h2", "e7e8q", "e7e8n"};
  const auto c = cli::candidate_moves("4k3/4P3/8/8/8/8/8/4K2R w K - 0 1", 'w', legal);
  EXPECT_EQ(c.size(), 3u * 63 - 1 + 2);  // three pieces, 63 targets, no e7e8, two promotions
  EXPECT_EQ(std::count(c.begin(), c.end(), "e7e8"), 0);
  EXPECT_EQ(std::count(c.begin(), c.end(), "h1a8"), 1);
  EXPECT_EQ(cli::castling_move("4k3/4P3/8/8/8/8/8/4K2R w K - 0 1", 'w', true, legal), "e1g1");
  EXPECT_EQ(cli::castling_move("4k3/4P3/8/8/8/8/8/4K2R w K - 0 1", 'w', false, legal), "");
  // Seirawan gating: castling that puts a piece down is written with its letter after.
  const std::vector<std::string> gated = {"e1g1", "e1g1h", "h1e1h"};
  EXPECT_EQ(cli::castling_move("4k3/8/8/8/8/8/8/4K2R[H] w K - 0 1", 'w', true, gated), "e1g1");
}

}  // namespace
}  // namespace vchess::engines
