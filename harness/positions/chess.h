// The chess family's position codec for harness/fuzz_position.h: the catalogue's pieces (unless
// raw, pawns kept off the back ranks and at most two ranks' worth of pieces a side, the fast
// path's limit), castling rights as X-FEN markers (K, Q) or Shredder file letters with
// the king and rooks put home for them, an en passant square with the pawn that just made the
// double step (and often one that can take it), and the clocks (sometimes left out).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/chess64.h"
#include "harness/fuzz_position.h"

namespace vchess::harness {

template <class G>
struct PositionCodec<games::ChessGame<G>> : LetterCodec {
  // castling, king and rook files, en passant, clocks
  static constexpr int kExtraBytes = 4;

  explicit PositionCodec(const games::ChessGame<G>& g) : LetterCodec(g) {}
  std::optional<std::string> piece(int k, int colour, int s, const BoardCells& b, bool raw) const {
    const int rank = s / b.files;
    if (raw) return std::string(1, coloured(letters[k], colour));
    if (letters[k] == 'P' && (rank == 0 || rank == b.ranks - 1)) return std::nullopt;
    int n = 0;  // the fast path's limit: two ranks of pieces a side
    for (int q = 0; q < b.squares(); ++q) n += b.colour[std::size_t(q)] == colour && q != s;
    if (n >= 2 * b.files) return std::nullopt;
    return std::string(1, coloured(letters[k], colour));
  }

  std::string tail(int side, BoardCells& b, ByteSource& ex, bool raw, std::uint64_t seed) const {
    const std::uint8_t castle = ex.next(), files = ex.next(), ep = ex.next(), clocks = ex.next();
    // Castling: bits 0-3 the rights wanted (White king side, queen side, Black the same),
    // bit 4 Shredder letters; the king on file 1 + files % (files - 2), the rooks from the seed.
    std::string rights;
    for (int c = 0; c < 2; ++c) {
      const int wanted = castle >> (2 * c) & 3;
      if (!wanted) continue;
      const int rank = c ? b.ranks - 1 : 0;
      const int kf = 1 + files % (b.files - 2);
      if (!raw) {
        const int home = b.sq(kf, rank);
        if (b.royal[std::size_t(home)] && b.colour[std::size_t(home)] != c) continue;
        for (int s = 0; s < b.squares(); ++s)
          if (b.royal[std::size_t(s)] && b.colour[std::size_t(s)] == c) b.clear(s);
        b.put(home, royal(c, 0), c, true);
      }
      for (int side_bit = 0; side_bit < 2; ++side_bit) {  // 0 king side, 1 queen side
        if (!(wanted >> side_bit & 1)) continue;
        const int span = side_bit ? kf : b.files - 1 - kf;
        const int rf = side_bit ? int(seed % std::uint64_t(span))
                                : b.files - 1 - int(seed % std::uint64_t(span));
        seed /= 7;
        const int rsq = b.sq(rf, rank);
        if (!raw) {
          if (b.royal[std::size_t(rsq)]) continue;
          b.put(rsq, std::string(1, coloured('R', c)), c);
        }
        rights += coloured(castle & 16 ? char('A' + rf) : side_bit ? 'Q' : 'K', c);
      }
    }
    // En passant: bit 7 present, the file from the rest; bit 6 a pawn beside to take it.
    std::string ep_text = "-";
    if (ep & 128) {
      const int mover = 1 - side, f = (ep & 63) % b.files;
      const int taker = (ep & 64) ? f + ((ep & 32) ? 1 : -1) : -1;
      ep_text = b.en_passant(f, mover ? b.ranks - 3 : 2, mover, raw,
                             std::string(1, coloured('P', mover)), taker,
                             std::string(1, coloured('P', side)));
    }
    std::string out =
        std::string(side ? " b " : " w ") + (rights.empty() ? "-" : rights) + ' ' + ep_text;
    if (!(clocks & 128))
      out += ' ' + std::to_string(clocks % 64) + ' ' + std::to_string(1 + (clocks >> 6) * 37);
    return out;
  }
};

// Chess and Chess960 (games/chess64.h) share the 8x8 chess family's position text.
template <>
struct PositionCodec<games::Chess64Game> : PositionCodec<games::ChessGame<Board8x8>> {
  explicit PositionCodec(const games::Chess64Game& g)
      : PositionCodec<games::ChessGame<Board8x8>>(g) {}
};

}  // namespace vchess::harness
