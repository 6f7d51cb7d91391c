// Capablanca Random Chess positions whose counts were confirmed with fairy-stockfish
// (variant caparandom, UCI_Chess960 = true; its king-takes-rook castling translated), comparing the
// complete per-move divide, not only the totals. Regenerate with tools/reference_tool.cpp
// ("divide <files> <depth> <fen>" prints fairy-stockfish style output).
#include <gtest/gtest.h>

#include "chess_test_util.h"

namespace {

using ref_chess_test::case_name;
using ref_chess_test::check_perft;
using ref_chess_test::PerftCase;
using testing::ValuesIn;

// clang-format off

// Odd castling geometry: king next to its rook (castling moves the king 0 or 1 squares), rooks
// that are not the outermost, a castling rook standing in the other castling's path, a castling
// that would uncover an attack on the king, castling through an attacked square.
const PerftCase kOddCastling[] = {
    {"king_b_one_step", "rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/RK7R w KQkq - 0 1", 10, {30, 900, 26558, 783629}, {"b1c1k", "b1i1"}},
    {"king_c_zero_step", "r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w KQkq - 0 1", 10, {31, 961, 29148, 884020}, {"c1c1k", "c1i1"}},
    {"inner_rook_xfen_KI", "r6krr/pppppppppp/10/10/10/10/PPPPPPPPPP/R6KRR w KIQkiq - 0 1", 10, {29, 841, 24107, 690959}, {"h1i1k", "h1c1"}},
    {"outer_rook_blocked", "r6krr/pppppppppp/10/10/10/10/PPPPPPPPPP/R6KRR w KQkq - 0 1", 10, {28, 784, 21652, 597913}, {"h1c1"}},
    {"inner_queen_rook_xfen_QB", "rr1k6/pppppppppp/10/10/10/10/PPPPPPPPPP/RR1K6 w QBqb - 0 1", 10, {24, 576, 13640, 322951}, {"d1c1k"}},
    {"castling_uncovers_queen", "9k/10/10/10/10/10/10/qR1K6 w B - 0 1", 10, {7, 112, 1446, 34445}},
    {"rook_path_attacked_ok", "9k/10/10/10/10/10/q9/1R1K6 w B - 0 1", 10, {12, 274, 3211, 76653}, {"d1c1k"}},
    {"other_rook_in_path", "rkr7/pppppppppp/10/10/10/10/PPPPPPPPPP/RKR7 w CAca - 0 1", 10, {28, 784, 22044, 619750}, {"b1i1"}},
    {"king_path_attacked", "r3k4r/10/10/10/6b3/10/10/R3K4R w KQkq - 0 1", 10, {25, 892, 23071, 798355}, {"e1i1"}},
    {"rook_target_occupied_path_attacked", "rqkr6/10/10/10/10/10/10/RQKR6 w DAda - 0 1", 10, {36, 1040, 35725, 1186898}},
    {"king_i_zero_step", "2r5kr/pppppppppp/10/10/10/10/PPPPPPPPPP/2R5KR w KQkq - 0 1", 10, {30, 900, 26528, 781865}, {"i1i1k"}},
};

// Reached by random play from random CRC arrays (castling rights, en passant, promotions).
const PerftCase kRandomPlay[] = {
    {"crc_q0_castle_1", "qnrk1acr1b/p1pbpppppp/5A4/1p1p6/8nP/4P5/PPPP1PPPP1/QNRKB1CRNB w HChc - 2 6", 10, {44, 1705, 70442}, {"d1c1k"}},
    {"crc_start_ih_castle", "aqbcnrnkrb/pppppppppp/10/10/10/10/PPPPPPPPPP/AQBCNRNKRB w IFif - 0 1", 10, {28, 780, 24470}, {"h1i1k"}},
    {"crc_k1_castle_2", "nb1r2bkqr/1pp1ppppp1/1p1p1c3p/1N8/1P3P2aP/P9/2PPP1PP1Q/NB1CRA1K1R w JEj - 2 11", 10, {39, 1632, 62618}, {"h1i1k"}},
    {"crc_castle_g1i1_a", "rnqabb1rn1/1p1p1p1c2/p1p4k1p/4p2p2/1PP6P/N2P3NP1/P3PPPP1C/R2ABBKR2 w HA e6 0 11", 10, {35, 1297, 47852}, {"g1i1"}},
    {"crc_castle_g1i1_b", "br2kb3r/pp1p1p1nQ1/2AP6/1P2p2p2/2P2N4/1PC3p2p/2q2P3B/1NR2BK2R w JC - 1 41", 10, {76, 3260, 222631}, {"g1i1"}},
    {"crc_castle_f1c1", "1b2rk2qc/np3ppprb/pP8/3pp1a1p1/P2p1PAP2/C2BP4p/NP4P3/N3RKQRB1 w HEe - 3 21", 10, {70, 2892, 185867}, {"f1c1"}},
    {"crc_promo_1", "3b6/1b2P5/9k/p1p3pp2/2B4p1P/p9/3rR1R3/9K w - - 1 76", 10, {40, 1128, 44080}, {"e7d8c", "e7e8c"}},
    {"crc_promo_2", "2rc2n3/n1P4k1r/ap6pb/p3pP1P1p/3P2QP1P/Nb6A1/P7K1/4RC2RB w - - 2 51", 10, {59, 2880, 171309}, {"c7d8c"}},
    {"crc_promo_3", "2r5r1/5Pb2k/2p1p5/P1Pa1PB2q/2nQ3Pp1/3n3N2/P3b4p/RN4K2R w - - 0 51", 10, {48, 3324, 149754}, {"f7f8c"}},
    {"crc_promo_4", "n1rk6/1p1P6/1P4R3/2p1Kp4/2P2PPPQ1/10/3B2b3/4NR4 w - - 1 76", 10, {51, 715, 35478}, {"d7c8c"}},
    {"crc_ep_1", "rbnr2b2q/2k4p2/2p2ppp1p/1P1ppP4/pP1P1P4/3BP3N1/P3K5/R1NA4RC w - e6 0 31", 10, {41, 1272, 54441}, {"f5e6"}},
    {"crc_ep_castle", "rbA2n1k2/2p3pppr/3p1p1n2/ppP1p4p/P2P1q2PP/5PP3/2P1P1N3/RBB1QN1K1R w JAa b6 0 21", 10, {56, 2246, 117449}, {"h1i1k", "c5b6"}},
    {"crc_ep_2", "qrk1rbbQcn/2pppp1p1p/p1n7/1p4pPp1/10/1P8/P1PPPPPBPP/1RKNRB1ACN w EBeb i6 0 6", 10, {50, 1795, 87019}, {"h5i6"}},
    {"crc_ep_3", "rqncknbr1b/pp1ppp2p1/9p/2p2Ppp2/10/P7P1/1PPPPP1P1P/RQNCKNBRAB w HAha g6 0 6", 10, {33, 1125, 39256}, {"f5g6"}},
};
// clang-format on

class CrcPerft : public testing::TestWithParam<PerftCase> {};
TEST_P(CrcPerft, Counts) { check_perft(GetParam()); }
INSTANTIATE_TEST_SUITE_P(OddCastling, CrcPerft, ValuesIn(kOddCastling), case_name);
INSTANTIATE_TEST_SUITE_P(RandomPlay, CrcPerft, ValuesIn(kRandomPlay), case_name);

}  // namespace
