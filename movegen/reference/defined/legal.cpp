// Legality by make-move: a pseudo move is legal when, played on a copy, it leaves no royal piece
// of the mover attacked (nor, with flyingGeneral, facing the enemy's; pseudo-royal pieces:
// royalty.cpp), plus the options that forbid moves outright (castling through attacked squares,
// checking, dropChecks, immobilityIllegal, shogiPawnDropMateIllegal, mustCapture). A position whose
// game has ended (extinction, flag, checkCounting) has no moves.
#include <array>
#include <vector>

#include "reference/defined/internal.h"
#include "reference/defined/reference_defined.h"

namespace ref_defined {
namespace {

int placed_type(const Position& p, Move m) {
  switch (m.kind) {
    case MoveKind::Drop:
      return m.type;
    case MoveKind::DropPromoted:
      return p.rules->type(m.type).promoted;
    default:
      return p.at(m.from).type;
  }
}

// Castling of a royal king: not out of check, nor through or onto an attacked square.
bool castling_safe(const Position& p, Move m) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  if (p.at(m.from).type != r.royal()) return true;
  if (royal_attacked(p, p.side)) return false;
  const int rank = rank_of(m.from);
  const int kto =
      square_index(m.to > m.from ? d.castling_kingside_file : d.castling_queenside_file, rank);
  const int step = kto > m.from ? 1 : -1;
  for (int s = m.from; s != kto;) {
    s += step;
    if (attacked(p, s, 1 - p.side)) return false;
  }
  return true;
}

std::vector<Move> legal_unended(const Position& p);

bool drop_mates_with_pawn(const Position& q, const Position& p, Move m) {
  if (m.kind != MoveKind::Drop || p.rules->type(m.type).name != "shogiPawn") return false;
  return royal_attacked(q, q.side) && legal_unended(q).empty();
}

bool legal(const Position& p, Move m);

// dropOppositeColoredBishop, asked of the position `q` after the drop `m`: half of the side's
// bishops (board and hand, rounded down) must still fit on each square colour, on it already
// or on empty squares a bishop may be dropped on; a dropped bishop may not make its colour
// hold more than half of them (rounded up).
bool bishop_colours_ok(const Position& q, Move m, int us) {
  const Rules& r = *q.rules;
  const int bishop = r.model().drop_bishop;
  const auto c = static_cast<std::size_t>(us);
  int total = q.hand[c][static_cast<std::size_t>(bishop)];
  std::array<int, 2> on{}, room{};
  for (int rank = 0; rank < r.ranks(); ++rank)
    for (int file = 0; file < r.files(); ++file) {
      const Cell& cell = q.at(square_index(file, rank));
      const auto colour = static_cast<std::size_t>((file + rank) % 2);
      if (!cell.empty() && cell.color == us && cell.type == bishop) {
        ++on[colour];
        ++total;
      } else if (q.vacant(square_index(file, rank)) && r.def().drop_region[c].has(file, rank) &&
                 r.type(bishop).region[c].has(file, rank)) {
        ++room[colour];
      }
    }
  if (m.type == bishop)
    return on[static_cast<std::size_t>((file_of(m.to) + rank_of(m.to)) % 2)] <= (total + 1) / 2;
  return on[0] + room[0] >= total / 2 && on[1] + room[1] >= total / 2;
}

// A pass: with passOnStalemate only when no other move is legal (and not in check); in
// bikjang always, even in check; else when it leaves the mover's royal piece safe.
bool pass_legal(const Position& p, Move m) {
  if (p.rules->def().pass_on_stalemate[static_cast<std::size_t>(p.side)] && !in_check(p))
    for (const Move& o : pseudo_moves(p))
      if (o.kind != MoveKind::Pass && legal(p, o)) return false;
  if (bikjang(p)) return true;
  const Position q = play(p, m);
  return !royal_exposed(q, p.side) && pseudo_royal_legal(p, m, q);
}

// makpongRule: a royal piece in check may only take its one checker.
bool makpong_allows(const Position& p, Move m) {
  const Rules& r = *p.rules;
  if (m.kind == MoveKind::Drop || m.kind == MoveKind::DropPromoted) return true;
  if (p.at(m.from).type != r.royal()) return true;
  const std::vector<int> checkers = attackers(p, m.from, 1 - p.side);
  return checkers.empty() || (checkers.size() == 1 && checkers.front() == m.to);
}

// seirawanGating: the move must be legal without the piece it puts down (the placed piece
// neither blocks a check nor replaces a pinned piece); castling may not put it where the king
// or the rook lands.
bool gating_legal(const Position& p, Move m) {
  if (m.kind == MoveKind::Castling) {
    const auto& d = p.rules->def();
    const int kto = square_index(
        m.to > m.from ? d.castling_kingside_file : d.castling_queenside_file, rank_of(m.from));
    const int rto = kto + (m.to > m.from ? -1 : 1);
    const int at = m.gate_at_to ? m.to : m.from;
    if (at == kto || at == rto) return false;
  }
  m.gate = -1;
  m.gate_at_to = false;
  return legal(p, m);
}

bool legal(const Position& p, Move m) {
  if (m.gate >= 0) return gating_legal(p, m);
  if (m.kind == MoveKind::Pass) return pass_legal(p, m);
  const Rules& r = *p.rules;
  const auto& d = r.def();
  const int us = p.side, them = 1 - us;
  const bool drop = m.kind == MoveKind::Drop || m.kind == MoveKind::DropPromoted;
  if (d.immobility_illegal && (drop || m.kind == MoveKind::Normal) &&
      !r.can_leave(placed_type(p, m), us, m.to))
    return false;
  if (m.kind == MoveKind::Castling && !castling_safe(p, m)) return false;
  if (m.kind == MoveKind::Castling && d.extinction_pseudo_royal &&
      !pseudo_royal_castling_safe(p, m))
    return false;
  if (d.makpong_rule && !makpong_allows(p, m)) return false;
  // mutuallyImmuneTypes: no capture of a piece of one's own type.
  if (m.kind != MoveKind::EnPassant && is_capture(p, m) &&
      r.type(p.at(m.from).type).mutually_immune && p.at(m.to).type == p.at(m.from).type)
    return false;
  const Position q = play(p, m);
  if (drop && r.model().drop_bishop >= 0 && !bishop_colours_ok(q, m, us)) return false;
  if (royal_exposed(q, us)) return false;
  if (!pseudo_royal_legal(p, m, q)) return false;
  if (bikjang(p) && generals_face(q, us)) return false;  // bikjang: end the facing (or pass)
  // sittuyinPromotion: the new piece attacks no enemy piece, and the move gives no check.
  if (d.sittuyin_promotion && m.kind == MoveKind::Promotion) {
    if (royal_attacked(q, them)) return false;
    for (int s = 0; s < kSquares; ++s)
      if (!q.at(s).empty() && q.at(s).color == them && piece_attacks(q, m.to, s)) return false;
  }
  // dropChecks = false with pseudo-royal pieces: the drop may leave none of theirs in check.
  if (drop && !d.drop_checks && d.extinction_pseudo_royal && pseudo_royal_in_check(q)) return false;
  const bool checks = (!d.checking || (drop && !d.drop_checks)) || d.shogi_pawn_drop_mate_illegal;
  if (!checks || r.royal() < 0) return true;
  const bool gives_check = royal_attacked(q, them);
  if (gives_check && (!d.checking || (drop && !d.drop_checks))) return false;
  if (gives_check && d.shogi_pawn_drop_mate_illegal && drop_mates_with_pawn(q, p, m)) return false;
  return true;
}

std::vector<Move> legal_unended(const Position& p) {
  std::vector<Move> moves;
  for (const Move& m : pseudo_moves(p))
    if (legal(p, m)) moves.push_back(m);
  // mustDrop: with pieces in hand and a legal drop, only drops. mustDropType: the rule holds
  // only while the side has that type in hand, and then no other type may be dropped.
  if (p.rules->def().must_drop) {
    const int must = p.rules->model().must_drop_type;
    const auto& hand = p.hand[static_cast<std::size_t>(p.side)];
    bool held = false;
    for (std::size_t k = 0; k < hand.size(); ++k)
      held = held || (hand[k] > 0 && (must < 0 || static_cast<int>(k) == must));
    const auto dropped = [&](const Move& m) {
      return (m.kind == MoveKind::Drop || m.kind == MoveKind::DropPromoted) &&
             (must < 0 || m.type == must);
    };
    if (held) {
      std::vector<Move> drops, rest;
      for (const Move& m : moves) {
        if (dropped(m))
          drops.push_back(m);
        else if (m.kind != MoveKind::Drop && m.kind != MoveKind::DropPromoted)
          rest.push_back(m);
      }
      moves = drops.empty() ? rest : drops;
    }
  }
  if (p.rules->def().must_capture) {
    std::vector<Move> captures;
    for (const Move& m : moves)
      if (is_capture(p, m)) captures.push_back(m);
    if (!captures.empty()) return captures;
  }
  return moves;
}

}  // namespace

