// Waterloo fast path: piece geometry against RULINGS 4.3, FEN handling, hand-checked rules.
#include <gtest/gtest.h>

#include "typed_errors.h"

#include <algorithm>
#include <string>
#include <vector>

#include "waterloo/movegen.h"
#include "waterloo/notation.h"

namespace vchess::waterloo {
namespace {

Position load(const std::string& fen) {
  auto s = parse_fen(fen);
  EXPECT_TRUE(s) << (s ? "" : s.error().what());
  auto p = Position::from_setup(*s);
  EXPECT_TRUE(p) << (p ? "" : p.error().what());
  return *p;
}

std::string error_of(const std::string& fen) {
  auto s = parse_fen(fen);
  if (!s) return s.error().what();
  auto p = Position::from_setup(*s);
  return p ? "" : p.error().what();
}

std::vector<std::string> moves(const Position& p) {
  MoveList ml;
  generate_legal(p, ml);
  std::vector<std::string> out;
  for (const Move m : ml) out.push_back(move_text(m));
  std::sort(out.begin(), out.end());
  return out;
}

bool has(const std::vector<std::string>& v, const std::string& m) {
  return std::find(v.begin(), v.end(), m) != v.end();
}

TEST(Waterloo, EmptyBoardCountsFromE5) {
  const int e5 = parse_square("e5");
  for (int t = Spy; t < kTypes; ++t)
    EXPECT_EQ(empty_board_destinations(PieceType(t), e5), kPieceTable[t].e5) << kPieceTable[t].name;
}

TEST(Waterloo, SquareNamesSkipJ) {
  EXPECT_EQ(square_name(parse_square("k10")), "k10");
  EXPECT_EQ(parse_square("j1"), -1);
  EXPECT_EQ(parse_square("a11"), -1);
  EXPECT_EQ(parse_square("a0"), -1);
  EXPECT_EQ(parse_square("i1"), 8);
}

TEST(Waterloo, StartFenRoundTrips) {
  EXPECT_EQ(to_fen(load(std::string(kStartFen)).to_setup()), kStartFen);
}

TEST(Waterloo, StartPerft) {
  // Depth 1 by hand: 20 pawn moves, knights 10, Guards' N(2) leaps 8, and the transfers
  // c1d2:B, h1g2:B, Adviser merges 4, Emperor 4 (e1d2:K e1e2:K e1f2:K e1c2:N), Queen 4.
  Position p = load(std::string(kStartFen));
  EXPECT_EQ(perft(p, 1), 52u);
}

// The piece a move leaves on its destination, as a FEN letter.
char after(const std::string& fen, const std::string& move) {
  Position p = load(fen);
  auto m = parse_move(p, move);
  EXPECT_TRUE(m) << move;
  if (!m) return '?';
  p.do_move(*m);
  const Piece pc = p.piece_on(m->to());
  const char l = info(type_of(pc)).letter;
  return color_of(pc) == White ? l : char(l | 32);
}

TEST(Waterloo, SplitNeedsRoomUnderThirtyPieces) {
  const std::string at30 = "5e4/10/10/10/PPPPPPPP2/PPPPPPPPPP/2C7/PPPPPPPPPP/10/4E5 w - - 0,0 0 1";
  const std::string at29 = "5e4/10/10/10/PPPPPPP3/PPPPPPPPPP/2C7/PPPPPPPPPP/10/4E5 w - - 0,0 0 1";
  EXPECT_TRUE(has(moves(load(at30)), "c4b2"));
  EXPECT_FALSE(has(moves(load(at30)), "c4b2:N"));
  EXPECT_TRUE(has(moves(load(at29)), "c4b2:N"));
}

TEST(Waterloo, TransferIsLegalAtThirtyPieces) {
  const std::string fen = "5e4/10/10/10/PPPPPPP3/PPPPPPPPPP/2C7/PPPPPPPPPP/3R6/4E5 w - - 0,0 0 1";
  const auto ml = moves(load(fen));
  EXPECT_TRUE(has(ml, "c4d2:N"));
  EXPECT_FALSE(has(ml, "c4b2:N"));
  EXPECT_EQ(after(fen, "c4d2:N"), 'M');
}

TEST(Waterloo, MergesFormEachCompound) {
  EXPECT_EQ(after("5e4/10/10/10/10/10/10/10/SS8/4K5 w - - 0,0 0 1", "a2b2"), 'G');
  EXPECT_EQ(after("5e4/10/10/10/10/10/10/4N5/3B6/4K5 w - - 0,0 0 1", "d2e3"), 'C');
  EXPECT_EQ(after("5e4/10/10/10/10/10/10/10/3RN5/4K5 w - - 0,0 0 1", "d2e2"), 'M');
  EXPECT_EQ(after("5e4/10/10/10/10/10/10/10/3AN5/4K5 w - - 0,0 0 1", "d2e2"), 'Q');
  EXPECT_EQ(after("5e4/10/10/10/10/10/10/3N6/10/4K5 w - - 0,0 0 1", "d3e1"), 'E');
  EXPECT_EQ(after("5e4/10/10/10/10/10/10/10/4N5/4K5 w - - 0,0 0 1", "e1e2"), 'E');
}

TEST(Waterloo, CheckedEmperorBecomesKingAndLosesCastling) {
  Position p = load("rm3e4/10/10/10/10/R9/10/1P8/10/RM2E3MR w BIb - 0,0 0 1");
  p.do_move(*parse_move(p, "a5f5"));
  EXPECT_EQ(type_of(p.piece_on(parse_square("f10"))), King);
  EXPECT_EQ(to_fen(p.to_setup()), "rm3k4/10/10/10/10/5R4/10/1P8/10/RM2E3MR b BI - 0,0 1 1");
  EXPECT_FALSE(has(moves(p), "f10e8"));  // no knight power left
}

TEST(Waterloo, DoubleCastling) {
  const std::string fen = "rm3e4/10/10/10/10/10/10/1P8/10/RM2E3MR w BIb - 0,0 0 1";
  const auto ml = moves(load(fen));
  EXPECT_TRUE(has(ml, "O-O"));
  EXPECT_TRUE(has(ml, "O-O-O"));
  Position p = load(fen);
  p.do_move(*parse_move(p, "e1b1"));
  EXPECT_EQ(to_fen(p.to_setup()), "rm3e4/10/10/10/10/10/10/1P8/10/1ERM4MR b b - 0,0 1 1");
  // The end square b1 is open to the Marshall on b10 once b3 is empty.
  EXPECT_FALSE(has(moves(load("rm3e4/10/10/10/10/10/10/10/10/RM2E3MR w BIb - 0,0 0 1")), "O-O"));
  // A crossed square (d1) attacked by the rook on d10.
  const auto crossed = moves(load("rm1r1e4/10/10/10/10/10/10/1P8/10/RM2E3MR w BIb - 0,0 0 1"));
  EXPECT_FALSE(has(crossed, "O-O"));
  EXPECT_TRUE(has(crossed, "O-O-O"));
}

TEST(Waterloo, EnPassantBesidePlainDiagonal) {
  Position p = load("5e4/10/5p4/10/4P5/10/10/10/10/4E5 b - - 0,0 0 1");
  p.do_move(*parse_move(p, "f8f6"));
  EXPECT_EQ(square_name(p.ep_square()), "f7");
  const auto ml = moves(p);
  EXPECT_TRUE(has(ml, "e6f7ep"));
  EXPECT_TRUE(has(ml, "e6f7"));
  p.do_move(*parse_move(p, "e6f7ep"));
  EXPECT_EQ(p.piece_on(parse_square("f6")), kNoPiece);
}

TEST(Waterloo, WisemanPassesOverOnePiece) {
  const auto ml = moves(load("7e2/10/10/10/10/n9/9E/P9/10/W9 w - - 0,0 0 1"));
  EXPECT_TRUE(has(ml, "a1a2"));
  EXPECT_TRUE(has(ml, "a1a4"));
  EXPECT_TRUE(has(ml, "a1a5"));
  EXPECT_FALSE(has(ml, "a1a6"));
  EXPECT_FALSE(has(ml, "a1a3"));
}

TEST(Waterloo, SpyOnRowNineBecomesWiseman) {
  const std::string fen = "10/S3S5/2S1S5/10/9e/10/10/10/10/9E w - - 0,0 0 1";
  EXPECT_EQ(after(fen, "c8c9"), 'W');
  EXPECT_EQ(after(fen, "c8d9"), 'W');
  EXPECT_EQ(after(fen, "e8e9"), 'G');
  EXPECT_EQ(after(fen, "a9a10"), 'S');
}

TEST(Waterloo, ThirdPawnWins) {
  EXPECT_EQ(after("5e4/10/10/2P7/10/10/10/10/10/4E5 w - - 0,0 0 1", "c7c8"), 'S');
  Position p = load("5e4/10/10/2P7/10/10/10/10/10/4E5 w - - 2,0 0 1");
  p.do_move(*parse_move(p, "c7c8"));
  EXPECT_EQ(type_of(p.piece_on(parse_square("c8"))), Pawn);
  EXPECT_TRUE(p.game_won());
  EXPECT_TRUE(moves(p).empty());
  EXPECT_EQ(to_fen(p.to_setup()), "5e4/10/2P7/10/10/10/10/10/10/4E5 b - - 3,0 0 1");
}

TEST(Waterloo, RoyalOnRowNineWins) {
  Position p = load("9e/10/4K5/10/10/10/10/10/10/10 w - - 0,0 0 1");
  p.do_move(*parse_move(p, "e8e9"));
  EXPECT_TRUE(p.game_won());
  EXPECT_EQ(perft(p, 1), 0u);
}

TEST(Waterloo, NoMovingIntoCheckEvenWhenCheckingTheEmperor) {
  const auto ml = moves(load("5e4/10/10/5K4/10/10/10/10/10/5R4 w - - 0,0 0 1"));
  EXPECT_FALSE(has(ml, "f7e8"));  // discovered check, but e8 is a knight jump from f10
  EXPECT_FALSE(has(ml, "f7g8"));
  EXPECT_TRUE(has(ml, "f7e7"));
}

TEST(Waterloo, FenErrorsNameTheField) {
  EXPECT_NE(error_of("4ee4/10/10/10/10/10/10/10/10/4E5 w - - 0,0 0 1").find("royal"),
            std::string::npos);
  EXPECT_NE(error_of("5e4/10/10/10/10/10/10/10/P9/4E5 w - - 0,0 0 1").find("pawn"),
            std::string::npos);
  EXPECT_NE(error_of("5e4/10/10/10/10/10/10/10/10/4E5 w B - 0,0 0 1").find("castling"),
            std::string::npos);
  EXPECT_NE(error_of("5e4/10/10/10/10/10/10/10/10/4E5 w - - 0,4 0 1").find("promoted"),
            std::string::npos);
  EXPECT_NE(error_of("5e4/10/10/10/10/10/10/10/10/4E5 w - j7 0,0 0 1").find("en passant"),
            std::string::npos);
  EXPECT_NE(error_of("5e4/10/10/10/10/10/10/10/10/4E5 w - f7 0,0 0 1").find("en passant"),
            std::string::npos);
  EXPECT_NE(error_of("5e4/5R4/10/10/10/10/10/10/10/4E5 w - - 0,0 0 1").find("check"),
            std::string::npos);
  EXPECT_NE(error_of("5e4/10/10/10/10/10/10/10/10/4E4 w - - 0,0 0 1").find("board"),
            std::string::npos);
}

VCHESS_TYPED_ERROR_HELPERS()

TEST(Waterloo, FenErrorsCarryTheField) {
  const std::string board = "5e4/10/10/10/10/10/10/10/10/4E5";
  EXPECT_EQ(fen_field_of(board + " x - - 0,0 0 1"), FenField::Side);
  EXPECT_EQ(fen_field_of(board + " w -"), FenField::Fields);
  EXPECT_EQ(fen_field_of("5e4/10/10/10/10/10/10/10/10/4E4 w - - 0,0 0 1"), FenField::Board);
  EXPECT_EQ(fen_field_of(board + " w KQ - 0,0 0 1"), FenField::Castling);
  EXPECT_EQ(fen_field_of(board + " w - j7 0,0 0 1"), FenField::EnPassant);
  EXPECT_EQ(fen_field_of(board + " w - - 0,4 0 1"), FenField::Promoted);
  EXPECT_EQ(fen_field_of(board + " w - - 0,0 x 1"), FenField::Halfmove);
  EXPECT_EQ(fen_field_of(board + " w - - 0,0 0 0"), FenField::Fullmove);
  EXPECT_EQ(error_of(board + " x - - 0,0 0 1"), "bad FEN: side to move: 'x', expected w or b");
}

TEST(Waterloo, PositionErrorsCarryTheKind) {
  const std::pair<std::string, PositionErrorKind> cases[] = {
      {"4ee4/10/10/10/10/10/10/10/10/4E5 w - - 0,0 0 1", PositionErrorKind::TooManyRoyals},
      {"10/10/10/10/10/10/10/10/10/4E5 w - - 0,0 0 1", PositionErrorKind::MissingRoyal},
      {"5e4/10/10/10/10/10/10/10/P9/4E5 w - - 0,0 0 1", PositionErrorKind::PawnOnBadRow},
      {"5e4/10/10/10/10/10/NNNNNNNNNN/NNNNNNNNNN/NNNNNNNNNN/4E5 w - - 0,0 0 1", PositionErrorKind::TooManyPieces},
      {"5e4/10/10/10/10/10/10/10/10/4E5 w B - 0,0 0 1", PositionErrorKind::BadCastling},
      {"5e4/10/10/10/10/10/10/10/10/4E5 w - f7 0,0 0 1", PositionErrorKind::BadEnPassant},
      {"5e4/5R4/10/10/10/10/10/10/10/4E5 w - - 0,0 0 1", PositionErrorKind::OppositeCheck},
      {"5e4/10/10/10/10/10/10/10/10/4E4r b - - 0,0 0 1", PositionErrorKind::OppositeCheck},
      {"5e4/10/10/10/10/10/10/10/10/4E4r w - - 0,0 0 1", PositionErrorKind::EmperorInCheck},
  };
  for (const auto& [text, expected] : cases) EXPECT_EQ(position_error_of(text), expected) << text;
  EXPECT_EQ(error_of("5e4/5R4/10/10/10/10/10/10/10/4E5 w - - 0,0 0 1"),
            "illegal position: Black, not to move, is in check");
}

}  // namespace
}  // namespace vchess::waterloo
