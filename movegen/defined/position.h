// A position of a defined variant for the fast generic generator: a piece code a square, a
// bitboard a colour and a type, hands, rights, en passant squares and an incremental key.
// do_move/undo_move live in make.h.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "defined/tables.h"

namespace vchess::defined {

enum class Kind : std::uint8_t {
  Normal,
  Promotion,       // a pawn-type piece becomes `type`
  PiecePromotion,  // shogi-style promotion
  Castling,        // `to` is the rook's square
  EnPassant,
  Drop,           // `type` from the hand
  DropPromoted,   // `type` from the hand, placed promoted
  Pass,           // from = to: the royal piece's square (else the side's first piece)
  PieceDemotion,  // a promoted piece turns back into what it promoted from
};

struct Move {
  std::uint8_t from = 0, to = 0;
  Kind kind = Kind::Normal;
  std::int8_t type = -1;
  // Seirawan gating: the type put from the hand on the square left, -1 none; castling with
  // gate_at_to puts it on the rook's square.
  std::int8_t gate = -1;
  bool gate_at_to = false;
  std::int16_t wall = -1;  // wallingRule: the square of the wall the move places, -1 none
  friend bool operator==(const Move&, const Move&) = default;
};

// A square's piece: 0 empty, else 1 + 2 * type + colour. Its tag: 0, kPawnPromoted (came from
// a pawn-style promotion where captures go to hand), or 2 + the type a shogi-style promoted
// piece promoted from.
inline constexpr std::uint8_t kPawnPromoted = 1;
constexpr std::uint8_t code_of(int type, int colour) { return std::uint8_t(1 + 2 * type + colour); }
constexpr int type_of(std::uint8_t code) { return (code - 1) >> 1; }
constexpr int colour_of(std::uint8_t code) { return (code - 1) & 1; }

template <class BB>
struct Undo {
  std::uint64_t key;
  BB ep, gates;
  std::array<std::array<std::int16_t, 2>, 2> rook;
  std::array<std::int16_t, 2> king;
  std::array<std::int8_t, 2> checks;
  int halfmove;
  std::uint8_t from_code, from_tag, to_code, to_tag, cap_code, cap_tag;
  std::int16_t cap_sq;
  std::int8_t to_hand;  // the type a capture put in hand, -1 none
  std::uint8_t passes;
  bool bikjang_before;
  std::uint8_t castled;  // oppositeCastling: the castlings made before the move
  // blastOnCapture: the pieces an explosion removed (the capturer among them), to put back.
  std::uint8_t blasted;
  std::array<std::uint8_t, 9> blast_sq, blast_code, blast_tag;
  bool petrified;  // petrifyOnCaptureTypes: the capturer became a wall on `to`
  BB walls;        // the walls before the move (wallingRule: a wall placed, a duck moved)
  BB flipped{};    // flipEnclosedPieces: the pieces the move turned (enclose.h)
};

template <class BB>
struct Position {
  const Tables<BB>* t = nullptr;
  std::array<std::uint8_t, 256> code{}, tag{};
  std::array<BB, 2> colour{};
  std::array<BB, kMaxTypes> type_bb{};
  BB occ{};
  std::array<std::array<std::int8_t, kMaxTypes>, 2> hand{};
  int side = kWhite;
  std::array<std::int16_t, 2> castle_king{-1, -1};
  std::array<std::array<std::int16_t, 2>, 2> castle_rook{{{-1, -1}, {-1, -1}}};
  BB ep{};
  BB gates{};  // gating: unmoved pieces the FEN names (colour: the occupant's)
  // Wall squares: in `occ` too (they block rides and lame leaps and screen hops as pieces do),
  // in no colour (nothing captures them), so the move and attack code needs no test of its own.
  BB walls{};
  std::array<std::int8_t, 2> checks{};
  bool checks_as_given = false;  // FEN text only (lichess's `+W+B`), not part of the position
  int halfmove = 0, fullmove = 1;
  // The game's last plies (no FEN holds them, nor `key`): the passes made in a
  // row (up to 2: two end the game) and whether the position before the last move was bikjang.
  std::uint8_t passes = 0;
  bool bikjang_before = false;
  // Whether this position is bikjang (janggi.h bikjang), -1 not yet asked: a cache, set by
  // the generator and by undo_move (the value do_move found before the move), so a node asks
  // once rather than once a child (D79). Not part of the position's identity.
  std::int8_t facing = -1;
  // oppositeCastling: bit 2 * colour + side (0 kingside) of each castling made in the game. In
  // `key` (it decides later moves): castled_key.
  std::uint8_t castled = 0;
  std::uint64_t key = 0;
  std::vector<Undo<BB>> history;