std::vector<Move> legal_moves(const Position& p) {
  if (game_ended(p)) return {};
  return legal_unended(p);
}

bool in_check(const Position& p) { return royal_attacked(p, p.side) || pseudo_royal_in_check(p); }

// --- Immediate game ends ---------------------------------------------------------------------

namespace {

int count_with_hand(const Position& p, int color, int type) {  // type -1: every piece
  int n = 0;
  for (const Cell& c : p.board) n += !c.empty() && c.color == color && (type < 0 || c.type == type);
  for (std::size_t t = 0; t < p.rules->types().size(); ++t)
    if (type < 0 || static_cast<int>(t) == type) n += p.hand[static_cast<std::size_t>(color)][t];
  return n;
}

bool extinct(const Position& p) {
  const auto& d = p.rules->def();
  if (d.extinction_value == vchess::variants::GameValue::None) return false;
  // Pseudo-royal pieces are never taken, so Fairy-Stockfish asks no extinction of them (with
  // explosions it does: a king next to a capture is blown up).
  if (d.extinction_pseudo_royal && !d.blast_on_capture) return false;
  std::vector<int> types;
  if (d.extinction_piece_types.all) types.push_back(-1);
  for (const auto& name : d.extinction_piece_types.names)
    types.push_back(p.rules->type_by_name(name) < 0 ? -2 : p.rules->type_by_name(name));
  for (int c : {1 - p.side, p.side})
    for (int t : types) {
      const int mine = t == -2 ? 0 : count_with_hand(p, c, t);
      const int theirs = t == -2 ? 0 : count_with_hand(p, 1 - c, t);
      if (mine <= d.extinction_piece_count &&
          theirs >= d.extinction_opponent_piece_count + (d.extinction_claim && c == p.side))
        return true;
    }
  return false;
}

bool flag_reached(const Position& p, int c) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  const auto& region = d.flag_region[static_cast<std::size_t>(c)];
  std::vector<int> in_region;
  for (int rank = 0; rank < r.ranks(); ++rank)
    for (int file = 0; file < r.files(); ++file) {
      const Cell& cell = p.at(square_index(file, rank));
      if (!cell.empty() && cell.color == c && region.has(file, rank) &&
          r.type(cell.type).flag[static_cast<std::size_t>(c)])
        in_region.push_back(square_index(file, rank));
    }
  const int n = static_cast<int>(in_region.size());
  if (n == 0) return false;
  if (n < d.flag_piece_count) {  // flagPieceBlockedWin: or every square of the region taken
    if (!d.flag_piece_blocked_win) return false;
    for (int rank = 0; rank < r.ranks(); ++rank)
      for (int file = 0; file < r.files(); ++file)
        if (region.has(file, rank) && p.at(square_index(file, rank)).empty()) return false;
    return true;
  }
  // flagPieceSafe: with exactly the count needed, each of them must be safe.
  if (d.flag_piece_safe && (!d.flag_move || c != p.side) && n == d.flag_piece_count)
    for (int s : in_region)
      if (attacked(p, s, 1 - c)) return false;
  return true;
}

