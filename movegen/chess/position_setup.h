// Validation of a Setup into a Position<G>, and back. Included from position_impl.h only.
#pragma once
#include <fmt/format.h>

namespace vchess::chess {

namespace detail {
inline Unexpected<PositionError> bad(PositionErrorKind k, std::string m) {
  return {PositionError{k, std::move(m)}};
}
inline std::string token_text(const CastlingToken& t) {
  const char base = t.color == White ? 'A' : 'a';
  std::string s;
  if (t.marker) s += t.color == White ? t.marker : char(t.marker - 'A' + 'a');
  if (t.file >= 0) s += char(base + t.file);
  return s;
}
}  // namespace detail

template <class G>
Expected<bool, PositionError> Position<G>::setup_castling(const Setup& s) {
  using detail::bad, detail::token_text;
  for (const CastlingToken& t : s.castling) {
    const int r = t.color == White ? 0 : G::kRanks - 1;
    const int ksq = king_square(t.color);
    if (G::rank_of(ksq) != r)
      return bad(PositionErrorKind::BadCastling, "castling right but the king is not on its back rank");
    const int kf = G::file_of(ksq);
    int rf = t.file;
    if (rf < 0) {  // outermost rook on the marker's side
      for (int f = t.marker == 'K' ? G::kFiles - 1 : 0; f != kf; f += t.marker == 'K' ? -1 : 1)
        if (board_[G::square(f, r)] == make_piece(t.color, Rook)) { rf = f; break; }
    }
    const int side = rf > kf ? 0 : 1;
    if (rf < 0 || rf == kf || board_[G::square(rf, r)] != make_piece(t.color, Rook) ||
        (t.marker && side != (t.marker == 'K' ? 0 : 1)))
      return bad(PositionErrorKind::BadCastling,
                 fmt::format("castling right '{}' has no rook to castle with", token_text(t)));
    const int right = right_index(t.color, side);
    if (states_[0].castling >> right & 1)
      return bad(PositionErrorKind::BadCastling,
                 fmt::format("two castling rights on one side ('{}')", token_text(t)));
    const int rsq = G::square(rf, r), kto = castle_king_to(right), rto = castle_rook_to(right);
    castle_rook_[right] = rsq;
    states_[0].castling |= 1 << right;
    castle_mask_[ksq] |= 1 << right;
    castle_mask_[rsq] |= 1 << right;
    const auto& L = kLines<G>;
    castle_king_path_[right] = L.between[ksq][kto] | G::bit(kto) | G::bit(ksq);
    castle_path_[right] = (L.between[ksq][kto] | G::bit(kto) | L.between[rsq][rto] | G::bit(rto)) &
                          ~(G::bit(ksq) | G::bit(rsq));
  }
  return true;
}

template <class G>
Expected<Position<G>, PositionError> Position<G>::from_setup(const Setup& s,
                                                            std::span<const PieceType> promotions) {
  using detail::bad;
  Position p;
  for (int sq = 0; sq < kSquares; ++sq)
    if (s.board[sq]) p.put(s.board[sq], sq);
  for (Color c : {White, Black}) {
    const char* name = c == White ? "white" : "black";
    const int kings = popcount(p.pieces(c, King));
    if (kings == 0) return bad(PositionErrorKind::MissingKing, fmt::format("no {} king", name));
    if (kings > 1) return bad(PositionErrorKind::TooManyKings, fmt::format("{} {} kings", kings, name));
    if (popcount(p.pieces(c)) > 2 * G::kFiles)
      return bad(PositionErrorKind::TooManyPieces,
                 fmt::format("more than {} {} pieces", 2 * G::kFiles, name));
  }
  if (p.pieces(Pawn) & (G::rank_bb(0) | G::rank_bb(G::kRanks - 1)))
    return bad(PositionErrorKind::PawnOnBackRank, "pawn on the first or last rank");
  p.side_ = s.side;
  if (auto r = p.setup_castling(s); !r) return Unexpected{r.error()};
  if (s.ep >= 0) {
    const Color them = ~s.side;
    const int dir = s.side == White ? G::kFiles : -G::kFiles;
    const int r = G::rank_of(s.ep);
    if (r != (s.side == White ? G::kRanks - 3 : 2) || p.board_[s.ep] ||
        p.board_[s.ep + dir] || p.board_[s.ep - dir] != make_piece(them, Pawn))
      return bad(PositionErrorKind::BadEnPassant,
                 fmt::format("en passant square {} has no pawn that just made a double step",
                             square_name(s.ep, G::kFiles)));
  }
  if (p.attacked(p.king_square(~s.side), s.side))
    return bad(PositionErrorKind::OppositeCheck, "the side not to move is in check");
  p.states_[0].rule50 = s.halfmove;
  p.game_ply_ = 2 * (s.fullmove - 1) + (s.side == Black);
  p.states_[0].ep = -1;
  p.states_[0].key = 0;
  if (s.ep >= 0) p.set_ep_if_capturable(s.ep, s.side);
  p.states_[0].key = p.compute_key();
  for (PieceType t : promotions) p.promos_[p.n_promos_++] = t;
  return p;
}

template <class G>
Setup Position<G>::to_setup() const {
  Setup s;
  s.files = G::kFiles;
  s.ranks = G::kRanks;
  for (int sq = 0; sq < kSquares; ++sq) s.board[sq] = board_[sq];
  s.side = side_;
  // K/Q when the rook is the outermost one on its side, else its file (X-FEN). A colour with
  // any inner rook gets file letters for both rights: "KB" would read as one right.
  for (Color c : {White, Black}) {
    bool outer[2] = {true, true}, all_outer = true;
    for (int side = 0; side < 2; ++side) {
      const int right = right_index(c, side);
      if (!(st().castling >> right & 1)) continue;
      const int rsq = castle_rook_[right], step = side ? -1 : 1;
      for (int f = G::file_of(rsq) + step; f >= 0 && f < G::kFiles; f += step)
        if (board_[G::square(f, G::rank_of(rsq))] == make_piece(c, Rook)) outer[side] = false;
      all_outer = all_outer && outer[side];
    }
    for (int side = 0; side < 2; ++side) {
      const int right = right_index(c, side);
      if (!(st().castling >> right & 1)) continue;
      if (all_outer)
        s.castling.push_back({c, side ? 'Q' : 'K', -1});
      else
        s.castling.push_back({c, 0, G::file_of(castle_rook_[right])});
    }
  }
  s.ep = st().ep;
  s.halfmove = st().rule50;
  s.fullmove = fullmove_number();
  return s;
}

}  // namespace vchess::chess
