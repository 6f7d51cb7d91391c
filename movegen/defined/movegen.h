// Legal move generation for a defined variant, into a Sink: CountSink counts target sets by
// popcount (the last ply of perft), ListSink writes moves. One code path serves both, so a
// count is always the size of the list the same node would give.
#pragma once
#include "core/canary.h"
#include "defined/guard.h"
#include "defined/sinks.h"

namespace vchess::defined {

template <class BB>
bool has_legal_move(Position<BB>& p);

template <class BB, class Sink>
class Gen {
 public:
  Gen(Position<BB>& p, Sink& s)
      : p_(p), t_(*p.t), d_(p.t->def), s_(s), us_(p.side), them_(1 - p.side) {
    bikjang_ = known_bikjang(p);
    if (t_.duck_royal)  // every move made: its duck squares decide (walls_royal.h)
      g_.mode = Mode::Make;
    else
      make_guard(p, g_, bikjang_);
    own_ = p.colour[std::size_t(us_)];
    enemy_ = p.colour[std::size_t(them_)];
    occ_ = p.occ;
    if (t_.janggi) cannons_ = janggi_cannons(p) & occ_;
    // Pins mode where a normal move changes nothing but its two squares: a move the guard
    // names sensitive is asked unmade (unmade_safe), a pass not in check is legal (pass()).
    unmade_ = g_.mode == Mode::Pins && !pr_ && !t_.duple && !d_.makpong_rule &&
              !d_.blast_on_capture && !t_.petrify && !bikjang_;
    if (pr_) {
      pr_us_ = pseudo_royals(p, us_);
      pr_them_ = pseudo_royals(p, them_);
      for (BB b = pr_them_; b;) near_them_ |= t_.around[std::size_t(pop_lsb(b))];
      for (const int k : t_.blast_shielded) spared_ |= p.type_bb[std::size_t(k)];
    }
    if (canary(Canary::DefinedWallsPassable)) occ_ &= ~p.walls;
  }

  // duck_royal in perft: each move listed once, without its duck (perft asks duck_walls).
  void run_unwalled() {
    unwalled_ = true;
    run();
  }

  // duck_royal: the squares the duck may take after m (none: m is illegal).
  BB duck_walls(Move m);

  void run() {
    if (g_.mode == Mode::Pins && g_.double_check() && !pr_) return royal_only();
    bool drops_done = false;
    // mustDrop: a legal drop excludes every other move; with mustDropType, while the side holds
    // that type only its drops count, and no other type is dropped (drops_done).
    const int must = canary(Canary::DefinedMustDropTypeIgnored) ? -1 : t_.must_drop_type;
    if (d_.must_drop &&
        (must < 0 ? hand_any() : p_.hand[std::size_t(us_)][std::size_t(must)] > 0)) {
      const std::uint64_t before = s_.quiet + s_.capture;
      drops(must);
      if (s_.quiet + s_.capture > before && !canary(Canary::DefinedMustDropIgnored)) return;
      drops_done = true;
    }
    BB rest = own_;
    if (t_.setwise_pawns && g_.mode != Mode::Make && !g_.sensitive) {
      BB pawns = own_ & p_.type_bb[std::size_t(t_.pawn)];
      if (!canary(Canary::DefinedPinnedPawnsShifted)) pawns &= ~g_.pinned;
      pawns &= ~pr_us_;  // a pseudo-royal pawn goes one by one (pr_targets' royal branch)
      if (pawns) pawn_moves(pawns);
      rest &= ~pawns;
    }
    // D93: the free pieces of each stepper type at once (as the set-wise pawns above).
    if (g_.mode != Mode::Make && !g_.sensitive)
      for (const int k : t_.steppers[std::size_t(us_)]) {
        BB set = rest & p_.type_bb[std::size_t(k)];
        if (!canary(Canary::DefinedStepperPinned)) set &= ~g_.pinned;
        if (set) step_moves(set, k);
        rest &= ~set;
      }
    for (BB b = rest; b;) piece_moves(pop_lsb(b));
    if (p_.ep) en_passant();
    if (d_.castling && p_.castle_king[std::size_t(us_)] >= 0) castling();
    if (d_.piece_drops && !drops_done) drops();
    if (d_.sittuyin_promotion) sittuyin_promotions();
    if (d_.pass[std::size_t(us_)] || d_.pass_on_stalemate[std::size_t(us_)]) pass();
    if (d_.cambodian_moves && (p_.gates & own_)) gate_moves();
  }

