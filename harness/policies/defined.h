// The walk policy of defined variants (games/defined.h), written against the Game concept alone
// (position text and move text), so that it drives the fast generic generator and the reference
// alike and reads nothing of either's internals.
//
// The start is the definition's start position (the seed is ignored). Each choice byte's low three
// bits pick a class of moves, biased towards captures (which fill the hands of drop variants and
// end extinction games), recaptures, drops, promotions and checks; its high five bits a move of
// that class (pick_in_class). A capture is read off the position text: the destination square
// holds a piece of the other colour (en passant goes as a quiet move).
#pragma once
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/walk.h"

namespace vchess::harness {

namespace defined_policy {

// The board field of a Fairy-Stockfish FEN, square by square: rank-major from a1, ' ' for an
// empty square, else the piece's letter (upper case: White). Pockets ([...]), promotion marks
// ('+' before, '~' after a letter) are skipped; a wall ('*') counts as a piece of neither colour.
struct TextBoard {
  int files = 0, ranks = 0;
  std::vector<char> cells;
  char at(int file, int rank) const {
    if (file < 0 || rank < 0 || file >= files || rank >= ranks) return ' ';
    return cells[std::size_t(rank * files + file)];
  }
};

inline TextBoard read_board(std::string_view fen) {
  std::string_view field = fen.substr(0, fen.find(' '));
  field = field.substr(0, field.find('['));
  std::vector<std::string> rows(1);  // from the top rank down
  for (std::size_t i = 0; i < field.size(); ++i) {
    const char c = field[i];
    if (c == '/') {
      rows.emplace_back();
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = 0;
      while (i < field.size() && std::isdigit(static_cast<unsigned char>(field[i])))
        n = n * 10 + (field[i++] - '0');
      --i;
      rows.back().append(std::size_t(n), ' ');
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '*') {
      rows.back().push_back(c);
    }
  }
  TextBoard b;
  b.ranks = int(rows.size());
  b.files = int(rows.front().size());
  b.cells.assign(std::size_t(b.files * b.ranks), ' ');
  for (int r = 0; r < b.ranks; ++r) {
    const std::string& row = rows[std::size_t(b.ranks - 1 - r)];
    for (int f = 0; f < b.files && f < int(row.size()); ++f)
      b.cells[std::size_t(r * b.files + f)] = row[std::size_t(f)];
  }
  return b;
}

// What a move's UCI text says: its last square (file, rank, 0-based), whether it is a drop
// ("P@e4") and whether something follows the last square (a promotion letter, '+').
struct MoveShape {
  int to_file = -1, to_rank = -1;
  bool drop = false, promotion = false;
};

inline MoveShape shape_of(std::string_view t) {
  MoveShape s;
  s.drop = t.find('@') != std::string_view::npos;
  std::size_t end = 0;  // one past the last square
  for (std::size_t i = 0; i + 1 < t.size(); ++i) {
    if (!std::islower(static_cast<unsigned char>(t[i])) ||
        !std::isdigit(static_cast<unsigned char>(t[i + 1])))
      continue;
    std::size_t j = i + 1;
    int rank = 0;
    while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j])))
      rank = rank * 10 + (t[j++] - '0');
    s.to_file = t[i] - 'a';
    s.to_rank = rank - 1;
    end = j;
    i = j - 1;
  }
  s.promotion = end > 0 && end < t.size();
  return s;
}

enum class Bias : int { Recapture, Capture, Drop, Promotion, Check, Any };

inline Bias bias_of(std::uint8_t byte) {
  static constexpr Bias kByLow[8] = {Bias::Recapture, Bias::Capture, Bias::Capture, Bias::Drop,
                                     Bias::Promotion, Bias::Check,   Bias::Any,     Bias::Any};
  return kByLow[byte & 7];
}

}  // namespace defined_policy

struct DefinedPolicy {
  int last_capture_to = -1;  // file + 64 * rank of the last ply's capture, or -1

  template <games::Game A>
  typename A::Position start(const A& g, std::uint64_t seed) const {
    return must_load(g, g.start_fen(seed));
  }

  // The move `byte` picks among the legal moves `ml` (not empty) of `pos`; `pos` is left as it
  // was (the check class makes and unmakes).
  template <games::Game A>
  typename A::Move choose(const A& g, typename A::Position& pos, const typename A::MoveList& ml,
                          std::uint8_t byte) {
    using namespace defined_policy;
    using Move = typename A::Move;
    const std::string fen = g.fen(pos);
    const TextBoard board = read_board(fen);
    const std::size_t space = fen.find(' ');
    const bool white = space == std::string::npos || fen.compare(space, 2, " b") != 0;
    const auto square_of = [&](Move m) {
      const MoveShape s = shape_of(g.text(pos, m));
      return s.to_file + 64 * s.to_rank;
    };
    const auto capture = [&](Move m) {
      const MoveShape s = shape_of(g.text(pos, m));
      const char c = board.at(s.to_file, s.to_rank);
      if (s.drop || !std::isalpha(static_cast<unsigned char>(c))) return false;
      return bool(std::isupper(static_cast<unsigned char>(c))) != white;
    };
    const auto pick = [&](auto&& keep) { return pick_in_class(ml, byte, keep); };
    std::optional<Move> r;
    switch (bias_of(byte)) {
      case Bias::Recapture:
        r = pick([&](Move m) { return capture(m) && square_of(m) == last_capture_to; });
        if (!r) r = pick(capture);
        break;
      case Bias::Capture:
        r = pick(capture);
        break;
      case Bias::Drop:
        r = pick([&](Move m) { return shape_of(g.text(pos, m)).drop; });
        break;
      case Bias::Promotion:
        r = pick([&](Move m) { return shape_of(g.text(pos, m)).promotion; });
        break;
      case Bias::Check:
        r = pick([&](Move m) { return harness::gives_check(g, pos, m); });
        break;
      case Bias::Any:
        break;
    }
    if (!r) r = pick([](Move) { return true; });
    last_capture_to = capture(*r) ? square_of(*r) : -1;
    return *r;
  }
};

}  // namespace vchess::harness
