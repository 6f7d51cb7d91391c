// Validation of a shogi-family Setup into a Position, and back. Included from position.h.
#pragma once
#include <fmt/format.h>

#include "shogi/sfen.h"

namespace vchess::shogi {

namespace detail {
inline Unexpected<PositionError> bad(PositionErrorKind k, std::string m) {
  return {PositionError{k, std::move(m)}};
}

// Pieces of each unpromoted kind in the start position, both sides: the material limit.
template <class G>
std::array<int, 64> start_material() {
  std::array<int, 64> n{};
  const auto s = parse_position(shogi_rules<G>().spec.start, shogi_rules<G>().spec);
  for (Piece p : s->board)
    if (p) ++n[shogi_rules<G>().demote[type_of(p)]];
  return n;
}
}  // namespace detail

template <class G>
Expected<Position<G>, PositionError> Position<G>::from_setup(const Setup& s) {
  using detail::bad;
  using K = PositionErrorKind;
  const auto& R = shogi_rules<G>();
  static const std::array<int, 64> limit = detail::start_material<G>();
  if (s.size != G::kFiles || int(s.board.size()) != kSquares)
    return bad(K::BoardSize, "wrong board size");
  Position p;
  std::array<int, 64> material{};
  for (int sq = 0; sq < kSquares; ++sq) {
    const Piece pc = s.board[sq];
    if (!pc) continue;
    p.put(pc, sq);
    ++material[R.demote[type_of(pc)]];
    const int forced = R.def(type_of(pc)).forced_ranks;
    if (forced && (R.last_ranks[color_of(pc)][forced] & G::bit(sq)))
      return bad(K::ImmobilePiece, fmt::format("{} on {} could never move", R.def(type_of(pc)).name,
                                               square_name(sq, G::kFiles)));
  }
  for (Color c : {Sente, Gote}) {
    if (const int kings = popcount(p.pieces(c, R.king)); kings != 1)
      return bad(kings ? K::TooManyKings : K::MissingKing,
                 fmt::format("{} needs exactly one king", c == Sente ? "sente" : "gote"));
    for (int t = 0; t < R.types; ++t) {
      p.hand_[c][t] = std::uint8_t(s.hand[c][t]);
      material[t] += s.hand[c][t];
    }
    for (int f = 0; f < G::kFiles; ++f)
      if (popcount(p.pieces(c, R.pawn) & G::file_bb(f)) > 1)
        return bad(K::Nifu, fmt::format("two {} pawns on file {} (nifu)",
                                        c == Sente ? "sente" : "gote", char('a' + f)));
  }
  for (int t = 0; t < R.types; ++t)
    if (material[t] > limit[t])
      return bad(K::TooManyPieces,
                 fmt::format("more {} than the game has ({})", R.def(t).name, limit[t]));
  p.side_ = s.side;
  if (p.attacked(p.king_square(~s.side), s.side))
    return bad(K::OppositeCheck, "the side not to move is in check");
  p.ply_number_ = s.move_number - 1;
  p.states_[0] = {0, kNoPiece};
  p.states_[0].key = p.compute_key();
  return p;
}

template <class G>
Setup Position<G>::to_setup() const {
  Setup s;
  s.size = G::kFiles;
  s.board.assign(board_.begin(), board_.end());
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < rules().types; ++t) s.hand[c][t] = hand_[c][t];
  s.side = side_;
  s.move_number = move_number();
  return s;
}

}  // namespace vchess::shogi
