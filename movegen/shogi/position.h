// The validated shogi-family position on an N x N board: bitboards by type, hands, a state
// stack for make/unmake, Zobrist hashing, and the attack test used for legality.
#pragma once
#include <array>
#include <cstdint>

#include "core/capacity.h"
#include "core/splitmix.h"
#include "shogi/rules.h"
#include "shogi/types.h"

namespace vchess::shogi {

template <class G>
class Position {
 public:
  using BB = typename G::BB;
  static constexpr int kSquares = G::kSquares;
  static constexpr int kMaxPly = 256;
  static constexpr int kListSize = G::kFiles > 9 ? 32768 : 2048;
  using MoveList = MoveListN<kListSize>;
  // core/capacity.h's bound with the validator's material limit (the start position's pieces):
  // shogi 40 pieces, 7 hand types, the dragon's and the horse's 20 destinations: 1616 moves;
  // Dai Seireigi 118 pieces, 30 hand types, any piece at most 224 squares: 28122 moves.
  static_assert(G::kFiles != 9 || core::capacity::shogi_bound(81, 40, 7, 20) <= kListSize);
  static_assert(G::kFiles != 15 || core::capacity::shogi_bound(225, 118, 30, 224) <= kListSize);
  static_assert(G::kFiles == 9 || G::kFiles == 15, "a new board size needs its bound");

  static Expected<Position, PositionError> from_setup(const Setup& s);
  Setup to_setup() const;
  static const Rules<G>& rules() { return shogi_rules<G>(); }

  Piece piece_on(int s) const { return board_[s]; }
  BB pieces() const { return by_color_[Sente] | by_color_[Gote]; }
  BB pieces(Color c) const { return by_color_[c]; }
  BB pieces(Color c, int t) const { return by_color_[c] & by_type_[t]; }
  int hand(Color c, int t) const { return hand_[c][t]; }
  Color side_to_move() const { return side_; }
  int king_square(Color c) const { return lsb(pieces(c, rules().king)); }
  std::uint64_t key() const { return states_[ply_].key; }
  std::uint64_t compute_key() const;
  int move_number() const { return ply_number_ + 1; }  // SFEN: counts plies

  bool attacked(int s, Color by) const { return attacked(s, by, pieces(), by_color_[by]); }
  // With an occupancy and attacking pieces of the caller's choosing (a king move: the king
  // off its square, a captured piece no attacker).
  bool attacked(int s, Color by, BB occ, BB them) const;
  // The same test for leapers and hook movers only (shogi/legality.h scans the lines itself).
  bool leaped_or_hooked(int s, Color by, BB occ, BB them) const;
  bool in_check() const { return attacked(king_square(side_), ~side_); }

  void do_move(Move m);
  void undo_move(Move m);
  void play_root(Move m);
  bool operator==(const Position& o) const {
    return board_ == o.board_ && hand_ == o.hand_ && side_ == o.side_ && key() == o.key();
  }

 private:
  struct State {
    std::uint64_t key;
    Piece captured;
  };
  void put(Piece p, int s) {
    board_[s] = p;
    by_type_[type_of(p)] |= sq_bb<G>(s);
    by_color_[color_of(p)] |= sq_bb<G>(s);
  }
  void remove(int s) {
    const Piece p = board_[s];
    board_[s] = kNoPiece;
    by_type_[type_of(p)] ^= sq_bb<G>(s);
    by_color_[color_of(p)] ^= sq_bb<G>(s);
  }

  std::array<Piece, kSquares> board_{};
  std::array<BB, Rules<G>::kMaxTypes> by_type_{};
  std::array<BB, 2> by_color_{};
  std::array<std::array<std::uint8_t, Rules<G>::kMaxTypes>, 2> hand_{};
  Color side_ = Sente;
  int ply_ = 0, ply_number_ = 0;
  std::array<State, kMaxPly> states_{};
};

// Zobrist keys for a board size, built at start-up.
template <class G>
struct ShogiKeys {
  std::vector<std::array<std::uint64_t, G::kSquares>> psq;              // [piece code]
  std::array<std::array<std::array<std::uint64_t, 64>, 64>, 2> hand{};  // [colour][type][count]
  std::uint64_t side;
  ShogiKeys() : psq(256) { KeyCounter{0x5401 + G::kFiles}.fill(psq, hand, side); }
};
template <class G>
inline const ShogiKeys<G> kKeys{};

}  // namespace vchess::shogi

#include "shogi/position_impl.h"
#include "shogi/position_setup.h"
