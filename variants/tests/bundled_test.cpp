// What the bundled definitions of 20-shogi.ini, 30-drops.ini, 40-large.ini and 50-ends.ini say
// once the loader has read them: the facts that make each one Fairy-Stockfish's built-in of the
// same name (checked there by perft; pinned here so a change to a file or to the reader that
// alters a rule fails a test by name).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "variants/catalog.h"

namespace vchess::variants {
namespace {

const VariantDef& def(const char* name) {
  const VariantDef* d = VariantSet::bundled().find(name);
  if (!d) throw std::runtime_error(std::string("not bundled: ") + name);
  return *d;
}

// Squares are written as on the board: sq("j8") is file 9, rank 7.
bool has(const Region& r, const char* sq) { return r.has(sq[0] - 'a', std::stoi(sq + 1) - 1); }

int count(const Region& r) { return static_cast<int>(r.bits.count()); }

bool promotes(const VariantDef& d, const std::string& from, const std::string& to) {
  return std::find(d.promoted_piece_type.begin(), d.promoted_piece_type.end(),
                   std::make_pair(from, to)) != d.promoted_piece_type.end();
}

TEST(BundledFamilies, EveryNameOnceAndEachFileComplete) {
  std::set<std::string> seen;
  for (const auto& d : VariantSet::bundled().all())
    EXPECT_TRUE(seen.insert(d->name).second) << d->name;
  for (const char* n : {"minishogi", "mini",          "shogi",         "checkshogi",  "gorogoro",
                        "judkins",   "euroshogi",     "okisakishogi",  "dobutsu",     "torishogi",
                        "yarishogi", "crazyhouse",    "pocketknight",  "dragon",      "capablanca",
                        "capahouse", "caparandom",    "gothic",        "embassy",     "janus",
                        "modern",    "chancellor",    "centaur",       "tencubed",    "shako",
                        "wolf",      "courier",       "kingofthehill", "racingkings", "losers",
                        "giveaway",  "antichess",     "suicide",       "codrus",      "extinction",
                        "kinglet",   "threekings",    "horde",         "3check",      "5check",
                        "jesonmor",  "nocheckatomic", "atomic",        "atomar"})
    EXPECT_TRUE(seen.count(n)) << n;
}

TEST(BundledGating, SeirawanAndShouse) {
  const VariantDef& s = def("seirawan");
  EXPECT_TRUE(s.gating && s.seirawan_gating && s.castling && !s.piece_drops);
  EXPECT_EQ(s.piece("archbishop")->letter, 'h');
  EXPECT_EQ(s.piece("chancellor")->letter, 'e');
  EXPECT_TRUE(s.promotion_piece_types[0].has("archbishop") &&
              s.promotion_piece_types[1].has("chancellor"));
  const VariantDef& h = def("shouse");
  EXPECT_TRUE(h.seirawan_gating && h.piece_drops && h.captures_to_hand);
}

TEST(BundledShogi, ShogiZonesPromotionsAndDropRules) {
  const VariantDef& d = def("shogi");
  EXPECT_EQ(d.files, 9);
  EXPECT_EQ(d.ranks, 9);
  EXPECT_TRUE(has(d.promotion_region[0], "a7") && has(d.promotion_region[0], "i9"));
  EXPECT_FALSE(has(d.promotion_region[0], "e6"));
  EXPECT_TRUE(has(d.promotion_region[1], "e3") && !has(d.promotion_region[1], "e4"));
  for (const char* from : {"shogiPawn", "silver", "lance", "shogiKnight"})
    EXPECT_TRUE(promotes(d, from, "gold")) << from;
  EXPECT_TRUE(promotes(d, "bishop", "dragonHorse"));
  EXPECT_TRUE(promotes(d, "rook", "bers"));
  EXPECT_EQ(d.drop_no_doubled, "shogiPawn");
  EXPECT_TRUE(d.piece_drops && d.captures_to_hand && d.immobility_illegal);
  EXPECT_TRUE(d.shogi_pawn_drop_mate_illegal);
  EXPECT_FALSE(d.castling || d.double_step);
  EXPECT_EQ(d.stalemate_value, GameValue::Loss);
  EXPECT_TRUE(def("checkshogi").check_counting);
}

TEST(BundledShogi, SmallShogisKeepTheirOwnZones) {
  EXPECT_EQ(count(def("minishogi").promotion_region[0]), 5);  // rank 5 of 5x5
  EXPECT_TRUE(has(def("gorogoro").promotion_region[0], "a5"));
  EXPECT_EQ(def("gorogoro").files, 5);
  EXPECT_EQ(def("gorogoro").ranks, 6);
  EXPECT_TRUE(promotes(def("judkins"), "shogiKnight", "gold"));
  EXPECT_TRUE(def("euroshogi").mandatory_piece_promotion);
  EXPECT_EQ(def("euroshogi").piece_by_letter('n')->betza, "fNsW");
  EXPECT_EQ(def("okisakishogi").files, 10);
  EXPECT_TRUE(promotes(def("okisakishogi"), "knight", "gold"));
}

TEST(BundledShogi, DobutsuHasNoRoyalAndWinsByLionOrGoal) {
  const VariantDef& d = def("dobutsu");
  EXPECT_EQ(d.files, 3);
  EXPECT_EQ(d.ranks, 4);
  EXPECT_EQ(d.king, "");
  EXPECT_EQ(d.piece_by_letter('l')->name, "commoner");
  EXPECT_EQ(d.flag_piece[0], "commoner");
  EXPECT_TRUE(d.flag_piece_safe);
  EXPECT_TRUE(has(d.flag_region[0], "b4") && !has(d.flag_region[0], "b3"));
  EXPECT_TRUE(d.extinction_piece_types.has("commoner"));
  EXPECT_EQ(d.extinction_value, GameValue::Loss);
  EXPECT_TRUE(promotes(d, "shogiPawn", "gold"));
  EXPECT_EQ(d.drop_no_doubled, "");
}

TEST(BundledShogi, ToriAndYariPieces) {
  const VariantDef& t = def("torishogi");
  EXPECT_EQ(t.drop_no_doubled_count, 2);
  EXPECT_EQ(t.piece_by_letter('e')->betza, "KbRfBbF2");
  EXPECT_TRUE(promotes(t, "customPiece1", "customPiece7"));
  const VariantDef& y = def("yarishogi");
  EXPECT_EQ(y.files, 7);
  EXPECT_EQ(y.ranks, 9);
  EXPECT_TRUE(promotes(y, "customPiece3", "rook"));
  EXPECT_FALSE(y.shogi_pawn_drop_mate_illegal);
}

TEST(BundledDrops, PocketsAndDropRegions) {
  EXPECT_TRUE(def("crazyhouse").captures_to_hand);
  EXPECT_NE(def("crazyhouse").start_fen.find("[]"), std::string::npos);
  EXPECT_FALSE(def("pocketknight").captures_to_hand);
  const VariantDef& d = def("dragon");
  EXPECT_TRUE(has(d.drop_region[0], "d1") && !has(d.drop_region[0], "d2"));
  EXPECT_TRUE(has(d.drop_region[1], "d8") && !has(d.drop_region[1], "d7"));
  EXPECT_TRUE(d.promotion_piece_types[0].has("archbishop"));
}

TEST(BundledLarge, TenFileBoardsPromoteAndStepOnEveryFile) {
  const VariantDef& d = def("capablanca");
  EXPECT_EQ(d.files, 10);
  EXPECT_TRUE(has(d.promotion_region[0], "j8") && has(d.double_step_region[0], "j2"));
  EXPECT_TRUE(has(d.double_step_region[1], "i7"));
  EXPECT_EQ(d.castling_kingside_file, 8);  // the king lands on i
  EXPECT_TRUE(def("caparandom").chess960);
  EXPECT_TRUE(def("capahouse").piece_drops);
  EXPECT_EQ(def("embassy").castling_queenside_file, 1);
  EXPECT_EQ(def("janus").piece_by_letter('j')->name, "archbishop");
  EXPECT_TRUE(has(def("modern").promotion_region[0], "i9"));
  EXPECT_TRUE(has(def("tencubed").double_step_region[0], "j3"));
  EXPECT_FALSE(has(def("tencubed").double_step_region[0], "j2"));
}

TEST(BundledLarge, ShakoWolfAndCourier) {
  const VariantDef& s = def("shako");
  EXPECT_EQ(s.castling_rank, 1);
  EXPECT_EQ(s.castling_rook_kingside_file, 8);
  EXPECT_EQ(s.castling_rook_queenside_file, 1);
  EXPECT_TRUE(s.promotion_piece_types[0].has("cannon"));
  const VariantDef& w = def("wolf");
  EXPECT_EQ(w.files, 8);
  EXPECT_EQ(w.ranks, 10);
  EXPECT_TRUE(has(w.double_step_region[0], "a2") && has(w.double_step_region[0], "b3"));
  EXPECT_FALSE(has(w.double_step_region[0], "a3"));
  EXPECT_TRUE(has(w.double_step_region[1], "g8") && !has(w.double_step_region[1], "h8"));
  EXPECT_TRUE(w.promotion_pawn_types[0].has("customPiece1"));
  EXPECT_TRUE(promotes(w, "pawn", "customPiece3"));
  EXPECT_EQ(w.piece("knight"), nullptr);
  const VariantDef& c = def("courier");
  EXPECT_EQ(c.files, 12);
  EXPECT_EQ(c.piece("queen"), nullptr);
  EXPECT_TRUE(c.extinction_claim);
  EXPECT_EQ(c.extinction_opponent_piece_count, 2);
}

TEST(BundledEnds, RegionsAndFlags) {
  const VariantDef& k = def("kingofthehill");
  EXPECT_EQ(count(k.flag_region[0]), 4);
  EXPECT_TRUE(has(k.flag_region[1], "e5"));
  EXPECT_FALSE(k.flag_move);
  const VariantDef& r = def("racingkings");
  EXPECT_TRUE(r.flag_move);
  EXPECT_FALSE(r.checking);
  EXPECT_TRUE(has(r.flag_region[1], "a8"));  // both sides race to rank 8
  const VariantDef& j = def("jesonmor");
  EXPECT_EQ(count(j.flag_region[0]), 1);
  EXPECT_TRUE(has(j.flag_region[0], "e5"));
  EXPECT_EQ(j.king, "");
}

TEST(BundledEnds, ExtinctionFamily) {
  for (const char* n : {"giveaway", "antichess", "codrus", "extinction", "kinglet", "threekings"}) {
    EXPECT_EQ(def(n).king, "") << n;
    EXPECT_EQ(def(n).piece_by_letter('k')->name, "commoner") << n;
  }
  EXPECT_EQ(def("giveaway").castling_king_piece[0], "commoner");
  EXPECT_TRUE(def("giveaway").must_capture);
  EXPECT_FALSE(def("antichess").castling);
  EXPECT_TRUE(def("codrus").extinction_piece_types.has("commoner"));
  EXPECT_FALSE(def("codrus").extinction_piece_types.all);
  EXPECT_TRUE(def("losers").extinction_piece_types.all);
  EXPECT_EQ(def("losers").checkmate_value, GameValue::Win);
  EXPECT_EQ(def("threekings").extinction_piece_count, 2);
  EXPECT_TRUE(def("kinglet").extinction_piece_types.has("pawn"));
  EXPECT_FALSE(def("kinglet").extinction_piece_types.has("queen"));
}

TEST(BundledEnds, HordeAndChecks) {
  const VariantDef& h = def("horde");
  EXPECT_TRUE(has(h.double_step_region[0], "c1") && has(h.double_step_region[0], "c2"));
  EXPECT_EQ(count(h.en_passant_region[0]), 8);
  EXPECT_TRUE(has(h.en_passant_region[0], "c6"));
  EXPECT_TRUE(h.extinction_piece_types.all);
  EXPECT_TRUE(def("3check").check_counting);
  EXPECT_NE(def("5check").start_fen.find("5+5"), std::string::npos);
}

}  // namespace
}  // namespace vchess::variants

