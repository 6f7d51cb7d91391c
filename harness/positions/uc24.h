// UC-24's position codec for harness/fuzz_position.h: the 24 piece kinds (pawns kept off the
// back ranks), an en passant square with the pawn that just made the double step, the clocks,
// and the three UC-24 fields: the reserves (up to 15 pieces a side, drawn from the seed), the
// drop rights (0-7 a side) and a pending exchange on a piece of the side that just moved (its
// capturer flag matching it unless raw). Sometimes the three fields are left out.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "harness/fuzz_position.h"

namespace vchess::harness {

template <>
struct PositionCodec<games::Uc24Game> : LetterCodec {
  // reserve lengths, rights, en passant / pending, clocks
  static constexpr int kExtraBytes = 4;

  explicit PositionCodec(const games::Uc24Game& g) : LetterCodec(g) {}
  std::optional<std::string> piece(int k, int colour, int s, const BoardCells&, bool raw) const {
    const int rank = s / 8;
    if (letters[k] == 'P' && !raw && (rank == 0 || rank == 7)) return std::nullopt;
    return std::string(1, coloured(letters[k], colour));
  }

  std::string tail(int side, BoardCells& b, ByteSource& ex, bool raw, std::uint64_t seed) const {
    const std::uint8_t lengths = ex.next(), rights = ex.next(), last = ex.next(),
                       clocks = ex.next();
    const int mover = 1 - side;
    // bits 0-1 of `last`: 0 nothing, 1 en passant, 2 pending exchange, 3 both (refused);
    // bits 2-7 the file (en passant), or where to start looking for the capturer (pending).
    std::string ep_text = "-", pending = "-";
    if (last & 1) {
      const int f = (last >> 2) % 8;
      const int taker = (seed & 2) ? f + ((seed & 1) ? 1 : -1) : -1;
      ep_text = b.en_passant(f, mover ? 5 : 2, mover, raw, std::string(1, coloured('P', mover)),
                             taker, std::string(1, coloured('P', side)));
    }
    if (last & 2 && (raw || !(last & 1))) {
      const int start = (last >> 2) % 64;
      for (int i = 0; i < 64; ++i) {
        const int s = (start + i) % 64;
        if (b.empty(s) || (!raw && b.colour[std::size_t(s)] != mover)) continue;
        const bool pawn = b.cells[std::size_t(s)] == "P" || b.cells[std::size_t(s)] == "p";
        const bool capturer_pawn = raw ? bool(seed & 4) : pawn;
        pending = b.cells[std::size_t(s)].empty()
                      ? "-"
                      : std::string(1, char('a' + s % 8)) + std::to_string(s / 8 + 1) + ':' +
                            (capturer_pawn ? 'y' : 'n') + ((seed & 8) ? 'y' : 'n');
        break;
      }
    }
    std::string out = std::string(side ? " b - " : " w - ") + ep_text;
    out += ' ' + std::to_string(clocks % 64) + ' ' + std::to_string(1 + (clocks >> 6) * 37);
    if (lengths == 255) return out;  // the six chess fields alone
    // The reserves: lengths' low and high nibble (15 means 16), kinds other than pawn and king.
    seed >>= 4;
    out += " [";
    for (int c = 0; c < 2; ++c) {
      const int n = (lengths >> (4 * c) & 15) + ((lengths >> (4 * c) & 15) == 15);
      for (int i = 0; i < n; ++i) {
        const std::uint64_t r = splitmix64(seed);
        out += coloured(letters[1 + r % (letters.size() - 1)], c);
      }
      out += c ? "]" : "/";
    }
    out += ' ' + std::to_string(rights & 7) + ',' + std::to_string(rights >> 3 & 7) + ' ' + pending;
    return out;
  }
};

}  // namespace vchess::harness
