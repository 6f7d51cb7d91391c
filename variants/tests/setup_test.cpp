// The model's FEN (setup.h): every bundled start position read and written back to the same
// set-up, a flip that is its own inverse, and errors naming the token. What needs attacks is
// the generators' (their tests: reference.defined.DefinedFen, the CLI's).
#include "variants/setup.h"

#include <gtest/gtest.h>

#include <string>

#include "variants/catalog.h"

namespace vchess::variants {
namespace {

std::shared_ptr<const ResolvedVariant> model(const char* name) {
  const VariantDef* d = VariantSet::bundled().find(name);
  EXPECT_NE(d, nullptr) << name;
  static const VariantDef none;
  return resolve(d ? *d : none);
}

TEST(FenSetup, EveryBundledStartRoundTrips) {
  int n = 0;
  for (const auto& d : VariantSet::bundled().all()) {
    const auto v = resolve(*d);
    const auto s = read_fen(*v, d->start_fen);
    ASSERT_TRUE(bool(s)) << d->name << ": " << s.error().message();
    const std::string text = write_fen(*v, *s);
    const auto again = read_fen(*v, text);
    ASSERT_TRUE(bool(again)) << d->name << ": " << again.error().message();
    EXPECT_EQ(*again, *s) << d->name;
    EXPECT_EQ(write_fen(*v, *again), text) << d->name;
    EXPECT_EQ(start_fen(*v), text) << d->name;
    EXPECT_EQ(flipped(*v, flipped(*v, *s, false), false), *s) << d->name;
    EXPECT_EQ(flipped(*v, flipped(*v, *s, true), true), *s) << d->name;
    ++n;
  }
  EXPECT_GT(n, 50);
}

// seirawanGating: K/Q gate the king and rook and stay rights, file letters gate only; a side
// with an empty hand reads file letters as rights; written back as Fairy-Stockfish writes them.
TEST(FenSetup, SeirawanGatesAndRights) {
  const auto v = model("seirawan");
  const auto s = read_fen(*v, "r3k2r/8/8/8/8/8/8/RN2K1NR[Hh] w KQBkq - 0 1");
  ASSERT_TRUE(bool(s)) << s.error().message();
  EXPECT_TRUE(s->gates.has(0, 0) && s->gates.has(1, 0) && s->gates.has(4, 0) && s->gates.has(7, 0));
  EXPECT_FALSE(s->gates.has(6, 0));
  EXPECT_EQ(s->castling_rook[0][0], setup_square(7, 0));
  EXPECT_EQ(write_fen(*v, *s), "r3k2r/8/8/8/8/8/8/RN2K1NR[Hh] w KQBkq - 0 1");
  const auto empty = read_fen(*v, "r3k2r/8/8/8/8/8/8/R3K2R[] w AHah - 0 1");
  ASSERT_TRUE(bool(empty)) << empty.error().message();
  EXPECT_EQ(empty->castling_rook[0][1], setup_square(0, 0));
  EXPECT_EQ(write_fen(*v, *empty), "r3k2r/8/8/8/8/8/8/R3K2R[] w KQkq - 0 1");
}

TEST(FenSetup, ReadsRightsPocketsAndCounts) {
  const auto chess = model("chess");
  const auto s = read_fen(*chess, "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 3 20");
  ASSERT_TRUE(bool(s)) << s.error().message();
  EXPECT_EQ(s->castling_king[0], setup_square(4, 0));
  EXPECT_EQ(s->castling_rook[0][0], setup_square(7, 0));
  EXPECT_EQ(s->castling_rook[0][1], -1);
  EXPECT_EQ(s->castling_rook[1][1], setup_square(0, 7));
  EXPECT_TRUE(s->ep.has(3, 5));
  EXPECT_EQ(s->halfmove, 3);
  EXPECT_EQ(s->fullmove, 20);
  // The flip mirrors the rights and the en passant square.
  const auto f = flipped(*chess, *s, false);
  EXPECT_EQ(f.side, 1);
  EXPECT_EQ(f.castling_rook[1][0], setup_square(7, 7));
  EXPECT_TRUE(f.ep.has(3, 2));
  EXPECT_EQ(write_fen(*chess, f), "r3k2r/8/8/8/3Pp3/8/8/R3K2R b Qk d3 3 20");

  const auto zh = model("crazyhouse");
  const auto p = read_fen(*zh, "4k3/8/8/8/8/8/8/4K2Q~[Qpp] w - - 0 1");
  ASSERT_TRUE(bool(p)) << p.error().message();
  EXPECT_TRUE(p->at(7, 0).promoted);
  EXPECT_EQ(write_fen(*zh, *p), "4k3/8/8/8/8/8/8/4K2Q~[Qpp] w - - 0 1");

  const auto three = model("3check");
  const auto c = read_fen(*three, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1+2");
  ASSERT_TRUE(bool(c)) << c.error().message();
  EXPECT_EQ(c->checks_remaining, (std::array<int, 2>{2, 1}));
  EXPECT_EQ(write_fen(*three, *c), "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1+2");
}

TEST(FenSetup, ErrorsNameTheToken) {
  const auto chess = model("chess");
  const auto what = [&](const char* fen) {
    const auto s = read_fen(*chess, fen);
    return s ? std::string("read") : s.error().message();
  };
  EXPECT_EQ(what("4k3/8/8/8/8/8/8/4K2Z w - - 0 1"),
            "bad FEN '4k3/8/8/8/8/8/8/4K2Z w - - 0 1': unknown piece 'Z'");
  EXPECT_EQ(what("4k3/8/8/8/8/8/8/8 w - - 0 1"),
            "bad FEN '4k3/8/8/8/8/8/8/8 w - - 0 1': no white king 'K' on the board");
  EXPECT_EQ(what("4k3/8/8/8/8/8/8/4K3 x - - 0 1"),
            "bad FEN '4k3/8/8/8/8/8/8/4K3 x - - 0 1': side to move must be 'w' or 'b'");
  EXPECT_EQ(what("4k3/8/8/8/8/8/8/4K3 w - z9 0 1"),
            "bad FEN '4k3/8/8/8/8/8/8/4K3 w - z9 0 1': bad en passant square 'z9'");
  EXPECT_EQ(what("4k3/8/8/8/8/8/8/4K3 w - - 0 1 x"),
            "bad FEN '4k3/8/8/8/8/8/8/4K3 w - - 0 1 x': unexpected field 'x'");
}

}  // namespace
}  // namespace vchess::variants
