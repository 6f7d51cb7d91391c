// Per-node legality facts for the shogi family, computed once so that most moves need no
// make/unmake: own pieces pinned to the king by a slider (with the squares they may still
// reach), and own pieces that are the only piece on a possible hook path from an enemy hook
// mover to the king (those moves are made and tested: hook pins are not worth exactness).
#pragma once
#include <array>

#include "core/canary.h"
#include "shogi/position.h"

namespace vchess::shogi {

// The enemy hook-mover types of a game and whether their turns are orthogonal or diagonal.
// Square Mover turns orthogonally and Ancient Dragon diagonally; taking all four first legs
// for them only marks more pieces for testing, which is sound.
template <class G>
struct HookTypes {
  int n = 0;
  std::array<int, 8> type{};
  std::array<bool, 8> diagonal{};
  HookTypes() {
    const auto& R = shogi_rules<G>();
    for (int t = 0; t < R.types; ++t) {
      const Hook h = R.def(t).hook;
      if (h == Hook::None) continue;
      type[n] = t;
      diagonal[n++] = h == Hook::Diagonal || h == Hook::AncientDragon;
    }
  }
};
template <class G>
const HookTypes<G>& hook_types() {
  static const HookTypes<G> h;
  return h;
}

template <class G>
struct Legality {
  using P = Position<G>;
  using BB = typename G::BB;

  BB pinned{};             // own pieces pinned by a slider: they stay on seg[] of their pin
  BB tested{};             // own pieces whose moves are made and tested (hook paths)
  bool hook_open = false;  // a hook path to the king is empty: a hook mover may be checking
  bool check = false;      // the king is attacked
  BB checkers{};           // in check only, hook movers aside (see hook_open)
  BB target{};             // single check: where a move that is not the king's must end
  int npins = 0;
  std::array<int, 8> pin_sq{};
  std::array<BB, 8> seg{};  // between king and pinner, pinner included

  // Squares a pinned piece on `from` may move to.
  BB pin_segment(int from) const {
    for (int i = 0; i < npins; ++i)
      if (pin_sq[i] == from) return seg[i];
    return BB{};
  }

  // The check test shares the pin scan's lines: sliders are found there, the rest after.
  explicit Legality(const P& pos) {
    const Color us = pos.side_to_move();
    const int ksq = pos.king_square(us);
    slider_pins(pos, us, ksq);
    hook_blockers(pos, us, ksq);
    if (!check) check = pos.leaped_or_hooked(ksq, ~us, pos.pieces(), pos.pieces(~us));
    if (check && !hook_open) find_checkers(pos);
  }

  // Squares strictly between two squares on one line (empty if not aligned).
  static BB between(int a, int b) {
    const int dx = G::file_of(b) - G::file_of(a), dy = G::rank_of(b) - G::rank_of(a);
    if (!dx && !dy) return BB{};
    if (dx && dy && dx != dy && dx != -dy) return BB{};
    const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
    int d = 0;
    while (kDirVec[d].dx != sx || kDirVec[d].dy != sy) ++d;
    const auto& R = shogi_rules<G>();
    return R.ray[d][a] & R.ray[(d + 4) & 7][b];
  }

 private:
  // Leapers (steppers and jumpers) and sliders giving check; a slider's check may be blocked.
  void find_checkers(const P& pos) {
    const auto& R = shogi_rules<G>();
    const Color us = pos.side_to_move();
    const int ksq = pos.king_square(us);
    const BB occ = pos.pieces(), theirs = pos.pieces(~us);
    BB leapers{};
    for (int t = 0; t < R.types; ++t)
      if (const BB b = pos.pieces(~us, t)) leapers |= R.leaps[t][us][ksq] & b;
    checkers = leapers;
    for (int D = 0; D < 8; ++D) {
      const BB r = R.ray[D][ksq] & occ;
      if (!r) continue;
      const int c = increasing_dir(D) ? lsb(r) : msb(r);
      if (!(theirs & sq_bb<G>(c))) continue;
      if (!(R.slide_dirs[type_of(pos.piece_on(c))][~us] >> ((D + 4) & 7) & 1)) continue;
      checkers |= sq_bb<G>(c);
      // canary: the squares between the king and a checking slider are left out (no blocks)
      if (!(leapers & sq_bb<G>(c)) && !canary(Canary::ShogiCheckBlockMissing))
        target |= R.ray[D][ksq] & R.ray[(D + 4) & 7][c];
    }
    // canary: in double check the first slider's line and the checkers stay open to other pieces
    if (more_than_one(checkers) && !canary(Canary::ShogiDoubleCheckBlocks))
      target = BB{};
    else
      target |= checkers;
  }

