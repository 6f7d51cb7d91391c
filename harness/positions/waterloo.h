// Waterloo's position codec for harness/fuzz_position.h: the simple pieces and the compounds
// (Guard, Cardinal, Marshall, Queen, Wiseman), the royal an Emperor or (one time in four) a
// King; unless raw, pawns only on their rows 3-7 and at most 30 pieces a side (raw: up to the
// 63 the generator adds, past the limit). Then the double-castling rights BIbi with the Emperor,
// Marshall and Rook put home for them, an en passant square with the pawn that just made the
// double step, the promoted-pawn counts (0-3 a side) and the clocks (sometimes left out).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "harness/fuzz_position.h"

namespace vchess::harness {

template <>
struct PositionCodec<games::WaterlooGame> {
  static constexpr int kExtraBytes = 4;  // castling, en passant, promoted, clocks
  std::vector<char> letters;             // upper case, the royals left out

  explicit PositionCodec(const games::WaterlooGame& g) {
    for (const games::CatalogueRow& r : g.catalogue().rows)
      if (r.letter != "E" && r.letter != "K") letters.push_back(r.letter[0]);
  }
  static char coloured(char upper, int colour) { return colour ? char(upper | 32) : upper; }
  static std::string one(char upper, int colour) { return std::string(1, coloured(upper, colour)); }
  static int row(int colour, int s) { return colour ? 10 - s / 10 : s / 10 + 1; }

  int kinds() const { return int(letters.size()); }
  std::string royal(int colour, std::uint8_t b) const { return one(b % 4 ? 'E' : 'K', colour); }
  std::optional<std::string> piece(int k, int colour, int s, const BoardCells& b, bool raw) const {
    if (raw) return one(letters[std::size_t(k)], colour);
    if (letters[std::size_t(k)] == 'P' && (row(colour, s) < 3 || row(colour, s) > 7))
      return std::nullopt;
    int n = 0;
    for (int q = 0; q < b.squares(); ++q) n += b.colour[std::size_t(q)] == colour && q != s;
    if (n >= 30) return std::nullopt;
    return one(letters[std::size_t(k)], colour);
  }

  std::string tail(int side, BoardCells& b, ByteSource& ex, bool raw, std::uint64_t) const {
    const std::uint8_t castle = ex.next(), ep = ex.next(), promoted = ex.next(), clocks = ex.next();
    // Castling (RULINGS 4.6): White's Emperor on e1, Marshall and Rook b1/a1 (B) and i1/k1 (I);
    // Black's on f10, b10/a10, i10/k10.
    std::string rights;
    for (int i = 0; i < 4; ++i) {
      if (!(castle >> i & 1)) continue;
      const int c = i / 2, base = c ? 90 : 0, e = c ? 95 : 4;
      const int m = base + (i % 2 ? 8 : 1), r = base + (i % 2 ? 9 : 0);
      if (!raw) {
        if ((b.royal[std::size_t(e)] && b.colour[std::size_t(e)] != c) || b.royal[std::size_t(m)] ||
            b.royal[std::size_t(r)])
          continue;
        for (int s = 0; s < b.squares(); ++s)
          if (b.royal[std::size_t(s)] && b.colour[std::size_t(s)] == c) b.clear(s);
        b.put(e, one('E', c), c, true);
        b.put(m, one('M', c), c);
        b.put(r, one('R', c), c);
      }
      rights += "BIbi"[i];
    }
    // En passant: bit 7 present, the file from the rest.
    std::string ep_text = "-";
    if (ep & 128) {
      const int mover = 1 - side, f = (ep & 63) % 10;
      const int taker = (ep & 64) ? f + ((ep & 32) ? 1 : -1) : -1;
      ep_text = b.en_passant(f, mover ? 6 : 3, mover, raw, one('P', mover), taker, one('P', side),
                             "abcdefghik");
    }
    std::string out = std::string(side ? " b " : " w ") + (rights.empty() ? "-" : rights) + ' ' +
                      ep_text + ' ' + std::to_string(promoted & 3) + ',' +
                      std::to_string(promoted >> 2 & 3);
    if (!(clocks & 128))
      out += ' ' + std::to_string(clocks % 64) + ' ' + std::to_string(1 + (clocks >> 6) * 37);
    return out;
  }
};

}  // namespace vchess::harness