  BB pieces(int c, int type) const { return colour[std::size_t(c)] & type_bb[std::size_t(type)]; }
  int royal_count(int c) const { return t->royal < 0 ? 0 : popcount(pieces(c, t->royal)); }
  bool operator==(const Position& o) const {
    return code == o.code && tag == o.tag && hand == o.hand && side == o.side &&
           castle_rook == o.castle_rook && ep == o.ep && gates == o.gates && walls == o.walls &&
           checks == o.checks && key == o.key && passes == o.passes &&
           bikjang_before == o.bikjang_before && castled == o.castled;
  }

  void put(int s, std::uint8_t c, std::uint8_t g) {
    code[std::size_t(s)] = c;
    tag[std::size_t(s)] = g;
    const BB b = t->sq(s);
    colour[std::size_t(colour_of(c))] |= b;
    type_bb[std::size_t(type_of(c))] |= b;
    occ |= b;
  }
  void remove(int s) {
    const std::uint8_t c = code[std::size_t(s)];
    const BB b = t->sq(s);
    colour[std::size_t(colour_of(c))] ^= b;
    type_bb[std::size_t(type_of(c))] ^= b;
    occ ^= b;
    code[std::size_t(s)] = 0;
    tag[std::size_t(s)] = 0;
  }

  std::uint64_t piece_key(int s) const {
    const std::uint8_t c = code[std::size_t(s)];
    if (!c) return 0;
    std::uint64_t k = t->z_piece[std::size_t(s) * 64 + c - 1];
    if (tag[std::size_t(s)]) k ^= t->z_tag[std::size_t(s) * 64 + tag[std::size_t(s)]];
    return k;
  }
  std::uint64_t hand_key(int c, int type) const {
    const int n = hand[std::size_t(c)][std::size_t(type)];
    return t->z_hand[std::size_t(c)][std::size_t(type * 65 + (n < 0 ? 0 : n > 64 ? 64 : n))];
  }
  std::uint64_t castle_key(int c, int side) const {
    const int r = castle_rook[std::size_t(c)][std::size_t(side)];
    return r < 0 ? 0 : t->z_castle[std::size_t(c)][std::size_t(side * 256 + r)];
  }
  std::uint64_t ep_key() const {
    std::uint64_t k = 0;
    for (BB b = ep; b;) k ^= t->z_ep[std::size_t(pop_lsb(b))];
    return k;
  }
  std::uint64_t gate_key() const {
    std::uint64_t k = 0;
    for (BB b = gates; b;) k ^= t->z_gate[std::size_t(pop_lsb(b))];
    return k;
  }
  std::uint64_t wall_key() const {
    std::uint64_t k = 0;
    for (BB b = walls; b;) k ^= t->z_wall[std::size_t(pop_lsb(b))];
    return k;
  }
  // The key from scratch (what the incremental key must equal).
  std::uint64_t compute_key() const {
    std::uint64_t k = side ? t->z_side : 0;
    for (int s = 0; s < t->n; ++s) k ^= piece_key(s);
    for (int c = 0; c < 2; ++c) {
      for (int ty = 0; ty < t->ntypes; ++ty) k ^= hand_key(c, ty);
      k ^= castle_key(c, 0) ^ castle_key(c, 1);
      k ^= t->z_checks[std::size_t(c)][std::size_t(checks[std::size_t(c)] & 31)];
    }
    return k ^ ep_key() ^ gate_key() ^ wall_key() ^ castled_key(castled);
  }
  // A fixed odd multiple of each castled set (zero for none): no table needed for four bits.
  static std::uint64_t castled_key(std::uint8_t c) { return c * 0x9E3779B97F4A7C15ull; }
};

}  // namespace vchess::defined