bool flag_end(const Position& p) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  if (d.flag_region[0].empty() && d.flag_region[1].empty()) return false;
  const int us = p.side, them = 1 - us;
  if ((d.flag_move || d.flag_piece_safe) && flag_reached(p, us)) return true;
  const bool king_flag = !d.king.empty() && d.flag_piece[static_cast<std::size_t>(us)] == d.king;
  if ((!d.flag_move || d.flag_piece_safe || king_flag) && flag_reached(p, them)) {
    // flagMove with kings: Black, not in check, still draws by reaching the flag region itself.
    if (d.flag_move && king_flag && us == kBlack && r.royal() >= 0 && !royal_attacked(p, us))
      for (const Move& m : legal_unended(p))
        if (m.kind == MoveKind::Normal && p.at(m.from).type == r.royal() &&
            d.flag_region[static_cast<std::size_t>(us)].has(file_of(m.to), rank_of(m.to)))
          return false;
    return true;
  }
  return false;
}

// castlingWins: a side that had some of the winning castling rights and has none left.
bool castling_lost(const Position& p) {
  const auto& wins = p.rules->def().castling_wins;
  for (const int c : {1 - p.side, p.side}) {
    bool had = false, has = false;
    for (const int side : {0, 1})
      if (wins[std::size_t(c)][std::size_t(side)]) {
        had = true;
        has = has || p.castles[std::size_t(c)][std::size_t(side)].rook >= 0;
      }
    if (had && !has) return true;
  }
  return false;
}

}  // namespace

bool game_ended(const Position& p) {
  if (extinct(p) || flag_end(p) || connected(p) || castling_lost(p)) return true;
  // Two passes in a row, or bikjang on two plies in a row, end the game.
  if (p.passes >= 2 || (p.bikjang_before && bikjang(p))) return true;
  if (p.rules->def().adjudicate_full_board && board_full(p)) return true;
  return p.rules->def().check_counting &&
         p.checks_remaining[static_cast<std::size_t>(1 - p.side)] == 0;
}

}  // namespace ref_defined
