#include "waterloo/notation.h"

#include "waterloo/movegen.h"

namespace vchess::waterloo {
namespace {

// The piece a move promotes to, else kNoType.
PieceType promotes_to(const Position& pos, Move m) {
  if (m.is_castle()) return kNoType;
  const PieceType arrives = pos.arriving_piece(m);
  const PieceType mover = m.is_part() ? m.part() : type_of(pos.piece_on(m.from()));
  return (arrives == Spy && mover == Pawn) || arrives == Wiseman ? arrives : kNoType;
}

// Splits "e2e4", "c1d2:B", "e6f7ep" into squares and suffixes; false on bad syntax.
bool split_text(std::string_view t, int& from, int& to, std::string_view& rest) {
  std::size_t i = 1;
  while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
  std::size_t j = i + 1;
  while (j < t.size() && t[j] >= '0' && t[j] <= '9') ++j;
  if (j > t.size()) return false;
  from = parse_square(t.substr(0, i));
  to = parse_square(t.substr(i, j - i));
  rest = t.substr(j);
  return from >= 0 && to >= 0;
}

}  // namespace

std::string move_text(Move m) {
  if (m.kind() == CastleShort) return "O-O";
  if (m.kind() == CastleLong) return "O-O-O";
  std::string t = square_name(m.from()) + square_name(m.to());
  if (m.kind() == EnPassant) t += "ep";
  if (m.is_part()) t += {':', info(m.part()).letter};
  return t;
}

Expected<Move, MoveTextError> parse_move(const Position& pos, std::string_view text) {
  std::string canon(text);
  PieceType promo = kNoType;
  if (text == "0-0") canon = "O-O";
  if (text == "0-0-0") canon = "O-O-O";
  if (canon.size() > 2 && canon[canon.size() - 2] == '=') {
    promo = PieceType(type_of_letter(canon.back()));
    if (promo != Spy && promo != Wiseman) return Unexpected{MoveTextError::Unparsable};
    canon.resize(canon.size() - 2);
  }
  int from = -1, to = -1;
  std::string_view rest;
  const bool castle_text = canon == "O-O" || canon == "O-O-O";
  if (!castle_text && !split_text(canon, from, to, rest))
    return Unexpected{MoveTextError::Unparsable};
  if (!castle_text && !rest.empty() && rest != "ep" &&
      !(rest.size() == 2 && rest[0] == ':' && type_of_letter(rest[1]) > 0))
    return Unexpected{MoveTextError::Unparsable};
  MoveList ml;
  generate_legal(pos, ml);
  for (const Move m : ml) {
    const bool castle_by_squares =
        m.is_castle() && rest.empty() && m.from() == from && m.to() == to;
    if (move_text(m) != canon && !castle_by_squares) continue;
    if (promo != kNoType && promotes_to(pos, m) != promo) return Unexpected{MoveTextError::Illegal};
    return m;
  }
  return Unexpected{MoveTextError::Illegal};
}

}  // namespace vchess::waterloo