namespace vchess::variants {
namespace {

// A child that replaces the shogi pawn (as Fairy-Stockfish's own cannonshogi does) keeps no
// promotion of the piece it removed; the pieces it keeps keep theirs.
TEST(BundledInheritance, RemovedPieceLeavesNoPromotion) {
  auto s = VariantSet::bundled().with_text(
      "[pawnless:shogi]\nsoldier = p\npromotedPieceType = p:g\n", "t.ini");
  ASSERT_TRUE(bool(s)) << s.error().what();
  const VariantDef& d = *s->find("pawnless");
  EXPECT_EQ(d.piece("shogiPawn"), nullptr);
  EXPECT_FALSE(promotes(d, "shogiPawn", "gold"));
  EXPECT_TRUE(promotes(d, "soldier", "gold"));
  EXPECT_TRUE(promotes(d, "silver", "gold"));
  EXPECT_TRUE(promotes(d, "rook", "bers"));
}

}  // namespace
}  // namespace vchess::variants

namespace vchess::variants {
namespace {

// Fairy-Stockfish's own nim and capturethequeen give the board alone: White moves first.
TEST(BundledInheritance, BoardOnlyStartFenMeansWhiteToMove) {
  auto s = VariantSet::bundled().with_text(
      "[bare:chess]\nstartFen = 3q4/8/8/8/8/8/8/1QQ1QQ2\n[pocketed:crazyhouse]\n"
      "startFen = 4k3/8/8/8/8/8/8/4K3[Qq]\n[full:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K3 b - - 0 "
      "1\n",
      "t.ini");
  ASSERT_TRUE(bool(s)) << s.error().what();
  EXPECT_EQ(s->find("bare")->start_fen, "3q4/8/8/8/8/8/8/1QQ1QQ2 w");
  EXPECT_EQ(s->find("pocketed")->start_fen, "4k3/8/8/8/8/8/8/4K3[Qq] w");
  EXPECT_EQ(s->find("full")->start_fen, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

}  // namespace
}  // namespace vchess::variants
