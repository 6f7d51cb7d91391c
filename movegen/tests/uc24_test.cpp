// UC-24 fast path: piece geometry against the rulings' table, hand-built blocked / screen /
// edge cases for the special movers, and the turn rules (drops, exchanges, promotion).
#include <gtest/gtest.h>

#include "typed_errors.h"

#include <algorithm>

#include "uc24/notation.h"

namespace {
using namespace vchess;
using namespace vchess::uc24;

Position load(const char* fen) {
  auto s = parse_fen(fen);
  EXPECT_TRUE(s) << (s ? "" : s.error().what());
  auto p = Position::from_setup(*s);
  EXPECT_TRUE(p) << (p ? "" : p.error().what());
  return *p;
}

bool reaches(const char* fen, const char* from, const char* to) {
  const Position p = load(fen);
  return piece_moves(p, parse_square(from), p.pieces()) & G::bit(parse_square(to));
}

std::vector<std::string> turns(const char* fen) {
  Position p = load(fen);
  MoveList ml;
  generate_legal(p, ml);
  std::vector<std::string> out;
  for (Move m : ml) out.push_back(move_text(p, m));
  std::sort(out.begin(), out.end());
  return out;
}

bool has(const std::vector<std::string>& v, const char* m) {
  return std::find(v.begin(), v.end(), m) != v.end();
}

TEST(Uc24Geometry, EmptyBoardCountsMatchRulingsTable) {
  // RULINGS 1.2: destinations from a1 and d4 for each letter.
  const struct {
    char letter;
    int a1, d4;
  } table[] = {{'K', 3, 8},   {'Q', 21, 27}, {'R', 14, 14}, {'N', 2, 8},   {'A', 23, 35},
               {'S', 20, 26}, {'O', 9, 14},  {'H', 11, 34}, {'D', 21, 26}, {'U', 13, 25},
               {'Z', 6, 12},  {'G', 13, 24}, {'Y', 14, 24}, {'M', 16, 22}, {'C', 9, 21},
               {'F', 15, 18}, {'B', 9, 17},  {'T', 4, 12},  {'E', 3, 12},  {'X', 5, 16},
               {'W', 4, 12},  {'V', 3, 12},  {'J', 14, 20}, {'L', 21, 27}};
  for (const auto& row : table) {
    const int t = type_of_letter(row.letter);
    EXPECT_EQ(empty_board_destinations(t, parse_square("a1")), row.a1) << row.letter;
    EXPECT_EQ(empty_board_destinations(t, parse_square("d4")), row.d4) << row.letter;
  }
}

TEST(Uc24Geometry, SissaNeedsOneOpenPath) {
  // f5 = (2,1): via e4 (orthogonal first) or e5 (diagonal first).
  EXPECT_TRUE(reaches("k7/8/8/4P3/3S4/8/8/7K w - - 0 1", "d4", "f5"));
  EXPECT_FALSE(reaches("k7/8/8/4P3/3SP3/8/8/7K w - - 0 1", "d4", "f5"));
  // d5 has four paths; two blocked leave two.
  EXPECT_TRUE(reaches("k7/8/8/4P3/3SP3/8/8/7K w - - 0 1", "d4", "d5"));
  EXPECT_TRUE(reaches("k7/8/8/4P3/3SP3/8/8/7K w - - 0 1", "d4", "f3"));
}

TEST(Uc24Geometry, RoseLandingSquaresMustBeEmpty) {
  // g7 = K0 + K1: via e6, or K1 + K0 via f5.
  EXPECT_TRUE(reaches("k7/8/4P3/8/3O4/8/8/7K w - - 0 1", "d4", "g7"));
  EXPECT_FALSE(reaches("k7/8/4P3/5P2/3O4/8/8/7K w - - 0 1", "d4", "g7"));
  EXPECT_TRUE(reaches("k7/8/4p3/5p2/3O4/8/8/7K w - - 0 1", "d4", "e6"));  // captures
}

TEST(Uc24Geometry, DancingHorseSecondLeapNeedsEmptyFirst) {
  EXPECT_TRUE(reaches("k7/8/8/8/3H4/8/8/7K w - - 0 1", "d4", "f8"));
  EXPECT_FALSE(reaches("k7/8/4p3/8/3H4/8/8/7K w - - 0 1", "d4", "f8"));
  EXPECT_TRUE(reaches("k7/8/4p3/8/3H4/8/8/7K w - - 0 1", "d4", "e6"));
  EXPECT_TRUE(reaches("k7/8/8/8/3H4/8/8/7K w - - 0 1", "d4", "e5"));  // ferz square via two leaps
}

TEST(Uc24Geometry, DragonLeapsTheOddSquares) {
  EXPECT_TRUE(reaches("k7/8/8/5p2/3D4/8/8/7K w - - 0 1", "d4", "g5"));   // f5 is leapt
  EXPECT_FALSE(reaches("k7/8/8/4P3/3D4/8/8/7K w - - 0 1", "d4", "g5"));  // e5 must be empty
  EXPECT_TRUE(reaches("k7/8/8/4p3/3D4/8/8/7K w - - 0 1", "d4", "e5"));
}

TEST(Uc24Geometry, GryphonAndAancaTurnOutward) {
  EXPECT_TRUE(reaches("k7/8/8/8/3G4/8/8/7K w - - 0 1", "d4", "h5"));
  EXPECT_FALSE(reaches("k7/8/8/5P2/3G4/8/8/7K w - - 0 1", "d4", "g5"));
  EXPECT_FALSE(reaches("k7/8/8/8/3G4/8/8/7K w - - 0 1", "d4", "d6"));  // no inward turn
  EXPECT_TRUE(reaches("1k6/8/8/8/3Y4/8/8/7K w - - 0 1", "d4", "h7"));
  EXPECT_FALSE(reaches("1k6/8/8/8/3YP3/8/8/7K w - - 0 1", "d4", "f5"));
}

TEST(Uc24Geometry, HarvestmanZigZags) {
  EXPECT_TRUE(reaches("k7/8/8/5P2/3J4/8/8/7K w - - 0 1", "d4", "g4"));  // via f3
  EXPECT_FALSE(reaches("k7/8/8/5P2/3J4/5P2/8/7K w - - 0 1", "d4", "g4"));
  EXPECT_TRUE(reaches("k7/8/8/8/3J4/8/8/7K w - - 0 1", "d4", "h5"));
}

TEST(Uc24Geometry, LeoCapturesOverExactlyOneScreen) {
  EXPECT_FALSE(reaches("k2r4/3p4/3p4/8/3L4/8/8/7K w - - 0 1", "d4", "d8"));  // two screens
  EXPECT_TRUE(reaches("k7/3p4/3p4/8/3L4/8/8/7K w - - 0 1", "d4", "d7"));
  EXPECT_FALSE(reaches("k7/3p4/3p4/8/3L4/8/8/7K w - - 0 1", "d4", "d6"));  // no screen
  EXPECT_TRUE(reaches("k2r4/8/3P4/8/3L4/8/8/7K w - - 0 1", "d4", "d8"));   // screen, gap, capture
  EXPECT_FALSE(reaches("3R4/8/k2p4/8/3L4/8/8/7K w - - 0 1", "d4", "d8"));  // own piece
  EXPECT_TRUE(reaches("k7/8/3p4/8/3L4/8/8/7K w - - 0 1", "d4", "d5"));
  EXPECT_FALSE(reaches("k7/8/3p4/8/3L4/8/8/7K w - - 0 1", "d4", "d7"));
}

TEST(Uc24Geometry, LeoChecksByHopping) {
  EXPECT_TRUE(load("3k4/8/3P4/8/3L4/8/8/7K b - - 0 1").in_check());
  EXPECT_FALSE(load("3k4/8/8/8/3L4/8/8/7K b - - 0 1").in_check());
}

TEST(Uc24Geometry, NightriderNeedsEmptyLandings) {
  EXPECT_TRUE(reaches("k7/8/8/8/3Z4/8/8/7K w - - 0 1", "d4", "f8"));
  EXPECT_FALSE(reaches("k7/8/4P3/8/3Z4/8/8/7K w - - 0 1", "d4", "f8"));
}

TEST(Uc24Turns, DropBlocksCheck) {
  const auto t = turns("7k/8/8/8/8/8/7P/K6r w - - 0 1 [Q/] 1,0 -");
  EXPECT_FALSE(has(t, "h2h3"));
  for (const char* m : {"h2h3&Q@b1", "h2h3&Q@c1", "h2h3&Q@g1"}) EXPECT_TRUE(has(t, m)) << m;
  EXPECT_TRUE(has(t, "a1a2"));
  EXPECT_TRUE(has(t, "a1a2&Q@d1"));
}

TEST(Uc24Turns, NoDropWithoutRights) {
  const auto t = turns("7k/8/8/8/8/8/7P/K6r w - - 0 1 [Q/] 0,0 -");
  EXPECT_FALSE(std::any_of(t.begin(), t.end(),
                           [](const std::string& m) { return m.find('&') != std::string::npos; }));
}

TEST(Uc24Turns, PromotionTakesTheBackOfTheReserve) {
  EXPECT_FALSE(has(turns("7k/P7/8/8/8/8/8/K7 w - - 0 1"), "a7a8"));
  Position p = load("7k/P7/8/8/8/8/8/K7 w - - 0 1 [QS/] 0,0 -");
  auto m = parse_move(p, "a7a8");
  ASSERT_TRUE(m);
  p.do_move(*m);
  EXPECT_EQ(to_fen(p.to_setup()), "S6k/8/8/8/8/8/8/K7 b - - 0 1 [Q/] 0,0 -");
}

TEST(Uc24Turns, RecaptureGivesBothSidesARight) {
  Position p = load("3rk3/8/8/8/8/8/8/3RK3 w - - 0 1 [Q/q] 0,0 -");
  p.do_move(*parse_move(p, "d1d8"));
  EXPECT_EQ(p.pending(), (Pending{parse_square("d8"), false, false}));
  MoveList ml;
  generate_legal(p, ml);
  std::vector<std::string> t;
  for (Move m : ml) t.push_back(move_text(p, m));
  EXPECT_TRUE(has(t, "e8d8&Q@a8"));  // the recapturer drops in the same turn
  p.do_move(*parse_move(p, "e8d8"));
  EXPECT_EQ(p.rights(White), 1);
  EXPECT_EQ(p.rights(Black), 1);
}

TEST(Uc24Turns, PawnExchangeGivesNoRight) {
  Position p = load("4k3/8/8/3p4/4P3/8/8/3QK3 w - - 0 1 [Q/q] 0,0 -");
  p.do_move(*parse_move(p, "e4d5"));
  p.do_move(*parse_move(p, "e8d7"));
  EXPECT_EQ(p.rights(White), 0);
}

TEST(Uc24Fen, ErrorsNameTheField) {
  EXPECT_EQ(parse_fen("8/8/8/8/8/8/8/8 w KQ - 0 1").error().what(),
            "bad FEN: castling: 'KQ', UC-24 has no castling");
  EXPECT_EQ(parse_fen("k7/8/8/8/8/8/8/K7 w - - 0 1 [QQ/p] 0,0 -").error().what(),
            "bad FEN: reserves: unexpected character 'p' in the black reserve");
  EXPECT_EQ(parse_fen("k7/8/8/8/8/8/8/K7 w - - 0 1 [Q/q] 0 -").error().what(),
            "bad FEN: rights: '0', expected <white>,<black>");
  EXPECT_EQ(parse_fen("k7/8/8/8/8/8/8/K7 w - - 0 1 [Q/q] 0,0 z9").error().what(),
            "bad FEN: pending exchange: 'z9', expected - or <sq>:<y|n><y|n>");
}

VCHESS_TYPED_ERROR_HELPERS()

TEST(Uc24Fen, ErrorsCarryTheField) {
  const std::pair<std::string, FenField> cases[] = {
      {"k7/8/8/8/8/8/8/K7 x - - 0 1", FenField::Side},
      {"k7/8/8/8/8/8/8/K7", FenField::Fields},
      {"k7/8/8/8/8/8/8/K6? w - - 0 1", FenField::Board},
      {"k7/8/8/8/8/8/8/K7 w K - 0 1", FenField::Castling},
      {"k7/8/8/8/8/8/8/K7 w - e9 0 1", FenField::EnPassant},
      {"k7/8/8/8/8/8/8/K7 w - - x 1", FenField::Halfmove},
      {"k7/8/8/8/8/8/8/K7 w - - 0 0", FenField::Fullmove},
      {"k7/8/8/8/8/8/8/K7 w - - 0 1 [K/q] 0,0 -", FenField::Reserve},
      {"k7/8/8/8/8/8/8/K7 w - - 0 1 [Q/q] 0;0 -", FenField::Rights},
      {"k7/8/8/8/8/8/8/K7 w - - 0 1 [Q/q] 0,0 a1", FenField::Pending},
  };
  for (const auto& [text, expected] : cases) EXPECT_EQ(fen_field_of(text), expected) << text;
  const auto e = parse_fen("k7/8/8/8/8/8/8/K7 x - - 0 1");
  EXPECT_EQ(e.error().what(), "bad FEN: side to move: 'x', expected 'w' or 'b'");
}

TEST(Uc24Position, ErrorsCarryTheKind) {
  const std::pair<std::string, PositionErrorKind> cases[] = {
      {"k7/8/8/8/8/8/8/K6K w - - 0 1", PositionErrorKind::TooManyKings},
      {"8/8/8/8/8/8/8/K7 w - - 0 1", PositionErrorKind::MissingKing},
      {"k6P/8/8/8/8/8/8/K7 w - - 0 1", PositionErrorKind::PawnOnBackRank},
      {"k6R/8/8/8/8/8/8/K7 w - - 0 1", PositionErrorKind::OppositeCheck},
      {"k7/8/8/8/8/8/8/K7 w - e6 0 1", PositionErrorKind::BadEnPassant},
      {"k7/8/8/8/8/8/8/K7 w - - 0 1 [Q/q] 0,0 d4:nn", PositionErrorKind::BadPending},
  };
  for (const auto& [text, expected] : cases) EXPECT_EQ(position_error_of(text), expected) << text;
  const auto p = Position::from_setup(*parse_fen("k7/8/8/8/8/8/8/K6K w - - 0 1"));
  EXPECT_EQ(p.error().what(), "bad position: 2 white kings, expected one");
}

}  // namespace
