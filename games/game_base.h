// What every family's adapter does the same way, given its Position type and its
// from_setup(): make/unmake, keys, and turning the fast path's own errors into GameError.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "games/game.h"

namespace vchess::games {

// `illegal` tells a well-formed move that is not legal here from text that is no move at all.
inline GameError move_error(bool illegal, std::string_view text) {
  return {illegal ? GameError::Kind::IllegalMove : GameError::Kind::MoveText,
          std::string(illegal ? "illegal" : "unparsable") + " move '" + std::string(text) + "'"};
}

// Builds a reference board, turning its exception into a GameError.
template <class Ref, class Err, class... Args>
Expected<Ref, GameError> make_reference(Args&&... args) {
  try {
    return Ref(std::forward<Args>(args)...);
  } catch (const Err& e) {
    return Unexpected{GameError{GameError::Kind::Reference, e.what()}};
  }
}

template <class Derived, class Pos, class M>
struct GameBase {
  const Derived& self() const { return static_cast<const Derived&>(*this); }

  // A parsed set-up (or its error) validated into a position.
  template <class SetupResult>
  Expected<Pos, GameError> validated(const SetupResult& s) const {
    if (!s) return Unexpected{GameError{GameError::Kind::Fen, s.error().what()}};
    return self().from_setup(*s);
  }
  template <class Result>
  static Expected<Pos, GameError> position_or_error(Result&& p) {
    if (!p) return Unexpected{GameError{GameError::Kind::Position, p.error().what()}};
    return std::move(*p);
  }
  // The fast path's parse result; `illegal` is its error value for a well-formed move.
  template <class Result, class E>
  static Expected<M, GameError> move_or_error(const Result& m, E illegal, std::string_view text) {
    if (m) return *m;
    return Unexpected{move_error(m.error() == illegal, text)};
  }

  // The set-up validated by the family's rules (the chess adapter adds its promotion pieces).
  template <class Setup>
  Expected<Pos, GameError> from_setup(const Setup& s) const {
    return position_or_error(Pos::from_setup(s));
  }
  // The position text: the family's to_fen, found by argument-dependent lookup.
  std::string fen(const Pos& p) const { return to_fen(p.to_setup()); }
  // Fills ml afresh (the generators append); the family's generate_legal, found by
  // argument-dependent lookup.
  template <class MoveList>
  void legal(Pos& p, MoveList& ml) const {
    ml.size = 0;
    generate_legal(p, ml);
  }
  void do_move(Pos& p, M m) const { p.do_move(m); }
  void undo_move(Pos& p, M m) const { p.undo_move(m); }
  void play_root(Pos& p, M m) const { p.play_root(m); }
  std::uint64_t key(const Pos& p) const { return p.key(); }
  // From scratch: the position's own full recomputation where it has one, else via its set-up.
  Expected<std::uint64_t, GameError> rebuilt_key(const Pos& p) const {
    if constexpr (requires { p.compute_key(); }) return p.compute_key();
    auto q = self().from_setup(p.to_setup());
    if (!q) return Unexpected{q.error()};
    return q->key();
  }
};

}  // namespace vchess::games
