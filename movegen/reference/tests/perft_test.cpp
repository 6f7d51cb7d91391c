// Perft against published counts (/work/shared/anchors: chessprogramming.org tables).
#include <gtest/gtest.h>

#include "chess_test_util.h"

namespace {

using ref_chess_test::case_name;
using ref_chess_test::check_perft;
using ref_chess_test::PerftCase;
using testing::ValuesIn;

// clang-format off
const PerftCase kChess[] = {
    {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8, {20, 400, 8902, 197281}},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", 8, {48, 2039, 97862}, {"e1g1", "e1c1"}},
    {"pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 8, {14, 191, 2812, 43238}},
    {"pos4", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ -", 8, {6, 264, 9467}},
    {"pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ -", 8, {44, 1486, 62379}, {"d7c8q", "d7c8n", "e1g1"}},
    {"pos6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - -", 8, {46, 2079, 89890}},
    {"xfen00", "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq -", 8, {23, 522, 12333}},
    {"xfen01", "r1k2r1q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K2R1Q w KQkq -", 8, {28, 738, 20218}},
    {"xfen02", "8/8/8/4B2b/6nN/8/5P2/2R1K2k w Q -", 8, {34, 318, 9002}},
    {"xfen03", "2r5/8/8/8/8/8/6PP/k2KR3 w K -", 8, {17, 242, 3931}},
    {"xfen04", "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ -", 8, {19, 628, 12858}},
    {"gotta_love_1", "8/ppp3p1/8/8/3p4/5Q2/1ppp2K1/brk4n w - -", 8, {27, 390, 9354}},
    {"gotta_love_2", "8/6kR/8/8/8/bq6/1rqqqqqq/K1nqnbrq b - -", 8, {7, 52, 4593}},
    {"align_diag_1", "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - -", 8, {4, 125, 2854}},
    {"align_diag_2", "2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - -", 8, {3, 81, 1217}},
    {"align_horizontal", "5R2/2P5/8/4k3/8/3rK2r/8/8 w - -", 8, {2, 56, 1030}},
    {"align_ep", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3", 8, {6, 121, 711}, {"e4d3"}},
    {"align_ep_pinned", "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6", 8, {5, 100, 555}},
    {"ep_unrelated_check", "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6", 8, {2, 92, 2528}},
    {"king_on_h", "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq -", 8, {14, 206, 3672}},
};

const PerftCase kChess960[] = {
    {"id0", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -", 8, {21, 528, 12189}},
    {"id1", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe -", 8, {21, 807, 18002}},
    {"id2", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE -", 8, {20, 479, 10471}},
    {"id3", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf -", 8, {22, 593, 13440}},
    {"id4", "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf -", 8, {28, 1120, 31058}},
    {"id5", "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe -", 8, {29, 899, 26578}},
    {"id6", "q1bnrkr1/ppppp2p/2n2p2/4b1p1/2NP4/8/PPP1PPPP/QNB1RRKB w ge -", 8, {30, 860, 24566}},
    {"id7", "qbn1brkr/ppp1p1p1/2n4p/3p1p2/P7/6PP/QPPPPP2/1BNNBRKR w HFhf -", 8, {25, 635, 17054}},
    {"id100", "qnbbr1kr/pp1ppp1p/4n3/6p1/2p3P1/2PP1P2/PP2P2P/QNBBRNKR w HEhe -", 8, {25, 655, 16520}},
    {"id500", "r1bbnk1r/qpp1pppp/p6n/3p4/1P6/5N1P/P1PPPPP1/RQBBK1NR w ha -", 8, {23, 728, 18209}},
    {"id959", "bbq1nr1r/pppppk1p/2n2p2/6p1/P4P2/4P1P1/1PPP3P/BBQNNRKR w HF -", 8, {23, 589, 14744}},
};

const PerftCase kTenFileStarts[] = {
    {"capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 10, {28, 784, 25228, 805128}},
    {"gothic", "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1", 10, {28, 784, 25283, 808984}},
};
// clang-format on

class OrthodoxPerft : public testing::TestWithParam<PerftCase> {};
TEST_P(OrthodoxPerft, Counts) { check_perft(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Chess, OrthodoxPerft, ValuesIn(kChess), case_name);
INSTANTIATE_TEST_SUITE_P(Chess960, OrthodoxPerft, ValuesIn(kChess960), case_name);

class TenFilePerft : public testing::TestWithParam<PerftCase> {};
TEST_P(TenFilePerft, Counts) { check_perft(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Start, TenFilePerft, ValuesIn(kTenFileStarts), case_name);

}  // namespace
