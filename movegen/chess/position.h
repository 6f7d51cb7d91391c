// The validated chess-family position: bitboards plus a mailbox, a state stack for
// make/unmake, incremental Zobrist hashing, and Fischer-random castling data.
#pragma once
#include <array>
#include <cstdint>
#include <span>

#include "chess/pieces.h"
#include "chess/setup.h"
#include "chess/zobrist.h"
#include "core/geometry.h"

namespace vchess::chess {

// Castling right index: colour * 2 + side; side 0 is the king side (towards the last file).
constexpr int right_index(Color c, int side) { return c * 2 + side; }

template <class G>
class Position {
 public:
  using BB = typename G::BB;
  using A = Attacks<G>;
  static constexpr int kSquares = G::kSquares;
  static constexpr int kMaxPly = 1024;
  static constexpr Zobrist<G::kSquares, 32> kZobrist{};

  static Expected<Position, PositionError> from_setup(const Setup& s,
                                                      std::span<const PieceType> promotions);
  Setup to_setup() const;

  Piece piece_on(int s) const { return board_[s]; }
  BB pieces() const { return by_color_[White] | by_color_[Black]; }
  BB pieces(Color c) const { return by_color_[c]; }
  BB pieces(PieceType t) const { return by_type_[t]; }
  BB pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
  // Pieces of colour c whose type is in the bit mask (see pieces.h).
  template <unsigned Mask>
  BB movers() const {
    BB b{};
    for (int t = Pawn; t < kPieceTypes; ++t)
      if (Mask >> t & 1) b |= by_type_[t];
    return b;
  }
  template <unsigned Mask>
  BB movers(Color c) const { return movers<Mask>() & by_color_[c]; }
  int king_square(Color c) const { return lsb(pieces(c, King)); }
  Color side_to_move() const { return side_; }
  int ep_square() const { return st().ep; }
  int castling_rights() const { return st().castling; }
  int castle_rook(int right) const { return castle_rook_[right]; }
  BB castle_path(int right) const { return castle_path_[right]; }
  BB castle_king_path(int right) const { return castle_king_path_[right]; }
  std::uint64_t key() const { return st().key; }
  int halfmove_clock() const { return st().rule50; }
  int fullmove_number() const { return game_ply_ / 2 + 1; }
  std::span<const PieceType> promotions() const { return {promos_.data(), std::size_t(n_promos_)}; }

  BB attackers_to(int s, BB occ) const {
    return (A::kPawn[White][s] & pieces(Black, Pawn)) | (A::kPawn[Black][s] & pieces(White, Pawn)) |
           (A::kKnight[s] & movers<kKnightMovers>()) | (A::kKing[s] & by_type_[King]) |
           (A::bishop(s, occ) & movers<kDiagonalMovers>()) |
           (A::rook(s, occ) & movers<kOrthogonalMovers>());
  }
  bool attacked(int s, Color by) const { return attackers_to(s, pieces()) & pieces(by); }
  BB checkers() const { return attackers_to(king_square(side_), pieces()) & pieces(~side_); }

  void do_move(Move m);
  void undo_move(Move m);
  // Plays m and forgets the history, so a long --moves list never fills the state stack.
  void play_root(Move m);
  std::uint64_t compute_key() const;
  // King and rook destinations of a castling right.
  static constexpr int castle_king_to(int right) {
    return G::square(right & 1 ? 2 : G::kFiles - 2, right >> 1 ? G::kRanks - 1 : 0);
  }
  static constexpr int castle_rook_to(int right) {
    return G::square(right & 1 ? 3 : G::kFiles - 3, right >> 1 ? G::kRanks - 1 : 0);
  }

  bool operator==(const Position& o) const;

 private:
  struct State {
    std::uint64_t key;
    int ep;
    int rule50;
    std::uint8_t castling;
    Piece captured;
  };
  const State& st() const { return states_[ply_]; }
  // Rook squares of the rights still held; lost rights leave stale entries behind.
  std::array<int, 4> held_rooks() const {
    std::array<int, 4> r{-1, -1, -1, -1};
    for (int i = 0; i < 4; ++i)
      if (st().castling >> i & 1) r[i] = castle_rook_[i];
    return r;
  }
  State& st() { return states_[ply_]; }

  void put(Piece p, int s) {
    board_[s] = p;
    by_type_[type_of(p)] |= G::bit(s);
    by_color_[color_of(p)] |= G::bit(s);
  }
  void remove(int s) {
    const Piece p = board_[s];
    board_[s] = kNoPiece;
    by_type_[type_of(p)] ^= G::bit(s);
    by_color_[color_of(p)] ^= G::bit(s);
  }
  Expected<bool, PositionError> setup_castling(const Setup& s);
  std::uint64_t psq(Piece p, int s) const { return kZobrist.psq[p & 31][s]; }
  void set_ep_if_capturable(int ep, Color capturer);
  void do_castling(int kfrom, int rfrom, bool undo);

  std::array<Piece, kSquares> board_{};
  std::array<BB, kPieceTypes> by_type_{};
  std::array<BB, 2> by_color_{};
  Color side_ = White;
  int ply_ = 0;
  int game_ply_ = 0;
  std::array<State, kMaxPly> states_{};
  std::array<int, 4> castle_rook_{-1, -1, -1, -1};
  std::array<BB, 4> castle_path_{}, castle_king_path_{};
  std::array<std::uint8_t, kSquares> castle_mask_{};
  std::array<PieceType, 6> promos_{};
  int n_promos_ = 0;
};

}  // namespace vchess::chess

#include "chess/position_impl.h"