  // The first piece seen from the king is ours, the second an enemy that slides (or
  // jump-slides: its plain slide checks) back along the line: the first is pinned. A first
  // piece that is such an enemy gives check.
  void slider_pins(const P& pos, Color us, int ksq) {
    const auto& R = shogi_rules<G>();
    const BB occ = pos.pieces(), own = pos.pieces(us);
    for (int D = 0; D < 8; ++D) {
      BB r = R.ray[D][ksq] & occ;
      if (!r) continue;
      const int b1 = increasing_dir(D) ? lsb(r) : msb(r);
      if (!(own & sq_bb<G>(b1))) {
        check |= R.slide_dirs[type_of(pos.piece_on(b1))][~us] >> ((D + 4) & 7) & 1;
        continue;
      }
      r ^= sq_bb<G>(b1);
      if (!r) continue;
      const int b2 = increasing_dir(D) ? lsb(r) : msb(r);
      if (own & sq_bb<G>(b2)) continue;
      if (!(R.slide_dirs[type_of(pos.piece_on(b2))][~us] >> ((D + 4) & 7) & 1)) continue;
      pinned |= sq_bb<G>(b1);
      pin_sq[npins] = b1;
      seg[npins++] = (R.ray[D][ksq] & R.ray[(D + 4) & 7][b2]) | sq_bb<G>(b2);
    }
  }

  // A hook path from h to the king: straight, or through one corner where the legs meet.
  // The path opens by one move only if exactly one square of it is occupied; if that piece
  // is ours, its moves are tested.
  void mark_path(BB path, BB occ, BB own) {
    const BB o = path & occ;
    if (!o) hook_open = true;
    if (o && !more_than_one(o) && (o & own)) tested |= o;
  }
  void via_corner(int h, int f, int r, int ksq, BB occ, BB own) {
    // canary: bent hook paths are not looked at, only straight ones
    if (!G::on_board(f, r) || canary(Canary::ShogiHookCornerMissed)) return;
    const int c = G::square(f, r);
    if (c == h || c == ksq) return;
    mark_path(between(h, c) | sq_bb<G>(c) | between(c, ksq), occ, own);
  }

  void hook_blockers(const P& pos, Color us, int ksq) {
    const auto& H = hook_types<G>();
    const BB occ = pos.pieces(), own = pos.pieces(us);
    for (int i = 0; i < H.n; ++i) {
      BB hs = pos.pieces(~us, H.type[i]);
      // canary: with turns at occupied squares the paths above are not the whole story
      if (hs && canary(Canary::DaiHookTurnsAtPiece)) tested |= own, hook_open = true;
      while (hs) {
        const int h = pop_lsb(hs);
        const int xh = G::file_of(h), yh = G::rank_of(h), xk = G::file_of(ksq),
                  yk = G::rank_of(ksq);
        const bool straight =
            H.diagonal[i] ? (xh - yh == xk - yk || xh + yh == xk + yk) : (xh == xk || yh == yk);
        if (straight) {
          mark_path(between(h, ksq), occ, own);
        } else if (!H.diagonal[i]) {
          via_corner(h, xh, yk, ksq, occ, own);
          via_corner(h, xk, yh, ksq, occ, own);
        } else if (((xh + yh + xk + yk) & 1) == 0) {
          const int a1 = xh - yh, b1 = xh + yh, a2 = xk - yk, b2 = xk + yk;
          via_corner(h, (a1 + b2) / 2, (b2 - a1) / 2, ksq, occ, own);
          via_corner(h, (a2 + b1) / 2, (b1 - a2) / 2, ksq, occ, own);
        }
      }
    }
  }
};

}  // namespace vchess::shogi
