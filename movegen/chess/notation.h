// Move text: UCI coordinates, with the CRC proposal's castling form (king from/to, plus a
// 'k' suffix when the king moves at most one file). Input also takes O-O, O-O-O and
// king-takes-rook.
#pragma once
#include <string>
#include <string_view>

#include "chess/movegen.h"

namespace vchess::chess {

enum class CastlingStyle { KingDestination, KingTakesRook };

template <class G>
std::string move_text(Move m, CastlingStyle style = CastlingStyle::KingDestination) {
  using P = Position<G>;
  std::string s = square_name(m.from(), G::kFiles);
  if (m.kind() == Castling && style == CastlingStyle::KingDestination) {
    const Color c = G::rank_of(m.from()) == 0 ? White : Black;
    const int kto = P::castle_king_to(right_index(c, m.to() > m.from() ? 0 : 1));
    s += square_name(kto, G::kFiles);
    const int d = G::file_of(kto) - G::file_of(m.from());
    if (d >= -1 && d <= 1) s += 'k';
    return s;
  }
  s += square_name(m.to(), G::kFiles);
  if (m.kind() == Promotion) s += piece_info(m.promo()).letter;
  return s;
}

// Why a move text was refused.
enum class MoveTextError { Unparsable, Illegal };

template <class G>
Expected<Move, MoveTextError> parse_move(const Position<G>& pos, std::string_view text) {
  MoveList ml;
  generate_legal(pos, ml);
  const bool oo = text == "O-O" || text == "0-0", ooo = text == "O-O-O" || text == "0-0-0";
  for (Move m : ml) {
    if (m.kind() == Castling && (oo || ooo) && (m.to() > m.from()) == oo) return m;
    if (move_text<G>(m) == text) return m;
    if (m.kind() == Castling && move_text<G>(m, CastlingStyle::KingTakesRook) == text) return m;
  }
  if (oo || ooo) return Unexpected{MoveTextError::Illegal};
  // Coordinates plus an optional suffix letter: well formed, so just illegal here.
  const auto sq_len = [&](std::size_t i) -> std::size_t {
    for (std::size_t n = 3; n >= 2; --n)
      if (i + n <= text.size() && parse_square(text.substr(i, n), G::kFiles, G::kRanks) >= 0)
        return n;
    return 0;
  };
  const std::size_t a = sq_len(0), b = a ? sq_len(a) : 0;
  const bool well_formed = a && b &&
      (text.size() == a + b ||
       (text.size() == a + b + 1 && std::string_view("kqrbnac").find(text.back()) != std::string_view::npos));
  return Unexpected{well_formed ? MoveTextError::Illegal : MoveTextError::Unparsable};
}

}  // namespace vchess::chess
