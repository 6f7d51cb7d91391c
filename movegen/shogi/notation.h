// Shogi-family move text (RULINGS 2.7): `h5h6`, `+` for promotion, drops `P@h6` / `HM@h8`
// with the upper-case label whatever the side.
#pragma once
#include <string>
#include <string_view>

#include "shogi/movegen.h"

namespace vchess::shogi {

template <class G>
std::string move_text(Move m) {
  const auto& spec = kRules<G>.spec;
  if (m.is_drop()) return piece_text(m.drop_type(), Sente, spec, false) + "@" + square_name(m.to(), G::kFiles);
  return square_name(m.from(), G::kFiles) + square_name(m.to(), G::kFiles) + (m.promotes() ? "+" : "");
}

enum class MoveTextError { Unparsable, Illegal };

template <class G>
Expected<Move, MoveTextError> parse_move(Position<G>& pos, std::string_view text) {
  Expected<Move, MoveTextError> found = Unexpected{MoveTextError::Illegal};
  bool any = false;
  MoveGen<G>::for_each_legal(pos, [&](Move m) {
    if (!any && move_text<G>(m) == text) found = m, any = true;
  });
  if (any) return found;
  // Well formed but not legal here, or not move text at all?
  const auto at = text.find('@');
  if (at != std::string_view::npos)
    return Unexpected{parse_square(text.substr(at + 1), G::kFiles) >= 0 ? MoveTextError::Illegal
                                                                       : MoveTextError::Unparsable};
  std::string_view t = text;
  if (!t.empty() && t.back() == '+') t.remove_suffix(1);
  for (std::size_t k = 2; k <= 3 && k < t.size(); ++k)
    if (parse_square(t.substr(0, k), G::kFiles) >= 0 && parse_square(t.substr(k), G::kFiles) >= 0)
      return Unexpected{MoveTextError::Illegal};
  return Unexpected{MoveTextError::Unparsable};
}

}  // namespace vchess::shogi
