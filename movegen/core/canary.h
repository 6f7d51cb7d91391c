// Canaries: planted bugs that prove the checks can fail (scripts/canaries, scripts/canaries.tsv).
// Compiled in only with -DVCHESS_CANARIES=ON, a test-only build; there one canary at a time is
// switched on at run time by the environment variable VCHESS_CANARY=<name>, read once. In every
// other build canary() is a constant false and each `if (canary(...))` site compiles to nothing.
// The names here and in scripts/canaries.tsv must agree (scripts/canaries checks).
#pragma once

namespace vchess {

enum class Canary {
  None,
  // chess family (movegen/chess/movegen.h)
  ChessEpRankExposure,      // en passant that exposes the king along the rank is allowed
  ChessCastleThroughCheck,  // the king's crossed squares are not tested for attacks
  ChessCastleKingStays,     // castling where the king stays on its square is missing (960, CRC)
  ChessNoKnightPromotion,   // promotion to a knight is missing
  ChessKingXray,            // the king may step back along the line of a slider checking it
  ChessDoubleCheckBlocks,   // in double check other pieces may capture or block the first checker
  ChessCheckBlockMissing,   // in check no piece may block the checking slider's line
  ChessDiagonalPinMissed,   // pieces pinned on a diagonal move freely
  ChessPinnedPawnFree,      // a pinned pawn may leave its pin line
  // dedicated 8x8 chess (movegen/chess64/movegen.h, perft.h)
  Chess64PinnedFree,           // a pinned piece moves as if free
  Chess64EpRankExposure,       // en passant that exposes the king along the rank is allowed
  Chess64CastleThroughCheck,   // at the counted last ply, castling through an attacked square
  Chess64PromotionOnce,        // a promotion is counted once instead of four times (last ply)
  Chess64KingXray,             // the king may step back along the line of a slider checking it
  Chess64DoubleCheckBlocks,    // in double check other pieces may capture or block a checker
  Chess64CheckBlockMissing,    // in check no piece may block the checking slider's line
  Chess64NearKingKnightsLost,  // the king-neighbourhood danger map leaves out the knights
  Chess64SetwiseWrap,          // set-wise counting: knight leaps wrap from edge file to edge file
  Chess64KingLinesShort,       // only sliders next to the king are looked at for checks and pins
  Chess64CastleRookTarget,     // castling ignores a piece on the rook's target square
  Chess64EpCheckerKept,        // in check by a pawn, en passant never takes the checker
  // UC-24 (movegen/uc24/movegen.h, movegen.cpp)
  Uc24DropWithoutRight,      // a drop is allowed with a reserve but no drop right
  Uc24NoCapturePromotion,    // a pawn capturing onto the last rank does not promote (move missing)
  Uc24DropIgnoresLeoScreen,  // a drop that screens for an enemy Leo's capture of the king allowed
  Uc24EpCaptureSquareIgnored,  // quick test: en passant's capture square is not looked at
  Uc24MoveIgnoresLeoScreen,    // quick test: a piece moved onto a Leo's line is never its screen
  Uc24RecaptureRightMissed,    // quick test: a recapture closing an exchange earns no right
  Uc24PathGuardMissed,         // quick test: bent riders', nightriders' and lame paths unguarded
  // shogi family (movegen/shogi/movegen.h, attacks.h)
  ShogiNifu,                 // a second unpromoted pawn may be dropped on a file
  ShogiPawnDropMate,         // a pawn drop that mates is allowed (uchifuzume)
  DaiHookTurnsAtPiece,       // Dai Seireigi hook movers turn at an occupied square too
  DaiJumpCapturesKing,       // Dai Seireigi jumping generals' jumps may capture a king
  ShogiPinIgnored,           // a pinned piece may leave its pin line (not in check)
  ShogiCheckBlockMissing,    // in check no piece or drop may block a checking slider
  ShogiKingXray,             // the king may step back along the line of a slider checking it
  ShogiUchifuzumeDropReply,  // uchifuzume: the checked defender's drops count as replies untested
  ShogiFreePawnOnHookPath,   // a pawn alone on a hook path steps untested (Dai Seireigi)
  ShogiCountZoneExit,        // bulk count: a move out of the zone is counted without its promotion
  ShogiDropIgnoresCheck,     // in check, drops are not kept to the squares that block
  ShogiDoubleCheckBlocks,    // in double check other pieces and drops may still answer one checker
  ShogiHookCornerMissed,     // bent hook paths are not looked at, only straight ones (Dai Seireigi)
  // Waterloo (movegen/waterloo/movegen.cpp, position.cpp)
  WaterlooPieceLimitIgnored,      // splits allowed at the 30-piece limit
  WaterlooNoDemotion,             // an attacked Emperor is not demoted to a King
  WaterlooCastleThroughCheck,     // double castling through attacked squares
  WaterlooPartCannotMerge,        // a part split off a compound may not merge with an own piece
  WaterlooExposesIgnoresCapture,  // one-ray test: a captured pinner still attacks
  WaterlooPartMoveEmpties,        // full test: a part move empties its square (in check)
  WaterlooLinesIgnoreWiseman,     // a Wiseman's lines are left out of the royal piece's lines
  // fast generic generator (movegen/defined/)
  DefinedHopTwoScreens,        // a cannon hops over the second screen instead of the first
  DefinedLameNotBlocked,       // a lame leap ignores the piece on its path
  DefinedPromotionMissing,     // the last promotion piece of the list is never chosen
  DefinedDropRegion,           // drops allowed in the opponent's drop region too
  DefinedPawnDropMate,         // a shogi pawn drop that mates is allowed
  DefinedCastleThroughCheck,   // the castling king's crossed squares are not tested
  DefinedPinIgnored,           // a pinned piece may leave its pin line
  DefinedPinnedPawnsShifted,   // pinned built-in pawns move with the free ones, by shifts
  DefinedLameLegUnguarded,     // the leg squares of lame leaps onto the king are not guarded
  DefinedJanggiCannonScreen,   // a janggi cannon hops over another janggi cannon
  DefinedPalaceOffLines,       // palace diagonal moves land off the diagonal lines too
  DefinedBikjangIgnored,       // in bikjang a move may leave the royal pieces facing
  DefinedPassInCheck,          // a pass is allowed in check (without bikjang)
  DefinedMakpongKingFlees,     // makpongRule: a king in check may step away (pins mode)
  DefinedDemotionMissing,      // pieceDemotion: a promoted piece's demotions are never generated
  DefinedRegionToUnmasked,     // leap tables ignore the mobility region at the destination
  DefinedRegionFromUnmasked,   // leap tables ignore where a move group may start (soldier's river)
  DefinedCheckedKeepsLeap,     // cambodianMoves: a checked king keeps its leap
  DefinedMustDropIgnored,      // mustDrop: moves are generated beside the legal drops
  DefinedRookDropAnywhere,     // sittuyinRookDrop: a rook may be dropped off the first rank
  DefinedSittuyinZoneIgnored,  // sittuyinPromotion: pawns promote off the promotion region
  DefinedSittuyinCheck,        // sittuyinPromotion: a promotion may give check
  DefinedBlastImmuneIgnored,   // blastImmuneTypes: an explosion removes immune pieces too
  DefinedMutualCapture,        // mutuallyImmuneTypes: a piece may take one of its own type
  DefinedAtomicKingCaptures,   // a pseudo-royal king's captures are kept (no self-explosion)
  DefinedAtomicBlastBesideKing,       // a capture beside one's own pseudo-royal king is kept
  DefinedAtomicAdjacentKingsChecked,  // kings side by side: checks and pins still applied
  DefinedFlyingGeneralUnfolded,    // flyingGeneral said folded into the line attacks, but not added
  DefinedWallsPassable,            // walls: the generator's occupancy leaves them out (rides pass)
  DefinedJanggiLineUnguarded,      // janggi pins mode: the cannon lines through the king unguarded
  DefinedJanggiBikjangPins,        // janggi pins mode kept in bikjang (moves need not end it)
  DefinedJanggiDiagonalUnguarded,  // janggi pins mode: diagonal lines to the king unguarded
  DefinedJanggiTakenSimple,  // janggi without lame leapers or hoppers: the guard skips its rules
  DefinedJanggiReachNoDiagonal,  // janggi_reach: the diagonal-line moves left out
  DefinedGuardSeesThroughWalls,  // walls: checks and pins are looked for through them
  DefinedBarePromotes,       // a type with a promotedPieceType taken as bare: its promotions lost
  DefinedPetrifyNoWall,      // petrifyOnCaptureTypes: the capturer goes, no wall is left
  DefinedForwardReachShort,  // forward_reach built without each type's last lame leap
  DefinedPetrifiedKingAttacks,  // petrifyOnCaptureTypes: a pseudo-royal petrifier still checks
  DefinedPrPromotionPinned,  // a side promoting into a pseudo-royal type kept to the guard's pins
  DefinedDupleUnasked,       // dupleCheck: the all-attacked test never asked
  DefinedLameAimOwnSide,     // the leg guard looks for the mover's lame leapers, not the enemy's
  DefinedRoyalTakesCannonStale,  // janggi: a general taking a cannon asked as if it still stood
  DefinedUnmadeTestStale,        // unmade move test: the janggi cannons as before the move
  DefinedPassUnmadeInCheck,      // a pass judged unmade wherever no checker was found
  DefinedJanggiHopNoScreen,      // janggi cannon attack by lines: the first piece back attacks
  DefinedPalaceMaskShort,        // D77: the diagonal tables' masks miss their last square
  DefinedRoyalZoneNoLines,       // D78: the royal zone leaves out the riders' and hoppers' lines
  DefinedFacingCacheStale,       // D79: undo_move leaves the child's bikjang cache in place
  // drops from elsewhere (issue 37)
  DefinedTwoboardsCaptureFillsHand,  // twoBoards: a capture fills the capturer's hand
  DefinedDropLoopDemotes,            // dropLoop: a captured promoted piece goes to hand demoted
  DefinedMustDropTypeIgnored,        // mustDropType: any type in hand must be dropped
  DefinedBishopColoursIgnored,       // dropOppositeColoredBishop: the colour rule not applied
  DefinedDroppedCastlingIgnored,     // castlingDroppedPiece: a dropped king or rook gives no right
  DefinedGateOnCastlingMissing,  // seirawanGating: castling never puts a piece on the rook's square
  DefinedGateOnCastlingLanding,  // seirawanGating: castling puts a piece where king or rook lands
  DefinedGateBulkMissing,        // seirawanGating: a bulk target set from a gate counted once
  DefinedWallCountFromSquare,    // walls counted at the last ply: the square left stays occupied
  DefinedDuckStays,              // wallingRule = duck: the duck may stay on its square
  DefinedWallUndoLate,        // undo_move puts the walls back after the pieces (an arrow on `from`)
  DefinedGuardRidersOwnSide,  // D76: the guard looks for riders of the side to move on its lines
  DefinedSlideMaskShort,  // slide tables (D75): a piece next to a line's last square blocks nothing
  DefinedReversiAdjacentEncloses,  // reversi: an own piece next to the square encloses nothing
  DefinedEnclosingStartIgnored,    // enclosingDropStart: drops enclose from the first one
  DefinedFullBoardPlaysOn,         // adjudicateFullBoard: a full board plays on (passes)
  DefinedFlipFirstLineOnly,        // reversi: only the first enclosed line found turns
  DefinedRideRegionUnmasked,       // a rider's targets leave its mobility region
  DefinedPrBareUnpinned,       // D84: a bare type's quiet moves in a pseudo-royal node ignore pins
  DefinedPrPawnsBlastUnasked,  // D85: set-wise pawn captures under explosions all legal
  DefinedPrPawnsDoubleCheck,   // D85: set-wise pawn steps in a pseudo-royal double check block
  DefinedBlastWallIgnored,     // D88: blast_ok leaves out the petrified capturer's wall
  DefinedPrDropChecksUnasked,  // D89: dropChecks = false, pseudo-royal: no drop tested for check
  DefinedFallsThroughPieces,   // top/anyside (D80): from the top, over the lowest obstacle
  DefinedLookupOnlyRegion,     // D86: a rider with a mobility region taken as tables only
  DefinedWallNoBlock,          // D90: wallOrMove: in check no wall alone blocks the check
  DefinedDuckShieldStale,      // D91: atomicduck's safety test keeps the old duck standing
  DefinedPlainPinnedFree,      // D92, D95: a plain path lets a pinned piece move as if free
  DefinedPlainEpCheckerKept,   // D92: ... never answers the checking pawn by en passant
  DefinedPlainPromotionOnce,   // D92: ... counts a promotion once at the last ply
  DefinedPlainNearKingSteps,   // D92: ... asks the king's danger from a chess king's steps only
  DefinedStepperPinned,        // D93: a pinned stepper moved with its type's free ones
  DefinedStepperZoneFrom,      // D93: a stepper leaving the zone may not promote
  DefinedBareImmobile,         // D94: a type with squares it cannot leave taken as bare
  DefinedPlainEdgeWrap,        // D95: the plain path's pawn captures wrap round the edge
  DefinedRoyalDangerNoXray,    // D96: the royal danger set asked with the royal piece standing
  DefinedZoneOnlyFromZone,     // D97: a zone-only type leaving the zone may not promote
  // the layer both generic generators share (variants/)
  VariantsPromotedMapReplaced,  // a child's promotedPieceType drops the inherited pairs
  VariantsLetterKeepsReplaced,  // a piece given an inherited letter leaves the old piece in place
  Count
};

inline constexpr const char* kCanaryNames[] = {
    "none",
    "chess_ep_rank_exposure",
    "chess_castle_through_check",
    "chess_castle_king_stays",
    "chess_no_knight_promotion",
    "chess_king_xray",
    "chess_double_check_blocks",
    "chess_check_block_missing",
    "chess_diagonal_pin_missed",
    "chess_pinned_pawn_free",
    "chess64_pinned_free",
    "chess64_ep_rank_exposure",
    "chess64_castle_through_check",
    "chess64_promotion_once",
    "chess64_king_xray",
    "chess64_double_check_blocks",
    "chess64_check_block_missing",
    "chess64_near_king_knights_lost",
    "chess64_setwise_wrap",
    "chess64_king_lines_short",
    "chess64_castle_rook_target",
    "chess64_ep_checker_kept",
    "uc24_drop_without_right",
    "uc24_no_capture_promotion",
    "uc24_drop_ignores_leo_screen",
    "uc24_ep_capture_square_ignored",
    "uc24_move_ignores_leo_screen",
    "uc24_recapture_right_missed",
    "uc24_path_guard_missed",
    "shogi_nifu",
    "shogi_pawn_drop_mate",
    "dai_hook_turns_at_piece",
    "dai_jump_captures_king",
    "shogi_pin_ignored",
    "shogi_check_block_missing",
    "shogi_king_xray",
    "shogi_uchifuzume_drop_reply",
    "shogi_free_pawn_on_hook_path",
    "shogi_count_zone_exit",
    "shogi_drop_ignores_check",
    "shogi_double_check_blocks",
    "shogi_hook_corner_missed",
    "waterloo_piece_limit_ignored",
    "waterloo_no_demotion",
    "waterloo_castle_through_check",
    "waterloo_part_cannot_merge",
    "waterloo_exposes_ignores_capture",
    "waterloo_part_move_empties",
    "waterloo_lines_ignore_wiseman",
    "defined_hop_two_screens",
    "defined_lame_not_blocked",
    "defined_promotion_missing",
    "defined_drop_region",
    "defined_pawn_drop_mate",
    "defined_castle_through_check",
    "defined_pin_ignored",
    "defined_pinned_pawns_shifted",
    "defined_lame_leg_unguarded",
    "defined_janggi_cannon_screen",
    "defined_palace_off_lines",
    "defined_bikjang_ignored",
    "defined_pass_in_check",
    "defined_makpong_king_flees",
    "defined_demotion_missing",
    "defined_region_to_unmasked",
    "defined_region_from_unmasked",
    "defined_checked_keeps_leap",
    "defined_must_drop_ignored",
    "defined_rook_drop_anywhere",
    "defined_sittuyin_zone_ignored",
    "defined_sittuyin_check",
    "defined_blast_immune_ignored",
    "defined_mutual_capture",
    "defined_atomic_king_captures",
    "defined_atomic_blast_beside_king",
    "defined_atomic_adjacent_kings_checked",
    "defined_flying_general_unfolded",
    "defined_walls_passable",
    "defined_janggi_line_unguarded",
    "defined_janggi_bikjang_pins",
    "defined_janggi_diagonal_unguarded",
    "defined_janggi_taken_simple",
    "defined_janggi_reach_no_diagonal",
    "defined_guard_sees_through_walls",
    "defined_bare_promotes",
    "defined_petrify_no_wall",
    "defined_forward_reach_short",
    "defined_petrified_king_attacks",
    "defined_pr_promotion_pinned",
    "defined_duple_unasked",
    "defined_lame_aim_own_side",
    "defined_royal_takes_cannon_stale",
    "defined_unmade_test_stale",
    "defined_pass_unmade_in_check",
    "defined_janggi_hop_no_screen",
    "defined_palace_mask_short",
    "defined_royal_zone_no_lines",
    "defined_facing_cache_stale",
    "defined_twoboards_capture_fills_hand",
    "defined_drop_loop_demotes",
    "defined_must_drop_type_ignored",
    "defined_bishop_colours_ignored",
    "defined_dropped_castling_ignored",
    "defined_gate_on_castling_missing",
    "defined_gate_on_castling_landing",
    "defined_gate_bulk_missing",
    "defined_wall_count_from_square",
    "defined_duck_stays",
    "defined_wall_undo_late",
    "defined_guard_riders_own_side",
    "defined_slide_mask_short",
    "defined_reversi_adjacent_encloses",
    "defined_enclosing_start_ignored",
    "defined_full_board_plays_on",
    "defined_flip_first_line_only",
    "defined_ride_region_unmasked",
    "defined_pr_bare_unpinned",
    "defined_pr_pawns_blast_unasked",
    "defined_pr_pawns_double_check",
    "defined_blast_wall_ignored",
    "defined_pr_drop_checks_unasked",
    "defined_falls_through_pieces",
    "defined_lookup_only_region",
    "defined_wall_no_block",
    "defined_duck_shield_stale",
    "defined_plain_pinned_free",
    "defined_plain_ep_checker_kept",
    "defined_plain_promotion_once",
    "defined_plain_near_king_steps",
    "defined_stepper_pinned",
    "defined_stepper_zone_from",
    "defined_bare_immobile",
    "defined_plain_edge_wrap",
    "defined_royal_danger_no_xray",
    "defined_zone_only_from_zone",
    "variants_promoted_map_replaced",
    "variants_letter_keeps_replaced",
};
static_assert(sizeof(kCanaryNames) / sizeof(kCanaryNames[0]) == int(Canary::Count));

}  // namespace vchess

#ifdef VCHESS_CANARIES
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace vchess {

// The canary named by VCHESS_CANARY, read once; an unknown name aborts (a typo must not pass
// as a canary the checks failed to catch).
inline Canary active_canary() {
  static const Canary c = [] {
    const char* s = std::getenv("VCHESS_CANARY");
    if (!s || !*s) return Canary::None;
    for (int i = 0; i < int(Canary::Count); ++i)
      if (std::strcmp(s, kCanaryNames[i]) == 0) return Canary(i);
    std::fprintf(stderr, "VCHESS_CANARY: unknown canary '%s'\n", s);
    std::abort();
  }();
  return c;
}
inline bool canary(Canary c) { return active_canary() == c; }

}  // namespace vchess
#else
namespace vchess {
// consteval: each call is the constant false in the front end, so even inlining decisions are
// those of a tree without the sites (the generated code is identical).
consteval bool canary(Canary) { return false; }
}  // namespace vchess
#endif
