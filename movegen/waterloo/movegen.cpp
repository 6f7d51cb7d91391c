#include "waterloo/movegen.h"
#include "core/canary.h"
#include "core/perft.h"

namespace vchess::waterloo {
namespace {

// Types a simple piece of type t may merge with, as a bit set over PieceType.
constexpr std::array<unsigned, kTypes> merge_partners() {
  std::array<unsigned, kTypes> m{};
  for (int a = 0; a < kTypes; ++a)
    for (int b = 0; b < kTypes; ++b)
      if (merge_of(PieceType(a), PieceType(b)) != kNoType) m[a] |= 1u << b;
  return m;
}
constexpr auto kMergePartners = merge_partners();

bool royal_moves(Move m, int royal) {
  return m.is_castle() || (m.from() == royal && (!m.is_part() || m.part() == King));
}

// Generates pseudo-legal moves. When counting, the moves that cannot expose the royal piece are
// only counted; the rest go to the list for the legality test.
struct Gen {
  const Position& p;
  MoveList& ml;
  Color us;
  BB occ, own;
  bool can_split;  // a split adds a piece: only below the 30-piece limit
  bool counting = false;
  bool check = false;
  int royal = 0;
  BB lines = 0;  // squares on the royal piece's lines: emptying one may expose it
  BB enemy_orth = 0, enemy_diag = 0, enemy_hop = 0;  // the opponent's line movers
  std::uint64_t counted = 0;

  // Only an emptied square on a line through the royal piece can expose it: attacks never
  // grow when squares fill, and captures only remove attackers.
  bool safe(Move m) const {
    return !check && m.kind() == Normal && !royal_moves(m, royal) &&
           (m.is_part() || !(lines & G::bit(m.from())));
  }
  // Not in check, and only m's from-square empties: its ray from the royal piece decides.
  bool one_ray(Move m) const { return !check && m.kind() == Normal && !royal_moves(m, royal); }
  bool exposes(Move m) const {
    const int d = direction(royal, m.from());
    const BB ray = Tables::kRay[d][royal];
    BB blockers = ray & ((occ ^ G::bit(m.from())) | G::bit(m.to()));
    if (!blockers) return false;
    // canary: the piece captured on the ray still counts as an attacker (a pinned piece may not
    // take its pinner)
    const BB captured = canary(Canary::WaterlooExposesIgnoresCapture) ? BB{} : G::bit(m.to());
    const BB hop = enemy_hop & ~captured;
    const BB slide = (orthogonal(d) ? enemy_orth : enemy_diag) & ~captured;
    const int first = increasing(d) ? lsb(blockers) : msb(blockers);
    if (G::bit(first) & (slide | hop)) return true;
    blockers &= Tables::kRay[d][first];
    return blockers && (G::bit(increasing(d) ? lsb(blockers) : msb(blockers)) & hop);
  }

  std::array<BB, King + 1> merge_bb{};  // own simple pieces each simple type may merge with

