// UC-24 perft (RULINGS 1.6: one move = one compound turn). There is no external UC-24 engine:
//  * "hand" counts were derived by hand (reasoning in the comments);
//  * "fsf" positions use only K Q R N A M C F B X and pawns, empty reserves and no pawn that can
//    reach the last rank within the depth: there UC-24 equals a fairy-stockfish 11.1 variant
//    (chess without castling; amazon=a, chancellor=m, archbishop=c, bers=f, dragonHorse=b,
//    centaur=x), and the counts were checked against it (divides, also at depth 4);
//  * the remaining counts were computed by this generator and are regression values; the
//    colour-flip test below checks them against the mirrored positions.
#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "reference/uc24/reference_uc24.h"

namespace {

using ref_uc24::Board;

struct PerftCase {
  std::string name;  // gtest parameter name
  std::string fen;
  std::vector<std::uint64_t> counts;  // counts[i] = perft(i + 1)
};

void PrintTo(const PerftCase& c, std::ostream* os) { *os << c.name; }
std::string case_name(const testing::TestParamInfo<PerftCase>& info) { return info.param.name; }

const std::vector<PerftCase>& cases() {
  static const std::vector<PerftCase> all = {
      // Seed set-up. Hand: White has 16 pawn moves + Mb1, We1, Ng1 two knight moves each = 22.
      // Black answers 25 (16 pawn moves, Mc8 2, Ae8 2, Uf8 e6 d4 c2x g6 h4), except after d2d4
      // (the Archbishoprider's d4 line stops on the pawn: 24): 21 * 25 + 24 = 549.
      {"seed_start",
       "qjmkaubf/pppppppp/8/8/8/8/PPPPPPPP/RMFQWSNK w - - 0 1 [ATVJLYEGDUCHZXOB/zwontdxgyrchesvl] "
       "0,0 -",
       {22, 549, 13891, 449144}},
      // Hand: bare kings = 5, 25 (170 computed).
      {"bare_kings", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", {5, 25, 170}},
      // Hand: Kd2/Ke2/Kf2 x (1 + 8 drops) + Kd1/Kf1 x (1 + 7) = 43; at depth 2 Black loses only the
      // king squares on a file the dropped queen sees: 37 + 37 + 42 + 41 + 42 = 199.
      {"king_and_right", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 [Q/] 1,0 -", {43, 199, 5778}},
      // Hand: 36 (see Uc24Rules.DropMayBlockCheck); depth 2 = 118 (Kd2) + 127 (Ke2) + 118 (Kf2)
      // + 27 (Kd1 + block) + 45 (Kf1 + block) + 40 + 40 (pawn + block).
      {"drop_blocks_check", "4k3/8/8/8/8/8/7P/r3K3 w - - 0 1 [R/] 1,0 -", {36, 515, 10926}},
      // Hand: K 3 + Nc3 7 + Rd1 10 = 20. Deeper plies exercise the A x B, C x A, D x C chain.
      {"exchange_chain",
       "3q3k/3r4/8/3n4/8/2N5/8/3R3K w - - 0 1 [QRNB/qrnb] 0,0 -",
       {20, 636, 13190}},
      // Hand: Kd1 Kd2 Ke2 Kf2 (f1 is covered by g2) + 7/8/8/8 drops = 35; a7a8, b7b8 (-> N) with
      // Q drops on 7 squares = 16: 51.
      {"promotions", "4k3/PP6/8/8/8/8/6pp/4K3 w - - 0 1 [QRN/qrn] 1,1 -", {51, 2667, 65970}},
      // Hand: Leo 4 (a1a7 over a2), K 3, Nightrider 2, pawns 7, Dragon 12, Sissa 16, Rose 7 = 51
      // normal moves; with a right, each may add the reserve-front Dancing Horse on any free
      // rank-1 square (5, more or fewer when the move empties or fills one): 306.
      {"special_pieces",
       "l3k1h1/pp1y1ppp/2g5/4p3/4P1j1/2S2O2/PP1D1PPP/L3K1Z1 w - - 0 1 "
       "[HGJY/sdoz] 1,1 -",
       {306, 99886, 9547251}},
      // Same board, no rights, Black's last ply captured on c6: only the Rose's recapture f3c6
      // closes the exchange and may add a drop (5 free squares): 51 + 5 = 56.
      {"special_pieces_pending",
       "l3k1h1/pp1y1ppp/2g5/4p3/4P1j1/2S2O2/PP1D1PPP/L3K1Z1 w - - 0 1 "
       "[HGJY/sdoz] 0,0 c6:nn",
       {56, 4611, 351113}},
      // After 40 random plies from the seed set-up, with rights added for both sides.
      {"seed_midgame",
       "j1mk1zf1/2pp4/4pp2/1p1b2ap/pP3P1P/3PP1P1/PW6/RMFQA1K1 w - - 3 21 "
       "[TVJLYEGDUCHZXOB/wontdxgyrchesvl] 1,1 -",
       {147, 32210}},
      // fairy-stockfish checked.
      {"fsf_start", "mcaqkfbx/pppppppp/8/8/8/8/PPPPPPPP/MCAQKFBX w - - 0 1", {22, 484, 13687}},
      {"fsf_ep",
       "mc1qkfbx/2pp4/5a2/pPM1pp1p/Q7/4P1PP/PP1P1P1B/1C2KF1X w - a6 0 15",
       {54, 2422, 123689}},
      {"fsf_black",
       "f1ka2qr/p2c4/1p1ppppn/2p4P/3m3P/QPPPPP2/P1A5/1XRKN1MB b - - 3 17",
       {53, 1965, 96610}},
  };
  return all;
}

class Uc24Perft : public testing::TestWithParam<PerftCase> {};

TEST_P(Uc24Perft, Counts) {
  const PerftCase& c = GetParam();
  Board b(c.fen);
  EXPECT_EQ(b.perft(0), 1u);
  for (std::size_t i = 0; i < c.counts.size(); ++i)
    EXPECT_EQ(b.perft(static_cast<int>(i) + 1), c.counts[i]) << c.fen << " depth " << i + 1;
  EXPECT_EQ(b.legal_moves().size(), c.counts[0]);
  EXPECT_EQ(b.fen(), Board(c.fen).fen());  // perft leaves the board alone
}

INSTANTIATE_TEST_SUITE_P(Positions, Uc24Perft, testing::ValuesIn(cases()), case_name);

// ---- colour flip: the same game seen from the other side must count the same ----

std::string swap_case(std::string s) {
  for (char& c : s) {
    if (c >= 'a' && c <= 'z')
      c = static_cast<char>(c - 'a' + 'A');
    else if (c >= 'A' && c <= 'Z')
      c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

std::string flip_square(std::string s) {
  s[1] = static_cast<char>('1' + '8' - s[1]);
  return s;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == sep)
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

// Ranks reversed, colours swapped (all UC-24 pieces are symmetric, so this is the same game with
// the roles exchanged). Takes and returns the nine-field form.
std::string colour_flip(const std::string& fen) {
  const std::vector<std::string> f = split(fen, ' ');
  std::string board;
  const std::vector<std::string> rows = split(f[0], '/');
  for (auto it = rows.rbegin(); it != rows.rend(); ++it) {
    if (!board.empty()) board += '/';
    board += swap_case(*it);
  }
  const std::vector<std::string> reserves = split(f[6].substr(1, f[6].size() - 2), '/');
  const std::vector<std::string> rights = split(f[7], ',');
  std::string pending = f[8];
  if (pending != "-") pending = flip_square(pending.substr(0, 2)) + pending.substr(2);
  return board + (f[1] == "w" ? " b - " : " w - ") + (f[3] == "-" ? "-" : flip_square(f[3])) + " " +
         f[4] + " " + f[5] + " [" + swap_case(reserves[1]) + "/" + swap_case(reserves[0]) + "] " +
         rights[1] + "," + rights[0] + " " + pending;
}

TEST(Uc24PerftFlip, ColourFlippedPositionsCountTheSame) {
  EXPECT_EQ(colour_flip("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1 [QR/n] 2,1 e4:yn"),
            "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1 [N/qr] 1,2 e5:yn");
  for (const PerftCase& c : cases()) {
    const std::string full = Board(c.fen).fen();
    const Board flipped(colour_flip(full));
    EXPECT_EQ(Board(colour_flip(flipped.fen())).fen(), full) << c.name;
    for (std::size_t i = 0; i < c.counts.size() && i < 3; ++i) {
      if (c.counts[i] > 400000) break;
      EXPECT_EQ(Board(flipped).perft(static_cast<int>(i) + 1), c.counts[i]) << c.name << " " << i;
    }
  }
}

}  // namespace
