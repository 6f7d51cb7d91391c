#include "waterloo/position.h"

#include "core/canary.h"
#include "core/splitmix.h"

namespace vchess::waterloo {
namespace {

struct Keys {
  std::array<std::array<std::uint64_t, kSquares>, 32> piece{};
  std::array<std::uint64_t, 16> rights{};
  std::array<std::uint64_t, kSquares + 1> ep{};  // index 0 = none
  std::array<std::array<std::uint64_t, 4>, 2> promoted{};
  std::uint64_t black = 0;
};
constexpr Keys make_keys() {
  Keys k;
  std::uint64_t s = 0x57A7E8100ull;
  for (auto& row : k.piece)
    for (auto& v : row) v = splitmix64(s);
  for (auto& v : k.rights) v = splitmix64(s);
  for (std::size_t i = 1; i < k.ep.size(); ++i) k.ep[i] = splitmix64(s);
  for (auto& row : k.promoted)
    for (auto& v : row) v = splitmix64(s);
  k.black = splitmix64(s);
  return k;
}
const Keys kKeys = make_keys();

constexpr BB bits(std::initializer_list<int> squares) {
  BB b = 0;
  for (int s : squares) b |= G::bit(s);
  return b;
}
constexpr int sq(int file, int rank) { return G::square(file, rank - 1); }  // rank 1-based
enum File { a, b, c, d, e, f, g, h, i, k };

// RULINGS 4.6's table.
const std::array<std::array<Castling, 2>, 2> kCastling{{
    {{{kWhiteB, sq(e, 1), sq(b, 1), sq(b, 1), sq(d, 1), sq(a, 1), sq(c, 1),
       bits({sq(c, 1), sq(d, 1)}), bits({sq(d, 1), sq(c, 1)})},
      {kWhiteI, sq(e, 1), sq(h, 1), sq(i, 1), sq(f, 1), sq(k, 1), sq(g, 1),
       bits({sq(f, 1), sq(g, 1), sq(h, 1)}), bits({sq(f, 1), sq(g, 1)})}}},
    {{{kBlackI, sq(f, 10), sq(i, 10), sq(i, 10), sq(g, 10), sq(k, 10), sq(h, 10),
       bits({sq(g, 10), sq(h, 10)}), bits({sq(g, 10), sq(h, 10)})},
      {kBlackB, sq(f, 10), sq(c, 10), sq(b, 10), sq(e, 10), sq(a, 10), sq(d, 10),
       bits({sq(c, 10), sq(d, 10), sq(e, 10)}), bits({sq(e, 10), sq(d, 10)})}}},
}};

// The rights lost when anything happens on a square (A-W15, A-W24).
constexpr std::array<int, kSquares> rights_lost_table() {
  std::array<int, kSquares> t{};
  for (const auto& side : {std::array{sq(e, 1), sq(b, 1), sq(a, 1), int(kWhiteB)},
                           std::array{sq(e, 1), sq(i, 1), sq(k, 1), int(kWhiteI)},
                           std::array{sq(f, 10), sq(b, 10), sq(a, 10), int(kBlackB)},
                           std::array{sq(f, 10), sq(i, 10), sq(k, 10), int(kBlackI)}})
    for (int j = 0; j < 3; ++j) t[side[j]] |= side[3];
  return t;
}
constexpr auto kRightsLost = rights_lost_table();
constexpr int kColorRights[2] = {kWhiteB | kWhiteI, kBlackB | kBlackI};

}  // namespace

const Castling& castling(Color c, int longside) { return kCastling[c][longside]; }

void Position::set(int s, Piece p) {
  if (const Piece old = board_[s]) {
    by_type_[type_of(old)] ^= G::bit(s);
    by_color_[color_of(old)] ^= G::bit(s);
    board_key_ ^= kKeys.piece[old][s];
  }
  board_[s] = p;
  if (p) {
    by_type_[type_of(p)] |= G::bit(s);
    by_color_[color_of(p)] |= G::bit(s);
    board_key_ ^= kKeys.piece[p][s];
  }
}

std::uint64_t Position::key() const {
  const State& s = st();
  return board_key_ ^ (side_ == Black ? kKeys.black : 0) ^ kKeys.rights[s.rights] ^
         kKeys.ep[s.ep + 1] ^ kKeys.promoted[White][s.promoted[White]] ^
         kKeys.promoted[Black][s.promoted[Black]];
}

bool Position::attacked(int s, Color by, BB occ, BB removed) const {
  const BB them = by_color_[by] & ~removed;
  if (Tables::kKnight[s] & with_power<kKnightLeap>() & them) return true;
  if (Tables::kStep[s] & with_power<kStep>() & them) return true;
  if (Tables::kTwoLeap[s] & with_power<kTwoLeap>() & them) return true;
  if (Tables::kPawnAttackers[by][s] & by_type_[Pawn] & them) return true;
  // Line attacks only when a line mover stands on one of s's lines at all.
  const BB orth = Tables::kLines[0][s], diag = Tables::kLines[1][s];
  if (const BB r = with_power<kOrthogonal>() & them & orth; r && (Tables::rook(s, occ) & r))
    return true;
  if (const BB b = with_power<kDiagonal>() & them & diag; b && (Tables::bishop(s, occ) & b))
    return true;
  const BB w = with_power<kHop>() & them & (orth | diag);
  return w && (Tables::wiseman(s, occ) & w);
}

bool Position::game_won() const {
  const State& s = st();
  if (s.promoted[White] == 3 || s.promoted[Black] == 3) return true;
  return row_of(White, royal_square(White)) >= 9 || row_of(Black, royal_square(Black)) >= 9;
}

void Position::do_move(Move m, bool demote) {
  State& n = states_[ply_ + 1];
  const State& o = st();
  n.ep = -1;
  n.rights = o.rights;
  n.halfmove = o.halfmove + 1;
  n.fullmove = o.fullmove + (side_ == Black);
  n.promoted = o.promoted;
  n.changes = 0;
  if (m.is_castle())
    do_castle(m, n);
  else
    do_normal(m, n);
  ++ply_;
  side_ = ~side_;
  if (demote) demote_if_attacked(n);
}

void Position::do_castle(Move m, State& n) {
  const Castling& cs = kCastling[side_][m.kind() == CastleLong];
  const Piece e = board_[cs.e_from], mar = board_[cs.m_from], r = board_[cs.r_from];
  change(n, cs.e_from, kNoPiece);
  change(n, cs.m_from, kNoPiece);
  change(n, cs.r_from, kNoPiece);
  change(n, cs.e_to, e);
  change(n, cs.m_to, mar);
  change(n, cs.r_to, r);
  n.rights &= ~kColorRights[side_];
}

PieceType Position::arriving_piece(Move m) const {
  const Color us = side_;
  const PieceType mover = m.is_part() ? m.part() : type_of(board_[m.from()]);
  const Piece target = board_[m.to()];
  const int row = row_of(us, m.to());
  if (target && color_of(target) == us) return merge_of(mover, type_of(target));
  if (mover == Pawn && row == 8 && st().promoted[us] < kReserveSpies) return Spy;
  if (mover == Spy && row == 9) return Wiseman;  // a simple Spy only: a merge forms a Guard
  return mover;                                  // the winning third pawn stays a pawn
}

void Position::do_normal(Move m, State& n) {
  const Color us = side_;
  const int from = m.from(), to = m.to();
  const Piece pc = board_[from], target = board_[to];
  const PieceType t = type_of(pc), mover = m.is_part() ? m.part() : t;
  const PieceType result = arriving_piece(m);
  if ((target && color_of(target) != us) || m.kind() == EnPassant) n.halfmove = 0;
  if (mover == Pawn) {
    n.halfmove = 0;
    if (row_of(us, to) == 8)
      ++n.promoted[us];  // the third one wins
    else if (row_of(us, to) - row_of(us, from) == 2)
      n.ep = ep_after_double_step(us, from, to);
  }
  if (m.kind() == EnPassant) change(n, G::square(G::file_of(to), G::rank_of(from)), kNoPiece);
  change(n, from, m.is_part() ? make_piece(us, other_part(t, mover)) : kNoPiece);
  change(n, to, make_piece(us, result));
  n.rights &= ~(kRightsLost[from] | kRightsLost[to]);
}

// The passed square, kept only if an enemy pawn stands beside the pawn (pins ignored).
int Position::ep_after_double_step(Color mover, int from, int to) const {
  const BB beside = (Tables::kStep[to] & G::rank_bb(G::rank_of(to)));
  if (!(beside & pieces(~mover, Pawn))) return -1;
  return (from + to) / 2;
}

void Position::demote_if_attacked(State& n) {
  const int r = royal_square(side_);
  if (type_of(board_[r]) != Emperor || !attacked(r, ~side_)) return;
  if (canary(Canary::WaterlooNoDemotion)) return;  // canary: the attacked Emperor stays one
  change(n, r, make_piece(side_, King));
  n.rights &= ~kColorRights[side_];
}

void Position::undo_move(Move) {
  const State& n = st();
  for (int i = n.changes - 1; i >= 0; --i) set(n.change[i].sq, n.change[i].old);
  --ply_;
  side_ = ~side_;
}

void Position::play_root(Move m) {
  do_move(m);
  states_[0] = states_[ply_];
  states_[0].changes = 0;
  ply_ = 0;
}

bool Position::operator==(const Position& o) const {
  const State &a = st(), &b = o.st();
  return board_ == o.board_ && side_ == o.side_ && board_key_ == o.board_key_ && a.ep == b.ep &&
         a.rights == b.rights && a.promoted == b.promoted && a.halfmove == b.halfmove &&
         a.fullmove == b.fullmove && by_type_ == o.by_type_ && by_color_ == o.by_color_;
}

}  // namespace vchess::waterloo
