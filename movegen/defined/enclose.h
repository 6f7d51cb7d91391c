// The enclosing games for the fast generator (ataxx and the reversi family; the rules in
// docs/rules/defined.md): the squares a drop may use, the pieces a move turns, the full board.
// Set-wise: a reversi line is found by the first square along a ray that is not the enemy's
// (D68), ataxx's by the king-step neighbourhoods (D69), the start region and the full board by
// one mask each (D70), the turned pieces as one set made and unmade together (D71), the squares
// top and anyside let a piece in to by each line's outermost obstacles (D80).
#pragma once
#include "core/canary.h"
#include "defined/position.h"

namespace vchess::defined {

using variants::Enclosing;

// Eight rays from every square (the king's directions) and whether a ray's squares grow in
// index (its nearest square is then the lowest). Built once with the tables.
template <class BB>
void enclosing_tables(Tables<BB>& t) {
  constexpr int kDirs[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                               {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  t.enclose = t.def.enclosing_drop;
  t.flip = t.def.flip_enclosed;
  for (int f = 0; f < t.files; ++f)
    for (int k = 0; k < t.ranks; ++k)
      if (t.def.enclosing_drop_start.has(f, k)) t.enclose_start |= t.sq(t.square(f, k));
  if (t.enclose == Enclosing::Snort) {
    t.rook_around.assign(std::size_t(t.n), BB{});
    for (int s = 0; s < t.n; ++s)
      for (std::size_t d = 0; d < 4; ++d) {
        const int f = t.file_of[std::size_t(s)] + kDirs[d][0],
                  k = t.rank_of[std::size_t(s)] + kDirs[d][1];
        if (t.on(f, k)) t.rook_around[std::size_t(s)] |= t.sq(t.square(f, k));
      }
  }
  if (t.enclose == Enclosing::Top || t.enclose == Enclosing::Anyside) {
    t.rank_bb.assign(std::size_t(t.ranks), BB{});
    for (int s = 0; s < t.n; ++s) t.rank_bb[std::size_t(t.rank_of[std::size_t(s)])] |= t.sq(s);
  }
  if (t.enclose != Enclosing::Reversi && t.flip != Enclosing::Reversi) return;
  for (std::size_t d = 0; d < 8; ++d) {
    const int dx = kDirs[d][0], dy = kDirs[d][1];
    t.ray8_up[d] = dy > 0 || (dy == 0 && dx > 0);
    t.ray8[d].assign(std::size_t(t.n), BB{});
    for (int s = 0; s < t.n; ++s)
      for (int f = t.file_of[std::size_t(s)] + dx, k = t.rank_of[std::size_t(s)] + dy; t.on(f, k);
           f += dx, k += dy)
        t.ray8[d][std::size_t(s)] |= t.sq(t.square(f, k));
  }
}

// The enemy pieces reversi encloses from s along ray d: the squares before the first one that
// is not the enemy's, when that one holds a piece of `us` and is not the first step.
template <class BB>
BB enclosed_line(const Tables<BB>& t, std::size_t d, int s, const BB& own, const BB& enemy) {
  const BB ray = t.ray8[d][std::size_t(s)];
  const BB stops = ray & ~enemy;
  if (!stops) return BB{};
  const int first = t.ray8_up[d] ? lsb(stops) : msb(stops);
  if (!(own & t.sq(first))) return BB{};
  const BB line = ray & ~t.ray8[d][std::size_t(first)] & ~t.sq(first);
  return canary(Canary::DefinedReversiAdjacentEncloses) && !line ? t.sq(first) : line;
}

// top and anyside (D80): the squares where a piece let in at an edge comes to rest, line by
// line: beside the obstacle (piece or wall) nearest that edge, or at the far edge when the line
// has none. Top lets pieces in at the top of each file only.
template <class BB>
BB landing_squares(const Tables<BB>& t, const BB& occ) {
  const bool anyside = t.enclose == Enclosing::Anyside;
  BB out{};
  for (int f = 0; f < t.files; ++f) {
    const BB line = occ & t.file_bb[std::size_t(f)];
    if (!line) {
      out |= t.sq(t.square(f, 0)) | (anyside ? t.sq(t.square(f, t.ranks - 1)) : BB{});
      continue;
    }
    const int top = t.rank_of[std::size_t(msb(line))], bottom = t.rank_of[std::size_t(lsb(line))];
    // The canary: a piece from the top stops above the lowest obstacle (passes through others).
    const int under = canary(Canary::DefinedFallsThroughPieces) ? bottom : top;
    if (under + 1 < t.ranks && !(occ & t.sq(t.square(f, under + 1))))
      out |= t.sq(t.square(f, under + 1));
    if (anyside && bottom > 0) out |= t.sq(t.square(f, bottom - 1));
  }
  for (int k = 0; anyside && k < t.ranks; ++k) {
    const BB line = occ & t.rank_bb[std::size_t(k)];
    if (!line) {
      out |= t.sq(t.square(0, k)) | t.sq(t.square(t.files - 1, k));
      continue;
    }
    const int right = t.file_of[std::size_t(msb(line))], left = t.file_of[std::size_t(lsb(line))];
    if (right + 1 < t.files) out |= t.sq(t.square(right + 1, k));
    if (left > 0) out |= t.sq(t.square(left - 1, k));
  }
  return out;
}

// Of the empty squares `b`, those where `us` may drop under enclosingDrop.
template <class BB>
BB enclosing_drops(const Position<BB>& p, int us, BB b) {
  const Tables<BB>& t = *p.t;
  const BB own = p.colour[std::size_t(us)], enemy = p.colour[std::size_t(1 - us)];
  // The start region while any of its squares holds no piece (a wall is none).
  if ((t.enclose_start & ~own & ~enemy) && !canary(Canary::DefinedEnclosingStartIgnored))
    return b & t.enclose_start;
  if (t.enclose == Enclosing::Top || t.enclose == Enclosing::Anyside)
    return b & landing_squares(t, p.occ);
  BB out{};
  if (t.enclose == Enclosing::Ataxx) {
    for (BB o = own; o;) out |= t.around[std::size_t(pop_lsb(o))];
    return b & out;
  }
  if (t.enclose == Enclosing::Snort) {  // not a rook step from an enemy piece
    for (BB e = enemy; e;) out |= t.rook_around[std::size_t(pop_lsb(e))];
    return b & ~out;
  }
  BB near{};  // a line needs an enemy piece beside the square
  for (BB e = enemy; e;) near |= t.around[std::size_t(pop_lsb(e))];
  for (BB c = b & near; c;) {
    const int s = pop_lsb(c);
    for (std::size_t d = 0; d < 8; ++d)
      if (enclosed_line(t, d, s, own, enemy)) {
        out |= t.sq(s);
        break;
      }
  }
  return out;
}

// flipEnclosedPieces after the side to move's piece reached `to`: the enemy pieces turned,
// the key kept. Returns them for undo_flips.
template <class BB>
BB flip_enclosed(Position<BB>& p, Move m) {
  const int to = m.to;
  const bool piece_move = m.kind == Kind::Normal;
  const Tables<BB>& t = *p.t;
  const int us = p.side;
  const BB own = p.colour[std::size_t(us)], enemy = p.colour[std::size_t(1 - us)];
  BB flipped{};
  if (t.flip == Enclosing::Ataxx) {
    flipped = t.around[std::size_t(to)] & enemy;
  } else if (t.flip == Enclosing::Quadwrangle) {  // after a piece's move or beside a friend
    if (piece_move || (t.around[std::size_t(to)] & own))
      flipped = t.around[std::size_t(to)] & enemy;
  } else {
    for (std::size_t d = 0; d < 8; ++d) {
      flipped |= enclosed_line(t, d, to, own, enemy);
      if (flipped && canary(Canary::DefinedFlipFirstLineOnly)) break;
    }
  }
  for (BB b = flipped; b;) {
    const int s = pop_lsb(b);
    const std::uint8_t code = p.code[std::size_t(s)], tag = p.tag[std::size_t(s)];
    p.key ^= p.piece_key(s);
    p.remove(s);
    p.put(s, code_of(type_of(code), us), tag);
    p.key ^= p.piece_key(s);
  }
  return flipped;
}

// The turned pieces back to `them` (the key is restored by the caller).
template <class BB>
void undo_flips(Position<BB>& p, BB flipped, int them) {
  for (BB b = flipped; b;) {
    const int s = pop_lsb(b);
    const std::uint8_t code = p.code[std::size_t(s)], tag = p.tag[std::size_t(s)];
    p.remove(s);
    p.put(s, code_of(type_of(code), them), tag);
  }
}

// adjudicateFullBoard: every square holds a piece (walls are none).
template <class BB>
bool board_full(const Position<BB>& p) {
  if (canary(Canary::DefinedFullBoardPlaysOn)) return false;
  return !(p.t->board & ~p.colour[0] & ~p.colour[1]);
}

}  // namespace vchess::defined
