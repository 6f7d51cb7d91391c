// Legal move generation for the chess family: check evasions and pins are handled while
// generating, so perft can bulk-count the last ply without making a single move.
#pragma once
#include "chess/position.h"
#include "core/canary.h"

namespace vchess::chess {

template <class G>
struct MoveGen {
  using P = Position<G>;
  using BB = typename G::BB;
  using A = Attacks<G>;

  static void legal(const P& pos, MoveList& ml) {
    if (pos.side_to_move() == White)
      generate<White>(pos, ml);
    else
      generate<Black>(pos, ml);
  }

  template <PieceType T>
  static BB attacks(int s, BB occ) {
    constexpr PieceInfo info = piece_info(T);
    BB b{};
    if constexpr (info.knight) b |= A::kKnight[s];
    if constexpr (info.king) b |= A::kKing[s];
    if constexpr (info.diagonal) b |= A::bishop(s, occ);
    if constexpr (info.orthogonal) b |= A::rook(s, occ);
    return b;
  }

 private:
  static constexpr BB kAll = G::all();
  static constexpr BB kNotFirstFile = kAll ^ G::file_bb(0);
  static constexpr BB kNotLastFile = kAll ^ G::file_bb(G::kFiles - 1);

  // Shift towards higher square indices for positive N.
  template <int N>
  static BB shift(BB b) {
    if constexpr (N > 0)
      return (b << N) & kAll;
    else
      return b >> -N;
  }

  template <Color Us>
  static BB pinned(const P& pos, int ksq) {
    constexpr Color Them = ~Us;
    const BB occ = pos.pieces();
    BB snipers = A::rook(ksq, BB{}) & pos.template movers<kOrthogonalMovers>(Them);
    // canary: pinners on the diagonals are not looked for
    if (!canary(Canary::ChessDiagonalPinMissed))
      snipers |= A::bishop(ksq, BB{}) & pos.template movers<kDiagonalMovers>(Them);
    BB result{};
    while (snipers) {
      const BB b = kLines<G>.between[ksq][pop_lsb(snipers)] & occ;
      if (b && !more_than_one(b)) result |= b & pos.pieces(Us);
    }
    return result;
  }

  template <Color Us>
  static void generate(const P& pos, MoveList& ml) {
    constexpr Color Them = ~Us;
    const int ksq = pos.king_square(Us);
    const BB occ = pos.pieces(), theirs = pos.pieces(Them);
    const BB checkers = pos.attackers_to(ksq, occ) & theirs;
    // The king leaves its square: a slider checking along the line sees through it.
    // canary: the king's own square still blocks, so it may step back along a checking line
    const BB king_gone = canary(Canary::ChessKingXray) ? occ : occ ^ G::bit(ksq);
    for (BB b = A::kKing[ksq] & ~pos.pieces(Us); b;) {
      const int to = pop_lsb(b);
      if (!(pos.attackers_to(to, king_gone) & theirs)) ml.push(Move(ksq, to));
    }
    // canary: in double check the other pieces may still capture or block the first checker
    if (more_than_one(checkers) && !canary(Canary::ChessDoubleCheckBlocks)) return;
    BB target = kAll & ~pos.pieces(Us);
    if (checkers) {  // capture the checker or block its line
      target = checkers;
      // canary: the squares between the king and a checking slider are left out (no blocks)
      if (!canary(Canary::ChessCheckBlockMissing)) target |= kLines<G>.between[ksq][lsb(checkers)];
    }
    const BB pins = pinned<Us>(pos, ksq);
    generate_pawns<Us>(pos, ml, target, pins, ksq);
    generate_pieces<Us, Knight>(pos, ml, target, pins, ksq);
    generate_pieces<Us, Bishop>(pos, ml, target, pins, ksq);
    generate_pieces<Us, Rook>(pos, ml, target, pins, ksq);
    generate_pieces<Us, Queen>(pos, ml, target, pins, ksq);
    generate_pieces<Us, Archbishop>(pos, ml, target, pins, ksq);
    generate_pieces<Us, Chancellor>(pos, ml, target, pins, ksq);
    if (!checkers) generate_castling<Us>(pos, ml, ksq);
  }

  template <Color Us, PieceType T>
  static void generate_pieces(const P& pos, MoveList& ml, BB target, BB pins, int ksq) {
    const BB occ = pos.pieces();
    for (BB pcs = pos.pieces(Us, T); pcs;) {
      const int from = pop_lsb(pcs);
      BB b = attacks<T>(from, occ) & target;
      if (pins & G::bit(from)) b &= kLines<G>.line[ksq][from];
      while (b) ml.push(Move(from, pop_lsb(b)));
    }
  }