 private:
  Position<BB>& p_;
  const Tables<BB>& t_;
  const variants::VariantDef& d_;
  Sink& s_;
  int us_, them_;
  mutable Guard<BB> g_;  // its threats filled on first use (royal_threats)
  bool bikjang_ = false;
  BB own_, enemy_, occ_;
  BB cannons_{};  // the janggi cannons on the board, both sides'
  bool unmade_ = false;
  bool unwalled_ = false;  // duck_royal: list moves without their ducks (run_unwalled)
  // extinctionPseudoRoyal: each side's pseudo-royal pieces before the move (royalty.h).
  const bool pr_ = !t_.pr_types.empty();
  BB pr_us_{}, pr_them_{};
  BB near_them_{};       // the squares around the enemy's pseudo-royal pieces
  BB spared_{};          // pieces an explosion spares beside its square (pawns)
  mutable BB danger_{};  // royal_danger(), once asked
  mutable bool danger_known_ = false;

  bool hand_any() const {
    for (const auto n : p_.hand[std::size_t(us_)])
      if (n > 0) return true;
    return false;
  }

  // promotionLimit: may the side promote to `type`, given how many it has on the board?
  bool below_limit(int type) const {
    const int limit = t_.info[std::size_t(type)].promotion_limit;
    return limit == 0 || popcount(p_.pieces(us_, type)) < limit;
  }

  // Played and undone: does the move leave the mover safe, and keep the options' rules?
  bool made_ok(Move m) {
    if (t_.duck_royal) return duck_add(m);
    const bool drop = m.kind == Kind::Drop || m.kind == Kind::DropPromoted;
    if (d_.makpong_rule && !drop && !makpong_allows(m.from, m.to)) return false;
    const BB mine = pr_ ? pr_after(m) : BB{};
    do_move(p_, m);
    bool ok = !royal_exposed(p_, us_) && (!pr_ || pr_safe(mine));
    // dupleCheck: asked only when the mover keeps no royal piece (one out of check is a piece of
    // the types not attacked) and took none of the enemy's.
    if (ok && t_.duple && !mine && !(pr_them_ & ~p_.colour[std::size_t(them_)]) &&
        !canary(Canary::DefinedDupleUnasked))
      ok = !duple_checked(p_, us_, pr_them_);
    // bikjang: the move must end the facing (a pass is tested in pass()).
    if (ok && bikjang_ && !canary(Canary::DefinedBikjangIgnored)) ok = !royals_facing(p_, us_);
    if (ok && t_.royal >= 0) {
      const bool drop_rule = drop && (!d_.drop_checks || (d_.shogi_pawn_drop_mate_illegal &&
                                                          t_.info[std::size_t(m.type)].shogi_pawn));
      if ((!d_.checking || drop_rule) && royal_attacked(p_, them_)) {
        if (!d_.checking || (drop && !d_.drop_checks))
          ok = false;
        else if (!canary(Canary::DefinedPawnDropMate))
          ok = has_legal_move(p_);
      }
    }
    // dropChecks = false with pseudo-royal pieces: the drop leaves none of theirs in check.
    if (ok && drop && pr_ && !d_.drop_checks) ok = !pseudo_royal_checked(p_);
    undo_move(p_, m);
    return ok;
  }

  // duck_royal: m goes to the sink once per duck square (once without it when unwalled_);
  // the caller adds nothing (false).
  bool duck_add(Move m) {
    BB w = duck_walls(m);
    const bool cap = m.kind == Kind::EnPassant || bool(enemy_ & t_.sq(m.to));
    if (w && unwalled_) s_.add(m, cap);
    for (; w && !unwalled_;) {
      m.wall = std::int16_t(pop_lsb(w));
      s_.add(m, cap);
    }
    return false;
  }

