// UC-24 FEN (RULINGS 1.6): the short chess-like forms, the nine-field form, printing, errors.
#include <gtest/gtest.h>

#include <string>

#include "reference/uc24/reference_uc24.h"
#include "test_util.h"

namespace {

using ref_uc24::Board;
using ref_uc24::Error;

constexpr const char* kSeedStart =
    "qjmkaubf/pppppppp/8/8/8/8/PPPPPPPP/RMFQWSNK w - - 0 1 [ATVJLYEGDUCHZXOB/zwontdxgyrchesvl] "
    "0,0 -";

TEST(Uc24Fen, SeedExampleRoundTrips) { EXPECT_EQ(Board(kSeedStart).fen(), kSeedStart); }

TEST(Uc24Fen, ShortFormsMeanEmptyReservesNoRightsNothingPending) {
  const std::string full = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 [/] 0,0 -";
  EXPECT_EQ(Board("4k3/8/8/8/8/8/8/4K3 w - -").fen(), full);
  EXPECT_EQ(Board("4k3/8/8/8/8/8/8/4K3 w - - 0").fen(), full);
  EXPECT_EQ(Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1").fen(), full);
  EXPECT_EQ(Board("  4k3/8/8/8/8/8/8/4K3   w - -  7 31 ").fen(),
            "4k3/8/8/8/8/8/8/4K3 w - - 7 31 [/] 0,0 -");
}

TEST(Uc24Fen, ExtendedFieldsWithAndWithoutClocks) {
  EXPECT_EQ(Board("4k3/8/8/8/8/8/8/4K3 b - - 3 9 [QR/nb] 2,5 -").fen(),
            "4k3/8/8/8/8/8/8/4K3 b - - 3 9 [QR/nb] 2,5 -");
  EXPECT_EQ(Board("4k3/8/8/8/8/8/8/4K3 w - - [Q/] 1,0 -").fen(),
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 [Q/] 1,0 -");
  EXPECT_EQ(Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1 [/q] 0,12 -").fen(),
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 [/q] 0,12 -");
}

TEST(Uc24Fen, PendingExchangeField) {
  const std::string fen = "4k3/8/8/3N4/8/8/8/4K3 b - - 0 1 [Q/q] 0,0 d5:nn";
  EXPECT_EQ(Board(fen).fen(), fen);
  const std::string pawn = "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1 [Q/q] 0,0 d5:yy";
  EXPECT_EQ(Board(pawn).fen(), pawn);
  const std::string black = "4k3/8/8/8/8/2n5/8/4K3 w - - 0 1 [/] 0,0 c3:ny";
  EXPECT_EQ(Board(black).fen(), black);
}

TEST(Uc24Fen, EnPassantSquareOnlyWhenCapturable) {
  // Parsed: kept only if a pawn of the side to move attacks it.
  EXPECT_EQ(Board("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").fen(),
            "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1 [/] 0,0 -");
  EXPECT_EQ(Board("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").fen(),
            "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1 [/] 0,0 -");
  // Played.
  Board with("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
  with.play("e2e4");
  EXPECT_EQ(with.fen(), "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1 [/] 0,0 -");
  Board without("4k3/8/8/8/6p1/8/4P3/4K3 w - - 0 1");
  without.play("e2e4");
  EXPECT_EQ(without.fen(), "4k3/8/8/8/4P1p1/8/8/4K3 b - - 0 1 [/] 0,0 -");
}

// Each malformed FEN is rejected with a one-line message containing the fragment.
TEST(Uc24Fen, BadInputIsRejectedWithAOneLineMessage) {
  struct Bad {
    std::string fen;
    const char* fragment;
  };
  const std::string board = "4k3/8/8/8/8/8/8/4K3";
  const Bad bad[] = {
      {"", "fields"},
      {board + " w -", "fields"},
      {board + " w - - 0 1 x y", "fields"},
      {board + " w - - 0 1 [Q/q] 0,0", "reserve field"},      // not all three
      {board + " w - - 0 1 [Q/q]", "reserve field"},          // not all three
      {board + " w - - 0 1 [Q/q] 0,0 - 5", "reserve field"},  // trailing field
      {board + " w - - 0 1 0,0 -", "fields"},
      {"4k3/8/8/8/8/8/8/4K2 w - -", "rank 1"},
      {"4k3/8/8/8/8/8/8/4K4 w - -", "rank 1"},
      {"4k3/8/8/8/8/8/4K3 w - -", "8 rows"},
      {"4k3/8/8/8/8/8/8/4KI2 w - -", "'I'"},
      {"4k3/8/8/8/8/8/8/4K3 x - -", "side to move"},
      {"4k3/8/8/8/8/8/8/4K3 w KQkq -", "castling"},
      {"4k3/8/8/8/8/8/8/4K3 w - e9", "en passant"},
      {"4k3/8/8/8/8/8/8/4K3 b - e3", "en passant"},
      {"4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 -1", "fullmove"},
      {board + " w - - 0 1 Q/q] 0,0 -", "fields"},
      {board + " w - - 0 1 [Qq] 0,0 -", "'/'"},
      {board + " w - - 0 1 [q/] 0,0 -", "White reserve character 'q'"},
      {board + " w - - 0 1 [/Q] 0,0 -", "Black reserve character 'Q'"},
      {board + " w - - 0 1 [K/] 0,0 -", "'K'"},
      {board + " w - - 0 1 [P/] 0,0 -", "'P'"},
      {board + " w - - 0 1 [QRNASOHDUZGYMCFBT/] 0,0 -", "more than 16"},
      {board + " w - - 0 1 [/] 0 -", "rights"},
      {board + " w - - 0 1 [/] 0,x -", "Black drop rights"},
      {board + " w - - 0 1 [/] -1,0 -", "White drop rights"},
      {board + " w - - 0 1 [/] 0,0 d5", "pending"},
      {board + " w - - 0 1 [/] 0,0 d5:nx", "pending"},
      {board + " w - - 0 1 [/] 0,0 d9:nn", "pending"},
      {board + " w - - 0 1 [/] 0,0 d5:nn", "no piece"},               // empty square
      {"4k3/8/8/3N4/8/8/8/4K3 w - - 0 1 [/] 0,0 d5:nn", "no piece"},  // mover's own
      {"4k3/8/8/3N4/8/8/8/4K3 b - - 0 1 [/] 0,0 d5:yn", "capturer flag"},
      {"8/8/8/8/8/8/8/4K3 w - -", "Black must have exactly 1 king"},
      {"4k3/8/8/8/8/8/8/4KK2 w - -", "White must have exactly 1 king"},
      {"4k2P/8/8/8/8/8/8/4K3 w - -", "pawn on rank 1 or 8"},
      {"4k3/8/8/8/8/8/8/4K2r b - -", "not to move is in check"},
      {"k3l3/8/8/8/4P3/8/8/4K3 b - -", "not to move is in check"},  // Leo hop
  };
  for (const Bad& b : bad)
    ref_test::expect_error<Error>([&] { Board parsed(b.fen); }, b.fen, b.fragment);
}

}  // namespace
