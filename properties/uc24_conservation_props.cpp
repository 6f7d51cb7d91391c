// UC-24 material bookkeeping along biased random play, from consecutive positions only.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <array>
#include <optional>

#include "uc24_walk_gen.h"

namespace vchess::uc24_play {
namespace {

using uc24::Color;
using Counts = std::array<std::array<int, uc24::kTypes>, 2>;  // [colour][type]

Counts board_counts(const Setup& s) {
  Counts c{};
  for (uc24::Piece p : s.board)
    if (p) ++c[uc24::color_of(p)][uc24::type_of(p)];
  return c;
}

Counts reserve_counts(const Setup& s) {
  Counts c{};
  for (int side = 0; side < 2; ++side)
    for (int t : s.reserve[side]) ++c[side][t];
  return c;
}

int total(const std::array<int, uc24::kTypes>& a) {
  int n = 0;
  for (int x : a) n += x;
  return n;
}

const char* name(int c) { return c == uc24::White ? "white" : "black"; }

// Per side: pieces on the board + in reserve + captured (so far) + promoted (so far) stays
// what it was at the start, type by type (a pawn that promotes counts as promoted; the piece
// it became counts on the board, leaving the reserve). The test counts captures and
// promotions itself, from each pair of consecutive positions: the mover can only lose a pawn
// by promoting, the other side only one piece by capture. Besides: the mover's reserve loses
// at most its front (drop) and its back (promotion); the other side's reserve is untouched;
// rights are never negative and change only by one drop (mover) and one exchange right each.
RC_GTEST_PROP(Conservation, PiecesReserveCapturedPromotedConstant, (const Walk& w)) {
  std::optional<Setup> prev;
  Counts initial{}, captured{};
  std::array<int, 2> promoted{};
  bool any_capture = false, any_right = false, any_drop = false, any_promotion = false;
  for_each_ply(w, [&](const Position& pos, const MoveList&) {
    const Setup cur = pos.to_setup();
    const std::string fen = uc24::to_fen(cur);
    for (int c = 0; c < 2; ++c)
      if (cur.rights[c] < 0) RC_FAIL(std::string(name(c)) + " rights negative in " + fen);
    const Counts board = board_counts(cur), reserve = reserve_counts(cur);
    if (!prev) {
      for (int c = 0; c < 2; ++c)
        for (int t = 0; t < uc24::kTypes; ++t) initial[c][t] = board[c][t] + reserve[c][t];
    } else {
      const std::string step = " from " + uc24::to_fen(*prev) + " to " + fen;
      const Color us = prev->side, them = ~us;
      const Counts pboard = board_counts(*prev);
      // The other side: at most one piece lost (captured), nothing gained, reserve untouched.
      int lost = 0;
      for (int t = 0; t < uc24::kTypes; ++t) {
        const int d = pboard[them][t] - board[them][t];
        if (d < 0) RC_FAIL(std::string(name(them)) + " gained a piece on the board" + step);
        captured[them][t] += d;
        lost += d;
      }
      if (lost > 1) RC_FAIL(std::string(name(them)) + " lost more than one piece" + step);
      any_capture |= lost == 1;
      if (cur.reserve[them] != prev->reserve[them])
        RC_FAIL(std::string(name(them)) + " reserve changed in the other side's turn" + step);
      // The mover: a pawn fewer is a promotion; the reserve loses its back for it, and its
      // front for a drop.
      const int promo = pboard[us][uc24::kPawn] - board[us][uc24::kPawn];
      if (promo < 0 || promo > 1)
        RC_FAIL("pawn count of the mover changed by " + std::to_string(-promo) + step);
      promoted[us] += promo;
      any_promotion |= promo == 1;
      std::vector<int> r = prev->reserve[us];
      const int drop = int(r.size()) - int(cur.reserve[us].size()) - promo;
      if (drop < 0 || drop > 1) RC_FAIL("mover's reserve changed size wrongly" + step);
      any_drop |= drop == 1;
      if (promo) r.pop_back();
      if (drop) r.erase(r.begin());
      if (r != cur.reserve[us])
        RC_FAIL(
            "mover's reserve is not the old one less its front (drop) and back "
            "(promotion)" +
            step);
      // Rights: the exchange right (if any) goes to both sides; the drop costs the mover one.
      const int gain_us = cur.rights[us] - prev->rights[us] + drop;
      const int gain_them = cur.rights[them] - prev->rights[them];
      if (gain_us != gain_them || gain_us < 0 || gain_us > 1)
        RC_FAIL("rights changed by " + std::to_string(gain_us - drop) + " (mover) and " +
                std::to_string(gain_them) + step);
      if (gain_us == 1 && lost != 1) RC_FAIL("exchange right without a capture" + step);
      any_right |= gain_us == 1;
    }
    for (int c = 0; c < 2; ++c) {
      for (int t = 0; t < uc24::kTypes; ++t) {
        const int now =
            board[c][t] + reserve[c][t] + captured[c][t] + (t == uc24::kPawn ? promoted[c] : 0);
        if (now != initial[c][t])
          RC_FAIL(std::string(name(c)) + " " + std::string(uc24::kPieceTable[t].name) + ": " +
                  std::to_string(now) + " on board, in reserve, captured or promoted, " +
                  std::to_string(initial[c][t]) + " at the start; in " + fen);
      }
      const int sum = total(board[c]) + total(reserve[c]) + total(captured[c]) + promoted[c];
      if (sum != total(initial[c]))
        RC_FAIL(std::string(name(c)) + " total " + std::to_string(sum) + " in " + fen);
    }
    prev = cur;
  });
  RC_TAG(any_capture ? "capture" : "-", any_right ? "exchange right" : "-", any_drop ? "drop" : "-",
         any_promotion ? "promotion" : "-");
}

}  // namespace
}  // namespace vchess::uc24_play
