// Pseudo-legal moves of the side to move, straight from the options: each piece's Betza moves
// (with promotions), the built-in pawn's double and triple steps, en passant, castling, drops.
#include <vector>

#include "reference/defined/internal.h"

namespace ref_defined {
namespace {

using vchess::variants::Region;

struct Gen {
  const Position& p;
  const Rules& r;
  int us;
  std::vector<Move>& out;

  const Region& zone() const { return r.def().promotion_region[static_cast<std::size_t>(us)]; }
  bool in_zone(int s) const { return zone().has(file_of(s), rank_of(s)); }

  void push(int from, int to, MoveKind kind, int type = -1) {
    out.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), kind,
                       static_cast<std::int8_t>(type)});
  }

  // A move of the piece on `from` to `to`, with the promotions it may or must make.
  void add(int from, int to, bool capture) {
    const auto& d = r.def();
    const PieceType& t = r.type(p.at(from).type);
    const auto c = static_cast<std::size_t>(us);
    bool plain = true;
    // sittuyinPromotion: a pawn's move never promotes (its promotion is a move of its own).
    if (t.promotion_pawn[c] && in_zone(to) && !d.sittuyin_promotion) {  // pawn-style promotion
      for (std::size_t k = 0; k < r.types().size(); ++k)
        if (r.types()[k].promotion_target[c] && below_limit(static_cast<int>(k)))
          push(from, to, MoveKind::Promotion, static_cast<int>(k));
      if (d.mandatory_pawn_promotion) plain = false;
    }
    const bool demote = d.piece_demotion && p.at(from).unpromoted >= 0;
    const bool promote = t.promoted >= 0 && below_limit(t.promoted);
    if (promote || demote) {  // shogi-style: into, out of or within the zone
      const bool zone_move = in_zone(from) || in_zone(to);
      if (zone_move && (!d.piece_promotion_on_capture || capture)) {
        if (promote) push(from, to, MoveKind::PiecePromotion);
        if (demote) push(from, to, MoveKind::PieceDemotion);
      }
      if (d.mandatory_piece_promotion && zone_move && !(d.piece_promotion_on_capture && !capture))
        plain = false;
    }
    if (plain) push(from, to, MoveKind::Normal);
  }

  // promotionLimit: may the side promote to type k, given how many it has on the board?
  bool below_limit(int k) const {
    const int limit = r.type(k).promotion_limit;
    if (limit == 0) return true;
    int n = 0;
    for (const Cell& c : p.board) n += !c.empty() && c.color == us && c.type == k;
    return n < limit;
  }

  // sittuyinPromotion: a pawn on the promotion region, or the side's only pawn anywhere, turns
  // into a promotion type in place or on an empty square that type could capture on (legal()
  // refuses those attacking an enemy piece or checking).
  void sittuyin_promotions() {
    const auto c = static_cast<std::size_t>(us);
    int pawns = 0;
    for (const Cell& cell : p.board)
      pawns += !cell.empty() && cell.color == us && r.type(cell.type).promotion_pawn[c];
    for (int s = 0; s < kSquares; ++s) {
      const Cell& cell = p.at(s);
      if (cell.empty() || cell.color != us || !r.type(cell.type).promotion_pawn[c]) continue;
      if (pawns > 1 && !in_zone(s)) continue;
      for (std::size_t k = 0; k < r.types().size(); ++k) {
        if (!r.types()[k].promotion_target[c] || !below_limit(static_cast<int>(k))) continue;
        Position probe = p;
        probe.at(s) = Cell{static_cast<std::int8_t>(k), static_cast<std::int8_t>(us), -1, false};
        push(s, s, MoveKind::Promotion, static_cast<int>(k));
        for (int e = 0; e < kSquares; ++e)
          if (e != s && r.on_board(file_of(e), rank_of(e)) && p.vacant(e) &&
              piece_attacks(probe, s, e))
            push(s, e, MoveKind::Promotion, static_cast<int>(k));
      }
    }
  }

  void pawn_steps(int from) {
    const auto& d = r.def();
    const auto c = static_cast<std::size_t>(us);
    const int f = file_of(from), k = rank_of(from), dy = us == kWhite ? 1 : -1;
    const auto empty = [&](int steps) {
      return r.on_board(f, k + steps * dy) && p.vacant(square_index(f, k + steps * dy));
    };
    const bool two = d.double_step && d.double_step_region[c].has(f, k);
    const bool three = d.triple_step_region[c].has(f, k);
    if ((two || three) && empty(1) && empty(2)) {
      if (two) add(from, square_index(f, k + 2 * dy), false);
      if (three && empty(3)) add(from, square_index(f, k + 3 * dy), false);
    }
  }

  // En passant: the pawn's diagonal step, or any capture-only move of a custom piece, onto an
  // empty en passant square.
  void en_passant(int from) {
    const PieceType& t = r.type(p.at(from).type);
    if (!t.en_passant[static_cast<std::size_t>(us)] || p.ep.none()) return;
    for (int e = 0; e < kSquares; ++e) {
      if (!p.ep.test(static_cast<std::size_t>(e)) || !p.vacant(e)) continue;
      bool quiet = false, capture = false;
      Position probe = p;  // the square as if an enemy piece stood on it
      probe.at(e) = Cell{0, static_cast<std::int8_t>(1 - us), -1, false};
      piece_destinations(probe, from, [&](int to, bool cap) { capture |= cap && to == e; });
      piece_destinations(p, from, [&](int to, bool cap) { quiet |= !cap && to == e; });
      if (capture && !quiet) push(from, e, MoveKind::EnPassant);
    }
  }

  void castling() {
    const auto& d = r.def();
    const auto c = static_cast<std::size_t>(us);
    const int kfrom = p.castling_king[c];
    if (kfrom < 0) return;
    for (int side = 0; side < 2; ++side) {
      const int rfrom = p.castles[c][static_cast<std::size_t>(side)].rook;
      if (rfrom < 0) continue;
      // oppositeCastling: not on the side the opponent castled on.
      if (d.opposite_castling && (p.castled >> (2 * (1 - us) + side) & 1)) continue;
      const int rank = relative_rank(r, us, d.castling_rank);
      const int kto =
          square_index(side == 0 ? d.castling_kingside_file : d.castling_queenside_file, rank);
      const int rto = kto + (side == 0 ? -1 : 1);
      if (!path_clear(kfrom, kto, rfrom) || !path_clear(rfrom, rto, kfrom)) continue;
      push(kfrom, rfrom, MoveKind::Castling);
    }
  }

  // Squares from `a` (excluded) to `b` (included) on one rank are vacant, but for `other` and `a`.
  bool path_clear(int a, int b, int other) const {
    const int step = b > a ? 1 : -1;
    for (int s = a; s != b;) {
      s += step;
      if (s != other && !p.vacant(s)) return false;
    }
    return true;
  }

  // May a piece of type t from the hand be put on s (empty or not): the drop region, the
  // type's mobility region and the drop rules. Drops and Seirawan gates alike.
  bool placeable(std::size_t t, int s) const {
    const auto& d = r.def();
    const auto c = static_cast<std::size_t>(us);
    const PieceType& type = r.types()[t];
    const int file = file_of(s), rank = rank_of(s);
    if (!d.drop_region[c].has(file, rank)) return false;
    if (!type.region[c].has(file, rank)) return false;  // its mobility region
    if (static_cast<int>(t) == r.model().drop_rook && relative_rank(r, us, rank) != 0)
      return false;  // sittuyinRookDrop: rooks on the first rank only
    if (type.builtin_pawn && !d.promotion_zone_pawn_drops && in_zone(s)) return false;
    if (type.builtin_pawn && !d.first_rank_pawn_drops && relative_rank(r, us, rank) == 0)
      return false;
    if (d.drop_no_doubled == type.name &&
        on_file(file, static_cast<int>(t)) >= d.drop_no_doubled_count)
      return false;
    return enclosing_drop_allowed(p, us, s);
  }

  void drops() {
    const auto& d = r.def();
    const auto c = static_cast<std::size_t>(us);
    for (std::size_t t = 0; t < r.types().size(); ++t) {
      if (p.hand[c][t] <= 0 && !d.free_drops) continue;  // freeDrops: the hand never empties
      const PieceType& type = r.types()[t];
      for (int rank = 0; rank < r.ranks(); ++rank)
        for (int file = 0; file < r.files(); ++file) {
          const int s = square_index(file, rank);
          if (!p.vacant(s) || !placeable(t, s)) continue;
          push(s, s, MoveKind::Drop, static_cast<int>(t));
          if (d.drop_promoted && type.promoted >= 0)
            push(s, s, MoveKind::DropPromoted, static_cast<int>(t));
        }
    }
  }

  // A pass: from the royal piece's square to itself, or without one from the side's first
  // square (Fairy-Stockfish's), none without pieces.
  void pass() {
    int at = -1;
    for (int s = 0; s < kSquares && at < 0; ++s)
      if (!p.at(s).empty() && p.at(s).color == us && p.at(s).type == r.royal()) at = s;
    for (int s = 0; s < kSquares && at < 0; ++s)
      if (!p.at(s).empty() && p.at(s).color == us) at = s;
    if (at >= 0) push(at, at, MoveKind::Pass);
  }

  // cambodianMoves: from its gate, a king not in check leaps as a knight to the rank ahead, a
  // met jumps two squares straight ahead; both onto empty squares only.
  void gate_moves() {
    const auto& m = r.model();
    const bool in_check = royal_attacked(p, us);
    for (int s = 0; s < kSquares; ++s) {
      if (!p.gates.test(static_cast<std::size_t>(s))) continue;
      const Cell& c = p.at(s);
      if (c.empty() || c.color != us) continue;
      const int f = file_of(s), k = rank_of(s), dy = us == kWhite ? 1 : -1;
      const auto to_empty = [&](int tf, int tk) {
        if (r.on_board(tf, tk) && p.vacant(square_index(tf, tk)))
          push(s, square_index(tf, tk), MoveKind::Normal);
      };
      if (c.type == r.royal() && !in_check)
        for (int df : {-2, 2}) to_empty(f + df, k + dy);
      if (c.type == m.gate_jumper) to_empty(f, k + 2 * dy);
    }
  }

  // seirawanGating: every move leaving a gated square (each of ours) once more for each type
  // in hand that may be put there; castling also with the piece on the rook's square.
  void gatings() {
    const auto c = static_cast<std::size_t>(us);
    const std::size_t n = out.size();
    for (std::size_t i = 0; i < n; ++i) {
      const Move m = out[i];
      if (m.kind == MoveKind::Drop || m.kind == MoveKind::DropPromoted || m.kind == MoveKind::Pass)
        continue;
      for (const bool at_to : {false, true}) {
        const int s = at_to ? m.to : m.from;
        if ((at_to && m.kind != MoveKind::Castling) || !p.gates.test(static_cast<std::size_t>(s)))
          continue;
        for (std::size_t t = 0; t < r.types().size(); ++t)
          if (p.hand[c][t] > 0 && placeable(t, s)) {
            Move g = m;
            g.gate = static_cast<std::int8_t>(t);
            g.gate_at_to = at_to;
            out.push_back(g);
          }
      }
    }
  }

  int on_file(int file, int type) const {
    int n = 0;
    for (int rank = 0; rank < r.ranks(); ++rank) {
      const Cell& cell = p.at(square_index(file, rank));
      n += !cell.empty() && cell.color == us && cell.type == type;
    }
    return n;
  }
};

}  // namespace

std::vector<Move> pseudo_moves(const Position& p) {
  std::vector<Move> out;
  Gen g{p, *p.rules, p.side, out};
  for (int rank = 0; rank < g.r.ranks(); ++rank)
    for (int file = 0; file < g.r.files(); ++file) {
      const int s = square_index(file, rank);
      const Cell& c = p.at(s);
      if (c.empty() || c.color != p.side) continue;
      piece_destinations(p, s, [&](int to, bool capture) { g.add(s, to, capture); });
      if (g.r.type(c.type).builtin_pawn) g.pawn_steps(s);
      g.en_passant(s);
    }
  if (g.r.def().castling) g.castling();
  if (g.r.def().piece_drops) g.drops();
  const auto c = static_cast<std::size_t>(p.side);
  if (g.r.def().pass[c] || g.r.def().pass_on_stalemate[c]) g.pass();
  if (g.r.def().cambodian_moves && p.gates.any()) g.gate_moves();
  if (g.r.def().sittuyin_promotion) g.sittuyin_promotions();
  if (g.r.def().seirawan_gating && p.gates.any()) g.gatings();
  if (g.r.def().walling != vchess::variants::Walling::None) return with_walls(p, out);
  return out;
}

}  // namespace ref_defined
