// Playing a move, its text, and the position's identity (==, hash, colour flip).
#include <algorithm>
#include <cctype>

#include "reference/defined/internal.h"
#include "reference/defined/reference_defined.h"
#include "variants/move_text.h"

namespace ref_defined {
namespace {

// The type a captured piece goes to hand as: itself, what it promoted from, or (a pawn-style
// promoted piece) the first of its side's promotion pawn types; with dropLoop always itself.
int demoted(const Rules& r, const Cell& c) {
  if (!c.promoted || r.def().drop_loop) return c.type;
  if (c.unpromoted >= 0) return c.unpromoted;
  const auto& names = r.def().promotion_pawn_types[static_cast<std::size_t>(c.color)].names;
  const int t = names.empty() ? r.type_by_name("pawn") : r.type_by_name(names.front());
  return t >= 0 ? t : c.type;
}

void capture_on(Position& q, int s, int us) {
  const Cell taken = q.at(s);
  if (taken.empty()) return;
  if (q.rules->def().captures_to_hand)
    ++q.hand[static_cast<std::size_t>(us)][static_cast<std::size_t>(demoted(*q.rules, taken))];
  q.at(s) = Cell{};
  q.halfmove = 0;
}

void update_castling(Position& q, Move m) {
  for (int c = 0; c < 2; ++c) {
    auto& rights = q.castles[static_cast<std::size_t>(c)];
    const int king = q.castling_king[static_cast<std::size_t>(c)];
    for (auto& right : rights)
      if (right.rook >= 0 &&
          (king == m.from || king == m.to || right.rook == m.from || right.rook == m.to))
        right.rook = -1;
    if (rights[0].rook < 0 && rights[1].rook < 0) q.castling_king[static_cast<std::size_t>(c)] = -1;
  }
}

// castlingDroppedPiece: a castling king dropped on its square of the castling rank gains the
// rights with each of the side's castling rooks standing in a corner of that rank; a castling
// rook dropped into a corner gains its own right while the castling king stands on its square.
void castle_by_drop(Position& q, int us, int to) {
  const Rules& r = *q.rules;
  const auto& d = r.def();
  const auto c = static_cast<std::size_t>(us);
  const int rank = us == kWhite ? d.castling_rank : r.ranks() - 1 - d.castling_rank;
  if (rank_of(to) != rank) return;
  const int king_sq = square_index(d.castling_king_file, rank);
  const int king_type = r.model().castling_king_type[c];
  const auto castling_rook = [&](int s) {
    const Cell& cell = q.at(s);
    return !cell.empty() && cell.color == us && r.type(cell.type).castling_rook[c];
  };
  const auto gain = [&](int rook) {
    q.castling_king[c] = static_cast<std::int16_t>(king_sq);
    q.castles[c][rook > king_sq ? 0 : 1].rook = static_cast<std::int16_t>(rook);
  };
  const int corners[2] = {square_index(0, rank), square_index(r.files() - 1, rank)};
  const Cell& dropped = q.at(to);
  if (to == king_sq && dropped.type == king_type) {
    for (const int s : corners)
      if (castling_rook(s)) gain(s);
  } else if ((to == corners[0] || to == corners[1]) && castling_rook(to)) {
    const Cell& king = q.at(king_sq);
    if (!king.empty() && king.color == us && king.type == king_type) gain(to);
  }
}

// blastOnCapture: the capture on `to` explodes. The piece there and every piece around it leave
// the board, but a `pawn` beside it and the blast-immune types; with capturesToHand each goes
// to its opponent's hand. A removed king or rook takes its castling rights along.
void explode(Position& q, int to) {
  const Rules& r = *q.rules;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      const int f = file_of(to) + df, k = rank_of(to) + dr;
      if (!r.on_board(f, k)) continue;
      const int s = square_index(f, k);
      const Cell c = q.at(s);
      if (c.empty() || r.type(c.type).blast_immune || (s != to && r.type(c.type).blast_shielded))
        continue;
      if (r.def().captures_to_hand)
        ++q.hand[static_cast<std::size_t>(1 - c.color)][static_cast<std::size_t>(demoted(r, c))];
      q.at(s) = Cell{};
      update_castling(q, Move{static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(s)});
      q.gates.reset(static_cast<std::size_t>(s));
    }
}

// The piece taken en passant: a piece standing on an en passant square (the front one), else the
// nearest enemy piece behind the target square.
int en_passant_victim(const Position& p, int to) {
  const int us = p.side;
  const int dir = forward(us);
  int front = -1;
  for (int s = 0; s < kSquares; ++s)
    if (p.ep.test(static_cast<std::size_t>(s)) && !p.at(s).empty())
      if (front < 0 || us == kBlack) front = s;  // White takes the lowest, Black the highest
  if (front >= 0) return front;
  for (int s = to - dir; s >= 0 && s < kSquares; s -= dir)
    if (!p.at(s).empty() && p.at(s).color != us) return s;
  return to - dir;
}

// Squares a piece of type t (colour c) reaches from `from` on the empty board by quiet moves.
std::bitset<kSquares> empty_board_moves(const Rules& r, int t, int c, int from, bool initial) {
  std::bitset<kSquares> out;
  const auto at = [&](Square s) {
    return r.on_board(s.file, s.rank) ? Occupant::Empty : Occupant::Off;
  };
  const Square sq{file_of(from), rank_of(from)};
  destinations(r.moves_at(t, c, sq), sq, c == kWhite, initial, at, [&](Square s, bool) {
    if (r.allowed(t, c, s)) out.set(static_cast<std::size_t>(square_index(s.file, s.rank)));
  });
  return out;
}

void mark_en_passant(Position& q, const Position& p, Move m) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  const int us = p.side, them = 1 - us;
  const Cell& mover = p.at(m.from);
  const auto& region = d.en_passant_region[static_cast<std::size_t>(them)];
  const auto in_region = [&](int s) { return region.has(file_of(s), rank_of(s)); };
  if (r.type(mover.type).builtin_pawn) {
    const int steps = (rank_of(m.to) - rank_of(m.from)) * (us == kWhite ? 1 : -1);
    if (file_of(m.to) != file_of(m.from) || steps < 2) return;
    bool other_takers = false;  // en passant types of theirs other than the pawn
    for (const PieceType& t : r.types())
      other_takers |= t.en_passant[static_cast<std::size_t>(them)] && !t.builtin_pawn;
    for (int k = 1; k < steps; ++k) {
      const int e = m.to - k * forward(us);
      bool taker = other_takers;
      for (int df : {-1, 1}) {
        const int f = file_of(e) + df, rank = rank_of(e) + (us == kWhite ? 1 : -1);
        if (!r.on_board(f, rank)) continue;
        const Cell& c = p.at(square_index(f, rank));
        taker |= !c.empty() && c.color == them && r.type(c.type).builtin_pawn;
      }
      if (in_region(e) && taker) q.ep.set(static_cast<std::size_t>(e));
    }
    return;
  }
  // A custom piece's `i` move: every square after `from` on its path, target included.
  if (empty_board_moves(r, mover.type, us, m.from, false).test(m.to)) return;
  if (!empty_board_moves(r, mover.type, us, m.from, true).test(m.to)) return;
  const int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
  const int n = std::max(std::abs(df), std::abs(dr));
  const bool line = df == 0 || dr == 0 || std::abs(df) == std::abs(dr);
  for (int k = line ? 1 : n; k <= n; ++k) {
    const int s = square_index(file_of(m.from) + df / n * k, rank_of(m.from) + dr / n * k);
    if (in_region(s)) q.ep.set(static_cast<std::size_t>(s));
  }
}