  // makpongRule: a royal piece in check may only take its one checker (whose removal leaves
  // the royal square unattacked by the rest, the occupancy unchanged).
  bool makpong_allows(int from, int to) const {
    if (type_of(p_.code[std::size_t(from)]) != t_.royal || !attacked(p_, from, them_)) return true;
    const BB target = t_.sq(to);
    return (enemy_ & target) && attacked(p_, from, them_, occ_, target) &&
           !attacked(p_, from, them_, occ_, enemy_ & ~target);
  }

  void emit(int from, BB b, Kind k, int type, bool cap) {
    if (!b) return;
    if (g_.mode != Mode::Make) {
      if (!g_.sensitive || from == g_.king) return s_.bulk(from, b, k, type, cap);
      const BB risky = (g_.sensitive & t_.sq(from)) ? b : b & g_.sensitive;
      s_.bulk(from, b & ~risky, k, type, cap);
      b = risky;
      if (b && unmade_ && k == Kind::Normal)
        return s_.bulk(from, unmade_safe(from, b), k, type, cap);
    }
    while (b) {
      const Move m{std::uint8_t(from), std::uint8_t(pop_lsb(b)), k, std::int8_t(type)};
      if (made_ok(m)) s_.add(m, cap);
    }
  }

  // A promoting pawn's targets `b` in the zone, passed to `out(targets, type)` once per type it
  // may promote to; returns the targets left for plain moves. Shared by the one-by-one and the
  // set-wise pawn paths, so both promote alike.
  template <class Out>
  BB pawn_promotions(BB b, Out&& out) const {
    const std::size_t c = std::size_t(us_);
    if (d_.sittuyin_promotion) return b;  // its promotions are moves of their own
    const BB in = b & t_.zone[c];
    if (in)
      for (const int to : t_.promo_targets[c])
        if ((!canary(Canary::DefinedPromotionMissing) || to != t_.promo_targets[c].back()) &&
            below_limit(to))
          out(in, to);
    return d_.mandatory_pawn_promotion ? b & ~t_.zone[c] : b;
  }

  // A piece's targets with the promotions they may or must make.
  void promote(int from, int type, BB b, bool cap) {
    const TypeInfo& ti = t_.info[std::size_t(type)];
    const bool demote = d_.piece_demotion && p_.tag[std::size_t(from)] >= 2;
    const bool promo = ti.promoted >= 0 && below_limit(ti.promoted);
    if (!ti.promotion_pawn[std::size_t(us_)] && !promo && !demote && !d_.immobility_illegal)
      return emit(from, b, Kind::Normal, -1, cap);
    const BB zone = t_.zone[std::size_t(us_)];
    BB plain = b;
    if (ti.promotion_pawn[std::size_t(us_)])
      plain = pawn_promotions(b, [&](BB in, int to) { emit(from, in, Kind::Promotion, to, cap); });
    if (promo || demote) {
      const BB zone_moves = (zone & t_.sq(from)) ? b : b & zone;
      if (!d_.piece_promotion_on_capture || cap) {
        if (promo) emit(from, zone_moves, Kind::PiecePromotion, -1, cap);
        if (demote && !canary(Canary::DefinedDemotionMissing))
          emit(from, zone_moves, Kind::PieceDemotion, -1, cap);
      }
      if (d_.mandatory_piece_promotion && !(d_.piece_promotion_on_capture && !cap))
        plain &= ~zone_moves;
    }
    if (d_.immobility_illegal) plain &= t_.tm(us_, type).can_leave;
    emit(from, plain, Kind::Normal, -1, cap);
  }

