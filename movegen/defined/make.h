// Making and unmaking a move of a defined variant: captures to hand, promotions, en passant
// squares, castling rights, the check count and the key, all incremental.
#pragma once
#include <cstdlib>

#include "defined/attacks.h"
#include "defined/enclose.h"

namespace vchess::defined {

// The type a captured piece goes to hand as (capturesToHand); with dropLoop the type it stands
// as, promoted or not.
template <class BB>
int demoted(const Tables<BB>& t, std::uint8_t code, std::uint8_t tag) {
  if (t.def.drop_loop && !canary(Canary::DefinedDropLoopDemotes)) return type_of(code);
  if (tag >= 2) return tag - 2;
  if (tag != kPawnPromoted) return type_of(code);
  const auto& names = t.def.promotion_pawn_types[std::size_t(colour_of(code))].names;
  const std::string& want = names.empty() ? std::string("pawn") : names.front();
  for (int k = 0; k < t.ntypes; ++k)
    if (t.info[std::size_t(k)].name == want) return k;
  return type_of(code);
}

// The piece an en passant capture onto `to` takes.
template <class BB>
int ep_victim(const Position<BB>& p, int to) {
  const Tables<BB>& t = *p.t;
  const BB standing = p.ep & p.occ;
  if (standing) return p.side == kWhite ? lsb(standing) : msb(standing);
  const int dir = p.side == kWhite ? t.files : -t.files;
  for (int s = to - dir; s >= 0 && s < t.n; s -= dir)
    if (p.code[std::size_t(s)] && colour_of(p.code[std::size_t(s)]) != p.side) return s;
  return to - dir;
}

template <class BB>
class Maker {
 public:
  explicit Maker(Position<BB>& p) : p_(p), t_(*p.t) {}

  void hand_add(int c, int type, int delta) {
    p_.key ^= p_.hand_key(c, type);
    p_.hand[std::size_t(c)][std::size_t(type)] =
        std::int8_t(p_.hand[std::size_t(c)][std::size_t(type)] + delta);
    p_.key ^= p_.hand_key(c, type);
  }
  void put(int s, std::uint8_t code, std::uint8_t tag) {
    p_.put(s, code, tag);
    p_.key ^= p_.piece_key(s);
  }
  void take(int s) {
    p_.key ^= p_.piece_key(s);
    p_.remove(s);
  }

  // En passant squares after a double or triple step, or after a move only `i` allows.
  void mark_ep(Move m, int type) {
    const int us = p_.side, them = 1 - us;
    const BB region = t_.ep_region[std::size_t(them)];
    const int ff = t_.file_of[m.from], fr = t_.rank_of[m.from];
    const int df = t_.file_of[m.to] - ff, dr = t_.rank_of[m.to] - fr;
    if (t_.info[std::size_t(type)].builtin_pawn) {
      const int steps = us == kWhite ? dr : -dr;
      if (df != 0 || steps < 2) return;
      const int fwd = us == kWhite ? 1 : -1;
      for (int k = 1; k < steps; ++k) {
        const int rank = fr + k * fwd, e = t_.square(ff, rank);
        bool taker = t_.ep_other_takers[std::size_t(them)];
        for (int side : {-1, 1}) {
          if (!t_.on(ff + side, rank + fwd)) continue;
          const std::uint8_t c = p_.code[std::size_t(t_.square(ff + side, rank + fwd))];
          taker =
              taker || (c && colour_of(c) == them && t_.info[std::size_t(type_of(c))].builtin_pawn);
        }
        if (taker && (region & t_.sq(e))) p_.ep |= t_.sq(e);
      }
      return;
    }
    if (!(t_.tm(us, type).init_only[m.from] & t_.sq(m.to))) return;
    const int n = std::max(std::abs(df), std::abs(dr));
    const bool line = df == 0 || dr == 0 || std::abs(df) == std::abs(dr);
    for (int k = line ? 1 : n; k <= n; ++k) {
      const int s = t_.square(ff + df / n * k, fr + dr / n * k);
      if (region & t_.sq(s)) p_.ep |= t_.sq(s);
    }
  }

