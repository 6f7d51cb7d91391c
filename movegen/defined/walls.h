// wallingRule in the fast generator: each legal move of a walling variant once per square its
// wall may take (docs/rules/defined.md). Where no wall changes whether a move is legal (no
// royal pieces), Gen decides the piece's move as ever, and WallSink turns it into its walls; at
// the last ply of perft the walls are counted by popcount, unmade (D56). wallOrMove and a duck
// with pseudo-royal pieces ask each wall (wall_only_moves here, walls_royal.h).
#pragma once
#include <type_traits>

#include "defined/gating.h"
#include "defined/movegen.h"

namespace vchess::defined {

// Orthogonal neighbours of the squares b on the board (the edge form's "beside a wall").
template <class BB>
BB beside(const Tables<BB>& t, BB b) {
  BB out{};
  while (b) {
    const int s = pop_lsb(b), f = t.file_of[std::size_t(s)], k = t.rank_of[std::size_t(s)];
    for (const auto& [df, dk] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
      if (t.on(f + df, k + dk)) out |= t.sq(t.square(f + df, k + dk));
  }
  return out;
}

// The squares the wall of m may take: empty once the piece has moved (the walls standing, and
// so a duck's square, are not), in the mover's region, and as the form says.
template <class BB>
BB wall_squares(const Position<BB>& p, Move m, bool counting = false) {
  const Tables<BB>& t = *p.t;
  const int us = p.side;
  BB after = p.occ;  // pieces and walls once the piece has moved
  if (m.kind == Kind::Castling) {
    const auto [kto, rto] = castle_squares(t, m);
    after = (after & ~t.sq(m.from) & ~t.sq(m.to)) | t.sq(kto) | t.sq(rto);
  } else {
    after = (after & ~t.sq(m.from)) | t.sq(m.to);
    if (m.kind == Kind::EnPassant) after &= ~t.sq(ep_victim(p, m.to));
  }
  if (counting && canary(Canary::DefinedWallCountFromSquare)) after |= t.sq(m.from);
  BB w = t.board & ~after & t.walling_region[std::size_t(us)];
  if (t.walling == variants::Walling::Duck && canary(Canary::DefinedDuckStays))
    w |= p.walls & t.walling_region[std::size_t(us)];
  switch (t.walling) {
    case variants::Walling::Arrow: {  // a quiet move of the moved piece from its new square
      const int type = type_of(p.code[std::size_t(m.from)]);
      w &= piece_targets(t, us, type, m.to, after, BB{}).quiet & t.tm(us, type).region;
      break;
    }
    case variants::Walling::Past:
      w &= t.sq(m.from);
      break;
    case variants::Walling::Edge:
      w &= t.edge | beside(t, p.walls);
      break;
    default:
      break;
  }
  return w;
}

// A sink that passes each move on once per wall square (Inner a ListSink), or adds their
// number (Inner a CountSink).
template <class BB, class Inner>
struct WallSink {
  const Position<BB>& p;
  Inner& in;
  std::uint64_t quiet = 0, capture = 0;
  static constexpr bool kCounting = std::is_same_v<Inner, CountSink<BB>>;

  void bulk(int from, BB b, Kind k, int type, bool cap) {
    while (b) {
      const int to = pop_lsb(b);
      add(Move{std::uint8_t(from < 0 ? to : from), std::uint8_t(to), k, std::int8_t(type)}, cap);
    }
  }
  void shifted(BB to, int delta, Kind k, int type, bool cap) {
    while (to) {
      const int s = pop_lsb(to);
      add(Move{std::uint8_t(s - delta), std::uint8_t(s), k, std::int8_t(type)}, cap);
    }
  }
  void add(Move m, bool cap) {
    BB w = wall_squares(p, m, kCounting);
    const auto n = std::uint64_t(popcount(w));
    (cap ? capture : quiet) += n;
    if constexpr (kCounting) {
      (cap ? in.capture : in.quiet) += n;
    } else {
      while (w) {
        m.wall = std::int16_t(pop_lsb(w));
        in.add(m, cap);
      }
    }
  }
};

// wallOrMove: a wall alone, from the side's first piece's square (Fairy-Stockfish's text), on
// each square the form allows on the board as it stands. D90: a wall only blocks, so it keeps a
// royal piece that is safe now safe; one by one only in check (a wall may block it) or where
// an enemy hopper could take the wall as its screen.
template <class BB, class Sink>
void wall_only_moves(const Position<BB>& p, Sink& sink) {
  const Tables<BB>& t = *p.t;
  const int us = p.side, them = 1 - us;
  const BB own = p.colour[std::size_t(us)];
  if (!own) return;
  const int from = lsb(own);
  BB w = t.board & ~p.occ & t.walling_region[std::size_t(us)];
  if (t.walling == variants::Walling::Edge) w &= t.edge | beside(t, p.walls);
  const BB royals = t.royal >= 0 ? p.pieces(us, t.royal) : BB{};
  const bool hops = t.line_hops[std::size_t(them)];
  const auto safe = [&](const BB& occ) {
    for (BB b = royals; b;)
      if (attacked(p, pop_lsb(b), them, occ, p.colour[std::size_t(them)])) return false;
    return true;
  };
  if (royals && (hops || !safe(p.occ))) {
    BB ok{};
    for (BB b = w; b;) {
      const BB s = t.sq(pop_lsb(b));
      if (safe(p.occ | s) && !canary(Canary::DefinedWallNoBlock)) ok |= s;
    }
    w = ok;
  }
  for (; w;)
    sink.add(Move{std::uint8_t(from), std::uint8_t(from), Kind::Pass, -1, -1, false,
                  std::int16_t(pop_lsb(w))},
             false);
}

// Runs the generator into `sink`, through a WallSink where the variant places walls.
template <class BB, class Sink>
void generate_into(Position<BB>& p, Sink& sink) {
  if (p.t->walling == variants::Walling::None) return generate_with_gates(p, sink);
  if (p.t->wall_or_move) {  // the plain moves place no wall; then the walls alone
    generate_with_gates(p, sink);
    return wall_only_moves(p, sink);
  }
  if (p.t->duck_royal) return Gen<BB, Sink>(p, sink).run();  // made_ok adds the ducks
  WallSink<BB, Sink> walls{p, sink};
  Gen<BB, WallSink<BB, Sink>>(p, walls).run();
}

}  // namespace vchess::defined
