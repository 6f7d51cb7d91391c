// The shogi family's position codec for harness/fuzz_position.h (9x9 shogi, 15x15 Dai Seireigi):
// every piece of the spec, promoted ones ('+X', '+(XY)') included, two-letter labels in
// parentheses. Unless raw: a piece that could never move again is promoted (or left out), a
// second unpromoted pawn on a file is left out, and no kind (with its promoted form) exceeds
// what the start position has, hands included. The hands (up to 15 pieces, from the seed) and
// the move number (sometimes left out) follow.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "harness/fuzz_position.h"

namespace vchess::harness {

template <class G>
struct PositionCodec<games::ShogiGame<G>> {
  static constexpr int kExtraBytes = 2;  // hand size, move number
  const shogi::Rules<G>& R = shogi::shogi_rules<G>();
  std::vector<int> types;  // non-royal
  std::array<int, 64> limit{}, used{};

  explicit PositionCodec(const games::ShogiGame<G>&) {
    for (int t = 0; t < R.types; ++t)
      if (!R.def(t).royal) types.push_back(t);
    const auto start = shogi::parse_position(R.spec.start, R.spec);
    for (const shogi::Piece p : start->board)
      if (p) ++limit[std::size_t(R.demote[shogi::type_of(p)])];
  }
  std::string text(int t, int colour) const {
    return shogi::piece_text(t, colour ? shogi::Gote : shogi::Sente, R.spec);
  }

  int kinds() const { return int(types.size()); }
  std::string royal(int colour, std::uint8_t) const { return text(R.king, colour); }
  std::optional<std::string> piece(int k, int colour, int s, const BoardCells& b, bool raw) {
    int t = types[std::size_t(k)];
    if (raw) return text(t, colour);
    const int rank = colour ? b.ranks - 1 - s / b.files : s / b.files;  // from the owner's side
    const int forced = R.def(t).forced_ranks;
    if (forced && rank >= b.ranks - forced) {
      if (R.promote[std::size_t(t)] < 0) return std::nullopt;
      t = R.promote[std::size_t(t)];
    }
    if (t == R.pawn)
      for (int r = 0; r < b.ranks; ++r)
        if (b.cells[std::size_t(b.sq(s % b.files, r))] == text(t, colour)) return std::nullopt;
    int& n = used[std::size_t(R.demote[std::size_t(t)])];
    if (n >= limit[std::size_t(R.demote[std::size_t(t)])]) return std::nullopt;
    ++n;
    return text(t, colour);
  }

  std::string tail(int side, BoardCells&, ByteSource& ex, bool raw, std::uint64_t seed) {
    const std::uint8_t hand = ex.next(), number = ex.next();
    std::array<std::array<int, 64>, 2> count{};
    std::vector<int> droppable;
    for (const std::string_view label : R.spec.hand_order)
      droppable.push_back(R.type_of_label(label));
    for (int i = 0; i < (hand & 15); ++i) {
      const std::uint64_t r = splitmix64(seed);
      const int t = droppable[r % droppable.size()], colour = int(r >> 32 & 1);
      int& n = used[std::size_t(t)];
      if (!raw && n >= limit[std::size_t(t)]) continue;
      ++n;
      ++count[std::size_t(colour)][std::size_t(t)];
    }
    std::string h;
    for (int c = 0; c < 2; ++c)
      for (const int t : droppable)
        if (const int n = count[std::size_t(c)][std::size_t(t)])
          h += (n > 1 ? std::to_string(n) : "") + text(t, c);
    std::string out = '[' + (h.empty() ? "-" : h) + (side ? "] w" : "] b");
    if (number) out += ' ' + std::to_string(number);
    return out;
  }
};

}  // namespace vchess::harness