  void piece_moves(int from) {
    const int type = type_of(p_.code[std::size_t(from)]);
    Targets<BB> tg = piece_targets_inline(t_, us_, type, from, occ_, enemy_);
    // Janggi moves: a janggi cannon's, or diagonal-line moves from a square of the lines.
    if (t_.janggi) {
      const TypeMoves<BB>& m = t_.tm(us_, type);
      if (!m.janggi_hops.empty() || !m.janggi.empty() ||
          (!m.diagonal.empty() && (t_.diagonal_lines & t_.sq(from))))
        janggi_targets(p_, us_, type, from, occ_, enemy_, cannons_, tg.quiet, tg.capture);
    }
    // A bare type (tables.h) whose moves the guard decides unmade: straight to the sink, or
    // where the guard names sensitive squares to emit (which makes the moves touching them).
    if (t_.tm(us_, type).bare && g_.mode != Mode::Make && from != g_.king)
      return pr_ ? pr_bare_moves(from, tg.quiet, tg.capture)
                 : bare_moves(from, tg.quiet, tg.capture);
    dressed_moves(from, type, tg);
  }

  // The target sets by value, never by address (a Targets in memory, written as two words
  // and read back as one vector, stalls store forwarding).
  void bare_moves(int from, BB quiet, BB capture) {
    if (g_.mode == Mode::Pins) {
      BB mask = g_.checkers ? g_.evasion : ~BB{};
      if ((g_.pinned & t_.sq(from)) && !canary(Canary::DefinedPinIgnored))
        mask &= g_.pin_mask(from);
      quiet &= mask;
      capture &= mask;
    }
    if (g_.sensitive) {
      emit(from, quiet, Kind::Normal, -1, false);
      emit(from, capture, Kind::Normal, -1, true);
      return;
    }
    s_.bulk(from, quiet, Kind::Normal, -1, false);
    s_.bulk(from, capture, Kind::Normal, -1, true);
  }

  [[gnu::noinline]] void dressed_moves(int from, int type, Targets<BB> tg) {
    if (t_.info[std::size_t(type)].mutually_immune && !canary(Canary::DefinedMutualCapture))
      tg.capture &= ~p_.pieces(them_, type);
    if (t_.info[std::size_t(type)].builtin_pawn) tg.quiet |= pawn_steps(from);
    if (pr_ && g_.mode != Mode::Make)
      pr_targets(from, tg);
    else if (g_.mode == Mode::Pins) {
      if (from == g_.king) {
        tg.quiet = safe_for_royal(from, tg.quiet);
        tg.capture = safe_for_royal(from, tg.capture);
        if (d_.makpong_rule && g_.checkers && !canary(Canary::DefinedMakpongKingFlees)) {
          tg.quiet = BB{};  // a single checker: checkers is that piece; double check: none
          tg.capture &= g_.checkers;
        }
      } else {
        BB mask = g_.checkers ? g_.evasion : ~BB{};
        if ((g_.pinned & t_.sq(from)) && !canary(Canary::DefinedPinIgnored))
          mask &= g_.pin_mask(from);
        tg.quiet &= mask;
        tg.capture &= mask;
      }
    }
    const TypeMoves<BB>& m = t_.tm(us_, type);
    if (m.zone_only && g_.mode != Mode::Make && (!g_.sensitive || from == g_.king))
      return zone_moves(from, m, tg.quiet, tg.capture);
    promote(from, type, tg.quiet, false);
    promote(from, type, tg.capture, true);
  }

  // D97: promote() where the zone alone decides (movegen_special.h).
  void zone_moves(int from, const TypeMoves<BB>& m, BB quiet, BB capture);

  // The royal piece's destinations b that no enemy piece attacks once it stands there: the
  // attack test on the board after the move, unmade. It is that board's test: the occupancy
  // without `from` and with `to` (a rider's line through the old square opens, a janggi
  // cannon's screen on it is gone, a leg on it is free), the enemy without the piece taken on
  // `to`, and the janggi cannons without it (no cannon takes a cannon, but the royal piece now
  // stands there). What stands on `to` blocks nothing aimed at `to`, so nothing else differs.
  BB safe_for_royal(int from, BB b) const {
    if (!b) return b;
    const BB threats = royal_threats();
    if (!threats) return b;
    if (t_.royal_danger[std::size_t(us_)] && from == g_.king) return b & ~royal_danger();
    BB out{};
    while (b) {
      const int to = pop_lsb(b);
      const BB occ = (occ_ ^ t_.sq(from)) | t_.sq(to);
      const BB cannons =
          canary(Canary::DefinedRoyalTakesCannonStale) ? cannons_ : cannons_ & ~t_.sq(to);
      if (!attacked(p_, to, them_, occ, threats & ~t_.sq(to), &cannons)) out |= t_.sq(to);
    }
    return out;
  }

