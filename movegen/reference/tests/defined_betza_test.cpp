// Tests of the generic reference's Betza interpreter (reference/defined/betza.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "reference/defined/betza.h"

namespace {

using ref_defined::Betza;
using ref_defined::destinations;
using ref_defined::empty_board_count;
using ref_defined::Error;
using ref_defined::Occupant;
using ref_defined::parse_betza;
using ref_defined::Square;

// A small board: pieces by square name ("e4"), 'o' own, 'x' enemy.
struct Board {
  int files = 8, ranks = 8;
  std::map<std::pair<int, int>, char> pieces;
  Board& put(const std::string& sq, char who) {
    pieces[{sq[0] - 'a', std::stoi(sq.substr(1)) - 1}] = who;
    return *this;
  }
  Occupant at(Square s) const {
    if (s.file < 0 || s.rank < 0 || s.file >= files || s.rank >= ranks) return Occupant::Off;
    const auto it = pieces.find({s.file, s.rank});
    if (it == pieces.end()) return Occupant::Empty;
    return it->second == 'o' ? Occupant::Own : Occupant::Enemy;
  }
};

std::string name(Square s) { return std::string(1, char('a' + s.file)) + std::to_string(s.rank + 1); }

// "e5 xf6 g7": the destinations in square order, captures marked with x.
std::string moves(const std::string& betza, const std::string& from, const Board& b = {},
                  bool white = true, bool initial = false) {
  const Betza parsed = parse_betza(betza);
  std::vector<std::string> out;
  destinations(parsed, Square{from[0] - 'a', std::stoi(from.substr(1)) - 1}, white, initial,
               [&](Square s) { return b.at(s); },
               [&](Square to, bool capture) { out.push_back((capture ? "x" : "") + name(to)); });
  std::sort(out.begin(), out.end(), [](const std::string& x, const std::string& y) {
    const auto key = [](const std::string& s) { return s[0] == 'x' ? s.substr(1) + "x" : s; };
    return key(x) < key(y);
  });
  std::string text;
  for (const auto& m : out) text += (text.empty() ? "" : " ") + m;
  return text;
}

std::vector<int> counts(const std::string& betza) {
  const Betza b = parse_betza(betza);
  std::vector<int> out;
  for (int size : {8, 10})
    for (Square s : {Square{0, 0}, Square{3, 3}, Square{4, 4}})
      out.push_back(empty_board_count(b, size, size, s));
  return out;
}

// Every built-in piece of Fairy-Stockfish (its variants.ini lists them with their Betza): empty-
// board counts from a1, d4, e5 on 8x8 and then on 10x10. The newest Fairy-Stockfish gives the same
// counts (`go perft 1` with the piece alone as customPiece1).
TEST(DefinedBetza, BuiltInPiecesEmptyBoard) {
  const std::vector<std::pair<std::string, std::vector<int>>> table = {
      {"fmWfceF", {1, 1, 1, 1, 1, 1}},     {"N", {2, 8, 8, 2, 8, 8}},
      {"B", {7, 13, 13, 9, 15, 17}},       {"R", {14, 14, 14, 18, 18, 18}},
      {"Q", {21, 27, 27, 27, 33, 35}},     {"F", {1, 4, 4, 1, 4, 4}},
      {"A", {1, 4, 4, 1, 4, 4}},           {"FA", {2, 8, 8, 2, 8, 8}},
      {"FfW", {2, 5, 5, 2, 5, 5}},         {"RNF", {17, 26, 26, 21, 30, 30}},
      {"RF", {15, 18, 18, 19, 22, 22}},    {"BN", {9, 21, 21, 11, 23, 25}},
      {"RN", {16, 22, 22, 20, 26, 26}},    {"QN", {23, 35, 35, 29, 41, 43}},
      {"mNcB", {2, 8, 8, 2, 8, 8}},        {"mBcN", {7, 13, 13, 9, 15, 17}},
      {"mNcR", {2, 8, 8, 2, 8, 8}},        {"mRcN", {14, 14, 14, 18, 18, 18}},
      {"fW", {1, 1, 1, 1, 1, 1}},          {"fR", {7, 4, 3, 9, 6, 5}},
      {"fN", {1, 2, 2, 1, 2, 2}},          {"WfF", {3, 6, 6, 3, 6, 6}},
      {"BW", {9, 17, 17, 11, 19, 21}},     {"cW", {0, 0, 0, 0, 0, 0}},
      {"fmWfF", {2, 3, 3, 2, 3, 3}},       {"", {0, 0, 0, 0, 0, 0}},
      {"mRcpR", {14, 14, 14, 18, 18, 18}}, {"pR", {0, 0, 0, 0, 0, 0}},
      {"fsW", {2, 3, 3, 2, 3, 3}},         {"nN", {2, 8, 8, 2, 8, 8}},
      {"nA", {1, 4, 4, 1, 4, 4}},          {"nZ", {2, 8, 8, 2, 8, 8}},
      {"RcpRnN", {16, 22, 22, 20, 26, 26}}, {"W", {2, 4, 4, 2, 4, 4}},
      {"K", {3, 8, 8, 3, 8, 8}},           {"KN", {5, 16, 16, 5, 16, 16}},
  };
  for (const auto& [betza, expected] : table) EXPECT_EQ(counts(betza), expected) << betza;
}

// Atoms, riders and ranges the newest Fairy-Stockfish counts alike (first group), and those it
// reads differently from Betza's meaning (second group: FSF gives 0 moves for DD, AA, C0, H2,
// nC, nW; 14 for jR as a plain rook).
TEST(DefinedBetza, AtomsAndRidersEmptyBoard) {
  EXPECT_EQ(counts("W3"), (std::vector<int>{6, 12, 12, 6, 12, 12}));
  EXPECT_EQ(counts("R4"), (std::vector<int>{8, 14, 14, 8, 14, 16}));
  EXPECT_EQ(counts("N2"), (std::vector<int>{4, 12, 12, 4, 12, 16}));
  EXPECT_EQ(counts("NN"), (std::vector<int>{6, 12, 12, 8, 16, 16}));
  EXPECT_EQ(counts("N0"), counts("NN"));
  EXPECT_EQ(counts("WW"), counts("R"));
  EXPECT_EQ(counts("K2"), (std::vector<int>{6, 16, 16, 6, 16, 16}));
  EXPECT_EQ(counts("Q3"), (std::vector<int>{9, 24, 24, 9, 24, 24}));
  EXPECT_EQ(counts("C"), counts("L"));
  EXPECT_EQ(counts("Z"), counts("J"));
  EXPECT_EQ(counts("G"), (std::vector<int>{1, 4, 4, 1, 4, 4}));
  EXPECT_EQ(counts("H"), (std::vector<int>{2, 4, 4, 2, 4, 4}));
  EXPECT_EQ(counts("(1,2)"), counts("N"));
  EXPECT_EQ(counts("(4,1)"), (std::vector<int>{2, 4, 4, 2, 4, 8}));
  // Betza's meaning where Fairy-Stockfish differs.
  EXPECT_EQ(counts("DD"), (std::vector<int>{6, 6, 6, 8, 8, 8}));
  EXPECT_EQ(counts("AA"), (std::vector<int>{3, 5, 5, 4, 6, 8}));
  EXPECT_EQ(counts("C0"), (std::vector<int>{4, 8, 8, 6, 12, 8}));
  EXPECT_EQ(counts("H2"), (std::vector<int>{4, 4, 4, 4, 6, 4}));
  EXPECT_EQ(counts("nC"), counts("C"));
  EXPECT_EQ(counts("nW"), counts("W"));
  EXPECT_EQ(counts("jR"), (std::vector<int>{12, 10, 10, 16, 14, 14}));
}

TEST(DefinedBetza, DirectionsOnW) {
  EXPECT_EQ(moves("fW", "d4"), "d5");
  EXPECT_EQ(moves("bW", "d4"), "d3");
  EXPECT_EQ(moves("lW", "d4"), "c4");
  EXPECT_EQ(moves("rW", "d4"), "e4");
  EXPECT_EQ(moves("vW", "d4"), "d3 d5");
  EXPECT_EQ(moves("sW", "d4"), "c4 e4");
  EXPECT_EQ(moves("fsW", "d4"), "c4 d5 e4");  // forward and sideways (the soldier)
  EXPECT_EQ(moves("frW", "d4"), "d5 e4");
  EXPECT_EQ(moves("FsfW", "d4"), "c3 c4 c5 d5 e3 e4 e5");
  EXPECT_EQ(moves("lrR", "d4"), "a4 b4 c4 e4 f4 g4 h4");
}

TEST(DefinedBetza, DirectionsOnF) {
  EXPECT_EQ(moves("fF", "d4"), "c5 e5");
  EXPECT_EQ(moves("bF", "d4"), "c3 e3");
  EXPECT_EQ(moves("lF", "d4"), "c3 c5");
  EXPECT_EQ(moves("rF", "d4"), "e3 e5");
  EXPECT_EQ(moves("vF", "d4"), "c3 c5 e3 e5");
  EXPECT_EQ(moves("flF", "d4"), "c5");
  EXPECT_EQ(moves("lfF", "d4"), "c5");
  EXPECT_EQ(moves("brF", "d4"), "e3");
  EXPECT_EQ(moves("fsF", "d4"), "c5 e5");
  EXPECT_EQ(moves("lfrbB", "d4"), "a7 b6 c5 e3 f2 g1");
  EXPECT_EQ(moves("fK", "d4"), "c5 d5 e5");  // K = WF: fW and fF
}

TEST(DefinedBetza, DirectionsOnN) {
  EXPECT_EQ(moves("N", "e4"), "c3 c5 d2 d6 f2 f6 g3 g5");
  EXPECT_EQ(moves("fN", "e4"), "d6 f6");  // the shogi knight
  EXPECT_EQ(moves("ffN", "e4"), "d6 f6");
  EXPECT_EQ(moves("fsN", "e4"), "c5 g5");
  EXPECT_EQ(moves("fhN", "e4"), "c5 d6 f6 g5");
  EXPECT_EQ(moves("bhN", "e4"), "c3 d2 f2 g3");
  EXPECT_EQ(moves("lhN", "e4"), "c3 c5 d2 d6");
  EXPECT_EQ(moves("vN", "e4"), "d2 d6 f2 f6");
  EXPECT_EQ(moves("sN", "e4"), "c3 c5 g3 g5");
  EXPECT_EQ(moves("lN", "e4"), "c3 c5");
  EXPECT_EQ(moves("frN", "e4"), "g5");
  EXPECT_EQ(moves("rfN", "e4"), "f6");
  EXPECT_EQ(moves("lbN", "e4"), "d2");
  EXPECT_EQ(moves("rvN", "e4"), "f2 f6");
  EXPECT_EQ(moves("ffrrN", "e4"), "d6 f6 g3 g5");
  EXPECT_EQ(moves("hrN", "e4"), "c5 d2 f6 g3");  // XBoard's example
  EXPECT_EQ(moves("hlN", "e4"), "c3 d6 f2 g5");
}

TEST(DefinedBetza, BlackIsTurnedHalfway) {
  EXPECT_EQ(moves("fN", "e5", {}, false), "d3 f3");
  EXPECT_EQ(moves("frN", "e5", {}, false), "c4");  // Black's right is the a-file side
  EXPECT_EQ(moves("fmWfcF", "e5", Board{}.put("d4", 'x').put("f4", 'o'), false), "xd4 e4");
}

TEST(DefinedBetza, ModalitiesAndInitial) {
  const Board b = Board{}.put("e5", 'x').put("d4", 'o');
  EXPECT_EQ(moves("K", "e4", b), "d3 d5 e3 xe5 f3 f4 f5");
  EXPECT_EQ(moves("mK", "e4", b), "d3 d5 e3 f3 f4 f5");
  EXPECT_EQ(moves("cK", "e4", b), "xe5");
  EXPECT_EQ(moves("mcK", "e4", b), moves("K", "e4", b));
  EXPECT_EQ(moves("ifmnD", "e2"), "");
  EXPECT_EQ(moves("ifmnD", "e2", {}, true, true), "e4");
  EXPECT_EQ(moves("ifmnD", "e2", Board{}.put("e3", 'x'), true, true), "");
  EXPECT_EQ(moves("iD", "e2", Board{}.put("e4", 'x'), true, true), "c2 g2");  // i moves are quiet
  EXPECT_EQ(moves("fceF", "e4", Board{}.put("d5", 'x')), "xd5");
  EXPECT_EQ(moves("feF", "e4", Board{}.put("d5", 'x')), "");  // e alone: en passant only
  EXPECT_TRUE(parse_betza("fceF").atoms[0].en_passant);
}

TEST(DefinedBetza, RidersStopAtPieces) {
  const Board b = Board{}.put("e6", 'x').put("b4", 'o');
  EXPECT_EQ(moves("R", "e4", b), "c4 d4 e1 e2 e3 e5 xe6 f4 g4 h4");
  EXPECT_EQ(moves("fR", "e4", b), "e5 xe6");
  EXPECT_EQ(moves("NN", "a1", Board{}.put("c2", 'x')), "b3 xc2 c5 d7");
  EXPECT_EQ(moves("NN", "a1", Board{}.put("b3", 'o')), "c2 e3 g4");
  EXPECT_EQ(moves("DD", "a1", Board{}.put("a5", 'x')), "a3 xa5 c1 e1 g1");
  EXPECT_EQ(moves("W2", "a1", Board{}.put("a2", 'x')), "xa2 b1 c1");
}

// nN: the orthogonal neighbour blocks (xiangqi horse); nA, nD: the midpoint; nZ: the
// orthogonal neighbour and the diagonal square beyond it (janggi elephant).
TEST(DefinedBetza, LameLeapers) {
  EXPECT_EQ(moves("nN", "e4", Board{}.put("e5", 'o')), "c3 c5 d2 f2 g3 g5");
  EXPECT_EQ(moves("nN", "e4", Board{}.put("f5", 'x').put("d5", 'o')),
            "c3 c5 d2 d6 f2 f6 g3 g5");  // diagonal neighbours do not block
  EXPECT_EQ(moves("nN", "e4", Board{}.put("f4", 'x')), "c3 c5 d2 d6 f2 f6");
  EXPECT_EQ(moves("nA", "e4", Board{}.put("f5", 'x')), "c2 c6 g2");
  EXPECT_EQ(moves("nD", "e4", Board{}.put("e5", 'x')), "c4 e2 g4");
  EXPECT_EQ(moves("nZ", "e4", Board{}.put("e5", 'o')), "b2 b6 c1 g1 h2 h6");
  EXPECT_EQ(moves("nZ", "e4", Board{}.put("f6", 'o')), "b2 b6 c1 c7 g1 h2 h6");
  EXPECT_EQ(moves("nZ", "e4", Board{}.put("f5", 'o')), moves("Z", "e4"));
  EXPECT_EQ(moves("nC", "e4", Board{}.put("e6", 'o')), "b3 b5 d1 f1 h3 h5");
  EXPECT_EQ(moves("nN", "e4", Board{}.put("e5", 'o'), false), "c3 c5 d2 f2 g3 g5");
}

TEST(DefinedBetza, Cannons) {
  // One screen: nothing quiet before it, quiet squares beyond, the first piece beyond captured.
  EXPECT_EQ(moves("pR", "a1", Board{}.put("a3", 'o')), "a4 a5 a6 a7 a8");
  EXPECT_EQ(moves("pR", "a1", Board{}.put("a3", 'x').put("a6", 'x')), "a4 a5 xa6");
  EXPECT_EQ(moves("mRcpR", "a1", Board{}.put("a3", 'x').put("a6", 'x')), "a2 xa6 b1 c1 d1 e1 f1 g1 h1");
  // Two screens: the second piece is the target, never a second screen.
  EXPECT_EQ(moves("cpR", "a1", Board{}.put("a2", 'o').put("a3", 'o').put("a4", 'x')), "");
  EXPECT_EQ(moves("cpR", "a1", Board{}.put("a2", 'o').put("a3", 'x').put("a4", 'x')), "xa3");
  // Range: the whole move, screen included, is at most n steps (cannon shogi's flying cannons).
  EXPECT_EQ(moves("pR2", "a1", Board{}.put("a2", 'o')), "a3");
  EXPECT_EQ(moves("pR2", "a1", Board{}.put("a3", 'o')), "");
  EXPECT_EQ(moves("pR3", "a1", Board{}.put("a2", 'o').put("a4", 'x')), "a3 xa4");
  // A nightrider cannon.
  EXPECT_EQ(moves("pNN", "a1", Board{}.put("b3", 'o').put("e9", 'x')), "c5 d7");
}

TEST(DefinedBetza, Grasshoppers) {
  EXPECT_EQ(moves("gQ", "d4", Board{}.put("d6", 'o').put("f6", 'x').put("f7", 'x')), "d7 g7");
  EXPECT_EQ(moves("gR", "a1", Board{}.put("a5", 'o').put("a6", 'x')), "xa6");
  EXPECT_EQ(moves("gR", "a1", Board{}.put("a8", 'o')), "");
  EXPECT_EQ(moves("mgR", "a1", Board{}.put("a5", 'o').put("a6", 'x').put("c1", 'x')), "d1");
  EXPECT_EQ(moves("gB2", "a1", Board{}.put("c3", 'o')), "d4");
  EXPECT_EQ(moves("gB2", "a1", Board{}.put("d4", 'o')), "");
}

TEST(DefinedBetza, SkipFirstSquare) {
  EXPECT_EQ(moves("jR", "a1", Board{}.put("a2", 'o').put("b1", 'x').put("d1", 'x')),
            "a3 a4 a5 a6 a7 a8 c1 xd1");
}

TEST(DefinedBetza, OverlappingAtomsGiveOneMove) {
  EXPECT_EQ(moves("KW", "a1"), "a2 b1 b2");
  EXPECT_EQ(moves("RW3", "a1", Board{}.put("a3", 'x')), "a2 xa3 b1 c1 d1 e1 f1 g1 h1");
  EXPECT_EQ(moves("mWcW", "a1", Board{}.put("a2", 'x')), "xa2 b1");
}

std::string error_of(const std::string& betza) {
  try {
    parse_betza(betza);
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

TEST(DefinedBetza, ParseErrorsNameTheToken) {
  EXPECT_EQ(error_of("aW"), "Betza 'aW': multi-leg moves (a) are not supported at 1: 'a'");
  EXPECT_EQ(error_of("[W?R]"), "Betza '[W?R]': chained moves in brackets are not supported at 1: '['");
  EXPECT_EQ(error_of("RX"), "Betza 'RX': unknown atom at 2: 'X'");
  EXPECT_EQ(error_of("W "), "Betza 'W ': unexpected character at 2: ' '");
  EXPECT_EQ(error_of("3W"), "Betza '3W': a range with no atom before it at 1: '3'");
  EXPECT_EQ(error_of("Nfm"), "Betza 'Nfm': modifiers with no atom after them at 2: 'fm'");
  EXPECT_EQ(error_of("hW"), "Betza 'hW': h must pair with f, b, l or r (fh, rh, hr, ...) at 1: 'h'");
  EXPECT_EQ(error_of("jN"),
            "Betza 'jN': j is supported only on W and F riders (skip the first square) at 1: 'jN'");
  EXPECT_EQ(error_of("pW"),
            "Betza 'pW': p or g on a leaper (needs a rider: R, B, Q, NN, W3...) at 1: 'pW'");
  EXPECT_EQ(error_of("KfsK"),
            "Betza 'KfsK': direction pair 'fs' on K or Q is ambiguous (write the W and F parts "
            "apart) at 2: 'fsK'");
  EXPECT_EQ(error_of("hrW"), "Betza 'hrW': chiral 'hr' needs an oblique atom at 1: 'hrW'");
  EXPECT_EQ(error_of("(0,0)"),
            "Betza '(0,0)': a leap must be (x,y) with 0 <= x,y <= 15, not (0,0) at 1: '(0,0)'");
  EXPECT_EQ(error_of("(1,2"), "Betza '(1,2': unclosed '(' at 1: '(1,2'");
  EXPECT_EQ(error_of("NN2"), "Betza 'NN2': a range after a doubled atom at 1: 'NN2'");
  EXPECT_EQ(error_of("O2"),
            "Betza 'O2': castling atom O is not supported (castling is an option) at 1: 'O'");
  EXPECT_EQ(error_of("W\x01"), "Betza 'W?': unexpected character at 2: '?'");
  EXPECT_EQ(error_of("pgR"), "Betza 'pgR': p and g on one atom at 2: 'g'");
  EXPECT_EQ(error_of("fmWfceFifmnD"), "no error");
}

TEST(DefinedBetza, EmptyBoardCountRefusesBadBoards) {
  const Betza b = parse_betza("K");
  EXPECT_THROW(empty_board_count(b, 17, 8, Square{0, 0}), Error);
  EXPECT_THROW(empty_board_count(b, 8, 8, Square{8, 0}), Error);
  EXPECT_EQ(empty_board_count(b, 16, 16, Square{15, 15}), 3);
  EXPECT_EQ(empty_board_count(parse_betza("Q"), 16, 16, Square{7, 7}), 15 + 15 + 15 + 14);
}

}  // namespace
