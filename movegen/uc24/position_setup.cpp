// Validation of a UC-24 setup into a position, and back.
#include <fmt/format.h>

#include "uc24/position.h"

namespace vchess::uc24 {
namespace {
using K = PositionErrorKind;
Unexpected<PositionError> bad(K k, std::string m) { return {PositionError{k, std::move(m)}}; }
}  // namespace

std::string PositionError::what() const { return "bad position: " + message; }

Expected<Position, PositionError> Position::from_setup(const Setup& s) {
  Position p;
  for (int sq = 0; sq < 64; ++sq)
    if (s.board[sq]) p.put(s.board[sq], sq);
  for (Color c : {White, Black}) {
    const char* name = c == White ? "white" : "black";
    const int kings = popcount(p.pieces(c, kKing));
    if (kings != 1)
      return bad(kings ? K::TooManyKings : K::MissingKing,
                 fmt::format("{} {} kings, expected one", kings, name));
    if (popcount(p.pieces(c)) > 32)
      return bad(K::TooManyPieces, fmt::format("more than 32 {} pieces", name));
    for (std::size_t i = 0; i < s.reserve[c].size(); ++i) p.reserve_[c][i] = s.reserve[c][i];
    p.states_[0].front[c] = 0;
    p.states_[0].back[c] = std::uint8_t(s.reserve[c].size());
    p.states_[0].rights[c] = s.rights[c];
  }
  if ((p.by_type_[kPawn] & (G::rank_bb(0) | G::rank_bb(7))))
    return bad(K::PawnOnBackRank, "pawn on the first or last rank");
  if (s.pending.sq >= 0) {
    const Piece on = p.board_[s.pending.sq];
    if (!on || color_of(on) == s.side || (type_of(on) == kPawn) != s.pending.capturer_pawn)
      return bad(K::BadPending,
                 fmt::format("pending exchange on {} does not match the capturer there",
                             square_name(s.pending.sq)));
  }
  if (s.pending.sq >= 0 && s.ep >= 0)
    return bad(K::PendingAndEnPassant,
               "a pending exchange and an en passant square: the last move was one or the other");
  p.states_[0].pending = s.pending;
  p.side_ = s.side;
  if (s.ep >= 0) {
    const int dir = s.side == White ? 8 : -8;
    if (G::rank_of(s.ep) != (s.side == White ? 5 : 2) || p.board_[s.ep] || p.board_[s.ep + dir] ||
        p.board_[s.ep - dir] != make_piece(~s.side, kPawn))
      return bad(K::BadEnPassant,
                 fmt::format("en passant square {} has no pawn that just made a double step",
                             square_name(s.ep)));
    if (A::kPawn[~s.side][s.ep] & p.pieces(s.side, kPawn))
      p.states_[0].ep = s.ep;
    else
      p.states_[0].ep = -1;
  } else {
    p.states_[0].ep = -1;
  }
  if (p.attacked(p.king_square(~s.side), s.side))
    return bad(K::OppositeCheck, "the side not to move is in check");
  p.states_[0].rule50 = s.halfmove;
  p.game_ply_ = 2 * (s.fullmove - 1) + (s.side == Black);
  p.states_[0].key = 0;
  p.states_[0].key = p.compute_key() ^ p.state_key(p.states_[0]);
  return p;
}

Setup Position::to_setup() const {
  Setup s;
  s.board = board_;
  s.side = side_;
  s.ep = st().ep;
  s.halfmove = st().rule50;
  s.fullmove = game_ply_ / 2 + 1;
  for (int c = 0; c < 2; ++c) {
    for (int i = st().front[c]; i < st().back[c]; ++i) s.reserve[c].push_back(reserve_[c][i]);
    s.rights[c] = st().rights[c];
  }
  s.pending = st().pending;
  return s;
}

}  // namespace vchess::uc24
