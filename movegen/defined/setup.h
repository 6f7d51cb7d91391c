// The fast generator's positions built from the model's Setup (variants/setup.h reads and
// writes the FEN) and written back to one. What needs attacks is checked here, by this
// generator's own attack code: the side not to move in check, cambodianMoves' checked king.
#pragma once
#include <string>

#include "core/expected.h"
#include "defined/guard.h"
#include "defined/make.h"
#include "variants/setup.h"

namespace vchess::defined {

// The set-up placed as it is, nothing checked (a flip of a position already built).
template <class BB>
Position<BB> placed(const Tables<BB>& t, const variants::Setup& s) {
  Position<BB> p;
  p.t = &t;
  p.history.reserve(64);
  const auto dense = [&](int sq) {
    return sq < 0 ? -1 : t.square(sq % variants::kMaxFiles, sq / variants::kMaxFiles);
  };
  for (int k = 0; k < t.ranks; ++k)
    for (int f = 0; f < t.files; ++f) {
      const int sq = t.square(f, k);
      const variants::SetupCell& c = s.at(f, k);
      if (!c.empty()) {
        const std::uint8_t tag = c.unpromoted >= 0 ? std::uint8_t(2 + c.unpromoted)
                                 : c.promoted      ? kPawnPromoted
                                                   : 0;
        p.put(sq, code_of(c.type, c.colour), tag);
      }
      if (s.ep.has(f, k)) p.ep |= t.sq(sq);
      if (s.gates.has(f, k)) p.gates |= t.sq(sq);
      if (s.walls.has(f, k)) p.walls |= t.sq(sq);
    }
  p.occ |= p.walls;
  for (std::size_t c = 0; c < 2; ++c) {
    for (int k = 0; k < t.ntypes; ++k) p.hand[c][std::size_t(k)] = s.hand[c][std::size_t(k)];
    p.castle_king[c] = std::int16_t(dense(s.castling_king[c]));
    for (std::size_t side = 0; side < 2; ++side)
      p.castle_rook[c][side] = std::int16_t(dense(s.castling_rook[c][side]));
    p.checks[c] = std::int8_t(s.checks_remaining[c]);
  }
  p.side = s.side;
  p.checks_as_given = s.checks_as_given;
  p.halfmove = s.halfmove;
  p.fullmove = s.fullmove;
  p.passes = s.passes;
  p.bikjang_before = s.bikjang_before;
  p.castled = s.castled;
  p.key = p.compute_key();
  return p;
}

// A position from a set-up read from a FEN; the error's text (FenError::what) when the side
// not to move is in check. With cambodianMoves a king in check has lost its leap.
template <class BB>
Expected<Position<BB>, std::string> position_of(const Tables<BB>& t, const variants::Setup& s) {
  Position<BB> p = placed(t, s);
  if (royal_exposed(p, 1 - p.side)) return Unexpected{variants::side_not_to_move_in_check(p.side)};
  if (t.def.cambodian_moves && t.royal >= 0) clear_checked_gate(p, p.side);
  return p;
}

template <class BB>
variants::Setup setup_of(const Position<BB>& p) {
  const Tables<BB>& t = *p.t;
  variants::Setup s;
  const auto sparse = [&](int sq) {
    return sq < 0 ? -1 : variants::setup_square(sq % t.files, sq / t.files);
  };
  for (int k = 0; k < t.ranks; ++k)
    for (int f = 0; f < t.files; ++f) {
      const int sq = t.square(f, k);
      if (const std::uint8_t code = p.code[std::size_t(sq)]) {
        const std::uint8_t tag = p.tag[std::size_t(sq)];
        s.at(f, k) = {std::int8_t(type_of(code)), std::int8_t(colour_of(code)),
                      std::int8_t(tag >= 2 ? tag - 2 : -1), tag != 0};
      }
      if (p.ep & t.sq(sq)) s.ep.set(f, k);
      if (p.gates & t.sq(sq)) s.gates.set(f, k);
      if (p.walls & t.sq(sq)) s.walls.set(f, k);
    }
  for (std::size_t c = 0; c < 2; ++c) {
    for (int k = 0; k < t.ntypes; ++k) s.hand[c][std::size_t(k)] = p.hand[c][std::size_t(k)];
    s.castling_king[c] = std::int16_t(sparse(p.castle_king[c]));
    for (std::size_t side = 0; side < 2; ++side)
      s.castling_rook[c][side] = std::int16_t(sparse(p.castle_rook[c][side]));
    s.checks_remaining[c] = p.checks[c];
  }
  s.side = p.side;
  s.checks_as_given = p.checks_as_given;
  s.halfmove = p.halfmove;
  s.fullmove = p.fullmove;
  s.passes = p.passes;
  s.bikjang_before = p.bikjang_before;
  s.castled = p.castled;
  return s;
}

}  // namespace vchess::defined
