// The defined variants' position codec for harness/fuzz_position.h: every piece type of the
// definition, shogi-style promoted ones ('+X') included, White upper case. Unless raw, a piece
// that could never leave its square (a pawn on its last rank) is left out, and a variant with
// drops gets a pocket of up to 15 pieces from the seed, a variant with walls up to 7 wall
// squares. Castling and en passant are left empty: the differential and the properties reach
// those by play.
#pragma once
#include <cctype>
#include <optional>
#include <string>
#include <vector>

#include "harness/fuzz_position.h"

namespace vchess::harness {

template <class BB>
struct PositionCodec<games::DefinedGame<BB>> {
  static constexpr int kExtraBytes = 1;  // pocket size
  const ref_defined::Rules& R;
  struct Kind {
    int type;       // the type on the square
    int base = -1;  // for a promoted piece: the type it promoted from ('+' and its letter)
  };
  std::vector<Kind> kinds_;
  std::vector<int> droppable;

  explicit PositionCodec(const games::DefinedGame<BB>& g) : R(*g.rules) {
    const auto& types = R.types();
    for (int t = 0; t < int(types.size()); ++t) {
      if (t == R.royal()) continue;
      kinds_.push_back({t});
      droppable.push_back(t);
      if (types[std::size_t(t)].promoted >= 0)
        kinds_.push_back({types[std::size_t(t)].promoted, t});
    }
    if (kinds_.empty()) kinds_.push_back({R.royal()});  // a king-only army
  }
  std::string letter(int t, int colour) const {
    const char c = R.type(t).letter;
    return std::string(1, colour ? c : char(std::toupper(static_cast<unsigned char>(c))));
  }
  std::string text(const Kind& k, int colour) const {
    return k.base >= 0 ? "+" + letter(k.base, colour) : letter(k.type, colour);
  }

  int kinds() const { return int(kinds_.size()); }
  std::string royal(int colour, std::uint8_t b) const {
    return R.royal() >= 0 ? letter(R.royal(), colour) : text(kinds_[b % kinds_.size()], colour);
  }
  std::optional<std::string> piece(int k, int colour, int s, const BoardCells& b, bool raw) const {
    const Kind& kind = kinds_[std::size_t(k)];
    const int sq = ref_defined::square_index(s % b.files, s / b.files);
    if (!raw && !R.can_leave(kind.type, colour, sq)) return std::nullopt;
    return text(kind, colour);
  }

  std::string tail(int side, BoardCells& b, ByteSource& ex, bool raw, std::uint64_t seed) const {
    if (R.model().walls) {  // up to 7 wall squares on empty squares, from the seed
      for (int i = int(splitmix64(seed) & 7); i > 0; --i) {
        const int s = int(splitmix64(seed) % std::uint64_t(b.squares()));
        if (b.empty(s)) b.put(s, "*", -1);
      }
    }
    const int n = ex.next() & 15;
    std::string out;
    if (R.def().piece_drops) {
      std::string pocket[2];
      for (int i = 0; i < n && !droppable.empty(); ++i) {
        const std::uint64_t r = splitmix64(seed);
        const int c = int(r >> 32 & 1);
        pocket[c] += letter(droppable[r % droppable.size()], c);
      }
      out = '[' + pocket[0] + pocket[1] + ']';
    }
    (void)raw;
    return out + (side ? " b - - 0 1" : " w - - 0 1");
  }
};

}  // namespace vchess::harness
