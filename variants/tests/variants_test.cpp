// The definition layer: the ini syntax, inheritance, each option type, refusal by name, and the
// one-line errors naming file, line and token.
#include <gtest/gtest.h>

#include "variants/catalog.h"
#include "variants/ini.h"
#include "variants/options.h"
#include "variants/resolved.h"

namespace vchess::variants {
namespace {

const VariantDef& load(const VariantSet& s, const char* name) {
  const VariantDef* d = s.find(name);
  EXPECT_NE(d, nullptr) << name;
  return *d;
}

VariantSet read(std::string_view text) {
  auto s = VariantSet::bundled().with_text(text, "t.ini");
  EXPECT_TRUE(bool(s)) << (s ? "" : s.error().what());
  return s ? *s : VariantSet::bundled();
}

DefError refused(std::string_view text) {
  auto s = VariantSet::bundled().with_text(text, "t.ini");
  EXPECT_FALSE(bool(s));
  return s ? DefError{DefError::Kind::Io, {}, "", "accepted"} : s.error();
}

TEST(Ini, SectionsCommentsAndPreamble) {
  auto s = read_ini("preamble ignored\n[a]\n# c\n; c\nx = 1\n\n[b:a]\n  y=  two words \n", "f");
  ASSERT_TRUE(bool(s));
  ASSERT_EQ(s->size(), 2u);
  EXPECT_EQ((*s)[0].name, "a");
  EXPECT_EQ((*s)[1].parent, "a");
  EXPECT_EQ((*s)[1].entries[0].value, "two words");
  EXPECT_EQ((*s)[1].entries[0].line, 8);
}

TEST(Ini, LineWithoutEqualsIsAnError) {
  auto s = read_ini("[a]\nnonsense\n", "f.ini");
  ASSERT_FALSE(bool(s));
  EXPECT_EQ(s.error().what(), "f.ini:2: expected key = value ('nonsense')");
}

TEST(Options, ChildInheritsAndOverrides) {
  const auto s = read(
      "[small:chess]\nmaxRank = 6\nmaxFile = f\ncastling = false\n"
      "startFen = rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1\n");
  const VariantDef& d = load(s, "small");
  EXPECT_EQ(d.files, 6);
  EXPECT_EQ(d.ranks, 6);
  EXPECT_FALSE(d.castling);
  EXPECT_EQ(d.parent, "chess");
  EXPECT_EQ(d.pieces.size(), 6u);
  EXPECT_EQ(d.origin.line, 1);
}

TEST(Options, DefaultTemplateHasNoPieces) {
  const auto s = read("[bare]\nking = k\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
  const VariantDef& d = load(s, "bare");
  ASSERT_EQ(d.pieces.size(), 1u);
  EXPECT_EQ(d.pieces[0].betza, "K");
  EXPECT_TRUE(d.promotion_piece_types[0].names.empty());
}

TEST(Options, CustomPieceTakesALetterAndEnPassant) {
  const auto s = read("[b:chess]\ncustomPiece1 = p:mfFcfeWimfnA\npawnTypes = p\n");
  const VariantDef& d = load(s, "b");
  EXPECT_EQ(d.piece_by_letter('p')->name, "customPiece1");
  EXPECT_EQ(d.piece("pawn"), nullptr);
  EXPECT_TRUE(d.en_passant_types[0].has("customPiece1"));
  EXPECT_TRUE(d.promotion_pawn_types[1].has("customPiece1"));
}

TEST(Options, RemovedPieceLeavesPromotionTypes) {
  const auto s = read(
      "[nq:chess]\nqueen = -\nstartFen = rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 "
      "1\n");
  EXPECT_FALSE(load(s, "nq").promotion_piece_types[0].has("queen"));
}

TEST(Options, RegionsFilesRanksAndSquares) {
  const auto s = read("[r:chess]\npromotionRegionWhite = *7 *8\nflagRegion = d4 e5 a*\n");
  const VariantDef& d = load(s, "r");
  EXPECT_TRUE(d.promotion_region[0].has(3, 6));
  EXPECT_TRUE(d.flag_region[1].has(4, 4));
  EXPECT_TRUE(d.flag_region[0].has(0, 7));
  EXPECT_FALSE(d.flag_region[0].has(1, 7));
}

TEST(Options, PromotedPieceTypes) {
  const auto s = read("[p:chess]\npromotedPieceType = n:q b:r\n");
  const auto& m = load(s, "p").promoted_piece_type;
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[1], (std::pair<std::string, std::string>{"bishop", "rook"}));
}

TEST(Options, PromotedPieceTypeChangesOnlyWhatItNames) {
  const auto s =
      read("[p1:chess]\npromotedPieceType = n:q b:r\n[p2:p1]\npromotedPieceType = n:r\n");
  const auto& m = load(s, "p2").promoted_piece_type;
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[0], (std::pair<std::string, std::string>{"bishop", "rook"}));
  EXPECT_EQ(m[1], (std::pair<std::string, std::string>{"knight", "rook"}));
}

TEST(Options, WiderBoardKeepsPromotionAndDoubleStepOnEveryFile) {
  const auto s = read(
      "[wide:chess]\nmaxFile = 10\nstartFen = rnbqkbnr2/pppppppppp/10/10/10/10/"
      "PPPPPPPPPP/RNBQKBNR2 w KQkq - 0 1\n");
  const VariantDef& d = load(s, "wide");
  EXPECT_TRUE(d.promotion_region[0].has(9, 7));
  EXPECT_TRUE(d.double_step_region[1].has(9, 6));
}

TEST(Refused, OneLetterForTwoPiecesOfASection) {
  const DefError e = refused("[x:chess]\ncustomPiece1 = a:N\ncustomPiece2 = a:B\n");
  EXPECT_EQ(e.kind, DefError::Kind::Duplicate);
  EXPECT_EQ(e.token, "a");
}

TEST(Refused, UnknownKeyNamesLineAndKey) {
  EXPECT_EQ(refused("[x:chess]\n\nfooBar = 1\n").what(), "t.ini:3: unknown option ('fooBar')");
}

TEST(Refused, UnsupportedKeyByName) {
  const DefError e = refused("[x:chess]\npetrifyBlastPieces = true\n");
  EXPECT_EQ(e.kind, DefError::Kind::Unsupported);
  EXPECT_EQ(e.token, "petrifyBlastPieces");
  EXPECT_EQ(refused("[x:chess]\ndropOnTop = true\n").kind, DefError::Kind::Unsupported);
  // flagPieceBlockedWin is read, but not with the flag options whose combination is unsettled.
  EXPECT_EQ(refused("[x:chess]\nflagPieceBlockedWin = true\nflagMove = true\n").token,
            "flagPieceBlockedWin");
}

// Issue 37: drops from elsewhere (bughouse, koedem, loop, placement).
TEST(Options, DropsFromElsewhere) {
  const auto s = read(
      "[x:crazyhouse]\ndropLoop = true\ntwoBoards = true\nmustDrop = true\nmustDropType = q\n"
      "dropOppositeColoredBishop = true\ncastlingDroppedPiece = true\n");
  const VariantDef& d = load(s, "x");
  EXPECT_TRUE(d.drop_loop && d.two_boards && d.drop_opposite_colored_bishop);
  EXPECT_TRUE(d.castling_dropped_piece && d.must_drop);
  const auto m = resolve(d);
  EXPECT_EQ(m->must_drop_type, m->type_by_name("queen"));
  EXPECT_EQ(m->drop_bishop, m->type_by_name("bishop"));
  EXPECT_TRUE(marks_promoted(d));  // twoBoards keeps the mark even with dropLoop
  EXPECT_FALSE(marks_promoted(load(read("[y:crazyhouse]\ndropLoop = true\n"), "y")));
  EXPECT_TRUE(marks_promoted(load(VariantSet::bundled(), "crazyhouse")));
  EXPECT_EQ(resolve(load(VariantSet::bundled(), "koedem"))->must_drop_type,
            resolve(load(VariantSet::bundled(), "koedem"))->type_by_name("commoner"));
  const DefError e = refused("[x:chess]\nmustDropType = z\n");
  EXPECT_EQ(e.token, "z");
}

TEST(Options, JanggiLinesPassAndBikjang) {
  const auto s = read(
      "[x:chess]\ndiagonalLines = d1 f1 e2\npassBlack = true\npassOnStalemate = true\n"
      "bikjangRule = true\nwazir = a\nsoldier = s\njanggiCannon = c\n");
  const VariantDef& d = load(s, "x");
  EXPECT_TRUE(d.diagonal_lines.has(4, 1) && !d.diagonal_lines.has(4, 0));
  EXPECT_FALSE(d.pass[0]);
  EXPECT_TRUE(d.pass[1]);
  EXPECT_TRUE(d.pass_on_stalemate[0] && d.pass_on_stalemate[1]);
  EXPECT_TRUE(d.bikjang);
  // The resolved model: each type's moves along the lines, by type (the king here is K).
  const auto m = resolve(d);
  const auto diag = [&](const char* name) {
    return m->pieces[std::size_t(m->type_by_name(name))].diagonal_betza;
  };
  EXPECT_EQ(diag("wazir"), "F");
  EXPECT_EQ(diag("soldier"), "fF");
  EXPECT_EQ(diag("rook"), "B");
  EXPECT_EQ(diag("janggiCannon"), "pB");
  EXPECT_EQ(diag("king"), "");
  EXPECT_EQ(diag("knight"), "");
  EXPECT_TRUE(m->pieces[std::size_t(m->type_by_name("janggiCannon"))].janggi_cannon);
}

TEST(Options, MobilityRegionsAndSoldierRank) {
  const auto s = read(
      "[x:chess]\nmobilityRegionWhiteKnight = a1 b*\nsoldier = s\n"
      "soldierPromotionRank = 6\n");
  const VariantDef& d = load(s, "x");
  ASSERT_EQ(d.mobility_regions.size(), 1u);
  EXPECT_EQ(d.mobility_regions[0].piece, "knight");
  EXPECT_EQ(d.mobility_regions[0].colour, 0);
  EXPECT_TRUE(d.mobility_regions[0].squares.has(1, 7));
  EXPECT_FALSE(d.mobility_regions[0].squares.has(2, 0));
  EXPECT_EQ(d.soldier_promotion_rank, 5);
  // The resolved model: the region on the knight, the soldier's narrow moves below rank 6.
  const auto m = resolve(d);
  const ResolvedPiece& n = m->pieces[std::size_t(m->type_by_name("knight"))];
  EXPECT_TRUE(n.restricted);
  EXPECT_TRUE(n.region[1].has(2, 0));  // Black's knights are free
  const ResolvedPiece& p = m->pieces[std::size_t(m->type_by_name("soldier"))];
  EXPECT_EQ(p.narrow_betza, "fW");
  EXPECT_TRUE(p.narrow_region[0].has(0, 4) && !p.narrow_region[0].has(0, 5));
  EXPECT_TRUE(p.narrow_region[1].has(0, 3) && !p.narrow_region[1].has(0, 2));
  EXPECT_EQ(m->pieces[std::size_t(m->type_by_name("pawn"))].betza, kBuiltinPawnMoves);
}

TEST(Refused, MobilityRegions) {
  // A piece the variant lacks, a square off the board, a malformed key: file, line and token.
  const DefError none = refused("[x:chess]\n\nmobilityRegionWhiteElephant = a1\n");
  EXPECT_EQ(none.kind, DefError::Kind::BadValue);
  EXPECT_EQ(none.what(),
            "t.ini:3: mobilityRegionWhiteElephant: the variant has no piece elephant "
            "('mobilityRegionWhiteElephant')");
  EXPECT_EQ(refused("[x:chess]\nmobilityRegionBlackKnight = a1 a17\n").token, "a17");
  EXPECT_EQ(refused("[x:chess]\npromotionRegionWhite = *17\n").token, "*17");
  EXPECT_EQ(refused("[x:chess]\nmobilityRegionGreenKnight = a1\n").token,
            "mobilityRegionGreenKnight");
  // Pieces whose option moves the generators do not restrict yet: refused by name.
  EXPECT_EQ(refused("[x:chess]\nmobilityRegionWhitePawn = *2\n").kind, DefError::Kind::Unsupported);
  EXPECT_EQ(refused("[x:chess]\nmobilityRegionWhiteRook = *1\n").kind, DefError::Kind::Unsupported);
  EXPECT_EQ(refused("[x:chess]\nsoldierPromotionRank = 0\n").kind, DefError::Kind::BadValue);
}

TEST(Options, RegionBeyondTheBoardLeftOut) {
  // epicatomic: ranks 9 and 10 named on an 8-rank board name no square (as Fairy-Stockfish).
  const auto s = read("[x:chess]\npromotionRegionWhite = *8 *9 i1 *10\n");
  const VariantDef& d = load(s, "x");
  for (int f = 0; f < 8; ++f) EXPECT_TRUE(d.promotion_region[0].has(f, 7));
  EXPECT_FALSE(d.promotion_region[0].has(0, 8));
  EXPECT_FALSE(d.promotion_region[0].has(8, 0));
}

TEST(Options, SouthEastAsianRulesAndDemotion) {
  const auto s = read(
      "[x:chess]\nmakpongRule = true\ncastling = false\ngating = true\ncambodianMoves = true\n"
      "fers = m\npieceDemotion = true\nshatarMateRule = true\n");
  const VariantDef& d = load(s, "x");
  EXPECT_TRUE(d.makpong_rule && d.gating && d.cambodian_moves && d.piece_demotion);
  const auto m = resolve(d);
  EXPECT_EQ(m->gate_jumper, m->type_by_name("fers"));
  // A custom en passant type may have a region (pawnback): its Betza moves are restricted.
  const auto pb = read(
      "[y:chess]\ncustomPiece1 = p:fbmWfceFifmnD\nmobilityRegionWhiteCustomPiece1 = *2 *3\n"
      "enPassantTypes = p\n");
  EXPECT_EQ(load(pb, "y").mobility_regions.size(), 1u);
}

TEST(Options, Explosions) {
  const auto s = read(
      "[x:chess]\nking = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\n"
      "extinctionPieceTypes = k\nblastOnCapture = true\nblastImmuneTypes = k\n"
      "mutuallyImmuneTypes = kq\n");
  const VariantDef& d = load(s, "x");
  EXPECT_TRUE(d.blast_on_capture);
  const auto m = resolve(d);
  const auto piece = [&](const char* n) { return m->pieces[std::size_t(m->type_by_name(n))]; };
  EXPECT_TRUE(piece("commoner").blast_immune && piece("commoner").mutually_immune);
  EXPECT_TRUE(piece("queen").mutually_immune && !piece("queen").blast_immune);
  EXPECT_TRUE(piece("pawn").blast_shielded && !piece("knight").blast_shielded);
  EXPECT_TRUE(load(VariantSet::bundled(), "atomic").extinction_pseudo_royal);
  EXPECT_TRUE(load(VariantSet::bundled(), "atomar").mutually_immune_types.has("commoner"));
}

TEST(Refused, ExplosionsWithRoyalty) {
  // Fairy-Stockfish's parser rejects these combinations too.
  const DefError e = refused("[x:chess]\n\nblastOnCapture = true\n");
  EXPECT_EQ(e.kind, DefError::Kind::Unsupported);
  EXPECT_EQ(e.token, "blastOnCapture");
  EXPECT_EQ(e.where.line, 3);
  EXPECT_EQ(refused("[x:atomic]\nblastImmuneTypes = k\n").token, "blastImmuneTypes");
  EXPECT_EQ(refused("[x:chess]\nmutuallyImmuneTypes = q\n").token, "mutuallyImmuneTypes");
  // Checking rules the generators do not apply to pseudo-royal pieces.
  EXPECT_EQ(refused("[x:atomic]\nchecking = false\n").token, "extinctionPseudoRoyal");
  EXPECT_EQ(refused("[x:atomic]\npieceDrops = true\nshogiPawnDropMateIllegal = true\n").token,
            "extinctionPseudoRoyal");
  // atomiczh: drops that may not check a pseudo-royal king play.
  EXPECT_TRUE(read("[x:atomic]\npieceDrops = true\ndropChecks = false\n").find("x"));
}

TEST(Options, DupleCheck) {
  const VariantDef& d = load(VariantSet::bundled(), "spartan");
  EXPECT_TRUE(d.duple_check && d.extinction_pseudo_royal);
  EXPECT_EQ(d.extinction_piece_count, 0);
  // Only with extinctionPseudoRoyal, and not where pieces are dropped, blown up or petrified.
  EXPECT_EQ(refused("[x:chess]\ndupleCheck = true\n").token, "dupleCheck");
  EXPECT_EQ(refused("[x:spartan]\npieceDrops = true\n").token, "dupleCheck");
  EXPECT_EQ(refused("[x:atomic]\ndupleCheck = true\n").token, "dupleCheck");
  EXPECT_EQ(refused("[x:petrified]\ndupleCheck = true\n").token, "dupleCheck");
}

TEST(Options, Walling) {
  const VariantSet& b = VariantSet::bundled();
  EXPECT_EQ(load(b, "duck").walling, Walling::Duck);
  EXPECT_EQ(load(b, "amazons").walling, Walling::Arrow);
  EXPECT_EQ(load(b, "snailtrail").walling, Walling::Past);
  EXPECT_TRUE(resolve(load(b, "isolation"))->walls);  // walls appear in play
  // isolation: every square but the start squares c1 and d8, for both sides.
  const VariantDef& iso = load(b, "isolation");
  for (int c = 0; c < 2; ++c) {
    EXPECT_FALSE(iso.walling_region[std::size_t(c)].has(2, 0));
    EXPECT_FALSE(iso.walling_region[std::size_t(c)].has(3, 7));
    EXPECT_TRUE(iso.walling_region[std::size_t(c)].has(2, 1));
  }
  // wallingRegion is read after the colour keys, as Fairy-Stockfish does: it wins.
  const auto s = read(
      "[x:duck]\nwallingRegion = *1\nwallingRegionWhite = *2\n[y:duck]\n"
      "wallingRule = edge\nwallingRegionBlack = *8\n");
  EXPECT_TRUE(load(s, "x").walling_region[0].has(0, 0));
  EXPECT_FALSE(load(s, "x").walling_region[0].has(0, 1));
  EXPECT_EQ(load(s, "y").walling, Walling::Edge);
  EXPECT_TRUE(load(s, "y").walling_region[0].has(0, 3));  // White's stays the whole board
  EXPECT_FALSE(load(s, "y").walling_region[1].has(0, 3));
}

TEST(Refused, WallingCombinations) {
  EXPECT_EQ(refused("[x:chess]\nwallingRule = static\n").token, "wallingRule");   // a royal king
  EXPECT_EQ(refused("[x:atomic]\nwallingRule = static\n").token, "wallingRule");  // not the duck
  EXPECT_EQ(refused("[x:duck]\npieceDrops = true\n").token, "wallingRule");
  EXPECT_EQ(refused("[x:duck]\nwallingRule = sideways\n").token, "sideways");
  EXPECT_EQ(refused("[x:chess]\nwallOrMove = true\n").token, "wallOrMove");  // no walls
  EXPECT_EQ(refused("[x:chess]\nwallingRule = duck\nwallOrMove = true\n").token, "wallingRule");
  // atlantis and atomicduck play (issue 37).
  const auto s =
      read("[a:chess]\nwallingRule = edge\nwallOrMove = true\n[d:atomic]\nwallingRule = duck\n");
  EXPECT_TRUE(load(s, "a").wall_or_move);
  EXPECT_EQ(load(s, "d").walling, Walling::Duck);
}

TEST(Options, Petrify) {
  const auto m = resolve(load(VariantSet::bundled(), "petrified"));
  const auto piece = [&](const char* n) { return m->pieces[std::size_t(m->type_by_name(n))]; };
  EXPECT_TRUE(piece("commoner").petrify && piece("queen").petrify);
  EXPECT_FALSE(piece("customPiece1").petrify);  // its pawn
  EXPECT_TRUE(m->walls);                        // stones appear in play
}

TEST(Refused, PetrifyCombinations) {
  const DefError e = refused("[x:chess]\n\npetrifyOnCaptureTypes = k\n");  // a royal king
  EXPECT_EQ(e.kind, DefError::Kind::Unsupported);
  EXPECT_EQ(e.token, "petrifyOnCaptureTypes");
  EXPECT_EQ(e.where.line, 3);
  EXPECT_EQ(refused("[x:chess]\npetrifyOnCaptureTypes = p\n").token,
            "petrifyOnCaptureTypes");  // a promoting type
  EXPECT_EQ(refused("[x:crazyhouse]\npetrifyOnCaptureTypes = q\n").token,
            "petrifyOnCaptureTypes");  // to hand
  EXPECT_EQ(refused("[x:chess]\npetrifyOnCaptureTypes = qz\n").token, "z");
  // nuclear: explosions, and a petrifying pawn whose every promotion petrifies too.
  EXPECT_TRUE(read("[x:atomic]\npetrifyOnCaptureTypes = pnbrq\n").find("x"));
  EXPECT_EQ(refused("[x:atomic]\npetrifyOnCaptureTypes = pnbr\n").token,
            "petrifyOnCaptureTypes");  // a pawn promoting to a queen, not petrified
}

TEST(Refused, GatingWithoutCambodianMoves) {
  const DefError e = refused("[x:chess]\ncastling = false\n\ngating = true\n");
  EXPECT_EQ(e.kind, DefError::Kind::Unsupported);
  EXPECT_EQ(e.token, "gating");
  EXPECT_EQ(e.where.line, 4);
  // Castling rights and gates share the FEN field: gating with castling is refused too.
  EXPECT_EQ(refused("[x:chess]\ngating = true\ncambodianMoves = true\n").token, "gating");
}

TEST(Refused, SeirawanGatingCombinations) {
  const DefError e = refused("[x:chess]\nseirawanGating = true\n");
  EXPECT_EQ(e.kind, DefError::Kind::Unsupported);
  EXPECT_EQ(e.token, "seirawanGating");
  EXPECT_EQ(e.where.line, 2);
  EXPECT_EQ(refused("[x:seirawan]\ncastling = false\ncambodianMoves = true\n").token,
            "seirawanGating");
  EXPECT_EQ(refused("[x:seirawan]\nextinctionPseudoRoyal = true\n").token, "seirawanGating");
  EXPECT_EQ(refused("[x:shouse]\nmustDrop = true\n").token, "seirawanGating");
  EXPECT_EQ(refused("[x:seirawan]\nseirawanGating = false\n").token, "gating");
}

TEST(Refused, BadValuesOfEachType) {
  EXPECT_EQ(refused("[x:chess]\ncastling = yes\n").token, "yes");
  EXPECT_EQ(refused("[x:chess]\nmaxRank = 17\n").token, "17");
  EXPECT_EQ(refused("[x:chess]\nflagRegion = z9\n").token, "z9");
  EXPECT_EQ(refused("[x:chess]\npromotionPieceTypes = nbx\n").token, "x");
  EXPECT_EQ(refused("[x:chess]\nextinctionValue = maybe\n").token, "maybe");
  EXPECT_EQ(refused("[x:chess]\ncustomPiece1 = a\n").kind, DefError::Kind::BadValue);
}

// A stray carriage return inside a value stays in the token but never breaks the one-line error.
TEST(Refused, ErrorStaysOneLine) {
  const DefError e = refused("[x:chess]\ncastling = ye\rs\n");
  EXPECT_EQ(e.token, "ye\rs");
  EXPECT_EQ(e.what().find('\r'), std::string::npos) << e.what();
  EXPECT_EQ(e.what().find('\n'), std::string::npos) << e.what();
}

TEST(Refused, Inheritance) {
  const DefError e = refused("[a:b]\n[b:chess]\n");
  EXPECT_EQ(e.kind, DefError::Kind::Inheritance);
  EXPECT_EQ(e.what(),
            "t.ini:1: unknown parent variant (it must be defined before this section) ('b')");
}

TEST(Refused, NameDefinedTwice) {
  EXPECT_EQ(refused("[a:chess]\n[a:chess]\n").kind, DefError::Kind::Duplicate);
  EXPECT_EQ(refused("[chess]\n").kind, DefError::Kind::Duplicate);  // bundled
}

TEST(Refused, StartFenThatDoesNotFit) {
  EXPECT_EQ(
      refused("[a:chess]\nstartFen = rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n").kind,
      DefError::Kind::StartFen);
  EXPECT_EQ(refused("[a:chess]\nstartFen = xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n")
                .token,
            "x");
  EXPECT_EQ(refused("[a:chess]\nmaxRank = 6\n").kind, DefError::Kind::StartFen);
}

TEST(Refused, MissingFileIsIo) {
  auto s = VariantSet::bundled().with_file("/nonexistent/v.ini");
  ASSERT_FALSE(bool(s));
  EXPECT_EQ(s.error().kind, DefError::Kind::Io);
}

TEST(Bundled, EveryDefinitionLoads) {
  const auto& all = VariantSet::bundled().all();
  EXPECT_GE(all.size(), 1u);
  for (const auto& d : all) {
    EXPECT_TRUE(d->bundled) << d->name;
    EXPECT_TRUE(d->origin.file.starts_with("bundled/")) << d->name;
  }
}

// Issue 37: the enclosing games (ataxx, the reversi family).
TEST(Options, Enclosing) {
  const VariantDef& a = load(VariantSet::bundled(), "ataxx");
  EXPECT_EQ(a.enclosing_drop, Enclosing::Ataxx);
  EXPECT_EQ(a.flip_enclosed, Enclosing::Ataxx);
  EXPECT_TRUE(a.free_drops && a.adjudicate_full_board && a.pass_on_stalemate[0]);
  const VariantDef& f = load(VariantSet::bundled(), "flipersi");
  EXPECT_EQ(f.enclosing_drop, Enclosing::Reversi);
  EXPECT_TRUE(f.enclosing_drop_start.has(3, 3) && f.enclosing_drop_start.has(4, 4));
  EXPECT_FALSE(f.enclosing_drop_start.has(2, 3));
  EXPECT_FALSE(f.pass_on_stalemate[0] || f.free_drops);
  const VariantDef& g = load(VariantSet::bundled(), "flipello10");
  EXPECT_TRUE(g.enclosing_drop_start.has(4, 4) && g.enclosing_drop_start.has(5, 5));
  EXPECT_FALSE(g.enclosing_drop_start.has(3, 3));  // its own, not flipersi's
  EXPECT_TRUE(g.pass_on_stalemate[1]);
  // FSF's quadwrangle and snort forms (its variants.ini sections) are read.
  const auto s = read("[q:ataxx]\nflipEnclosedPieces = quadwrangle\nenclosingDrop = snort\n");
  EXPECT_EQ(load(s, "q").flip_enclosed, Enclosing::Quadwrangle);
  EXPECT_EQ(load(s, "q").enclosing_drop, Enclosing::Snort);
}

TEST(Refused, EnclosingCombinations) {
  const DefError e = refused("[x:flipello]\n\nflipEnclosedPieces = snort\n");
  EXPECT_EQ(e.kind, DefError::Kind::Unsupported);
  EXPECT_EQ(e.token, "flipEnclosedPieces");
  EXPECT_EQ(e.where.line, 3);
  EXPECT_EQ(refused("[x:ataxx]\nflipEnclosedPieces = top\n").token, "flipEnclosedPieces");
  EXPECT_EQ(refused("[x:crazyhouse]\nenclosingDrop = anyside\n").token, "enclosingDrop");
  EXPECT_EQ(refused("[x:ataxx]\nenclosingDrop = quadwrangle\n").token, "enclosingDrop");
  EXPECT_EQ(refused("[x:ataxx]\nenclosingDrop = sideways\n").token, "sideways");
  EXPECT_EQ(refused("[x:crazyhouse]\nenclosingDrop = reversi\n").token, "enclosingDrop");  // king
  EXPECT_EQ(refused("[x:ataxx]\ncapturesToHand = true\n").token, "freeDrops");
}

}  // namespace
}  // namespace vchess::variants
