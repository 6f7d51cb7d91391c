#include "uc24/random_setup.h"

#include <array>
#include <utility>

#include "core/splitmix.h"

namespace vchess::uc24 {

Setup random_setup(std::uint64_t seed) {
  Setup s;
  std::uint64_t state = seed;
  const auto below = [&](int n) { return int(splitmix64_of(state++) % std::uint64_t(n)); };
  for (Color c : {White, Black}) {
    const int back = c == White ? 0 : 7;
    std::array<int, 23> others{};
    for (int i = 0; i < 23; ++i) others[i] = i + 2;  // every type but pawn and king
    for (int i = 22; i > 0; --i) std::swap(others[i], others[below(i + 1)]);
    const int king_file = below(8);
    s.board[back * 8 + king_file] = make_piece(c, kKing);
    int next = 0;
    for (int f = 0; f < 8; ++f)
      if (f != king_file) s.board[back * 8 + f] = make_piece(c, others[next++]);
    for (; next < 23; ++next) s.reserve[c].push_back(others[next]);
    for (int f = 0; f < 8; ++f) s.board[(c == White ? 1 : 6) * 8 + f] = make_piece(c, kPawn);
  }
  return s;
}

}  // namespace vchess::uc24
