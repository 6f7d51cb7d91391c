// The validated Waterloo position: a mailbox plus bitboards by type and colour, castling rights,
// en passant, promoted-pawn counts, make/unmake by recorded square changes, Zobrist hashing.
#pragma once
#include <array>
#include <cstdint>

#include "waterloo/attacks.h"
#include "waterloo/types.h"

namespace vchess::waterloo {

// One double castling: the Emperor, the Marshall and the Rook, home and destination.
struct Castling {
  int right;
  int e_from, e_to, m_from, m_to, r_from, r_to;
  BB must_be_empty, crossed;  // crossed squares are tested with the Emperor lifted (A-W24)
};
// [colour][0 = O-O, 1 = O-O-O], from RULINGS 4.6.
const Castling& castling(Color c, int longside);

class Position {
 public:
  static constexpr int kMaxPly = 512;

  static Expected<Position, PositionError> from_setup(const Setup& s);
  Setup to_setup() const;

  Piece piece_on(int s) const { return board_[s]; }
  BB pieces() const { return by_color_[White] | by_color_[Black]; }
  BB pieces(Color c) const { return by_color_[c]; }
  BB pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
  BB of_type(PieceType t) const { return by_type_[t]; }
  Color side_to_move() const { return side_; }
  int royal_square(Color c) const { return lsb(pieces(c) & (by_type_[King] | by_type_[Emperor])); }
  int piece_count(Color c) const { return popcount(by_color_[c]); }
  int ep_square() const { return st().ep; }
  int rights() const { return st().rights; }
  int promoted(Color c) const { return st().promoted[c]; }
  std::uint64_t key() const;

  // Every piece whose whole power includes Power (RULINGS 4.3's table), both colours.
  template <std::uint8_t Power>
  BB with_power() const {
    BB b = 0;
    for (int t = 0; t < kTypes; ++t)
      if (kPieceTable[t].powers & Power) b |= by_type_[t];
    return b;
  }
  // The piece a (non-castling) move leaves on its destination: merged, promoted or as it was.
  PieceType arriving_piece(Move m) const;

  // Attackers of s among `by`'s pieces, with `removed` squares taken off first.
  bool attacked(int s, Color by, BB occ, BB removed = 0) const;
  bool attacked(int s, Color by) const { return attacked(s, by, pieces()); }
  bool in_check() const { return attacked(royal_square(side_), ~side_); }
  // A third pawn promoted or a royal piece on its own row 9 or 10 (RULINGS 4.7).
  bool game_won() const;

  // `demote` = false skips the Emperor test: for a legality probe that is undone at once.
  void do_move(Move m, bool demote = true);
  void undo_move(Move m);
  void play_root(Move m);

  bool operator==(const Position& o) const;

 private:
  struct Change {
    std::uint8_t sq;
    Piece old;
  };
  struct State {
    int ep = -1, rights = 0, halfmove = 0, fullmove = 1;
    std::array<int, 2> promoted{0, 0};
    int changes = 0;
    std::array<Change, 7> change{};  // undone in reverse order
  };
  const State& st() const { return states_[ply_]; }
  State& st() { return states_[ply_]; }

  void set(int s, Piece p);                // bitboards, mailbox and board key
  void change(State& n, int s, Piece p) {  // set() and record it for undo
    n.change[n.changes++] = {std::uint8_t(s), board_[s]};
    set(s, p);
  }
  void do_castle(Move m, State& n);
  void do_normal(Move m, State& n);
  void demote_if_attacked(State& n);
  int ep_after_double_step(Color mover, int from, int to) const;

  std::array<Piece, kSquares> board_{};
  std::array<BB, kTypes> by_type_{};
  std::array<BB, 2> by_color_{};
  std::uint64_t board_key_ = 0;
  Color side_ = White;
  int ply_ = 0;
  std::array<State, kMaxPly> states_{};
};

}  // namespace vchess::waterloo
