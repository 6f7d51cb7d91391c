#include "variants/option_table.h"

#include <array>
#include <cctype>
#include <string>

#include "core/canary.h"

namespace vchess::variants {
namespace {

using Err = std::optional<ValueError>;

template <class T, class U>
Err assign(Parsed<T> p, U& target) {
  if (!p.first) return p.second;
  target = std::move(*p.first);
  return std::nullopt;
}

// Colour forms of a key: both (index -1), White (0) or Black (1).
template <class F>
void colours(std::vector<OptionRow>& t, std::string_view key, F set) {
  static std::vector<std::string> names;  // the keys' storage (rows hold views)
  names.reserve(512);
  names.push_back(std::string(key));
  t.push_back({names.back(), [set](VariantDef& d, std::string_view v) -> Err {
                 for (int c = 0; c < 2; ++c)
                   if (auto e = set(d, c, v)) return e;
                 return std::nullopt;
               }});
  for (int c = 0; c < 2; ++c) {
    names.push_back(std::string(key) + (c == 0 ? "White" : "Black"));
    t.push_back(
        {names.back(), [set, c](VariantDef& d, std::string_view v) { return set(d, c, v); }});
  }
}

#define FIELD(type_parse, field) \
  [](VariantDef& d, std::string_view v) -> Err { return assign(type_parse, d.field); }
#define COLOUR_FIELD(type_parse, field) \
  [](VariantDef& d, int c, std::string_view v) -> Err { return assign(type_parse, d.field[c]); }

std::vector<OptionRow> build() {
  std::vector<OptionRow> t;
  // pawnTypes sets every pawn-related set at once; the specific keys below override it.
  t.push_back({"pawnTypes", [](VariantDef& d, std::string_view v) -> Err {
                 auto s = parse_piece_set(v, d);
                 if (!s.first) return s.second;
                 d.pawn_types = *s.first;
                 d.promotion_pawn_types = {*s.first, *s.first};
                 d.en_passant_types = {*s.first, *s.first};
                 return std::nullopt;
               }});
  t.push_back({"chess960", FIELD(parse_bool(v), chess960)});
  // A start FEN of the board alone means White to move in Fairy-Stockfish (several of its own
  // variants.ini sections are written so); the model's FEN always says whose move it is.
  t.push_back({"startFen", [](VariantDef& d, std::string_view v) -> Err {
                 d.start_fen = std::string(v);
                 if (v.find_first_of(" \t") == std::string_view::npos) d.start_fen += " w";
                 return std::nullopt;
               }});
  for (const char* k : {"promotionRegionWhite", "promotionRegionBlack"}) {
    const int c = std::string_view(k).ends_with("White") ? 0 : 1;
    t.push_back({k, [c](VariantDef& d, std::string_view v) -> Err {
                   return assign(parse_region(v, d.files, d.ranks), d.promotion_region[c]);
                 }});
  }
  colours(t, "promotionPawnTypes", COLOUR_FIELD(parse_piece_set(v, d), promotion_pawn_types));
  colours(t, "promotionPieceTypes", COLOUR_FIELD(parse_piece_set(v, d), promotion_piece_types));
  // Changes the types it names and keeps the rest of the inherited map (Fairy-Stockfish).
  t.push_back({"promotedPieceType", [](VariantDef& d, std::string_view v) -> Err {
                 auto pairs = parse_promoted_types(v, d);
                 if (!pairs.first) return pairs.second;
                 if (canary(Canary::VariantsPromotedMapReplaced)) d.promoted_piece_type.clear();
                 for (const auto& [from, to] : *pairs.first) {
                   std::erase_if(d.promoted_piece_type,
                                 [&, f = from](const auto& p) { return p.first == f; });
                   d.promoted_piece_type.emplace_back(from, to);
                 }
                 return std::nullopt;
               }});
  t.push_back({"piecePromotionOnCapture", FIELD(parse_bool(v), piece_promotion_on_capture)});
  t.push_back({"mandatoryPawnPromotion", FIELD(parse_bool(v), mandatory_pawn_promotion)});
  t.push_back({"mandatoryPiecePromotion", FIELD(parse_bool(v), mandatory_piece_promotion)});
  t.push_back({"pieceDemotion", FIELD(parse_bool(v), piece_demotion)});
  t.push_back({"promotionLimit", FIELD(parse_promotion_limit(v, d), promotion_limit)});
  t.push_back({"sittuyinPromotion", FIELD(parse_bool(v), sittuyin_promotion)});
  t.push_back({"doubleStep", FIELD(parse_bool(v), double_step)});
  for (const char* k : {"doubleStepRegionWhite", "doubleStepRegionBlack", "tripleStepRegionWhite",
                        "tripleStepRegionBlack"}) {
    const std::string_view key = k;
    const int c = key.ends_with("White") ? 0 : 1;
    const bool triple = key.starts_with("triple");
    t.push_back({key, [c, triple](VariantDef& d, std::string_view v) -> Err {
                   auto& r = triple ? d.triple_step_region[c] : d.double_step_region[c];
                   return assign(parse_region(v, d.files, d.ranks), r);
                 }});
  }
  colours(t, "enPassantRegion", [](VariantDef& d, int c, std::string_view v) -> Err {
    return assign(parse_region(v, d.files, d.ranks), d.en_passant_region[c]);
  });
  colours(t, "enPassantTypes", COLOUR_FIELD(parse_piece_set(v, d), en_passant_types));
  t.push_back({"castling", FIELD(parse_bool(v), castling)});
  t.push_back({"castlingKingsideFile", FIELD(parse_file(v), castling_kingside_file)});
  t.push_back({"castlingQueensideFile", FIELD(parse_file(v), castling_queenside_file)});
  t.push_back({"castlingRank", FIELD(parse_rank(v), castling_rank)});
  t.push_back({"castlingKingFile", FIELD(parse_file(v), castling_king_file)});
  colours(t, "castlingKingPiece", COLOUR_FIELD(parse_piece_type(v, d), castling_king_piece));
  t.push_back({"castlingRookKingsideFile", FIELD(parse_file(v), castling_rook_kingside_file)});
  t.push_back({"castlingRookQueensideFile", FIELD(parse_file(v), castling_rook_queenside_file)});
  t.push_back({"oppositeCastling", FIELD(parse_bool(v), opposite_castling)});
  colours(t, "castlingRookPieces", COLOUR_FIELD(parse_piece_set(v, d), castling_rook_pieces));
  t.push_back({"checking", FIELD(parse_bool(v), checking)});
  t.push_back({"dropChecks", FIELD(parse_bool(v), drop_checks)});
  t.push_back({"mustCapture", FIELD(parse_bool(v), must_capture)});
  t.push_back({"pieceDrops", FIELD(parse_bool(v), piece_drops)});
  t.push_back({"capturesToHand", FIELD(parse_bool(v), captures_to_hand)});
  t.push_back({"firstRankPawnDrops", FIELD(parse_bool(v), first_rank_pawn_drops)});
  t.push_back({"promotionZonePawnDrops", FIELD(parse_bool(v), promotion_zone_pawn_drops)});
  for (const char* k : {"dropRegionWhite", "dropRegionBlack"}) {
    const int c = std::string_view(k).ends_with("White") ? 0 : 1;
    t.push_back({k, [c](VariantDef& d, std::string_view v) -> Err {
                   return assign(parse_region(v, d.files, d.ranks), d.drop_region[c]);
                 }});
  }
  t.push_back({"dropPromoted", FIELD(parse_bool(v), drop_promoted)});
  t.push_back({"dropNoDoubled", FIELD(parse_piece_type(v, d), drop_no_doubled)});
  t.push_back({"dropNoDoubledCount", FIELD(parse_int(v), drop_no_doubled_count)});
  t.push_back({"immobilityIllegal", FIELD(parse_bool(v), immobility_illegal)});
  t.push_back({"mustDrop", FIELD(parse_bool(v), must_drop)});
  t.push_back({"mustDropType", FIELD(parse_piece_type(v, d), must_drop_type)});
  t.push_back({"dropLoop", FIELD(parse_bool(v), drop_loop)});
  t.push_back({"twoBoards", FIELD(parse_bool(v), two_boards)});
  t.push_back({"dropOppositeColoredBishop", FIELD(parse_bool(v), drop_opposite_colored_bishop)});
  t.push_back({"castlingDroppedPiece", FIELD(parse_bool(v), castling_dropped_piece)});
  t.push_back({"sittuyinRookDrop", FIELD(parse_bool(v), sittuyin_rook_drop)});
  t.push_back({"flyingGeneral", FIELD(parse_bool(v), flying_general)});
  t.push_back({"soldierPromotionRank", FIELD(parse_rank(v), soldier_promotion_rank)});
  t.push_back({"diagonalLines", [](VariantDef& d, std::string_view v) -> Err {
                 return assign(parse_region(v, d.files, d.ranks), d.diagonal_lines);
               }});
  colours(t, "pass", COLOUR_FIELD(parse_bool(v), pass));
  colours(t, "passOnStalemate", COLOUR_FIELD(parse_bool(v), pass_on_stalemate));
  t.push_back({"bikjangRule", FIELD(parse_bool(v), bikjang)});
  t.push_back({"makpongRule", FIELD(parse_bool(v), makpong_rule)});
  t.push_back({"gating", FIELD(parse_bool(v), gating)});
  t.push_back({"cambodianMoves", FIELD(parse_bool(v), cambodian_moves)});
  t.push_back({"seirawanGating", FIELD(parse_bool(v), seirawan_gating)});
  t.push_back({"blastOnCapture", FIELD(parse_bool(v), blast_on_capture)});
  t.push_back({"blastImmuneTypes", FIELD(parse_piece_set(v, d), blast_immune_types)});
  t.push_back({"mutuallyImmuneTypes", FIELD(parse_piece_set(v, d), mutually_immune_types)});
  t.push_back({"stalemateValue", FIELD(parse_game_value(v), stalemate_value)});
  t.push_back({"checkmateValue", FIELD(parse_game_value(v), checkmate_value)});
  t.push_back({"shogiPawnDropMateIllegal", FIELD(parse_bool(v), shogi_pawn_drop_mate_illegal)});
  t.push_back({"extinctionValue", FIELD(parse_game_value(v), extinction_value)});
  t.push_back({"extinctionClaim", FIELD(parse_bool(v), extinction_claim)});
  t.push_back({"petrifyOnCaptureTypes", FIELD(parse_piece_set(v, d), petrify_on_capture_types)});
  t.push_back({"extinctionPseudoRoyal", FIELD(parse_bool(v), extinction_pseudo_royal)});
  t.push_back({"dupleCheck", FIELD(parse_bool(v), duple_check)});
  t.push_back({"wallingRule", FIELD(parse_walling(v), walling)});
  t.push_back({"wallOrMove", FIELD(parse_bool(v), wall_or_move)});
  // Fairy-Stockfish reads wallingRegion after the colour keys: it sets both, last.
  for (const char* k : {"wallingRegionWhite", "wallingRegionBlack", "wallingRegion"}) {
    const std::string_view key = k;
    const int c = key.ends_with("White") ? 0 : key.ends_with("Black") ? 1 : -1;
    t.push_back({key, [c](VariantDef& d, std::string_view v) -> Err {
                   for (int k2 = 0; k2 < 2; ++k2)
                     if (c < 0 || c == k2)
                       if (auto e = assign(parse_region(v, d.files, d.ranks),
                                           d.walling_region[std::size_t(k2)]))
                         return e;
                   return std::nullopt;
                 }});
  }
  t.push_back({"extinctionPieceTypes", FIELD(parse_piece_set(v, d), extinction_piece_types)});
  t.push_back({"extinctionPieceCount", FIELD(parse_int(v), extinction_piece_count)});
  t.push_back(
      {"extinctionOpponentPieceCount", FIELD(parse_int(v), extinction_opponent_piece_count)});
  colours(t, "flagPiece", COLOUR_FIELD(parse_piece_type(v, d), flag_piece));
  colours(t, "flagRegion", [](VariantDef& d, int c, std::string_view v) -> Err {
    return assign(parse_region(v, d.files, d.ranks), d.flag_region[c]);
  });
  t.push_back({"flagPieceCount", FIELD(parse_int(v), flag_piece_count)});
  t.push_back({"flagMove", FIELD(parse_bool(v), flag_move)});
  t.push_back({"flagPieceSafe", FIELD(parse_bool(v), flag_piece_safe)});
  t.push_back({"flagPieceBlockedWin", FIELD(parse_bool(v), flag_piece_blocked_win)});
  t.push_back({"checkCounting", FIELD(parse_bool(v), check_counting)});
  t.push_back({"connectN", FIELD(parse_int(v), connect_n)});
  t.push_back({"collinearN", FIELD(parse_int(v), collinear_n)});
  t.push_back({"connectNxN", FIELD(parse_int(v), connect_nxn)});
  t.push_back({"connectPieceTypes", FIELD(parse_piece_set(v, d), connect_piece_types)});
  t.push_back({"connectHorizontal", FIELD(parse_bool(v), connect_horizontal)});
  t.push_back({"connectVertical", FIELD(parse_bool(v), connect_vertical)});
  t.push_back({"connectDiagonal", FIELD(parse_bool(v), connect_diagonal)});
  for (const int c : {0, 1})
    for (const int n : {1, 2}) {
      static const std::string keys[2][2] = {{"connectRegion1White", "connectRegion2White"},
                                             {"connectRegion1Black", "connectRegion2Black"}};
      t.push_back({keys[c][n - 1], [c, n](VariantDef& d, std::string_view v) -> Err {
                     auto& r = n == 1 ? d.connect_region1 : d.connect_region2;
                     return assign(parse_region(v, d.files, d.ranks), r[std::size_t(c)]);
                   }});
    }
  t.push_back({"connectValue", FIELD(parse_game_value(v), connect_value)});
  t.push_back({"castlingWins", FIELD(parse_castling_rights(v), castling_wins)});
  t.push_back({"adjudicateFullBoard", FIELD(parse_bool(v), adjudicate_full_board)});
  t.push_back({"enclosingDrop", FIELD(parse_enclosing(v), enclosing_drop)});
  t.push_back({"enclosingDropStart", [](VariantDef& d, std::string_view v) -> Err {
                 return assign(parse_region(v, d.files, d.ranks), d.enclosing_drop_start);
               }});
  t.push_back({"flipEnclosedPieces", FIELD(parse_enclosing(v), flip_enclosed)});
  t.push_back({"freeDrops", FIELD(parse_bool(v), free_drops)});
  return t;
}

constexpr std::string_view kNoEffect[] = {
    "variantTemplate", "pieceToCharTable", "pocketSize", "pieceValueMg", "pieceValueEg",
    "nMoveRule", "nFoldRule", "nFoldValue", "nFoldValueAbsolute", "perpetualCheckIllegal",
    "moveRepetitionIllegal", "chasingRule", "stalematePieceCount", "materialCounting",
    "countingRule", "nMoveRuleTypes", "nMoveRuleTypesWhite", "nMoveRuleTypesBlack", "nnueAlias",
    // which mates win: the result, not the move tree
    "shatarMateRule", "endgameEval"};

// Keys Fairy-Stockfish reads that the model does not (besides the per-piece mobility regions).
constexpr std::string_view kUnsupported[] = {
    "promotionRank",     "doubleStepRank",  "doubleStepRankMin", "whiteFlag", "blackFlag",
    "castlingRookPiece", "whiteDropRegion", "blackDropRegion",   "dropOnTop", "petrifyBlastPieces"};

}  // namespace

std::optional<std::optional<ValueError>> apply_mobility_region(VariantDef& d, std::string_view key,
                                                               std::string_view v,
                                                               const Origin& at) {
  constexpr std::string_view kPrefix = "mobilityRegion";
  if (!key.starts_with(kPrefix)) return std::nullopt;
  std::string_view rest = key.substr(kPrefix.size());
  int colour = -1;
  if (rest.starts_with("White")) colour = 0;
  if (rest.starts_with("Black")) colour = 1;
  if (colour < 0 || rest.size() <= 5 || !std::isupper(static_cast<unsigned char>(rest[5])))
    return ValueError{std::string(key), "expected mobilityRegionWhite<Piece> or ...Black<Piece>"};
  std::string name(rest.substr(5));
  name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
  if (!d.piece(name)) return ValueError{std::string(key), "the variant has no piece " + name};
  auto region = parse_region(v, d.files, d.ranks);
  if (!region.first) return region.second;
  std::erase_if(d.mobility_regions,
                [&](const MobilityRegion& m) { return m.piece == name && m.colour == colour; });
  d.mobility_regions.push_back({name, colour, *region.first, at});
  return std::optional<ValueError>{};
}

const std::vector<OptionRow>& option_table() {
  static const std::vector<OptionRow> t = build();
  return t;
}

bool no_effect_key(std::string_view key) {
  for (const auto k : kNoEffect)
    if (k == key) return true;
  return false;
}

bool known_key(std::string_view key) {
  for (const auto k : kUnsupported)
    if (k == key) return true;
  return false;
}

}  // namespace vchess::variants
