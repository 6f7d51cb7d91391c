#include "uc24/notation.h"

namespace vchess::uc24 {

std::string move_text(const Position& pos, Move m) {
  std::string s = square_name(m.from()) + square_name(m.to());
  if (m.has_drop()) {
    s += '&';
    s += kPieceTable[pos.reserve_front(pos.side_to_move())].letter;
    s += '@';
    s += square_name(m.drop());
  }
  return s;
}

Expected<Move, MoveTextError> parse_move(Position& pos, std::string_view text) {
  std::string t(text);
  // "e7e8=S": the promotion piece, implied by the reserve, may be named.
  if (const auto eq = t.find('='); eq != std::string::npos && eq + 2 <= t.size()) {
    const auto amp = t.find('&', eq);
    const std::string named = t.substr(eq + 1, (amp == std::string::npos ? t.size() : amp) - eq - 1);
    const Color us = pos.side_to_move();
    if (named.size() != 1 || pos.reserve_size(us) == 0 ||
        kPieceTable[pos.reserve_back(us)].letter != (named[0] & ~32))
      return Unexpected{MoveTextError::Illegal};
    t.erase(eq, named.size() + 1);
  }
  MoveList ml;
  generate_legal(pos, ml);
  for (Move m : ml)
    if (move_text(pos, m) == t) return m;
  const bool coords = t.size() >= 4 && parse_square(t.substr(0, 2)) >= 0 && parse_square(t.substr(2, 2)) >= 0;
  const bool drop_ok = t.size() == 4 || (t.size() == 9 && t[4] == '&' && t[6] == '@' &&
                                         type_of_letter(t[5]) > 0 && parse_square(t.substr(7, 2)) >= 0);
  return Unexpected{coords && drop_ok ? MoveTextError::Illegal : MoveTextError::Unparsable};
}

}  // namespace vchess::uc24