  void init_merges() {
    for (int t = Spy; t <= King; ++t)
      for (unsigned m = kMergePartners[t]; m; m &= m - 1)
        merge_bb[t] |= p.of_type(PieceType(std::countr_zero(m)));
    for (BB& b : merge_bb) b &= own;
  }
  BB merge_squares(PieceType t) const { return t <= King ? merge_bb[t] : 0; }
  void push_all(int from, BB to, MoveKind k = Normal, PieceType part = kNoType) {
    if (counting && to && safe(Move(from, lsb(to), k, part))) {
      counted += popcount(to);
      return;
    }
    while (to) ml.push(Move(from, pop_lsb(to), k, part));
  }
  void piece(int s) {
    const PieceType t = type_of(p.piece_on(s));
    if (!is_compound(t)) {
      push_all(s, piece_targets(t, s, occ) & (~own | merge_squares(t)));
      return;
    }
    const PieceType a = info(t).part_a, b = info(t).part_b;
    const BB ta = piece_targets(a, s, occ);
    if (t == Guard) {  // more than its halves (N(2)), and the halves are one move
      push_all(s, piece_targets(Guard, s, occ) & ~own);
      part(s, a, ta);
      return;
    }
    const BB tb = piece_targets(b, s, occ);
    push_all(s, (ta | tb) & ~own);  // a compound's power is its parts' together
    part(s, a, ta);
    part(s, b, tb);
  }
  void part(int s, PieceType pt, BB targets) {
    // canary: a part that splits off may not merge into an own piece
    if (canary(Canary::WaterlooPartCannotMerge)) {
      push_all(s, targets & (can_split ? ~own : 0), Normal, pt);
      return;
    }
    push_all(s, targets & ((can_split ? ~own : 0) | merge_squares(pt)), Normal, pt);
  }
  template <Color Us>
  void pawns() {
    constexpr int kFwd = Us == White ? 10 : -10;
    const BB enemy = p.pieces(~Us);
    for (BB b = p.pieces(Us, Pawn); b;) {
      const int s = pop_lsb(b), row = row_of(Us, s), one = s + kFwd;
      if (row > 7) continue;  // a winning third pawn: the game is over anyway
      const BB diag = Tables::kStep[s] & G::rank_bb(G::rank_of(one)) & ~G::bit(one);
      if (row == 3) {
        if (occ & G::bit(one)) continue;
        push_all(s, G::bit(one) | (occ & G::bit(one + kFwd) ? 0 : G::bit(one + kFwd)));
      } else if (row <= 5) {
        push_all(s, (G::bit(one) & ~occ) | (diag & enemy));
      } else {
        push_all(s, (G::bit(one) | diag) & ~own);
        if (row == 6 && p.ep_square() >= 0) push_all(s, diag & G::bit(p.ep_square()), EnPassant);
      }
    }
  }
  void castles() {
    for (int side = 0; side < 2; ++side) {
      const Castling& cs = castling(us, side);
      if (!(p.rights() & cs.right) || (occ & cs.must_be_empty)) continue;
      if (p.attacked(cs.e_from, ~us)) continue;
      bool crossed_safe = true;
      // canary: the crossed squares are not tested, only the destination (is_legal)
      if (!canary(Canary::WaterlooCastleThroughCheck))
        for (BB c = cs.crossed; c && crossed_safe;)
          crossed_safe = !p.attacked(pop_lsb(c), ~us, occ ^ G::bit(cs.e_from));
      if (crossed_safe) ml.push(Move(cs.e_from, cs.e_to, side ? CastleLong : CastleShort));
    }
  }
  template <Color Us>
  void all() {
    pawns<Us>();
    for (BB b = own & ~p.of_type(Pawn); b;) piece(pop_lsb(b));
    castles();
  }
};

// The royal piece's rays that hold an enemy line mover (slider of that direction, or Wiseman):
// only emptying a square on one of them can expose the royal piece.
void find_lines(const Position& p, Gen& g) {
  const BB them = p.pieces(~g.us);
  g.enemy_hop = p.with_power<kHop>() & them;
  g.enemy_orth = p.with_power<kOrthogonal>() & them;
  g.enemy_diag = p.with_power<kDiagonal>() & them;
  for (int d = 0; d < kDirs; ++d) {
    const BB ray = Tables::kRay[d][g.royal];
    // canary: a Wiseman's lines are left out (its hop over one piece is forgotten)
    const BB hop = canary(Canary::WaterlooLinesIgnoreWiseman) ? BB{} : g.enemy_hop;
    if (ray & ((orthogonal(d) ? g.enemy_orth : g.enemy_diag) | hop)) g.lines |= ray;
  }
}

// The generator for the side to move, with the royal piece's lines filled in.
Gen make_gen(const Position& p, MoveList& ml, bool counting) {
  const Color us = p.side_to_move();
  // canary: the 30-piece limit is ignored and splits are always allowed
  Gen g{p, ml, us, p.pieces(), p.pieces(us),
        p.piece_count(us) < kMaxPieces || canary(Canary::WaterlooPieceLimitIgnored)};
  g.counting = counting;
  g.royal = p.royal_square(us);
  g.check = p.in_check();
  find_lines(p, g);
  g.init_merges();
  us == White ? g.all<White>() : g.all<Black>();
  return g;
}

// Keeps the listed moves that are legal; returns how many.
int filter_legal(const Gen& g, const Position& p, MoveList& ml) {
  int n = 0;
  for (int i = 0; i < ml.size; ++i)
    if (const Move m = ml.moves[i]; g.safe(m) || (g.one_ray(m) ? !g.exposes(m) : is_legal(p, m)))
      ml.moves[n++] = m;
  return ml.size = n;
}

std::uint64_t count_legal(const Position& p) {
  if (p.game_won()) return 0;
  MoveList ml;
  const Gen g = make_gen(p, ml, true);
  return g.counted + std::uint64_t(filter_legal(g, p, ml));
}

}  // namespace

bool is_legal(const Position& p, Move m) {
  const Color us = p.side_to_move(), them = ~us;
  int royal = p.royal_square(us);
  BB occ = p.pieces(), removed = 0;
  if (m.is_castle()) {
    const Castling& cs = castling(us, m.kind() == CastleLong);
    occ &= ~(G::bit(cs.e_from) | G::bit(cs.m_from) | G::bit(cs.r_from));
    occ |= G::bit(cs.e_to) | G::bit(cs.m_to) | G::bit(cs.r_to);
    return !p.attacked(cs.e_to, them, occ);
  }
  if (royal_moves(m, royal)) royal = m.to();
  // canary: a part move empties its square too (the part left behind is forgotten)
  if (!m.is_part() || canary(Canary::WaterlooPartMoveEmpties)) occ ^= G::bit(m.from());
  occ |= G::bit(m.to());
  removed = G::bit(m.to()) & p.pieces(them);
  if (m.kind() == EnPassant) {
    const int cap = G::square(G::file_of(m.to()), G::rank_of(m.from()));
    occ ^= G::bit(cap);
    removed |= G::bit(cap);
  }
  return !p.attacked(royal, them, occ, removed);
}

void generate_legal(const Position& p, MoveList& ml) {
  ml.size = 0;
  if (p.game_won()) return;
  filter_legal(make_gen(p, ml, false), p, ml);
}

std::uint64_t perft(Position& p, int depth) {
  const auto count = [](Position& q) { return count_legal(q); };
  const auto generate = [](const Position& q, MoveList& ml) { generate_legal(q, ml); };
  return core::perft<MoveList>(p, depth, count, generate);
}

int empty_board_destinations(PieceType t, int s) {
  return popcount(piece_targets(t, s, G::bit(s)));
}

}  // namespace vchess::waterloo
