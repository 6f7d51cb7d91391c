// Seirawan gating for the fast generator: a sink adapter that, for every legal move leaving a
// gated square, adds the same move once more for each type in hand that may be put there
// (castling: on the king's square, and on the rook's if gated, unless the king or the rook
// lands on it). The rule judges the move without the placed piece (docs/rules/defined.md), so
// the generator decides legality once, on the base move, and the gates only multiply it: a
// bulk target set from a gated square counts once per placeable type (docs/testing.md D60).
#pragma once
#include <array>

#include "core/canary.h"
#include "defined/movegen.h"

namespace vchess::defined {

template <class BB, class Inner>
struct GateSink : Inner {
  const Tables<BB>* t = nullptr;
  BB gates{};                                  // the mover's gated squares where something fits
  std::array<std::int8_t, kMaxTypes> types{};  // the types in hand
  std::array<BB, kMaxTypes> where{};           // the gated squares each may be put on
  int n = 0;
  bool pawn_gated = false;  // a built-in pawn of the mover stands on a gate (set-wise moves)

  GateSink(const Inner& inner, const Position<BB>& p) : Inner(inner), t(p.t) {
    const int us = p.side;
    const std::size_t c = std::size_t(us);
    const BB own_gates = p.gates & p.colour[c];
    for (int k = 0; k < t->ntypes && own_gates; ++k) {
      if (p.hand[c][std::size_t(k)] <= 0) continue;
      // Where a piece of type k may be dropped (the drop rules of the model this variant keeps).
      BB ok = own_gates & t->drop_region[c] & t->tm(us, k).region;
      if (t->info[std::size_t(k)].builtin_pawn) {
        if (!t->def.promotion_zone_pawn_drops) ok &= ~t->zone[c];
        if (!t->def.first_rank_pawn_drops) ok &= ~t->first_rank[c];
      }
      if (!ok) continue;
      types[std::size_t(n)] = std::int8_t(k);
      where[std::size_t(n++)] = ok;
      gates |= ok;
    }
    pawn_gated = t->pawn >= 0 && (gates & p.type_bb[std::size_t(t->pawn)]);
  }
  bool active() const { return n > 0; }

  void bulk(int from, BB b, Kind k, int type, bool cap) {
    Inner::bulk(from, b, k, type, cap);
    if (from < 0 || !b || !(gates & t->sq(from)) || canary(Canary::DefinedGateBulkMissing)) return;
    for (int i = 0; i < n; ++i)
      if (where[std::size_t(i)] & t->sq(from))
        Inner::bulk(from, b, k, type, cap, types[std::size_t(i)]);
  }
  // Set-wise pawn moves: a pawn standing on a gate (a FEN may put one there) is rare.
  void shifted(BB to, int delta, Kind k, int type, bool cap) {
    Inner::shifted(to, delta, k, type, cap);
    while (pawn_gated && to) {
      const int s = pop_lsb(to);
      place(Move{std::uint8_t(s - delta), std::uint8_t(s), k, std::int8_t(type)}, cap, false);
    }
  }
  void add(Move m, bool cap) {
    Inner::add(m, cap);
    if (m.kind == Kind::Drop || m.kind == Kind::DropPromoted || m.kind == Kind::Pass) return;
    if (m.kind != Kind::Castling) return place(m, cap, false);
    const auto [kto, rto] = castle_squares(*t, m);
    const bool landing = canary(Canary::DefinedGateOnCastlingLanding);
    if (landing || (m.from != kto && m.from != rto)) place(m, cap, false);
    if ((landing || (m.to != kto && m.to != rto)) && !canary(Canary::DefinedGateOnCastlingMissing))
      place(m, cap, true);
  }

 private:
  void place(Move m, bool cap, bool at_to) {
    const BB at = t->sq(at_to ? m.to : m.from);
    if (!(gates & at)) return;
    m.gate_at_to = at_to;
    for (int i = 0; i < n; ++i)
      if (where[std::size_t(i)] & at) {
        m.gate = types[std::size_t(i)];
        Inner::add(m, cap);
      }
  }
};

// Runs the generator on p into `sink`, through a GateSink where Seirawan gating may place a
// piece this ply; the counts come back into `sink`.
template <class BB, class Sink>
void generate_with_gates(Position<BB>& p, Sink& sink) {
  if (p.t->def.seirawan_gating && (p.gates & p.colour[std::size_t(p.side)])) {
    GateSink<BB, Sink> g(sink, p);
    if (g.active()) {
      Gen<BB, GateSink<BB, Sink>>(p, g).run();
      sink.quiet = g.quiet;
      sink.capture = g.capture;
      return;
    }
  }
  Gen<BB, Sink>(p, sink).run();
}

}  // namespace vchess::defined
