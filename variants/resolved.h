// A defined variant resolved once, as Fairy-Stockfish's Variant::conclude() does: the section's
// data (model.h) plus what every generator derives from it alike, so that no generator derives
// it again: each piece's index, its Betza as the generators interpret it (the built-in pawn's
// fixed moves), its Fairy-Stockfish type order and what each option makes of it (royal,
// promotion, en passant, castling, flag, extinction), the types the options name by index.
// Movement stays text: each generator reads the Betza itself (a misread in one is caught by the
// other; a misread of the data by the external counts).
#pragma once
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "variants/model.h"

namespace vchess::variants {

struct ResolvedPiece {
  std::string name;           // "knight", "customPiece1", "king"
  char letter = 0;            // lower case
  std::string betza;          // the moves the generators interpret ("" immobile)
  Origin origin;              // the line that defined the piece
  int order = 0;              // Fairy-Stockfish's type order (pockets are printed by it)
  bool builtin_pawn = false;  // "pawn": double and triple steps, en passant squares
  bool shogi_pawn = false;    // "shogiPawn": shogiPawnDropMateIllegal
  bool royal = false;         // the `king` type: its capture loses
  bool pawn_type = false;     // pawnTypes (the fifty-move clock)
  bool extinction = false;    // extinctionPieceTypes
  bool connector = false;     // connectPieceTypes, where a connection end applies
  int promoted = -1;          // promotedPieceType's target type, or -1
  std::array<bool, 2> promotion_pawn{}, promotion_target{}, en_passant{};
  std::array<bool, 2> castling_rook{}, castling_king{}, flag{};
  // Where the type may move, capture and be dropped, per colour: its mobility region, else the
  // whole board (squares on the board only). `restricted`: a region other than the board.
  std::array<Region, 2> region;
  bool restricted = false;
  // Squares where the type moves by `narrow_betza` instead (soldierPromotionRank: a soldier
  // below the rank steps forward only); none where narrow_betza is "".
  std::string narrow_betza;
  std::array<Region, 2> narrow_region;
  // diagonalLines: from a square of the lines, the moves the type adds whose destinations lie
  // on the lines (Fairy-Stockfish's palace moves): F for the wazir and a royal piece that
  // steps as W, fF for the soldier, B for the rook, pB for the janggi cannon; "" none.
  std::string diagonal_betza;
  // The janggi cannon: its hops never go over a janggi cannon nor capture one (either colour).
  bool janggi_cannon = false;
  int promotion_limit = 0;    // promotionLimit: how many the side may have for a promotion, 0 any
  bool blast_immune = false;  // blastImmuneTypes
  bool mutually_immune = false;  // mutuallyImmuneTypes
  bool blast_shielded = false;   // blastOnCapture: the `pawn`, spared by explosions next to it
  bool petrify = false;          // petrifyOnCaptureTypes
};

struct ResolvedVariant {
  VariantDef def;
  std::vector<ResolvedPiece> pieces;  // in the definition's order: a type's index everywhere
  int royal = -1;                     // the royal type, -1 for none
  std::array<int, 2> castling_king_type{-1, -1};
  int drop_no_doubled = -1;
  // cambodianMoves: the type that jumps two squares from its gate (`fers`, the met); -1 none.
  int gate_jumper = -1;
  int drop_rook = -1;       // sittuyinRookDrop: the `rook` type, -1 none
  int must_drop_type = -1;  // mustDropType's type, -1 for any type
  int drop_bishop = -1;     // dropOppositeColoredBishop: the `bishop` type, -1 none
  // Wall squares (`*` in a FEN): squares no piece may enter or pass, which a hopper may take
  // as its screen. A variant has them when its start FEN has one; a FEN of any other refuses
  // them (the generators keep no wall set there).
  bool walls = false;

  int files() const { return def.files; }
  int ranks() const { return def.ranks; }
  int type_by_name(const std::string& name) const;  // -1 if none
  int type_by_letter(char lower) const;             // -1 if none
};

// Whether a pawn-style promoted piece keeps its mark (`X~`): where its capture would give back
// a pawn (captures to hand without dropLoop) or where it would on the partner's board
// (twoBoards).
inline bool marks_promoted(const VariantDef& d) {
  return (d.captures_to_hand && !d.drop_loop) || d.two_boards;
}

// The built-in pawn's moves: its double step and en passant are options, not Betza.
inline constexpr const char* kBuiltinPawnMoves = "fmWfcF";

// Never fails on a definition the reader produced (it refuses what would not resolve).
std::shared_ptr<const ResolvedVariant> resolve(const VariantDef& def);

}  // namespace vchess::variants
