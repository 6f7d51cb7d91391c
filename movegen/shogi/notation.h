// Shogi-family move text (RULINGS 2.7): `h5h6`, `+` for promotion, drops `P@h6` / `HM@h8`
// with the upper-case label whatever the side.
#pragma once
#include <string>
#include <string_view>

#include "shogi/movegen.h"

namespace vchess::shogi {

template <class G>
std::string move_text(Move m) {
  const auto& spec = shogi_rules<G>().spec;
  if (m.is_drop())
    return piece_text(m.drop_type(), Sente, spec, false) + "@" + square_name(m.to(), G::kFiles);
  return square_name(m.from(), G::kFiles) + square_name(m.to(), G::kFiles) +
         (m.promotes() ? "+" : "");
}

// Game Courier squares (RULINGS 2.1): files numbered N..1 from the left, ranks lettered a.. from
// the top. Toolkit h1 is Game Courier 8o on the 15x15 board.
template <class G>
std::string gc_square(int sq) {
  return std::to_string(G::kFiles - G::file_of(sq)) + char('a' + G::kRanks - 1 - G::rank_of(sq));
}
template <class G>
int parse_gc_square(std::string_view s) {
  if (s.size() < 2) return -1;
  const char rank = s.back();
  int file = 0;
  for (char c : s.substr(0, s.size() - 1)) {
    if (c < '0' || c > '9' || file > 100) return -1;
    file = file * 10 + (c - '0');
  }
  if (file < 1 || file > G::kFiles || rank < 'a' || rank >= 'a' + G::kRanks) return -1;
  return G::square(G::kFiles - file, G::kRanks - 1 - (rank - 'a'));
}
// A move in Game Courier style: "8k-8j", "8k-8j+", "P@8j".
template <class G>
std::string gc_move_text(Move m) {
  const auto& spec = shogi_rules<G>().spec;
  if (m.is_drop())
    return piece_text(m.drop_type(), Sente, spec, false) + "@" + gc_square<G>(m.to());
  return gc_square<G>(m.from()) + "-" + gc_square<G>(m.to()) + (m.promotes() ? "+" : "");
}
// Toolkit text of a Game Courier move, or "" if it is not one.
template <class G>
std::string from_gc_text(std::string_view t) {
  if (const auto at = t.find('@'); at != std::string_view::npos) {
    const int to = parse_gc_square<G>(t.substr(at + 1));
    return to < 0 ? "" : std::string(t.substr(0, at + 1)) + square_name(to, G::kFiles);
  }
  const bool promo = !t.empty() && t.back() == '+';
  if (promo) t.remove_suffix(1);
  const auto dash = t.find('-');
  if (dash == std::string_view::npos) return "";
  const int from = parse_gc_square<G>(t.substr(0, dash)),
            to = parse_gc_square<G>(t.substr(dash + 1));
  if (from < 0 || to < 0) return "";
  return square_name(from, G::kFiles) + square_name(to, G::kFiles) + (promo ? "+" : "");
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
  if (const std::string toolkit = from_gc_text<G>(text); !toolkit.empty() && toolkit != text)
    return parse_move(pos, toolkit);
  // Well formed but not legal here, or not move text at all?
  const auto at = text.find('@');
  if (at != std::string_view::npos)
    return Unexpected{parse_square(text.substr(at + 1), G::kFiles) >= 0
                          ? MoveTextError::Illegal
                          : MoveTextError::Unparsable};
  std::string_view t = text;
  if (!t.empty() && t.back() == '+') t.remove_suffix(1);
  for (std::size_t k = 2; k <= 3 && k < t.size(); ++k)
    if (parse_square(t.substr(0, k), G::kFiles) >= 0 && parse_square(t.substr(k), G::kFiles) >= 0)
      return Unexpected{MoveTextError::Illegal};
  return Unexpected{MoveTextError::Unparsable};
}

}  // namespace vchess::shogi
