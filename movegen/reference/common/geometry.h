// Board geometry shared by the chess-like references' piece code (ref_chess, ref_uc24,
// ref_waterloo): step vectors and a duplicate-free list of destination squares.
#pragma once

#include <array>
#include <cstddef>

namespace ref_common {

struct Vec {
  int dx;
  int dy;
};

inline constexpr Vec kOrthogonal[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr Vec kDiagonal[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
// The eight neighbours: the orthogonal steps, then the diagonal ones.
inline constexpr Vec kKingSteps[] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                     {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
// Knight leaps in cyclic order (UC-24's Rose relies on it: RULINGS 1.3, K0 .. K7).
inline constexpr Vec kKnightLeaps[] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                       {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// A list of squares of one board (at most 256), on the stack: attack tests build one per piece
// per candidate move, and a heap list there made the sanitized fuzzers allocation-bound.
class SquareList {
 public:
  void push_back(int s) { squares_[size_++] = s; }
  const int* begin() const { return squares_.data(); }
  const int* end() const { return squares_.data() + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

 private:
  std::array<int, 256> squares_;
  std::size_t size_ = 0;
};

// Squares of a board with `Squares` squares collected once each, in the order first added.
template <std::size_t Squares>
class UniqueSquares {
  static_assert(Squares <= 256);

 public:
  void add(int s) {
    if (seen_[static_cast<std::size_t>(s)]) return;
    seen_[static_cast<std::size_t>(s)] = true;
    out_.push_back(s);
  }
  const SquareList& take() const { return out_; }

 private:
  std::array<bool, Squares> seen_{};
  SquareList out_;
};

}  // namespace ref_common
