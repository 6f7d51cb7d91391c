// Member functions of ref_common::BoardCore (board.h). Included only by the .cpp file that defines
// a family's Family struct and instantiates its BoardCore there:
//   template class ref_common::BoardCore<Position, Error, Family>;
#pragma once

#include "reference/common/board.h"
#include "reference/common/perft.h"
#include "reference/common/text.h"

namespace ref_common {

template <class Position, class Error, class Family>
std::vector<std::string> BoardCore<Position, Error, Family>::legal_moves() const {
  std::vector<std::string> out;
  for (const auto& m : Family::moves(pos_)) out.push_back(Family::text(pos_, m));
  return out;
}

template <class Position, class Error, class Family>
void BoardCore<Position, Error, Family>::play(std::string_view move) {
  for (const auto& m : Family::moves(pos_)) {
    bool named = false;
    if constexpr (requires { Family::names(pos_, m, move); })
      named = Family::names(pos_, m, move);
    else
      named = Family::text(pos_, m) == move;
    if (!named) continue;
    Position next = Family::after(pos_, m);
    history_.push_back(std::move(pos_));
    pos_ = std::move(next);
    return;
  }
  throw Error("illegal move: '" + printable(move) + "' in " + Family::fen(pos_));
}

template <class Position, class Error, class Family>
void BoardCore<Position, Error, Family>::undo() {
  if (history_.empty()) throw Error("undo: no move to undo");
  pos_ = std::move(history_.back());
  history_.pop_back();
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
