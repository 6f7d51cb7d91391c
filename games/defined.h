// Defined variants (variants/: Fairy-Stockfish's variants.ini format) as a Game. Until the fast
// generic generator lands (issue 22), the "fast path" is the generic reference itself, played
// through make/unmake on a stack of positions: `--impl both` then compares the reference with
// itself, and what checks a defined variant is fairy-stockfish and the golden tables.
#pragma once
#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/game.h"
#include "games/game_base.h"
#include "games/text_forms.h"
#include "reference/defined/reference_defined.h"

namespace vchess::games {

// The position with the positions before it, so undo_move() needs no undo record.
struct DefinedPosition {
  ref_defined::Position now;
  std::vector<ref_defined::Position> before;
  bool operator==(const DefinedPosition& o) const { return now == o.now; }
};

struct DefinedMoveList {
  std::vector<ref_defined::Move> moves;
  int size = 0;
  auto begin() const { return moves.begin(); }
  auto end() const { return moves.begin() + size; }
};

struct DefinedGame {
  using Position = DefinedPosition;
  using Move = ref_defined::Move;
  using MoveList = DefinedMoveList;
  using Reference = ref_defined::Board;
  static constexpr std::string_view kFamily = "defined";
  static constexpr AltNotation kAltNotation = AltNotation::None;

  std::shared_ptr<const ref_defined::Rules> rules;

  Expected<Position, GameError> load(std::string_view fen) const {
    try {
      return Position{ref_defined::parse_fen(*rules, fen), {}};
    } catch (const ref_defined::Error& e) {
      return Unexpected{GameError{GameError::Kind::Fen, e.what()}};
    }
  }
  std::string fen(const Position& p) const { return ref_defined::to_fen(p.now); }
  std::string start_fen(std::uint64_t) const { return ref_defined::start_fen(*rules); }

  void legal(Position& p, MoveList& ml) const {
    ml.moves = ref_defined::legal_moves(p.now);
    ml.size = int(ml.moves.size());
  }
  std::string text(const Position& p, Move m, bool = false) const {
    return ref_defined::move_text(p.now, m);
  }
  // Fairy-Stockfish's UCI text; a promotion letter in either case, or after '='.
  Expected<Move, GameError> parse(Position& p, std::string_view t) const {
    const std::vector<Move> moves = ref_defined::legal_moves(p.now);
    const PromotionSuffix s = split_promotion(t);
    for (const Move m : moves) {
      const std::string canon = ref_defined::move_text(p.now, m);
      if (canon == t) return m;
      if (s.letter && canon == s.stem + char(std::tolower(static_cast<unsigned char>(s.letter))))
        return m;
    }
    return Unexpected{move_error(looks_like_move(t), t)};
  }
  void do_move(Position& p, Move m) const {
    p.before.push_back(p.now);
    p.now = ref_defined::after(p.now, m);
  }
  void undo_move(Position& p, Move) const {
    p.now = std::move(p.before.back());
    p.before.pop_back();
  }
  void play_root(Position& p, Move m) const { p.now = ref_defined::after(p.now, m); }
  std::uint64_t key(const Position& p) const { return ref_defined::content_hash(p.now); }
  Expected<std::uint64_t, GameError> rebuilt_key(const Position& p) const {
    auto q = load(fen(p));
    if (!q) return Unexpected{q.error()};
    return key(*q);
  }
  bool in_check(const Position& p) const { return ref_defined::in_check(p.now); }

  // Bulk count at the last ply.
  std::uint64_t perft(Position& p, int depth) const { return count(p.now, depth); }

  Expected<Position, GameError> flip(const Position& p) const {
    auto f = ref_defined::flipped(p.now);
    if (!f)
      return Unexpected{GameError{GameError::Kind::Position,
                                  "the variant's rules are not the same for both colours"}};
    return Position{std::move(*f), {}};
  }
  Expected<Reference, GameError> reference(std::string_view fen) const {
    return make_reference<Reference, ref_defined::Error>(rules, fen);
  }
  Catalogue catalogue() const;  // games/defined_catalogue.cpp

 private:
  static std::uint64_t count(const ref_defined::Position& p, int depth) {
    if (depth == 0) return 1;
    const std::vector<Move> moves = ref_defined::legal_moves(p);
    if (depth == 1) return moves.size();
    std::uint64_t n = 0;
    for (const Move m : moves) n += count(ref_defined::after(p, m), depth - 1);
    return n;
  }
  // Text shaped like a move (squares, a drop) that is not legal here, as against no move at all.
  static bool looks_like_move(std::string_view t) {
    return t.size() >= 4 && t.size() <= 8 && std::all_of(t.begin(), t.end(), [](char c) {
             return std::isalnum(static_cast<unsigned char>(c)) || c == '@' || c == '+' ||
                    c == '=' || c == '-';
           });
  }
};

}  // namespace vchess::games
