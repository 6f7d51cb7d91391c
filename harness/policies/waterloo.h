// The waterloo walk policy: biased random play from the Waterloo start position, some walks
// with random pieces taken off. No RapidCheck: the properties (properties/waterloo/) and the
// differential fuzzer (fuzz/fuzz_waterloo_differential.cpp) share it.
//
// The seed gives the start: the real start position, with, for 24 seeds in 41, 1 to 24 random
// non-royal pieces of either colour taken off (each removal kept only if Position::from_setup
// accepts the result; castling rights whose Emperor, Marshall or Rook is gone are dropped), so
// that positions below the 30-piece limit, where splits are legal, come from ply 0. A seed of
// 0 is the plain start position.
//
// Each byte picks the move played at that ply (see choose_move()): its low three bits a class
// of moves, biased towards what makes the rules of Waterloo happen - captures (below 30 pieces
// splits become legal), part moves and merges, the most advanced pawns (promotions, the third
// pawn, en passant), checks (an Emperor that is checked loses its knight), castling and forward
// moves of Spies and royal pieces (Wisemen, the ninth-row win) - the other five bits a move of
// that class.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

#include "core/splitmix.h"
#include "games/waterloo.h"
#include "harness/walk.h"

namespace vchess::harness {

namespace waterloo_walk {

using waterloo::Color;
using waterloo::Move;
using waterloo::MoveList;
using waterloo::Piece;
using waterloo::PieceType;
using waterloo::Position;
using waterloo::Setup;

// How many pieces the seed takes off the start position (tried; a removal may be refused).
inline int removals_of(std::uint64_t seed) {
  const int k = int(seed % 41);
  return k < 17 ? 0 : k - 16;
}

// The castling rights of s whose Emperor, Marshall and Rook are all at home.
inline int valid_rights(const Setup& s) {
  int rights = 0;
  for (const Color c : {waterloo::White, waterloo::Black})
    for (int side = 0; side < 2; ++side) {
      const waterloo::Castling& cs = waterloo::castling(c, side);
      if (s.board[cs.e_from] == waterloo::make_piece(c, waterloo::Emperor) &&
          s.board[cs.m_from] == waterloo::make_piece(c, waterloo::Marshall) &&
          s.board[cs.r_from] == waterloo::make_piece(c, waterloo::Rook))
        rights |= cs.right;
    }
  return s.rights & rights;
}

// The start set-up of a seed (see the file comment).
inline Setup start_setup(std::uint64_t seed) {
  auto parsed = waterloo::parse_fen(waterloo::kStartFen);
  if (!parsed) {
    std::fprintf(stderr, "harness: the waterloo start FEN is refused: %s\n",
                 parsed.error().what().c_str());
    std::abort();
  }
  Setup s = *parsed;
  std::uint64_t rng = seed;
  for (int i = removals_of(seed); i > 0; --i) {
    std::vector<int> candidates;
    for (int q = 0; q < waterloo::kSquares; ++q)
      if (s.board[q] && !waterloo::info(waterloo::type_of(s.board[q])).royal)
        candidates.push_back(q);
    if (candidates.empty()) break;
    Setup t = s;
    t.board[candidates[splitmix64(rng) % candidates.size()]] = waterloo::kNoPiece;
    t.rights = valid_rights(t);
    if (Position::from_setup(t)) s = t;
  }
  return s;
}

// The unit a move moves: the part for a part move, else the piece (kNoType for castling).
inline PieceType moving_type(const Position& pos, Move m) {
  if (m.is_castle()) return waterloo::kNoType;
  return m.is_part() ? m.part() : waterloo::type_of(pos.piece_on(m.from()));
}

inline bool is_capture(const Position& pos, Move m) {
  if (m.kind() == waterloo::EnPassant) return true;
  if (m.is_castle()) return false;
  const Piece t = pos.piece_on(m.to());
  return t && waterloo::color_of(t) != pos.side_to_move();
}

// A move onto a friendly piece (a merge; castling excluded).
inline bool is_merge(const Position& pos, Move m) {
  if (m.is_castle()) return false;
  const Piece t = pos.piece_on(m.to());
  return t && waterloo::color_of(t) == pos.side_to_move();
}

// Whether m leaves the opponent's royal piece attacked (on the board before any demotion).
inline bool gives_check(Position& pos, Move m) {
  pos.do_move(m, false);
  const bool check = pos.in_check();
  pos.undo_move(m);
  return check;
}

// A pawn double step that lands beside an enemy pawn (it can be taken en passant).
inline bool allows_en_passant(const Position& pos, Move m) {
  const Color us = pos.side_to_move();
  if (waterloo::row_of(us, m.to()) - waterloo::row_of(us, m.from()) != 2) return false;
  const int file = waterloo::G::file_of(m.to());
  for (const int df : {-1, 1})
    if (file + df >= 0 && file + df < 10 &&
        pos.piece_on(m.to() + df) == waterloo::make_piece(~us, waterloo::Pawn))
      return true;
  return false;
}

// A whole-piece move from a square that must be empty for a castling the mover still has the
// right to (developing towards castling).
inline bool clears_castling_path(const Position& pos, Move m) {
  if (m.is_castle() || m.is_part()) return false;
  for (int side = 0; side < 2; ++side) {
    const waterloo::Castling& cs = waterloo::castling(pos.side_to_move(), side);
    if ((pos.rights() & cs.right) && (cs.must_be_empty & waterloo::G::bit(m.from()))) return true;
  }
  return false;
}

// Classes of moves a choice byte may ask for (its low three bits).
enum class Bias : int {
  Recapture,  // 0: a capture on the square of the last ply's capture, else Capture
  Capture,    // 1: any capture, else Any
  Pawn,       // 2: a promotion, else en passant, else a double step beside an enemy pawn,
              //    else a move of a most advanced pawn, else Any
  Part,       // 3: a part move (split or transfer), else Any
  Merge,      // 4: a move onto a friendly piece, else Part
  Check,      // 5: a move that leaves the opponent's royal piece attacked, else Any
  Forward,    // 6: castling, else a move emptying a castling path, else a Spy or royal move
              //    to a higher own row, else Any
  Any,        // 7: any move
};

inline Bias bias_of(std::uint8_t byte) { return Bias(byte & 7); }

// The move a choice byte picks among the legal moves `ml` (not empty) of `pos`.
// `last_capture_to` is the square where the last ply's capture landed, or -1. Within the class,
// the high five bits pick move (k * count) / 32 when the class has more than 32 moves (spread
// over the list), k % count otherwise. `pos` is changed only while a move is tried (Check).
inline Move choose_move(Position& pos, const MoveList& ml, std::uint8_t byte, int last_capture_to) {
  const auto pick = [&](auto&& keep) { return pick_in_class(ml, byte, keep); };
  const Color us = pos.side_to_move();
  const auto capture = [&](Move m) { return is_capture(pos, m); };
  const auto part = [](Move m) { return m.is_part(); };
  const auto pawn = [&](Move m) { return !m.is_castle() && moving_type(pos, m) == waterloo::Pawn; };
  std::optional<Move> r;
  switch (bias_of(byte)) {
    case Bias::Recapture:
      r = pick_recapture(ml, byte, last_capture_to, capture);
      break;
    case Bias::Capture:
      r = pick(capture);
      break;
    case Bias::Pawn: {
      r = pick([&](Move m) { return pawn(m) && waterloo::row_of(us, m.to()) == 8; });
      if (!r) r = pick([](Move m) { return m.kind() == waterloo::EnPassant; });
      if (!r) r = pick([&](Move m) { return pawn(m) && allows_en_passant(pos, m); });
      if (!r) {
        int best = 0;
        for (Move m : ml)
          if (pawn(m)) best = std::max(best, waterloo::row_of(us, m.from()));
        r = pick([&](Move m) { return pawn(m) && waterloo::row_of(us, m.from()) == best; });
      }
      break;
    }
    case Bias::Part:
      r = pick(part);
      break;
    case Bias::Merge:
      r = pick([&](Move m) { return is_merge(pos, m); });
      if (!r) r = pick(part);
      break;
    case Bias::Check:
      r = pick([&](Move m) { return gives_check(pos, m); });
      break;
    case Bias::Forward: {
      r = pick([](Move m) { return m.is_castle(); });
      if (!r) r = pick([&](Move m) { return clears_castling_path(pos, m); });
      if (!r)
        r = pick([&](Move m) {
          const PieceType t = moving_type(pos, m);
          return (t == waterloo::Spy || waterloo::info(t).royal) &&
                 waterloo::row_of(us, m.to()) > waterloo::row_of(us, m.from());
        });
      break;
    }
    case Bias::Any:
      break;
  }
  if (!r) r = pick([](Move) { return true; });
  return *r;
}

}  // namespace waterloo_walk

// Keeps the square of the last ply's capture (for Recapture); copied fresh for each walk.
struct WaterlooPolicy {
  int last_capture_to = -1;

  waterloo::Position start(const games::WaterlooGame& g, std::uint64_t seed) const {
    auto pos = g.from_setup(waterloo_walk::start_setup(seed));
    if (!pos) {
      std::fprintf(stderr, "harness: waterloo start of seed %llu refused: %s\n",
                   static_cast<unsigned long long>(seed), pos.error().what().c_str());
      std::abort();
    }
    return std::move(*pos);
  }

  waterloo::Move choose(const games::WaterlooGame&, waterloo::Position& pos,
                        const waterloo::MoveList& ml, std::uint8_t byte) {
    const waterloo::Move m = waterloo_walk::choose_move(pos, ml, byte, last_capture_to);
    last_capture_to = waterloo_walk::is_capture(pos, m) ? m.to() : -1;
    return m;
  }
};

}  // namespace vchess::harness
