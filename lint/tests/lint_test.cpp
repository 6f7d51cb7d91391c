// Tests of the variant-file linter (lint/lint.h), with the fixture files in tests/fixtures.
#include "lint/lint.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "lint/fsf_reading.h"

namespace {

using vchess::lint::Finding;
using vchess::lint::lint_betza;
using vchess::lint::lint_file;
using vchess::lint::lint_text;

const std::string kFixtures = LINT_FIXTURES;

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

TEST(Lint, FsfDifferencesFixture) {
  std::ostringstream out;
  const std::string path = kFixtures + "/fsf_differences.ini";
  EXPECT_EQ(lint_file(path, out), 18);
  const auto got = lines(out.str());
  ASSERT_EQ(got.size(), 18u);
  EXPECT_EQ(got[0], path +
                        ":3: customPiece1: 'jR' Fairy-Stockfish skips 'j' and reads 'R' (Betza: j: "
                        "the first square is skipped whatever stands there; from e5 on an empty "
                        "12x10 board Fairy-Stockfish has 20 moves, Betza 16 moves)");
  EXPECT_EQ(got[1], path +
                        ":4: customPiece2: '[W?R]' Fairy-Stockfish skips '[', '?', ']' and reads "
                        "'WR' (from e5 on an empty 12x10 board Fairy-Stockfish has 20 moves) "
                        "(Betza: [...]: legs of one move chained in order; chained moves in "
                        "brackets are not supported)");
  EXPECT_EQ(got[3],
            path +
                ":6: customPiece4: 'DD' Fairy-Stockfish gives a rider of (2,0) leaps no "
                "moves (Betza: a rider repeats the (2,0) leap while the squares are empty; "
                "from e5 on an empty 12x10 board Fairy-Stockfish has 0 moves, Betza 9 moves)");
  EXPECT_EQ(got[6], path +
                        ":9: customPiece7: 'W10' Fairy-Stockfish skips '0' and reads 'W1' (Betza: "
                        "the atoms' moves as written; from e5 on an empty 12x10 board "
                        "Fairy-Stockfish has 4 moves, Betza 20 moves)");
  EXPECT_NE(
      got[12].find(":15: customPiece13: 'gR2' Fairy-Stockfish counts the hopper's range 2 from "
                   "its origin"),
      std::string::npos);
  EXPECT_NE(
      got[17].find(":20: king: 'pD' Fairy-Stockfish gives a hopper along (2,0) leaps no moves"),
      std::string::npos);
}

TEST(Lint, CleanFixtureHasNoFindings) {
  std::ostringstream out;
  EXPECT_EQ(lint_file(kFixtures + "/clean.ini", out), 0);
  EXPECT_EQ(out.str(), "");
}

// Every built-in piece of Fairy-Stockfish reads the same both ways.
TEST(Lint, BuiltInPiecesAgree) {
  for (const char* b : {"fmWfceF", "N",  "B",  "R",   "Q",      "F",    "A",     "FA",    "FfW",
                        "RNF",     "RF", "BN", "RN",  "QN",     "mNcB", "mBcN",  "mNcR",  "mRcN",
                        "fW",      "fR", "fN", "WfF", "BW",     "cW",   "fmWfF", "mRcpR", "pR",
                        "fsW",     "nN", "nA", "nZ",  "RcpRnN", "W",    "K",     "KN"})
    EXPECT_TRUE(lint_betza(b, "f", 1, "customPiece1").empty()) << b;
}

TEST(Lint, SeveralFindingsOnOneLine) {
  const auto f = lint_betza("jRaWDD", "x.ini", 7, "customPiece3");
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0].construct, "jR");
  EXPECT_EQ(f[1].construct, "aW");
  EXPECT_EQ(f[2].construct, "DD");
  EXPECT_EQ(f[2].line, 7);
  EXPECT_EQ(f[2].key, "customPiece3");
}