// gating: a piece that moves or is taken loses its gate; with cambodianMoves a king that is
// checked loses its leap for good (the check is seen after the move that gives it).
void update_gates(Position& q, Move m) {
  q.gates.reset(m.from);
  q.gates.reset(m.to);
}

// seirawanGating without captures to hand: a side whose hand is empty has nothing to place
// ever again, and its gates are gone (as Fairy-Stockfish keeps them: the FEN says so).
void forget_gates(Position& q, int color) {
  for (const auto n : q.hand[static_cast<std::size_t>(color)])
    if (n > 0) return;
  for (int s = 0; s < kSquares; ++s)
    if (!q.at(s).empty() && q.at(s).color == color) q.gates.reset(static_cast<std::size_t>(s));
}

}  // namespace

void clear_checked_gate(Position& q, int color) {
  for (int s = 0; s < kSquares; ++s) {
    const Cell& c = q.at(s);
    if (q.gates.test(static_cast<std::size_t>(s)) && !c.empty() && c.color == color &&
        c.type == q.rules->royal() && royal_attacked(q, color))
      q.gates.reset(static_cast<std::size_t>(s));
  }
}

Position play(const Position& p, Move m) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  const int us = p.side, them = 1 - us;
  Position q = p;
  q.ep.reset();
  ++q.halfmove;
  if (us == kBlack) ++q.fullmove;
  // A wall placed instead of a move (wallOrMove) is no pass: two of them end nothing.
  const bool pass = m.kind == MoveKind::Pass && m.wall < 0;
  q.passes = pass ? static_cast<std::uint8_t>(std::min(p.passes + 1, 2)) : 0;
  q.bikjang_before = bikjang(p);
  const auto c = static_cast<std::size_t>(us);
  switch (m.kind) {
    case MoveKind::Pass:
      break;  // nothing moves; the castling rights stay
    case MoveKind::Drop:
    case MoveKind::DropPromoted: {
      if (!d.free_drops) --q.hand[c][static_cast<std::size_t>(m.type)];
      const bool promoted = m.kind == MoveKind::DropPromoted;
      q.at(m.to) = Cell{static_cast<std::int8_t>(promoted ? r.type(m.type).promoted : m.type),
                        static_cast<std::int8_t>(us),
                        static_cast<std::int8_t>(promoted ? m.type : -1), promoted};
      if (d.castling_dropped_piece) castle_by_drop(q, us, m.to);
      q.halfmove = 0;
      break;
    }
    case MoveKind::Castling: {
      const int rank = rank_of(m.from);
      const int kto =
          square_index(m.to > m.from ? d.castling_kingside_file : d.castling_queenside_file, rank);
      const int rto = kto + (m.to > m.from ? -1 : 1);
      const Cell king = p.at(m.from), rook = p.at(m.to);
      q.at(m.from) = Cell{};
      q.at(m.to) = Cell{};
      q.at(kto) = king;
      q.at(rto) = rook;
      if (d.opposite_castling)  // only there: a FEN cannot hold it
        q.castled |= static_cast<std::uint8_t>(1 << (2 * us + (m.to > m.from ? 0 : 1)));
      break;
    }
    default: {
      const Cell mover = p.at(m.from);
      const int victim = m.kind == MoveKind::EnPassant ? en_passant_victim(p, m.to) : m.to;
      const bool captures = m.from != m.to && !p.at(victim).empty();
      if (m.from != m.to)  // a sittuyin promotion in place takes nothing
        capture_on(q, victim, us);
      q.at(m.from) = Cell{};
      Cell& placed = q.at(m.to);
      placed = mover;
      if (m.kind == MoveKind::Promotion) {
        placed =
            Cell{m.type, static_cast<std::int8_t>(us), -1, vchess::variants::marks_promoted(d)};
        q.halfmove = 0;
      } else if (m.kind == MoveKind::PiecePromotion) {
        placed = Cell{static_cast<std::int8_t>(r.type(mover.type).promoted),
                      static_cast<std::int8_t>(us), mover.type, true};
        if (!d.piece_demotion) q.halfmove = 0;  // with demotion it can be taken back
      } else if (m.kind == MoveKind::PieceDemotion) {
        placed = Cell{mover.unpromoted, static_cast<std::int8_t>(us), -1, false};
      } else if (m.kind == MoveKind::Normal) {
        // A pawn-type move that cannot be taken back resets the fifty-move clock.
        if (r.type(mover.type).pawn_type &&
            !empty_board_moves(r, mover.type, us, m.to, false).test(m.from))
          q.halfmove = 0;
        mark_en_passant(q, p, m);
      }
      if (captures && d.blast_on_capture) explode(q, m.to);
      // petrifyOnCaptureTypes: a piece of the type that took something turns to stone there.
      if (captures && r.type(mover.type).petrify) {
        q.at(m.to) = Cell{};
        q.walls.set(static_cast<std::size_t>(m.to));
      }
    }
  }
  if (m.gate >= 0) {  // seirawanGating: the piece from the hand on the square left
    --q.hand[c][static_cast<std::size_t>(m.gate)];
    q.at(m.gate_at_to ? m.to : m.from) = Cell{m.gate, static_cast<std::int8_t>(us), -1, false};
  }
  const bool dropped = m.kind == MoveKind::Drop || m.kind == MoveKind::DropPromoted;
  if (!dropped && m.kind != MoveKind::Pass) update_castling(q, m);
  if (d.gating && !dropped && m.kind != MoveKind::Pass) update_gates(q, m);
  if (d.seirawan_gating && !d.captures_to_hand) forget_gates(q, us);
  if (d.cambodian_moves) clear_checked_gate(q, them);
  if (d.check_counting && royal_attacked(q, them) && q.checks_remaining[c] > 0)
    --q.checks_remaining[c];
  if (d.flip_enclosed != vchess::variants::Enclosing::None && m.kind != MoveKind::Pass)
    flip_enclosed(q, us, m.to, m.kind == MoveKind::Normal);
  if (m.wall >= 0) place_wall(q, m.wall);
  q.side = them;
  return q;
}

Position after(const Position& p, Move m) { return play(p, m); }

static_assert(vchess::variants::kinds_are_shapes<MoveKind>());  // cast below

// The text is the model's (variants/move_text.h); the reference only describes its move, and
// whether its king could also step onto the castling square.
std::string move_text(const Position& p, Move m) {
  const Rules& r = *p.rules;
  vchess::variants::MoveDescription d{vchess::variants::MoveShape(static_cast<int>(m.kind)),
                                      file_of(m.from),
                                      rank_of(m.from),
                                      file_of(m.to),
                                      rank_of(m.to),
                                      m.type,
                                      false,
                                      m.gate,
                                      m.gate_at_to};
  if (m.kind == MoveKind::Castling && !r.def().chess960) {
    const int kto = square_index(
        vchess::variants::castling_king_file(r.model(), file_of(m.from), file_of(m.to)),
        rank_of(m.from));
    piece_destinations(p, m.from, [&](int to, bool) { d.castle_ambiguous |= to == kto; });
  }
  if (m.wall >= 0) d.wall_file = file_of(m.wall), d.wall_rank = rank_of(m.wall);
  return vchess::variants::move_text(r.model(), d);
}

}  // namespace ref_defined
