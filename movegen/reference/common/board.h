// What the reference Boards (ref_chess, ref_uc24, ref_shogi, ref_waterloo) do alike: keep the
// current position and the positions before each play() for undo(), list the legal moves by their
// canonical text, play a move given as text, and count perft.
//
// Each family's Board derives from BoardCore<Position, Error, Family>. Family is a struct of
// static functions, defined next to the Board (reference_<family>.cpp):
//   moves(p)          the legal moves of p (any type M, in generation order)
//   after(p, m)       the position after the legal move m
//   text(p, m)        the canonical text of m
//   in_check(p)       is the side to move in check?
//   fen(p)            the position's text (for messages and the Board's fen() / sfen())
// and optionally
//   names(p, m, s)    does the input text s name m? (default: s is m's canonical text)
// The member functions are defined in board_impl.h and instantiated once, in that .cpp file.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ref_common {

template <class Position, class Error, class Family>
class BoardCore {
 public:
  std::vector<std::string> legal_moves() const;  // canonical text, in generation order
  void play(std::string_view move);  // throws Error (one line) if no legal move has this text
  void undo();                       // takes back the last play(); throws Error if there is none
  bool in_check() const;             // the side to move is in check
  std::uint64_t perft(int depth);    // perft(0) = 1; counts the legal moves as listed

 protected:
  explicit BoardCore(Position start);
  BoardCore(const BoardCore& other);
  BoardCore(BoardCore&& other) noexcept;
  BoardCore& operator=(const BoardCore& other);
  BoardCore& operator=(BoardCore&& other) noexcept;
  ~BoardCore();
  std::string position_text() const;  // Family::fen of the current position

 private:
  // The legal moves of each position on the history, generated at most once: a lock-step walk
  // lists a node's moves and then plays each in turn (defined in board_impl.h, where Family is
  // complete).
  struct Memo;
  const auto& moves() const;

  Position pos_;
  std::vector<Position> history_;  // positions before each play(), for undo()
  std::unique_ptr<Memo> memo_;
};

}  // namespace ref_common
