// UC-24 material bookkeeping along biased random play, from consecutive positions only.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "properties/uc24/walks.h"

namespace vchess::uc24_props {
namespace {

using harness::Failure;
using uc24::Color;
using uc24::Setup;
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

std::string name(int c) { return c == uc24::White ? "white" : "black"; }

// The bookkeeping of one walk, fed one position after the other.
struct Ledger {
  std::optional<Setup> prev;
  Counts initial{}, captured{};
  std::array<int, 2> promoted{};
  bool any_capture = false, any_right = false, any_drop = false, any_promotion = false;

  Failure step(const Setup& cur) {
    const std::string fen = uc24::to_fen(cur);
    for (int c = 0; c < 2; ++c)
      if (cur.rights[c] < 0) return name(c) + " rights negative in " + fen;
    const Counts board = board_counts(cur), reserve = reserve_counts(cur);
    if (!prev) {
      for (int c = 0; c < 2; ++c)
        for (int t = 0; t < uc24::kTypes; ++t) initial[c][t] = board[c][t] + reserve[c][t];
    } else if (Failure f = transition(*prev, cur, board)) {
      return f;
    }
    for (int c = 0; c < 2; ++c) {
      for (int t = 0; t < uc24::kTypes; ++t) {
        const int now =
            board[c][t] + reserve[c][t] + captured[c][t] + (t == uc24::kPawn ? promoted[c] : 0);
        if (now != initial[c][t])
          return name(c) + " " + std::string(uc24::kPieceTable[t].name) + ": " +
                 std::to_string(now) + " on board, in reserve, captured or promoted, " +
                 std::to_string(initial[c][t]) + " at the start; in " + fen;
      }
      const int sum = total(board[c]) + total(reserve[c]) + total(captured[c]) + promoted[c];
      if (sum != total(initial[c])) return name(c) + " total " + std::to_string(sum) + " in " + fen;
    }
    prev = cur;
    return std::nullopt;
  }

  // What one turn (from `was` to `cur`) may change; counts its capture and promotion.
  Failure transition(const Setup& was, const Setup& cur, const Counts& board) {
    const std::string step = " from " + uc24::to_fen(was) + " to " + uc24::to_fen(cur);
    const Color us = was.side, them = ~us;
    const Counts pboard = board_counts(was);
    // The other side: at most one piece lost (captured), nothing gained, reserve untouched.
    int lost = 0;
    for (int t = 0; t < uc24::kTypes; ++t) {
      const int d = pboard[them][t] - board[them][t];
      if (d < 0) return name(them) + " gained a piece on the board" + step;
      captured[them][t] += d;
      lost += d;
    }
    if (lost > 1) return name(them) + " lost more than one piece" + step;
    any_capture |= lost == 1;
    if (cur.reserve[them] != was.reserve[them])
      return name(them) + " reserve changed in the other side's turn" + step;
    // The mover: a pawn fewer is a promotion; the reserve loses its back for it, and its front
    // for a drop.
    const int promo = pboard[us][uc24::kPawn] - board[us][uc24::kPawn];
    if (promo < 0 || promo > 1)
      return "pawn count of the mover changed by " + std::to_string(-promo) + step;
    promoted[us] += promo;
    any_promotion |= promo == 1;
    std::vector<int> r = was.reserve[us];
    const int drop = int(r.size()) - int(cur.reserve[us].size()) - promo;
    if (drop < 0 || drop > 1) return "mover's reserve changed size wrongly" + step;
    any_drop |= drop == 1;
    if (promo) r.pop_back();
    if (drop) r.erase(r.begin());
    if (r != cur.reserve[us])
      return "mover's reserve is not the old one less its front (drop) and back (promotion)" + step;
    // Rights: the exchange right (if any) goes to both sides; the drop costs the mover one.
    const int gain_us = cur.rights[us] - was.rights[us] + drop;
    const int gain_them = cur.rights[them] - was.rights[them];
    if (gain_us != gain_them || gain_us < 0 || gain_us > 1)
      return "rights changed by " + std::to_string(gain_us - drop) + " (mover) and " +
             std::to_string(gain_them) + step;
    if (gain_us == 1 && lost != 1) return "exchange right without a capture" + step;
    any_right |= gain_us == 1;
    return std::nullopt;
  }
};

// Per side: pieces on the board + in reserve + captured (so far) + promoted (so far) stays what
// it was at the start, type by type (a pawn that promotes counts as promoted; the piece it
// became counts on the board, leaving the reserve). The test counts captures and promotions
// itself, from each pair of consecutive positions: the mover can only lose a pawn by promoting,
// the other side only one piece by capture. Besides: the mover's reserve loses at most its
// front (drop) and its back (promotion); the other side's reserve is untouched; rights are
// never negative and change only by one drop (mover) and one exchange right each.
HARNESS_PROP(Conservation, PiecesReserveCapturedPromotedConstant, walks(), 100) {
  Ledger ledger;
  harness::for_walk_nodes(
      w, 0, [&](const games::Uc24Game&, const uc24::Position& pos, const uc24::MoveList&) {
        return ledger.step(pos.to_setup());
      });
  RC_TAG(ledger.any_capture ? "capture" : "-", ledger.any_right ? "exchange right" : "-",
         ledger.any_drop ? "drop" : "-", ledger.any_promotion ? "promotion" : "-");
}

}  // namespace
}  // namespace vchess::uc24_props
