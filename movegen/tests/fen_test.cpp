#include <gtest/gtest.h>

#include "chess/position.h"
#include "chess/variant.h"

namespace {
using namespace vchess;
using namespace vchess::chess;

std::string fen_error(std::string_view fen, int files = 8) {
  auto s = parse_fen(fen, files, 8);
  return s ? "" : s.error().what();
}

template <class G>
std::string roundtrip(std::string_view fen) {
  auto s = parse_fen(fen, G::kFiles, G::kRanks);
  if (!s) return s.error().what();
  const auto& v = *find_variant(G::kFiles == 8 ? "chess" : "crc");
  auto p = Position<G>::from_setup(*s, v.promotion_types());
  if (!p) return p.error().what();
  return to_fen(p->to_setup());
}

TEST(Fen, NamesTheFieldAndCharacter) {
  EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq"),
            "bad FEN: fields: 3 fields, expected 4 to 6");
  EXPECT_EQ(fen_error("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"),
            "bad FEN: board: rank 7: unexpected character 'x'");
  EXPECT_EQ(fen_error("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"),
            "bad FEN: board: rank 7: more than 8 squares");
  EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq -"),
            "bad FEN: board: 7 ranks, expected 8");
  EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -"),
            "bad FEN: side to move: 'x', expected 'w' or 'b'");
  EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz -"),
            "bad FEN: castling: unexpected character 'z'");
  EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9"),
            "bad FEN: en passant: 'e9' is not a square");
  EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1"),
            "bad FEN: halfmove clock: '-1' is not a number");
}

TEST(Fen, TenEmptySquaresAsZeroOrTen) {
  EXPECT_EQ(roundtrip<Board10x8>("rnabqkbcnr/pppppppppp/0/0/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"),
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
  EXPECT_EQ(fen_error("rnabqkbcnr/pppppppppp/00/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq -", 10),
            "bad FEN: board: rank 6: bad run of empty squares '00'");
  EXPECT_EQ(fen_error("rnabqkbcnr/pppppppppp/91/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq -", 10),
            "bad FEN: board: rank 6: more than 10 squares");
}

TEST(Fen, CastlingForms) {
  // Shredder letters, X-FEN markers and the proposal's marker-plus-file all name the same rooks.
  const char* forms[] = {"JAja", "KQkq", "KJQAkjqa"};
  for (const char* c : forms)
    EXPECT_EQ(roundtrip<Board10x8>(std::string("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w ") + c + " - 0 1"),
              "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
  // An inner rook keeps its file letter.
  EXPECT_EQ(roundtrip<Board8x8>("1r2k1r1/8/8/8/8/8/8/RR2K2R w BHbg - 0 1"),
            "1r2k1r1/8/8/8/8/8/8/RR2K2R w HBkq - 0 1");
}

TEST(Position, RejectsImpossibleSetups) {
  EXPECT_EQ(roundtrip<Board8x8>("8/8/8/8/8/8/8/4K3 w - -"), "bad position: no black king");
  EXPECT_EQ(roundtrip<Board8x8>("k7/8/8/8/8/8/8/4KK2 w - -"), "bad position: 2 white kings");
  EXPECT_EQ(roundtrip<Board8x8>("k6P/8/8/8/8/8/8/4K3 w - -"),
            "bad position: pawn on the first or last rank");
  EXPECT_EQ(roundtrip<Board8x8>("k7/8/8/8/8/8/8/4K3 w K -"),
            "bad position: castling right 'K' has no rook to castle with");
  EXPECT_EQ(roundtrip<Board8x8>("k6Q/8/8/8/8/8/8/4K3 w - -"),
            "bad position: the side not to move is in check");
  EXPECT_EQ(roundtrip<Board8x8>("k7/8/8/8/8/8/8/4K3 w - e6"),
            "bad position: en passant square e6 has no pawn that just made a double step");
  EXPECT_EQ(roundtrip<Board8x8>("qqqqkqqq/qqqqqqqq/q7/8/8/8/8/4K3 w - -"),
            "bad position: more than 16 black pieces");
}

TEST(Position, EnPassantKeptOnlyWhenCapturable) {
  EXPECT_EQ(roundtrip<Board8x8>("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  EXPECT_EQ(roundtrip<Board8x8>("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2"), "4k3/8/8/3p4/8/8/8/4K3 w - - 0 2");
}

}  // namespace
