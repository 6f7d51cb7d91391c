// Setup -> Position: every refusal of docs/rulings-local.md (Waterloo) as a one-line error.
#include <fmt/format.h>

#include <optional>

#include "waterloo/position.h"

namespace vchess::waterloo {
namespace {

using K = PositionErrorKind;
using Refusal = std::optional<PositionError>;

std::string color_name(Color c) { return c == White ? "White" : "Black"; }

Refusal check_pieces(const Setup& s) {
  for (const Color c : {White, Black}) {
    int count = 0, royals = 0;
    for (int q = 0; q < kSquares; ++q) {
      const Piece p = s.board[q];
      if (!p || color_of(p) != c) continue;
      ++count;
      royals += info(type_of(p)).royal;
      const int row = row_of(c, q);
      if (type_of(p) == Pawn && (row < 3 || row > 8 || (row == 8 && s.promoted[c] != 3)))
        return PositionError{K::PawnOnBadRow, fmt::format("{} pawn on {}, its row {}",
                                                          color_name(c), square_name(q), row)};
    }
    if (royals != 1)
      return PositionError{royals ? K::TooManyRoyals : K::MissingRoyal,
                           fmt::format("{} has {} royal pieces (Emperor or King), expected 1",
                                       color_name(c), royals)};
    if (count > kMaxPieces)
      return PositionError{K::TooManyPieces,
                           fmt::format("{} has {} pieces on the board, at most {}", color_name(c),
                                       count, kMaxPieces)};
  }
  return {};
}

Refusal check_rights(const Setup& s) {
  for (const Color c : {White, Black})
    for (int side = 0; side < 2; ++side) {
      const Castling& cs = castling(c, side);
      if (!(s.rights & cs.right)) continue;
      if (s.board[cs.e_from] != make_piece(c, Emperor) ||
          s.board[cs.m_from] != make_piece(c, Marshall) ||
          s.board[cs.r_from] != make_piece(c, Rook))
        return PositionError{
            K::BadCastling,
            fmt::format("castling: {} needs the Emperor on {}, a Marshall on {} and a Rook on {}",
                        "BIbi"[std::countr_zero(unsigned(cs.right))], square_name(cs.e_from),
                        square_name(cs.m_from), square_name(cs.r_from))};
    }
  return {};
}

// The passed square of the side not to move's double step, or an error.
Refusal check_ep(const Setup& s) {
  if (s.ep < 0) return {};
  const Color them = ~s.side;
  const int fwd = them == White ? 10 : -10, origin = s.ep - fwd, landing = s.ep + fwd;
  if (row_of(them, s.ep) != 4 || s.board[s.ep] || s.board[origin] ||
      s.board[landing] != make_piece(them, Pawn))
    return PositionError{
        K::BadEnPassant,
        fmt::format("en passant: {} is not the square passed by a {} pawn's double step",
                    square_name(s.ep), color_name(them))};
  return {};
}

}  // namespace

std::string PositionError::what() const { return "illegal position: " + message; }

Expected<Position, PositionError> Position::from_setup(const Setup& s) {
  for (const auto& check : {check_pieces, check_rights, check_ep})
    if (auto e = check(s)) return Unexpected{std::move(*e)};
  Position p;
  for (int q = 0; q < kSquares; ++q) p.set(q, s.board[q]);
  p.side_ = s.side;
  State& st = p.st();
  st.rights = s.rights;
  st.promoted = s.promoted;
  st.halfmove = s.halfmove;
  st.fullmove = s.fullmove;
  if (s.ep >= 0) {
    const int fwd = s.side == White ? -10 : 10;
    st.ep = p.ep_after_double_step(~s.side, s.ep - fwd, s.ep + fwd);
  }
  const Color us = s.side;
  if (p.attacked(p.royal_square(~us), us))
    return Unexpected{PositionError{K::OppositeCheck,
                                    fmt::format("{}, not to move, is in check", color_name(~us))}};
  if (type_of(p.piece_on(p.royal_square(us))) == Emperor && p.in_check())
    return Unexpected{PositionError{
        K::EmperorInCheck,
        fmt::format("{}'s Emperor is in check (it would already be a King)", color_name(us))}};
  return p;
}

Setup Position::to_setup() const {
  Setup s;
  s.board = board_;
  s.side = side_;
  s.rights = st().rights;
  s.ep = st().ep;
  s.promoted = st().promoted;
  s.halfmove = st().halfmove;
  s.fullmove = st().fullmove;
  return s;
}

}  // namespace vchess::waterloo