  // D96: the squares the enemy attacks with the royal piece lifted (movegen_royal.h).
  BB royal_danger() const;

  // The enemy pieces that could take on a square of the royal piece's region (D78: where the
  // royal type keeps to a palace, Tables::royal_zone; elsewhere all of them), once a node.
  BB royal_threats() const {
    if (pr_) return enemy_;
    if (!g_.threats_known) {
      g_.threats = defined::royal_threats(p_, us_);
      g_.threats_known = true;
    }
    return g_.threats;
  }

  // A normal move's destinations b from `from` (not the royal piece's) after which the royal
  // piece is not attacked, asked unmade (Pins mode, unmade_: the move changes only its two
  // squares): the occupancy with `from` left and `to` filled, the enemy without the piece
  // taken, the janggi cannons as they stand after it (a cannon moved or taken).
  BB unmade_safe(int from, BB b) const {
    BB out{};
    const BB f = t_.sq(from);
    const bool cannon = bool(cannons_ & f);
    while (b) {
      const int to = pop_lsb(b);
      const BB at = t_.sq(to);
      const BB cannons = canary(Canary::DefinedUnmadeTestStale)
                             ? cannons_
                             : (cannons_ & ~(f | at)) | (cannon ? at : BB{});
      if (!attacked(p_, g_.king, them_, (occ_ ^ f) | at, enemy_ & ~at, &cannons)) out |= at;
    }
    return out;
  }

  void royal_only() {
    if (d_.makpong_rule) return;  // double check: the royal piece cannot take both
    const int type = t_.royal;
    Targets<BB> tg = piece_targets(t_, us_, type, g_.king, occ_, enemy_);
    promote(g_.king, type, safe_for_royal(g_.king, tg.quiet), false);
    promote(g_.king, type, safe_for_royal(g_.king, tg.capture), true);
  }

  // The built-in pawn's double and triple steps, straight ahead over empty squares.
  BB pawn_steps(int from) const {
    const std::size_t c = std::size_t(us_), s = std::size_t(from);
    BB out{};
    if (t_.to2[c][s] && !(t_.path2[c][s] & occ_)) out |= t_.to2[c][s];
    if (t_.to3[c][s] && !(t_.path3[c][s] & occ_)) out |= t_.to3[c][s];
    return out;
  }

  // Pseudo-royal pieces (extinctionPseudoRoyal; movegen_royal.h).
  BB pr_after(Move m) const;
  bool pr_safe(BB mine) const;
  [[gnu::noinline]] void pr_bare_moves(int from, BB quiet, BB capture);
  void pr_targets(int from, Targets<BB>& tg) const;
  BB pr_captures(int from, BB capture) const;
  BB pr_mask(int from) const;
  BB blast_legal(int from, BB targets) const;
  bool blast_ok(int from, int to) const;
  void pawn_moves(BB pawns);
  void step_moves(BB set, int type);
  void step_targets(int type, const BB& to, const BB& zone_from, int delta, bool cap);
  void pawn_targets(const BB& to, int delta, bool cap);
  BB pawn_captures(BB to, int delta, const BB& mask) const;
  void en_passant();
  void castling();
  bool path_clear(int a, int b, int other) const;
  bool castling_safe(int kfrom, int kto) const;
  void drops(int only = -1);  // only that type's, -1 every type's
  BB bishop_colour_squares(int type, BB b) const;
  void gate_moves();
  void sittuyin_promotions();
  BB drop_squares(int type) const;
  void drop_type(int type, int placed, Kind kind, BB squares);
  void pass();
};

}  // namespace vchess::defined

#include "defined/movegen_royal.h"
#include "defined/movegen_special.h"
#include "defined/walls_royal.h"
