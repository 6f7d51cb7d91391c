// The resolved model of each section of golden/targeted/shared/shared.ini: the piece set and
// rules a section ends with once its parent is inherited. The targeted rows beside that file
// count the same sections against Fairy-Stockfish; this says what the model holds when they
// fail.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "variants/catalog.h"

namespace vchess::variants {
namespace {

const VariantSet& shared() {
  static const VariantSet s = [] {
    auto r = VariantSet::bundled().with_file(std::string(VCHESS_SOURCE_DIR) +
                                             "/golden/targeted/shared/shared.ini");
    EXPECT_TRUE(bool(r)) << (r ? "" : r.error().what());
    return r ? *r : VariantSet::bundled();
  }();
  return s;
}

const VariantDef& section(const char* name) {
  const VariantDef* d = shared().find(name);
  EXPECT_NE(d, nullptr) << name;
  static const VariantDef none;
  return d ? *d : none;
}

std::string letters(const VariantDef& d) {
  std::string out;
  for (const PieceDef& p : d.pieces) out += p.letter;
  std::sort(out.begin(), out.end());
  return out;
}

std::string promotes_to(const VariantDef& d, const std::string& from) {
  for (const auto& [f, t] : d.promoted_piece_type)
    if (f == from) return t;
  return "(none)";
}

TEST(SharedLayer, ReletteredPiecesReplaceTheInheritedOnes) {
  const VariantDef& d = section("sl-reletter");
  EXPECT_EQ(letters(d), "bknpqr");
  EXPECT_EQ(d.piece_by_letter('n')->name, "customPiece1");
  EXPECT_EQ(d.piece_by_letter('n')->betza, "NN");
  EXPECT_EQ(d.piece_by_letter('b')->name, "archbishop");
  EXPECT_EQ(d.piece("knight"), nullptr);
  EXPECT_EQ(d.piece("bishop"), nullptr);
  EXPECT_EQ(d.promotion_piece_types[0].names.size(), 2u);
  EXPECT_TRUE(d.promotion_piece_types[0].has("queen"));
  EXPECT_TRUE(d.promotion_piece_types[0].has("rook"));
  EXPECT_EQ(d.promotion_piece_types[1], d.promotion_piece_types[0]);
}

TEST(SharedLayer, ChildPromotedPieceTypeChangesOnlyWhatItNames) {
  const VariantDef& d = section("sl-promoted");
  EXPECT_EQ(promotes_to(d, "silver"), "bers");
  EXPECT_EQ(promotes_to(d, "shogiPawn"), "gold");
  EXPECT_EQ(promotes_to(d, "shogiKnight"), "gold");
  EXPECT_EQ(promotes_to(d, "lance"), "gold");
  EXPECT_EQ(promotes_to(d, "bishop"), "dragonHorse");
  EXPECT_EQ(promotes_to(d, "rook"), "bers");
  EXPECT_EQ(d.promoted_piece_type.size(), 6u);
  EXPECT_FALSE(d.immobility_illegal);
  EXPECT_TRUE(d.drop_promoted);
  EXPECT_FALSE(d.shogi_pawn_drop_mate_illegal);
  EXPECT_TRUE(d.piece_drops);  // inherited
  EXPECT_EQ(d.drop_no_doubled, "shogiPawn");
}

TEST(SharedLayer, PawnTypesSetThePromotingAndEnPassantPawns) {
  const VariantDef& d = section("sl-pawntypes");
  for (const char* n : {"pawn", "customPiece1"}) {
    EXPECT_TRUE(d.pawn_types.has(n)) << n;
    EXPECT_TRUE(d.promotion_pawn_types[0].has(n)) << n;
    EXPECT_TRUE(d.promotion_pawn_types[1].has(n)) << n;
    EXPECT_TRUE(d.en_passant_types[0].has(n)) << n;
  }
  EXPECT_EQ(d.en_passant_types[1].names, (std::vector<std::string>{"pawn"}));
}

TEST(SharedLayer, EnPassantRegionsByColour) {
  const VariantDef& d = section("sl-ep");
  EXPECT_TRUE(d.en_passant_region[0].has(3, 5));   // d6
  EXPECT_FALSE(d.en_passant_region[0].has(4, 5));  // e6
  EXPECT_TRUE(d.en_passant_region[1].has(4, 2));   // e3
  EXPECT_FALSE(d.en_passant_region[1].has(6, 2));  // g3
}

TEST(SharedLayer, StepRegions) {
  const VariantDef& d = section("sl-steps");
  EXPECT_TRUE(d.double_step_region[0].has(6, 2));   // g3
  EXPECT_FALSE(d.double_step_region[1].has(5, 6));  // f7
  EXPECT_TRUE(d.triple_step_region[0].has(4, 1));   // e2
  EXPECT_TRUE(d.triple_step_region[1].has(3, 6));   // d7
  EXPECT_FALSE(d.triple_step_region[1].has(2, 6));  // c7
}

TEST(SharedLayer, PromotionByColour) {
  const VariantDef& d = section("sl-promotion");
  EXPECT_EQ(d.promotion_piece_types[0].names, (std::vector<std::string>{"queen", "archbishop"}));
  EXPECT_EQ(d.promotion_piece_types[1].names, (std::vector<std::string>{"rook", "knight"}));
  EXPECT_TRUE(d.promotion_pawn_types[0].has("customPiece1"));
  EXPECT_FALSE(d.promotion_pawn_types[1].has("customPiece1"));
  EXPECT_TRUE(d.promotion_region[0].has(1, 6));
  EXPECT_FALSE(d.mandatory_pawn_promotion);
}

TEST(SharedLayer, CastlingGeometry) {
  const VariantDef& d = section("sl-castling");
  EXPECT_EQ(d.files, 10);
  EXPECT_EQ(d.castling_kingside_file, 8);
  EXPECT_EQ(d.castling_queenside_file, 3);
  EXPECT_EQ(d.castling_rook_kingside_file, 8);
  EXPECT_EQ(d.castling_rook_queenside_file, 1);
  EXPECT_TRUE(d.castling_rook_pieces[0].has("chancellor"));
  EXPECT_FALSE(d.castling_rook_pieces[1].has("chancellor"));
  EXPECT_FALSE(d.double_step);
}

TEST(SharedLayer, CastlingPiecesWithoutARoyalPiece) {
  const VariantDef& d = section("sl-castlerank");
  EXPECT_EQ(d.king, "");  // the commoner took the king's letter, and the king went with it
  EXPECT_EQ(d.piece_by_letter('k')->name, "commoner");
  EXPECT_EQ(d.castling_king_piece[0], "queen");
  EXPECT_EQ(d.castling_king_piece[1], "commoner");
  EXPECT_EQ(d.castling_king_file, 5);
  EXPECT_EQ(d.castling_rank, 1);
  EXPECT_TRUE(d.castling_rook_pieces[1].has("bishop"));
  EXPECT_FALSE(d.castling_rook_pieces[1].has("rook"));
  const VariantDef& c = section("sl-960");
  EXPECT_TRUE(c.chess960);
  EXPECT_EQ(c.castling_king_piece, d.castling_king_piece);  // inherited from sl-castlerank
}

TEST(SharedLayer, ColourFormsReadAfterTheBothForm) {
  const VariantDef& d = section("sl-colours");
  EXPECT_TRUE(d.promotion_pawn_types[0].has("customPiece1"));
  EXPECT_FALSE(d.promotion_pawn_types[1].has("customPiece1"));
  EXPECT_FALSE(d.en_passant_types[0].has("customPiece1"));
  EXPECT_TRUE(d.en_passant_types[1].has("customPiece1"));
  EXPECT_TRUE(d.promotion_piece_types[0].has("knight"));
  EXPECT_FALSE(d.promotion_piece_types[0].has("rook"));
  EXPECT_TRUE(d.promotion_piece_types[1].has("rook"));  // inherited from chess
  const VariantDef& f = section("sl-flagcolours");
  EXPECT_EQ(f.flag_piece[0], "rook");
  EXPECT_EQ(f.flag_piece[1], "bishop");
  EXPECT_EQ(f.flag_region[0], f.flag_region[1]);
  EXPECT_TRUE(f.flag_region[1].has(0, 3));
}

// Connection ends: the counts, the types and directions each section keeps, the regions by
// colour; a section without connection keys has none (connects() false), whatever it inherits.
TEST(SharedLayer, ConnectionEnds) {
  const VariantDef& row = section("sl-connect");
  EXPECT_EQ(row.connect_n, 3);
  EXPECT_TRUE(row.connect_piece_types.has("knight"));
  EXPECT_FALSE(row.connect_piece_types.has("pawn"));
  EXPECT_FALSE(row.connect_vertical);
  EXPECT_TRUE(row.connect_horizontal && row.connect_diagonal);
  EXPECT_TRUE(row.connects());
  const VariantDef& line = section("sl-collinear");
  EXPECT_EQ(line.collinear_n, 3);
  EXPECT_EQ(line.connect_n, 0);
  EXPECT_FALSE(line.connect_diagonal);
  EXPECT_EQ(section("sl-squares").connect_nxn, 2);
  const VariantDef& chain = section("sl-chain");
  EXPECT_TRUE(chain.connect_region1[0].has(0, 5));   // a6: the a-file
  EXPECT_FALSE(chain.connect_region1[0].has(1, 0));  // b1
  EXPECT_TRUE(chain.connect_region2[1].has(4, 7));   // e8: rank 8
  EXPECT_TRUE(chain.connects());
  EXPECT_FALSE(section("sl-drops").connects());
  EXPECT_TRUE(section("sl-drops").connect_piece_types.all);  // the default, unused
}

// The falling drops: each section keeps the form it names and flipello's reversi flips and
// start region.
TEST(SharedLayer, FallingDrops) {
  const VariantDef& top = section("sl-top");
  EXPECT_EQ(top.enclosing_drop, Enclosing::Top);
  EXPECT_EQ(top.flip_enclosed, Enclosing::Reversi);
  EXPECT_TRUE(top.enclosing_drop_start.has(3, 3));  // d4
  EXPECT_EQ(section("sl-anyside").enclosing_drop, Enclosing::Anyside);
}

// flagPieceBlockedWin is read; sl-flag, which does not set it, keeps the default.
TEST(SharedLayer, BlockedFlag) {
  EXPECT_TRUE(section("sl-blocked").flag_piece_blocked_win);
  EXPECT_EQ(section("sl-blocked").flag_piece_count, 3);
  EXPECT_FALSE(section("sl-flag").flag_piece_blocked_win);
}

}  // namespace
}  // namespace vchess::variants