// Atoms that agree one by one can still disagree together.
TEST(Lint, WholeStringComparedWhenAtomsAgree) {
  const auto masked = lint_betza("fRbpR", "x.ini", 1, "customPiece1");
  ASSERT_EQ(masked.size(), 1u);
  EXPECT_EQ(masked[0].construct, "fRbpR");
  EXPECT_NE(masked[0].fsf.find("(backward, forward)"), std::string::npos);
  const auto replaced = lint_betza("RW3", "x.ini", 1, "customPiece1");
  ASSERT_EQ(replaced.size(), 1u);
  EXPECT_NE(replaced[0].fsf.find("replace"), std::string::npos);
  // Here R replaces W3's limit: the same moves as W3 + R, so nothing to report.
  EXPECT_TRUE(lint_betza("W3R", "x.ini", 1, "customPiece1").empty());
}

TEST(Lint, BadFiles) {
  std::ostringstream out;
  EXPECT_EQ(lint_file(kFixtures + "/no_such_file.ini", out), -1);
  EXPECT_EQ(out.str(), kFixtures + "/no_such_file.ini: cannot read the file\n");
  std::ostringstream out2;
  EXPECT_EQ(lint_text("[v]\nnot a key value line\n", "t.ini", out2), -1);
  EXPECT_NE(out2.str().find("t.ini:2"), std::string::npos);
}

// Keys Fairy-Stockfish ignores and true/false values it reads as false; its own keys, the
// pieces, the board and per-piece regions are not findings.
TEST(Lint, KeysFsfDrops) {
  std::ostringstream out;
  const std::string text =
      "[v:chess]\nwallingrule = duck\nblastOnCapture = yes\nwallingRule = duck\n"
      "castling = false\nrook = r\nmaxFile = h\nmobilityRegionWhiteRook = *1\n"
      "startFen = 8/8/8/8/8/8/8/K6k w - - 0 1\nnnueAlias = chess\nblastImmuneTypes = p\n";
  EXPECT_EQ(lint_text(text, "k.ini", out), 2);
  EXPECT_EQ(lines(out.str()),
            (std::vector<std::string>{
                "k.ini:2: wallingrule: 'wallingrule' is not an option of Fairy-Stockfish: it "
                "ignores the line",
                "k.ini:3: blastOnCapture: 'yes' is not true or false: Fairy-Stockfish reads it "
                "as false"}));
}

// A region naming ranks or files beyond the section's board (epicatomic's `*9 *10`).
TEST(Lint, RegionBeyondTheBoard) {
  std::ostringstream out;
  const std::string text =
      "[e]\nmaxRank = 8\nmaxFile = 10\npromotionRegionWhite = *6 *9 *10\n"
      "[f:e]\nmobilityRegionWhiteKing = k1 a2\n[g:atomic]\npromotionRegionWhite = *9\n"
      "[h]\ndropRegionBlack = a1 h8\n";
  EXPECT_EQ(lint_text(text, "r.ini", out), 2);
  EXPECT_EQ(lines(out.str()),
            (std::vector<std::string>{
                "r.ini:4: promotionRegionWhite: '*9' is off the 10x8 board: Fairy-Stockfish and "
                "the toolkit leave it out of the region",
                "r.ini:6: mobilityRegionWhiteKing: 'k1' is off the 10x8 board: Fairy-Stockfish "
                "and the toolkit leave it out of the region"}));
}

// The model of Fairy-Stockfish's parser: what it keeps and what it notes.
TEST(Lint, FsfReadingModel) {
  const auto r = vchess::lint::fsf_read("mafsmafW");
  EXPECT_EQ(r.kept, "mfsmfW");
  const auto k = vchess::lint::fsf_read("fmWfceFifmnD");
  EXPECT_TRUE(k.notes.empty());
  EXPECT_EQ(k.kept, "fmWfceFifmnD");
  EXPECT_EQ(k.steps[1][0].at({0, 2}), -1);  // the initial lame double step, quiet
}

}  // namespace
