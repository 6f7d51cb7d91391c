// The generator's special moves: en passant, castling and drops (included by movegen.h).
#pragma once

namespace vchess::defined {

// The free built-in pawns of the side to move (not pinned, no hop or lame line through the
// king) all at once: steps, double steps and captures by shifts of the whole set, as each
// pawn's table lookups would give them one by one. Squares are rank * files + file, so a step
// forward is `files` squares; a diagonal leaves out the pawns on the edge file it would cross.
template <class BB, class Sink>
void Gen<BB, Sink>::pawn_moves(BB pawns) {
  const int f = t_.files;
  const bool white = us_ == 0;
  const auto ahead = [&](const BB& b, int d) { return (white ? b << d : b >> d) & t_.board; };
  const BB empty = t_.board & ~occ_;
  // Pseudo-royal nodes (D85): in double check no quiet move helps (a pawn blocks one line).
  const bool pr_double = pr_ && g_.double_check() && !canary(Canary::DefinedPrPawnsDoubleCheck);
  const BB mask = pr_double ? BB{} : g_.checkers ? g_.evasion : ~BB{};
  const BB one = ahead(pawns, f) & empty;
  const BB two = ahead(ahead(pawns & t_.double_step[std::size_t(us_)], f) & empty, f) & empty;
  const BB left = pawns & ~t_.file_bb[0], right = pawns & ~t_.file_bb[std::size_t(f - 1)];
  const int sign = white ? 1 : -1;
  pawn_targets(one & mask, sign * f, false);
  pawn_targets(two & mask, sign * 2 * f, false);
  const int dl = sign * f - 1, dr = sign * f + 1;
  const BB to_left = ahead(left, white ? f - 1 : f + 1) & enemy_;
  const BB to_right = ahead(right, white ? f + 1 : f - 1) & enemy_;
  pawn_targets(pr_ ? pawn_captures(to_left, dl, mask) : to_left & mask, dl, true);
  pawn_targets(pr_ ? pawn_captures(to_right, dr, mask) : to_right & mask, dr, true);
}

// In a pseudo-royal node, the captures onto `to`, each from `delta` squares back, that
// pr_targets would keep: with explosions each asked by blast_ok, without them kept to the
// pins and checks (`mask`) unless they take a pseudo-royal piece.
template <class BB, class Sink>
BB Gen<BB, Sink>::pawn_captures(BB to, int delta, const BB& mask) const {
  if (!d_.blast_on_capture) return (to & mask) | (to & pr_them_);
  if (canary(Canary::DefinedPrPawnsBlastUnasked)) return to;
  BB out{};
  for (BB b = to; b;) {
    const int s = pop_lsb(b);
    if (blast_ok(s - delta, s)) out |= t_.sq(s);
  }
  return out;
}

// promote() for the pawn moves that arrive on `to`, each from `delta` squares back.
template <class BB, class Sink>
void Gen<BB, Sink>::pawn_targets(const BB& to, int delta, bool cap) {
  if (!to) return;
  const std::size_t c = std::size_t(us_);
  BB plain = to;
  if (t_.info[std::size_t(t_.pawn)].promotion_pawn[c])
    plain = pawn_promotions(
        to, [&](BB in, int type) { s_.shifted(in, delta, Kind::Promotion, type, cap); });
  if (d_.immobility_illegal) plain &= t_.tm(us_, t_.pawn).can_leave;
  if (plain) s_.shifted(plain, delta, Kind::Normal, -1, cap);
}

// D93: the free pieces `set` of a stepper type (Tables::steppers) all at once, each leap a
// shift of the pieces that have it; promote() for the whole set, the zone asked of the origins
// by shifting those in it.
template <class BB, class Sink>
void Gen<BB, Sink>::step_moves(BB set, int type) {
  const TypeMoves<BB>& m = t_.tm(us_, type);
  const BB mask = g_.checkers ? g_.evasion : ~BB{};
  const BB zone = t_.zone[std::size_t(us_)];
  for (int i = 0; i < m.steps; ++i) {
    const int d = m.step_delta[std::size_t(i)];
    const BB from = set & m.step_from[std::size_t(i)];
    if (!from) continue;
    const auto shift = [d](const BB& b) { return d >= 0 ? b << d : b >> -d; };
    const BB to = shift(from) & mask;
    const BB zone_from = canary(Canary::DefinedStepperZoneFrom) ? BB{} : shift(from & zone);
    step_targets(type, to & ~occ_, zone_from, d, false);
    step_targets(type, to & enemy_, zone_from, d, true);
  }
}

// promote() for stepper moves onto `to`, each from `delta` squares back: `zone_from` the
// targets whose origin is in the promotion zone.
template <class BB, class Sink>
void Gen<BB, Sink>::step_targets(int type, const BB& to, const BB& zone_from, int delta,
                                 bool cap) {
  if (!to) return;
  const TypeInfo& ti = t_.info[std::size_t(type)];
  BB plain = to;
  if (ti.promoted >= 0 && below_limit(ti.promoted)) {
    const BB zone_moves = to & (t_.zone[std::size_t(us_)] | zone_from);
    if (zone_moves && (!d_.piece_promotion_on_capture || cap))
      s_.shifted(zone_moves, delta, Kind::PiecePromotion, -1, cap);
    if (d_.mandatory_piece_promotion && !(d_.piece_promotion_on_capture && !cap))
      plain &= ~zone_moves;
  }
  if (d_.immobility_illegal) plain &= t_.tm(us_, type).can_leave;
  if (plain) s_.shifted(plain, delta, Kind::Normal, -1, cap);
}

// D97: promote() where the zone alone decides (TypeMoves::zone_only) and emit() would send
// every set straight to the sink: the same sets in the same order, without the options asked.
template <class BB, class Sink>
void Gen<BB, Sink>::zone_moves(int from, const TypeMoves<BB>& m, BB quiet, BB capture) {
  if (m.promotes) {
    const BB zone = t_.zone[std::size_t(us_)];
    const bool out = canary(Canary::DefinedZoneOnlyFromZone);
    const BB in = (zone & t_.sq(from)) && !out ? ~BB{} : zone;
    s_.bulk(from, quiet & in, Kind::PiecePromotion, -1, false);
    s_.bulk(from, quiet & m.keep, Kind::Normal, -1, false);
    s_.bulk(from, capture & in, Kind::PiecePromotion, -1, true);
    s_.bulk(from, capture & m.keep, Kind::Normal, -1, true);
    return;
  }
  s_.bulk(from, quiet & m.keep, Kind::Normal, -1, false);
  s_.bulk(from, capture & m.keep, Kind::Normal, -1, true);
}

// A piece of enPassantTypes takes en passant by moving onto an empty en passant square with a
// move it could make there only as a capture. Always made and tested.
template <class BB, class Sink>
void Gen<BB, Sink>::en_passant() {
  for (int type = 0; type < t_.ntypes; ++type) {
    if (!t_.info[std::size_t(type)].en_passant[std::size_t(us_)]) continue;
    for (BB b = p_.pieces(us_, type); b;) {
      const int from = pop_lsb(b);
      for (BB e = p_.ep & ~occ_; e;) {
        const int to = pop_lsb(e);
        const BB target = t_.sq(to);
        if (!(piece_targets(t_, us_, type, from, occ_ | target, target).capture & target)) continue;
        if (piece_targets(t_, us_, type, from, occ_, enemy_).quiet & target) continue;
        const Move m{std::uint8_t(from), std::uint8_t(to), Kind::EnPassant, -1};
        if (g_.mode == Mode::Free && !pr_ ? true : made_ok(m)) s_.add(m, true);
      }
    }
  }
}

// Squares from a (excluded) to b (included) along a rank are empty, but for `other`.
template <class BB, class Sink>
bool Gen<BB, Sink>::path_clear(int a, int b, int other) const {
  const int step = b > a ? 1 : -1;
  for (int s = a; s != b;) {
    s += step;
    if (s != other && (occ_ & t_.sq(s))) return false;
  }
  return true;
}

// A royal castling king may not leave, cross or land on an attacked square. A pseudo-royal one
// is lifted off the board for the squares it leaves and crosses (the rook still on its own);
// where it lands, made_ok asks.
template <class BB, class Sink>
bool Gen<BB, Sink>::castling_safe(int kfrom, int kto) const {
  if (pr_ && (pr_us_ & t_.sq(kfrom))) {
    const BB occ = occ_ ^ t_.sq(kfrom);
    const int step = kto > kfrom ? 1 : -1;
    for (int s = kfrom;; s += step) {
      if (s == kto && s != kfrom) break;
      if (!(d_.blast_on_capture && (t_.around[std::size_t(s)] & pr_them_)) &&
          attacked(p_, s, them_, occ, pr_capturers(p_, them_)))
        return false;
      if (s == kto) break;
    }
    return true;
  }
  if (type_of(p_.code[std::size_t(kfrom)]) != t_.royal) return true;
  if (royal_attacked(p_, us_)) return false;
  const int step = kto > kfrom ? 1 : -1;
  for (int s = kfrom; s != kto;) {
    s += step;
    if (!canary(Canary::DefinedCastleThroughCheck) && attacked(p_, s, them_)) return false;
  }
  return true;
}

template <class BB, class Sink>
void Gen<BB, Sink>::castling() {
  const int kfrom = p_.castle_king[std::size_t(us_)];
  const int rank = us_ == kWhite ? d_.castling_rank : t_.ranks - 1 - d_.castling_rank;
  for (int side = 0; side < 2; ++side) {
    const int rfrom = p_.castle_rook[std::size_t(us_)][std::size_t(side)];
    if (rfrom < 0) continue;
    // oppositeCastling: not on the side the opponent castled on.
    if (d_.opposite_castling && (p_.castled >> (2 * (1 - us_) + side) & 1)) continue;
    const int kto =
        t_.square(side == 0 ? d_.castling_kingside_file : d_.castling_queenside_file, rank);
    const int rto = kto + (side == 0 ? -1 : 1);
    if (!path_clear(kfrom, kto, rfrom) || !path_clear(rfrom, rto, kfrom)) continue;
    if (!castling_safe(kfrom, kto)) continue;
    const Move m{std::uint8_t(kfrom), std::uint8_t(rfrom), Kind::Castling, -1};
    if (made_ok(m)) s_.add(m, false);
  }
}

// Empty squares a piece of `type` may be dropped on, before legality.
template <class BB, class Sink>
BB Gen<BB, Sink>::drop_squares(int type) const {
  const std::size_t c = std::size_t(us_);
  BB b = t_.drop_region[c] & t_.tm(us_, type).region & ~occ_;
  if (canary(Canary::DefinedDropRegion)) b = ~occ_ & (t_.drop_region[c] | t_.drop_region[1 - c]);
  if (t_.info[std::size_t(type)].builtin_pawn) {
    if (!d_.promotion_zone_pawn_drops) b &= ~t_.zone[c];
    if (!d_.first_rank_pawn_drops) b &= ~t_.first_rank[c];
  }
  if (type == t_.drop_rook && !canary(Canary::DefinedRookDropAnywhere)) b &= t_.first_rank[c];
  if (t_.drop_bishop >= 0 && !canary(Canary::DefinedBishopColoursIgnored))
    b &= bishop_colour_squares(type, b);
  if (type == t_.drop_no_doubled) {
    const BB mine = p_.pieces(us_, type);
    for (int f = 0; f < t_.files; ++f)
      if (popcount(mine & t_.file_bb[std::size_t(f)]) >= d_.drop_no_doubled_count)
        b &= ~t_.file_bb[std::size_t(f)];
  }
  if (g_.mode == Mode::Pins && g_.checkers) b &= g_.double_check() ? BB{} : g_.evasion;
  if (t_.enclose != Enclosing::None) b = enclosing_drops(p_, us_, b);
  return b;
}

// dropOppositeColoredBishop (D64): of `b`, the squares a drop of `type` may use. A bishop may
// not go onto a colour that already holds half (rounded up) of the side's bishops, board and
// hand; another piece may not take a square of a colour whose bishops plus the bishop drop
// squares still free after the drop would be fewer than half (rounded down). Setwise, by
// colour, in place of making and testing each drop.
template <class BB, class Sink>
BB Gen<BB, Sink>::bishop_colour_squares(int type, BB b) const {
  const int bishop = t_.drop_bishop;
  const BB mine = p_.pieces(us_, bishop);
  const int total = popcount(mine) + p_.hand[std::size_t(us_)][std::size_t(bishop)];
  BB keep{};
  if (type == bishop) {
    for (const BB colour : {t_.dark, t_.board & ~t_.dark})
      if (popcount(mine & colour) + 1 <= (total + 1) / 2) keep |= colour;
    return b & keep;
  }
  const std::size_t c = std::size_t(us_);
  const BB room = t_.drop_region[c] & t_.tm(us_, bishop).region & ~occ_;
  for (const BB colour : {t_.dark, t_.board & ~t_.dark}) {
    // Enough even when the drop takes one of the colour's free squares: all of it; enough only
    // as it stands: the squares that are not free bishop squares.
    const int n = popcount((mine | room) & colour);
    if (n - 1 >= total / 2) {
      keep |= colour;
    } else if (n >= total / 2) {
      keep |= colour & ~room;
    }
  }
  return b & keep;
}

// Drops of `type` placed as `placed`; those that may break a drop rule are made and tested.
template <class BB, class Sink>
void Gen<BB, Sink>::drop_type(int type, int placed, Kind kind, BB squares) {
  if (d_.immobility_illegal) squares &= t_.tm(us_, placed).can_leave;
  // A pseudo-royal piece, or the royal type itself (placement's king from the hand, which the
  // guard does not watch, may not be dropped onto an attacked square): each drop tested.
  if ((pr_ && t_.info[std::size_t(placed)].extinction) || placed == t_.royal) {
    for (BB b = squares; b;) {
      const int s = pop_lsb(b);
      const Move m{std::uint8_t(s), std::uint8_t(s), kind, std::int8_t(type)};
      if (made_ok(m)) s_.add(m, false);
    }
    return;
  }
  // dropChecks = false against pseudo-royal pieces: the same, their squares as the royal ones.
  const bool pr_rule = pr_ && !d_.drop_checks && !canary(Canary::DefinedPrDropChecksUnasked);
  const bool rule = (t_.royal >= 0 && p_.royal_count(them_) > 0 &&
                     (!d_.drop_checks || (d_.shogi_pawn_drop_mate_illegal &&
                                          t_.info[std::size_t(type)].shogi_pawn))) ||
                    pr_rule;
  if (g_.mode == Mode::Make || !rule) {
    BB tested = g_.mode == Mode::Make ? squares : squares & g_.sensitive;
    if (g_.mode != Mode::Make) s_.bulk(-1, squares & ~tested, kind, type, false);
    for (BB b = tested; b;) {
      const int s = pop_lsb(b);
      const Move m{std::uint8_t(s), std::uint8_t(s), kind, std::int8_t(type)};
      if (made_ok(m)) s_.add(m, false);
    }
    return;
  }
  // Only a drop that checks can break these rules: where every capture is a plain leap or
  // ride, those are the squares from which the placed piece reaches an enemy royal piece.
  BB checking = squares;
  if (t_.simple) {
    checking = BB{};
    const BB royals =
        (t_.royal >= 0 ? p_.pieces(them_, t_.royal) : BB{}) | (pr_rule ? pr_them_ : BB{});
    for (BB b = squares; b;) {
      const int s = pop_lsb(b);
      if (piece_targets(t_, us_, placed, s, occ_ | t_.sq(s), royals).capture) checking |= t_.sq(s);
    }
  }
  checking |= squares & g_.sensitive;
  s_.bulk(-1, squares & ~checking, kind, type, false);
  for (BB b = checking; b;) {
    const int s = pop_lsb(b);
    const Move m{std::uint8_t(s), std::uint8_t(s), kind, std::int8_t(type)};
    if (made_ok(m)) s_.add(m, false);
  }
}

// A pass, from the royal piece's square (else the side's first piece), generated last: with
// passOnStalemate only when no other move was legal (and not in check); in bikjang always.
template <class BB, class Sink>
void Gen<BB, Sink>::pass() {
  const BB royals = t_.royal >= 0 ? p_.pieces(us_, t_.royal) : BB{};
  if (!own_) return;
  const int at = royals ? lsb(royals) : lsb(own_);
  const Move m{std::uint8_t(at), std::uint8_t(at), Kind::Pass, -1};
  if (d_.pass_on_stalemate[std::size_t(us_)] && !royal_attacked(p_, us_) &&
      s_.quiet + s_.capture > 0)
    return;
  // Not in check (Pins mode without checkers), a pass leaves the board as it is: legal.
  const bool free = (unmade_ || canary(Canary::DefinedPassUnmadeInCheck)) && !g_.checkers;
  if (bikjang_ || canary(Canary::DefinedPassInCheck) || free || made_ok(m)) s_.add(m, false);
}

template <class BB, class Sink>
void Gen<BB, Sink>::drops(int only) {
  const std::size_t c = std::size_t(us_);
  for (int type = 0; type < t_.ntypes; ++type) {
    if ((p_.hand[c][std::size_t(type)] <= 0 && !d_.free_drops) || (only >= 0 && type != only))
      continue;
    const BB squares = drop_squares(type);
    if (!squares) continue;
    drop_type(type, type, Kind::Drop, squares);
    const int promoted = t_.info[std::size_t(type)].promoted;
    if (d_.drop_promoted && promoted >= 0) drop_type(type, promoted, Kind::DropPromoted, squares);
  }
}

// cambodianMoves: from its gate a king not in check leaps as a knight to the rank ahead, a met
// jumps two squares straight ahead, onto empty squares; rare, so each is made and tested.
template <class BB, class Sink>
void Gen<BB, Sink>::gate_moves() {
  const int dy = us_ == kWhite ? 1 : -1;
  const auto to_empty = [&](int from, int df, int dr) {
    const int f = t_.file_of[std::size_t(from)] + df, r = t_.rank_of[std::size_t(from)] + dr;
    if (!t_.on(f, r) || (occ_ & t_.sq(t_.square(f, r)))) return;
    const Move m{std::uint8_t(from), std::uint8_t(t_.square(f, r)), Kind::Normal, -1};
    if (made_ok(m)) s_.add(m, false);
  };
  if (t_.royal >= 0) {
    const BB kings = p_.pieces(us_, t_.royal) & p_.gates;
    if (kings && !royal_attacked(p_, us_))
      for (BB b = kings; b;) {
        const int from = pop_lsb(b);
        to_empty(from, -2, dy);
        to_empty(from, 2, dy);
      }
  }
  if (t_.gate_jumper >= 0)
    for (BB b = p_.pieces(us_, t_.gate_jumper) & p_.gates; b;) to_empty(pop_lsb(b), 0, 2 * dy);
}

// sittuyinPromotion: a pawn on the promotion region (anywhere when it is the side's only one)
// turns into a promotion type in place, or on an empty square that type could capture on; the
// new piece may attack no enemy piece and the move may not check. Rare: each is made and tested.
template <class BB, class Sink>
void Gen<BB, Sink>::sittuyin_promotions() {
  const std::size_t c = std::size_t(us_);
  BB pawns{};
  for (int k = 0; k < t_.ntypes; ++k)
    if (t_.info[std::size_t(k)].promotion_pawn[c]) pawns |= p_.pieces(us_, k);
  if (more_than_one(pawns) && !canary(Canary::DefinedSittuyinZoneIgnored)) pawns &= t_.zone[c];
  for (const int k : t_.promo_targets[c]) {
    if (!below_limit(k)) continue;
    for (BB b = pawns; b;) {
      const int from = pop_lsb(b);
      const BB occ = occ_ ^ t_.sq(from);
      BB dests = t_.sq(from);
      for (BB e = t_.board & ~occ_; e;) {
        const BB target = t_.sq(pop_lsb(e));
        if (piece_targets(t_, us_, k, from, occ | target, target).capture) dests |= target;
      }
      while (dests) {
        const int to = pop_lsb(dests);
        if (piece_targets(t_, us_, k, to, occ | t_.sq(to), enemy_).capture) continue;
        const Move m{std::uint8_t(from), std::uint8_t(to), Kind::Promotion, std::int8_t(k)};
        do_move(p_, m);
        const bool ok = !royal_exposed(p_, us_) &&
                        (!royal_attacked(p_, them_) || canary(Canary::DefinedSittuyinCheck));
        undo_move(p_, m);
        if (ok) s_.add(m, false);
      }
    }
  }
}

}  // namespace vchess::defined
