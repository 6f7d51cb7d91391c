// Member functions of ref_common::BoardCore (board.h). Included only by the .cpp file that defines
// a family's Family struct and instantiates its BoardCore there:
//   template class ref_common::BoardCore<Position, Error, Family>;
#pragma once

#include <optional>

#include "reference/common/board.h"
#include "reference/common/perft.h"
#include "reference/common/text.h"

namespace ref_common {

template <class Position, class Error, class Family>
struct BoardCore<Position, Error, Family>::Memo {
  using Moves = decltype(Family::moves(std::declval<const Position&>()));
  // lists[i]: the moves of history_[i], the last one those of pos_; empty until asked for.
  std::vector<std::optional<Moves>> lists = std::vector<std::optional<Moves>>(1);
};

template <class Position, class Error, class Family>
BoardCore<Position, Error, Family>::BoardCore(Position start)
    : pos_(std::move(start)), memo_(std::make_unique<Memo>()) {}

template <class Position, class Error, class Family>
BoardCore<Position, Error, Family>::BoardCore(const BoardCore& o)
    : pos_(o.pos_), history_(o.history_), memo_(std::make_unique<Memo>(*o.memo_)) {}

template <class Position, class Error, class Family>
BoardCore<Position, Error, Family>::BoardCore(BoardCore&& o) noexcept = default;

template <class Position, class Error, class Family>
auto BoardCore<Position, Error, Family>::operator=(const BoardCore& o) -> BoardCore& {
  if (this != &o) *this = BoardCore(o);
  return *this;
}

template <class Position, class Error, class Family>
auto BoardCore<Position, Error, Family>::operator=(BoardCore&& o) noexcept
    -> BoardCore& = default;

template <class Position, class Error, class Family>
BoardCore<Position, Error, Family>::~BoardCore() = default;

template <class Position, class Error, class Family>
const auto& BoardCore<Position, Error, Family>::moves() const {
  auto& m = memo_->lists.back();
  if (!m) m = Family::moves(pos_);
  return *m;
}

template <class Position, class Error, class Family>
std::vector<std::string> BoardCore<Position, Error, Family>::legal_moves() const {
  std::vector<std::string> out;
  out.reserve(moves().size());
  for (const auto& m : moves()) out.push_back(Family::text(pos_, m));
  return out;
}

template <class Position, class Error, class Family>
void BoardCore<Position, Error, Family>::play(std::string_view move) {
  for (const auto& m : moves()) {
    bool named = false;
    if constexpr (requires { Family::names(pos_, m, move); })
      named = Family::names(pos_, m, move);
    else
      named = Family::text(pos_, m) == move;
    if (!named) continue;
    Position next = Family::after(pos_, m);
    history_.push_back(std::move(pos_));
    pos_ = std::move(next);
    memo_->lists.emplace_back();
    return;
  }
  throw Error("illegal move: '" + printable(move) + "' in " + Family::fen(pos_));
}

template <class Position, class Error, class Family>
void BoardCore<Position, Error, Family>::undo() {
  if (history_.empty()) throw Error("undo: no move to undo");
  pos_ = std::move(history_.back());
  history_.pop_back();
  memo_->lists.pop_back();
}

template <class Position, class Error, class Family>
bool BoardCore<Position, Error, Family>::in_check() const {
  return Family::in_check(pos_);
}

template <class Position, class Error, class Family>
std::uint64_t BoardCore<Position, Error, Family>::perft(int depth) {
  return ref_common::perft(pos_, depth, Family::moves, Family::after);
}

template <class Position, class Error, class Family>
std::string BoardCore<Position, Error, Family>::position_text() const {
  return Family::fen(pos_);
}

}  // namespace ref_common
