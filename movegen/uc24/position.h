// The validated UC-24 position: bitboards by piece type, the ordered reserves, drop rights
// and the pending exchange, with make/unmake of whole compound turns and Zobrist hashing.
#pragma once
#include <array>
#include <cstdint>

#include "uc24/paths.h"
#include "uc24/types.h"

namespace vchess::uc24 {

class Position {
 public:
  using A = Attacks<G>;
  static constexpr int kMaxPly = 512;

  static Expected<Position, PositionError> from_setup(const Setup& s);
  Setup to_setup() const;

  Piece piece_on(int s) const { return board_[s]; }
  BB pieces() const { return by_color_[White] | by_color_[Black]; }
  BB pieces(Color c) const { return by_color_[c]; }
  BB pieces(Color c, int type) const { return by_color_[c] & by_type_[type]; }
  Color side_to_move() const { return side_; }
  int king_square(Color c) const { return lsb(pieces(c, kKing)); }
  int ep_square() const { return st().ep; }
  int rights(Color c) const { return st().rights[c]; }
  const Pending& pending() const { return st().pending; }
  int reserve_size(Color c) const { return st().back[c] - st().front[c]; }
  int reserve_front(Color c) const { return reserve_[c][st().front[c]]; }
  int reserve_back(Color c) const { return reserve_[c][st().back[c] - 1]; }
  bool can_drop(Color c) const { return rights(c) > 0 && reserve_size(c) > 0; }
  std::uint64_t key() const { return st().key ^ state_key(st()); }
  std::uint64_t compute_key() const;

  // Sliders by direction, over all colours (Queen, Rook, Amazon, Dragon, ... per the table).
  BB orthogonal_movers() const { return orth_; }
  BB diagonal_movers() const { return diag_; }
  bool attacked(int s, Color by, BB occ) const;
  bool attacked(int s, Color by) const { return attacked(s, by, pieces()); }
  bool in_check() const { return attacked(king_square(side_), ~side_); }

  void do_move(Move m);
  void undo_move(Move m);
  void play_root(Move m);
  // Puts / lifts a piece without touching the state: for testing a drop's legality.
  void place(Piece p, int s) { put(p, s); }
  void lift(int s) { remove(s); }

  bool operator==(const Position& o) const;

 private:
  struct State {
    std::uint64_t key;  // board and side; key() adds the rest
    int ep;
    int rule50;
    std::array<int, 2> rights;
    Pending pending;
    std::array<std::uint8_t, 2> front, back;
    Piece captured;
  };
  const State& st() const { return states_[ply_]; }
  State& st() { return states_[ply_]; }

  void put(Piece p, int s);
  void remove(int s);
  void do_normal(Move m, State& s);
  void update_exchange(State& s, int capsq, int to, Piece captured, Piece mover);
  std::uint64_t state_key(const State& s) const;  // everything but the board and the side

  std::array<Piece, 64> board_{};
  std::array<BB, kTypes> by_type_{};
  std::array<BB, 2> by_color_{};
  BB orth_ = 0, diag_ = 0;
  Color side_ = White;
  int ply_ = 0, game_ply_ = 0;
  std::array<std::array<int, 16>, 2> reserve_{};
  std::array<State, kMaxPly> states_{};
};

}  // namespace vchess::uc24