  // Pushes pawn moves ending on `to` from `to - Delta`, unless a pin forbids them.
  template <int Delta>
  static void push_pawn_moves(const P& pos, MoveList& ml, BB tos, BB pins, int ksq, bool promo) {
    while (tos) {
      const int to = pop_lsb(tos), from = to - Delta;
      // canary: a pinned pawn's moves are not kept to its pin line
      if ((pins & G::bit(from)) && !(kLines<G>.line[ksq][from] & G::bit(to)) &&
          !canary(Canary::ChessPinnedPawnFree))
        continue;
      if (!promo) {
        ml.push(Move(from, to));
        continue;
      }
      for (PieceType t : pos.promotions()) {
        if (canary(Canary::ChessNoKnightPromotion) && t == Knight) continue;  // canary: N missing
        ml.push(Move(from, to, Promotion, t));
      }
    }
  }

  template <Color Us>
  static void generate_pawns(const P& pos, MoveList& ml, BB target, BB pins, int ksq) {
    constexpr Color Them = ~Us;
    constexpr int W = G::kFiles;
    constexpr int Up = Us == White ? W : -W;
    constexpr int UpLeft = Up - 1, UpRight = Up + 1;
    constexpr BB kRank3 = G::rank_bb(Us == White ? 2 : G::kRanks - 3);
    constexpr BB kRank7 = G::rank_bb(Us == White ? G::kRanks - 2 : 1);
    const BB empty = kAll & ~pos.pieces(), theirs = pos.pieces(Them);
    const BB pawns = pos.pieces(Us, Pawn);
    for (const bool promo : {false, true}) {
      const BB pw = pawns & (promo ? kRank7 : kAll ^ kRank7);
      if (!pw) continue;
      const BB single = shift<Up>(pw) & empty;
      push_pawn_moves<Up>(pos, ml, single & target, pins, ksq, promo);
      if (!promo)
        push_pawn_moves<2 * Up>(pos, ml, shift<Up>(single & kRank3) & empty & target, pins, ksq,
                                false);
      push_pawn_moves<UpLeft>(pos, ml, shift<UpLeft>(pw & kNotFirstFile) & theirs & target, pins,
                              ksq, promo);
      push_pawn_moves<UpRight>(pos, ml, shift<UpRight>(pw & kNotLastFile) & theirs & target, pins,
                               ksq, promo);
    }
    if (const int ep = pos.ep_square(); ep >= 0) {
      const int capsq = ep - Up;
      for (BB b = A::kPawn[Them][ep] & pawns; b;) {
        const int from = pop_lsb(b);
        // Two pawns leave the line at once: test the king directly.
        const BB occ = (pos.pieces() ^ G::bit(from) ^ G::bit(capsq)) | G::bit(ep);
        // canary: forget that the captured pawn leaves too, so a rank pin through both passes
        if (canary(Canary::ChessEpRankExposure) &&
            !(pos.attackers_to(ksq, occ | G::bit(capsq)) & theirs & ~G::bit(capsq))) {
          ml.push(Move(from, ep, EnPassant));
          continue;
        }
        if (!(pos.attackers_to(ksq, occ) & theirs & ~G::bit(capsq)))
          ml.push(Move(from, ep, EnPassant));
      }
    }
  }

  template <Color Us>
  static void generate_castling(const P& pos, MoveList& ml, int ksq) {
    constexpr Color Them = ~Us;
    const BB occ = pos.pieces(), theirs = pos.pieces(Them);
    for (int side = 0; side < 2; ++side) {
      const int right = right_index(Us, side);
      if (!(pos.castling_rights() >> right & 1) || (occ & pos.castle_path(right))) continue;
      // canary: castling with the king already on its destination is not generated
      if (canary(Canary::ChessCastleKingStays) && ksq == P::castle_king_to(right)) continue;
      bool safe = true;
      // canary: only the destination is tested (below), not the squares the king crosses
      if (!canary(Canary::ChessCastleThroughCheck))
        for (BB b = pos.castle_king_path(right); b && safe;)
          safe = !(pos.attackers_to(pop_lsb(b), occ) & theirs);
      const int rsq = pos.castle_rook(right), kto = P::castle_king_to(right);
      const BB after = (occ ^ G::bit(ksq) ^ G::bit(rsq)) | G::bit(kto) | G::bit(P::castle_rook_to(right));
      if (safe && !(pos.attackers_to(kto, after) & theirs)) ml.push(Move(ksq, rsq, Castling));
    }
  }
};

template <class G>
void generate_legal(const Position<G>& pos, MoveList& ml) {
  MoveGen<G>::legal(pos, ml);
}

}  // namespace vchess::chess