  void castling_rights(Move m) {
    for (int c = 0; c < 2; ++c) {
      auto& rights = p_.castle_rook[std::size_t(c)];
      const int king = p_.castle_king[std::size_t(c)];
      for (int side = 0; side < 2; ++side) {
        const int r = rights[std::size_t(side)];
        if (r < 0 || (king != m.from && king != m.to && r != m.from && r != m.to)) continue;
        p_.key ^= p_.castle_key(c, side);
        rights[std::size_t(side)] = -1;
      }
      if (rights[0] < 0 && rights[1] < 0) p_.castle_king[std::size_t(c)] = -1;
    }
  }

 private:
  Position<BB>& p_;
  const Tables<BB>& t_;
};

// The castling king's and rook's destinations for a castling move (to = the rook's square).
template <class BB>
std::pair<int, int> castle_squares(const Tables<BB>& t, Move m) {
  const bool king_side = m.to > m.from;
  const int kto = t.square(king_side ? t.def.castling_kingside_file : t.def.castling_queenside_file,
                           t.rank_of[m.from]);
  return {kto, kto + (king_side ? -1 : 1)};
}

// castlingDroppedPiece: a castling king dropped on its square of the castling rank gains the
// rights with the side's castling rooks in that rank's corners; a castling rook dropped into a
// corner gains its own while the castling king stands on its square (the kingside: the rook's
// file beyond the king's).
template <class BB>
void dropped_castling(Position<BB>& p, int us, int to, int type) {
  const Tables<BB>& t = *p.t;
  const int rank = us == kWhite ? t.def.castling_rank : t.ranks - 1 - t.def.castling_rank;
  if (t.rank_of[std::size_t(to)] != rank || canary(Canary::DefinedDroppedCastlingIgnored)) return;
  const int ksq = t.square(t.def.castling_king_file, rank);
  const auto rook_at = [&](int s) {
    const std::uint8_t c = p.code[std::size_t(s)];
    return c && colour_of(c) == us &&
           t.info[std::size_t(type_of(c))].castling_rook[std::size_t(us)];
  };
  const auto grant = [&](int rook) {
    const int side = rook > ksq ? 0 : 1;
    p.key ^= p.castle_key(us, side);
    p.castle_rook[std::size_t(us)][std::size_t(side)] = std::int16_t(rook);
    p.key ^= p.castle_key(us, side);
    p.castle_king[std::size_t(us)] = std::int16_t(ksq);
  };
  const int king_type = t.castling_king_type[std::size_t(us)];
  const int corners[2] = {t.square(t.files - 1, rank), t.square(0, rank)};
  if (type == king_type && to == ksq) {
    for (const int s : corners)
      if (rook_at(s)) grant(s);
  } else if ((to == corners[0] || to == corners[1]) && rook_at(to) && king_type >= 0 &&
             p.code[std::size_t(ksq)] == code_of(king_type, us)) {
    grant(to);
  }
}

// gating: the mover's and the captured piece's gates go.
template <class BB>
void update_gates(Position<BB>& p, Move m) {
  const Tables<BB>& t = *p.t;
  for (BB b = p.gates & (t.sq(m.from) | t.sq(m.to)); b;) p.key ^= t.z_gate[std::size_t(pop_lsb(b))];
  p.gates &= ~(t.sq(m.from) | t.sq(m.to));
}

// seirawanGating without captures to hand: once c's hand is empty it places nothing ever
// again, and its gates go (Fairy-Stockfish's FEN no longer names them).
template <class BB>
void forget_gates(Position<BB>& p, int c) {
  for (int k = 0; k < p.t->ntypes; ++k)
    if (p.hand[std::size_t(c)][std::size_t(k)] > 0) return;
  for (BB b = p.gates & p.colour[std::size_t(c)]; b;) p.key ^= p.t->z_gate[std::size_t(pop_lsb(b))];
  p.gates &= ~p.colour[std::size_t(c)];
}

// cambodianMoves: a king the move checks has been checked, and its leap is gone for good.
template <class BB>
void clear_checked_gate(Position<BB>& p, int c) {
  const Tables<BB>& t = *p.t;
  const BB k = p.pieces(c, t.royal) & p.gates;
  if (!k || canary(Canary::DefinedCheckedKeepsLeap) || !royal_attacked(p, c)) return;
  p.gates &= ~k;
  for (BB b = k; b;) p.key ^= t.z_gate[std::size_t(pop_lsb(b))];
}

// blastOnCapture: the capture on `to` explodes (docs/rules/defined.md); the removed pieces are
// kept in u for undo_move. Each goes to its opponent's hand where captures go to hand.
template <class BB>
void explode(Position<BB>& p, Maker<BB>& mk, Undo<BB>& u, int to) {
  const Tables<BB>& t = *p.t;
  BB spared{};
  for (const int k : t.blast_shielded) spared |= p.type_bb[std::size_t(k)];
  // Pieces only: a wall beside the capture (a petrified square) stands.
  const BB pieces = p.colour[0] | p.colour[1];
  BB blast = (t.around[std::size_t(to)] & pieces & ~spared) | (t.sq(to) & pieces);
  if (!canary(Canary::DefinedBlastImmuneIgnored))
    for (const int k : t.blast_immune) blast &= ~p.type_bb[std::size_t(k)];
  while (blast) {
    const int s = pop_lsb(blast);
    const std::uint8_t code = p.code[std::size_t(s)], tag = p.tag[std::size_t(s)];
    u.blast_sq[u.blasted] = std::uint8_t(s);
    u.blast_code[u.blasted] = code;
    u.blast_tag[u.blasted++] = tag;
    if (t.def.captures_to_hand) mk.hand_add(1 - colour_of(code), demoted(t, code, tag), +1);
    mk.take(s);
    mk.castling_rights(Move{std::uint8_t(s), std::uint8_t(s), Kind::Normal, -1});
    if (p.gates & t.sq(s))
      update_gates(p, Move{std::uint8_t(s), std::uint8_t(s), Kind::Normal, -1});
  }
}

// petrifyOnCaptureTypes: the capturer on `to` leaves the board (if no explosion took it
// already) and a wall takes its square.
template <class BB>
void petrify(Position<BB>& p, Maker<BB>& mk, Undo<BB>& u, int to) {
  const Tables<BB>& t = *p.t;
  if (p.code[std::size_t(to)]) mk.take(to);
  u.petrified = true;
  if (canary(Canary::DefinedPetrifyNoWall)) return;
  p.walls |= t.sq(to);
  p.occ |= t.sq(to);
  p.key ^= t.z_wall[std::size_t(to)];
}

// wallingRule: the move's wall goes up (the duck's old square is freed first); an en passant
// square under it is none. The key's en passant part is added after this.
template <class BB>
void place_wall(Position<BB>& p, int wall) {
  const Tables<BB>& t = *p.t;
  if (t.walling == variants::Walling::Duck) {
    p.key ^= p.wall_key();
    p.occ &= ~p.walls;
    p.walls = BB{};
  }
  p.walls |= t.sq(wall);
  p.occ |= t.sq(wall);
  p.key ^= t.z_wall[std::size_t(wall)];
  p.ep &= ~t.sq(wall);
}

template <class BB>
void do_move(Position<BB>& p, Move m) {
  const Tables<BB>& t = *p.t;
  const int us = p.side, them = 1 - us;
  Maker<BB> mk(p);
  int cap_sq = m.kind == Kind::EnPassant ? ep_victim(p, m.to) : m.to;
  if (m.kind == Kind::Castling || m.kind == Kind::Drop || m.kind == Kind::DropPromoted ||
      m.kind == Kind::Pass || m.from == m.to)  // from == to: a sittuyin promotion in place
    cap_sq = -1;
  Undo<BB> u{p.key,
             p.ep,
             p.gates,
             p.castle_rook,
             p.castle_king,
             p.checks,
             p.halfmove,
             p.code[m.from],
             p.tag[m.from],
             p.code[m.to],
             p.tag[m.to],
             0,
             0,
             std::int16_t(cap_sq),
             -1,
             p.passes,
             p.bikjang_before,
             p.castled,
             0,
             {},
             {},
             {},
             false,
             p.walls};
  if (cap_sq >= 0) u.cap_code = p.code[std::size_t(cap_sq)], u.cap_tag = p.tag[std::size_t(cap_sq)];
  p.key ^= p.ep_key();
  p.ep = BB{};
  ++p.halfmove;
  if (us == kBlack) ++p.fullmove;
  p.bikjang_before = known_bikjang(p);
  p.facing = -1;
  // A wall placed instead of a move (wallOrMove) is no pass: two of them end nothing.
  p.passes = m.kind == Kind::Pass && m.wall < 0 ? std::uint8_t(std::min(p.passes + 1, 2)) : 0;
  switch (m.kind) {
    case Kind::Pass:
      break;  // nothing moves; the castling rights stay
    case Kind::Drop:
    case Kind::DropPromoted: {
      if (!t.def.free_drops) mk.hand_add(us, m.type, -1);  // freeDrops: the hand stays
      const bool promoted = m.kind == Kind::DropPromoted;
      const int placed = promoted ? t.info[std::size_t(m.type)].promoted : m.type;
      mk.put(m.to, code_of(placed, us), promoted ? std::uint8_t(2 + m.type) : 0);
      if (t.def.castling_dropped_piece) dropped_castling(p, us, m.to, placed);
      p.halfmove = 0;
      break;
    }
    case Kind::Castling: {
      const auto [kto, rto] = castle_squares(t, m);
      mk.take(m.from);
      mk.take(m.to);
      mk.put(kto, u.from_code, u.from_tag);
      mk.put(rto, u.to_code, u.to_tag);
      if (t.def.opposite_castling) {  // only there: a FEN cannot hold it (round trips)
        p.key ^= Position<BB>::castled_key(p.castled);
        p.castled |= std::uint8_t(1 << (2 * us + (m.to > m.from ? 0 : 1)));
        p.key ^= Position<BB>::castled_key(p.castled);
      }
      break;
    }
    default: {
      const int type = type_of(u.from_code);
      if (u.cap_code) {
        if (t.def.captures_to_hand ||
            (t.def.two_boards && canary(Canary::DefinedTwoboardsCaptureFillsHand))) {
          u.to_hand = std::int8_t(demoted(t, u.cap_code, u.cap_tag));
          mk.hand_add(us, u.to_hand, +1);
        }
        mk.take(cap_sq);
        p.halfmove = 0;
      }
      mk.take(m.from);
      if (m.kind == Kind::Promotion) {
        const bool mark =
            t.marks_promoted || (t.def.drop_loop && canary(Canary::DefinedDropLoopDemotes));
        mk.put(m.to, code_of(m.type, us), mark ? kPawnPromoted : 0);
        p.halfmove = 0;
      } else if (m.kind == Kind::PiecePromotion) {
        mk.put(m.to, code_of(t.info[std::size_t(type)].promoted, us), std::uint8_t(2 + type));
        if (!t.def.piece_demotion) p.halfmove = 0;  // with demotion it can be taken back
      } else if (m.kind == Kind::PieceDemotion) {
        mk.put(m.to, code_of(u.from_tag - 2, us), 0);
      } else {
        mk.put(m.to, u.from_code, u.from_tag);
        if (m.kind == Kind::Normal) {
          if (t.info[std::size_t(type)].pawn_type &&
              !(t.tm(us, type).eb_quiet[m.to] & t.sq(m.from)))
            p.halfmove = 0;
          mk.mark_ep(m, type);
        }
      }
      if (u.cap_code && t.def.blast_on_capture) explode(p, mk, u, m.to);
      if (t.petrify && u.cap_code && t.info[std::size_t(type)].petrify) petrify(p, mk, u, m.to);
    }
  }
  if (m.gate >= 0) {  // seirawanGating: the piece from the hand on the square left
    mk.hand_add(us, m.gate, -1);
    mk.put(m.gate_at_to ? m.to : m.from, code_of(m.gate, us), 0);
  }
  if (m.kind != Kind::Drop && m.kind != Kind::DropPromoted && m.kind != Kind::Pass) {
    mk.castling_rights(m);
    if (p.gates) update_gates(p, m);
  }
  if (t.def.seirawan_gating && !t.def.captures_to_hand && (p.gates & p.colour[std::size_t(us)]))
    forget_gates(p, us);
  if (t.def.cambodian_moves && t.royal >= 0) clear_checked_gate(p, them);
  if (t.flip != Enclosing::None && m.kind != Kind::Pass) u.flipped = flip_enclosed(p, m);
  if (m.wall >= 0) place_wall(p, m.wall);
  p.key ^= p.ep_key();
  if (t.def.check_counting && p.checks[std::size_t(us)] > 0 && royal_attacked(p, them)) {
    p.key ^= t.z_checks[std::size_t(us)][std::size_t(p.checks[std::size_t(us)] & 31)];
    --p.checks[std::size_t(us)];
    p.key ^= t.z_checks[std::size_t(us)][std::size_t(p.checks[std::size_t(us)] & 31)];
  }
  p.side = them;
  p.key ^= t.z_side;
  p.history.push_back(u);
}

template <class BB>
void undo_move(Position<BB>& p, Move m) {
  const Undo<BB> u = p.history.back();
  p.history.pop_back();
  const Tables<BB>& t = *p.t;
  // The walls as they stood (a duck back on its old square), before any piece returns: an
  // arrow may stand on the square the piece came from.
  const bool late = canary(Canary::DefinedWallUndoLate);
  if (m.wall >= 0 && !late) {
    p.occ = (p.occ & ~p.walls) | u.walls;
    p.walls = u.walls;
  }
  p.side = 1 - p.side;
  const int us = p.side;
  if (u.flipped) undo_flips(p, u.flipped, 1 - us);
  if (us == kBlack) --p.fullmove;
  if (m.gate >= 0) {  // the placed piece back to hand first: the mover returns to its square
    p.remove(m.gate_at_to ? m.to : m.from);
    ++p.hand[std::size_t(us)][std::size_t(m.gate)];
  }
  switch (m.kind) {
    case Kind::Pass:
      break;
    case Kind::Drop:
    case Kind::DropPromoted:
      p.remove(m.to);
      if (!t.def.free_drops) ++p.hand[std::size_t(us)][std::size_t(m.type)];
      break;
    case Kind::Castling: {
      const auto [kto, rto] = castle_squares(t, m);
      p.remove(kto);
      p.remove(rto);
      p.put(m.from, u.from_code, u.from_tag);
      p.put(m.to, u.to_code, u.to_tag);
      break;
    }
    default:
      if (u.petrified && (p.walls & t.sq(m.to))) {  // the wall goes
        p.walls ^= t.sq(m.to);
        p.occ ^= t.sq(m.to);
      }
      for (int i = u.blasted - 1; i >= 0; --i) {
        const std::uint8_t code = u.blast_code[std::size_t(i)], tag = u.blast_tag[std::size_t(i)];
        p.put(u.blast_sq[std::size_t(i)], code, tag);
        if (t.def.captures_to_hand)
          --p.hand[std::size_t(1 - colour_of(code))][std::size_t(demoted(t, code, tag))];
      }
      // A petrified capturer no explosion took comes back to be moved home below.
      if (u.petrified && !p.code[std::size_t(m.to)]) p.put(m.to, u.from_code, u.from_tag);
      p.remove(m.to);
      p.put(m.from, u.from_code, u.from_tag);
      if (u.cap_code) p.put(u.cap_sq, u.cap_code, u.cap_tag);
      if (u.to_hand >= 0) --p.hand[std::size_t(us)][std::size_t(u.to_hand)];
  }
  if (m.wall >= 0 && late) {  // the canary: the returned piece's square lost with the arrow
    p.occ = (p.occ & ~p.walls) | u.walls;
    p.walls = u.walls;
  }
  p.key = u.key;
  p.ep = u.ep;
  p.gates = u.gates;
  p.castle_rook = u.rook;
  p.castle_king = u.king;
  p.checks = u.checks;
  p.halfmove = u.halfmove;
  p.passes = u.passes;
  // The position restored is the one do_move asked about.
  if (!canary(Canary::DefinedFacingCacheStale)) p.facing = std::int8_t(p.bikjang_before);
  p.bikjang_before = u.bikjang_before;
  p.castled = u.castled;
}

}  // namespace vchess::defined
