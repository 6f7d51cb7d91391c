// The data model of a defined variant: what a section of a Fairy-Stockfish-style variants.ini
// file says once its parent's settings are inherited and its keys applied. It holds no movement
// code: Betza strings stay text, and each generator (the generic reference now, a fast path
// later) reads them itself, so a piece misread by one is caught by the other.
//
// Conventions: colour index 0 = White, 1 = Black. Files and ranks are 0-based (a = 0, rank 1 = 0).
// Pieces are named by their type name ("pawn", "knight", "customPiece3", "king"), as
// Fairy-Stockfish names its types, so inherited sets keep meaning the same type when a child
// re-letters it; `letter` is the type's lower-case FEN letter.
#pragma once
#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace vchess::variants {

inline constexpr int kMaxFiles = 16;  // Fairy-Stockfish stops at 12x10; users play 15x15
inline constexpr int kMaxRanks = 16;

// Where a setting came from, for messages: "bundled/chess.ini" or the user's path, 1-based line.
struct Origin {
  std::string file;
  int line = 0;
};

// A set of squares on the largest board: bit rank * kMaxFiles + file. Squares off the variant's
// board are never set (the reader refuses them).
struct Region {
  std::bitset<kMaxFiles * kMaxRanks> bits;
  bool has(int file, int rank) const { return bits.test(std::size_t(rank * kMaxFiles + file)); }
  void set(int file, int rank) { bits.set(std::size_t(rank * kMaxFiles + file)); }
  bool empty() const { return bits.none(); }
  friend bool operator==(const Region&, const Region&) = default;
  static Region all(int files, int ranks);
  static Region rank(int files, int r);
};

// A set of piece types by name; `all` is Fairy-Stockfish's `*`.
struct PieceSet {
  bool all = false;
  std::vector<std::string> names;
  bool has(const std::string& name) const;
  friend bool operator==(const PieceSet&, const PieceSet&) = default;
};

struct PieceDef {
  std::string name;   // "knight", "customPiece1", "king"
  char letter = 0;    // lower case; White's is its upper case
  std::string betza;  // movement as written; "" is immobile
  Origin origin;      // the line that defined it (or the built-in table)
};

// mobilityRegion{White,Black}{Piece}: the only squares a type of one colour moves to, captures
// on or is dropped on (Fairy-Stockfish applies it to attacks too).
struct MobilityRegion {
  std::string piece;  // type name
  int colour = 0;
  Region squares;
  Origin origin;  // the key's line
};

// wallingRule: where the wall a move places goes (Fairy-Stockfish's five forms; docs/rules/
// defined.md). None: no walling.
enum class Walling { None, Arrow, Duck, Edge, Past, Static };

// enclosingDrop and flipEnclosedPieces: Fairy-Stockfish's [EnclosingRule] forms. Reversi and
// Ataxx are played in both, Snort, Top (connect four) and Anyside as enclosingDrop, Quadwrangle
// as flipEnclosedPieces (docs/rules/defined.md); the others are read so a refusal can name them.
enum class Enclosing { None, Reversi, Ataxx, Quadwrangle, Snort, Anyside, Top };

// A game result for the side to move, as Fairy-Stockfish's [Value] options take it.
enum class GameValue { None, Win, Loss, Draw };

struct VariantDef {
  std::string name;
  std::string parent;  // "" for none
  Origin origin;       // the section header
  bool bundled = false;

  int files = 8, ranks = 8;
  std::vector<PieceDef> pieces;  // letters unique
  std::string king = "king";     // the royal type, "" for none (`king = -`)
  std::string start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  Origin start_fen_origin;  // the startFen line, else the header of the section that reads it

  // Pawns and promotion
  PieceSet pawn_types;                            // default {pawn}
  std::array<PieceSet, 2> promotion_pawn_types;   // default {pawn}
  std::array<PieceSet, 2> promotion_piece_types;  // default {queen, rook, bishop, knight}
  std::array<Region, 2> promotion_region;         // default rank 8 / rank 1
  std::vector<std::pair<std::string, std::string>> promoted_piece_type;  // from -> to
  bool piece_promotion_on_capture = false;
  bool mandatory_pawn_promotion = true;
  bool mandatory_piece_promotion = false;
  // pieceDemotion: a shogi-style promoted piece may (with mandatoryPiecePromotion must) turn
  // back into what it promoted from, where a promotion could happen (text: '-').
  bool piece_demotion = false;
  // promotionLimit (`f:1 r:2`): a promotion to a listed type only while the side has fewer of
  // it on the board than the count.
  std::vector<std::pair<std::string, int>> promotion_limit;
  // sittuyinPromotion: no promotion by a pawn's move; instead, as a move of its own, a pawn on
  // the promotion region (anywhere when it is the side's only pawn) turns into a promotion type
  // in place or with one of that type's quiet moves, attacking no enemy piece, checking no king.
  bool sittuyin_promotion = false;
  bool double_step = true;
  std::array<Region, 2> double_step_region;  // default rank 2 / rank 7
  std::array<Region, 2> triple_step_region;  // default none
  std::array<Region, 2> en_passant_region;   // default all squares
  std::array<PieceSet, 2> en_passant_types;  // default {pawn}

  // Castling
  bool castling = true;
  bool chess960 = false;
  int castling_kingside_file = 6, castling_queenside_file = 2;  // the king's destinations
  int castling_rank = 0;                                        // relative to each side
  int castling_king_file = 4;
  std::array<std::string, 2> castling_king_piece{"king", "king"};
  int castling_rook_kingside_file = kMaxFiles - 1;  // clamped to the board: the corner
  int castling_rook_queenside_file = 0;
  std::array<PieceSet, 2> castling_rook_pieces;  // default {rook}
  // oppositeCastling: a side may not castle on the side (kingside, queenside) its opponent has
  // castled on earlier in the game. The game's plies decide it; a FEN starts with none castled.
  bool opposite_castling = false;

  // Drops
  bool piece_drops = false;
  bool captures_to_hand = false;
  std::array<Region, 2> drop_region;  // default all squares
  bool drop_promoted = false;
  std::string drop_no_doubled;  // type name, "" for none
  int drop_no_doubled_count = 1;
  bool first_rank_pawn_drops = false;
  bool promotion_zone_pawn_drops = false;
  bool drop_checks = true;
  bool immobility_illegal = false;
  bool shogi_pawn_drop_mate_illegal = false;
  // mustDrop: while the side has pieces in hand and a legal drop, it must drop.
  // mustDropType: only while it holds this type, and then only drops of it ("" = any type).
  bool must_drop = false;
  std::string must_drop_type;
  // dropLoop: a captured promoted piece goes to hand as the type it stands as.
  bool drop_loop = false;
  // twoBoards: the hands are filled from another board (bughouse); on this board nothing
  // changes but that promoted pieces keep their mark (`X~`).
  bool two_boards = false;
  // dropOppositeColoredBishop: the side's bishops (board and hand) must be able to end up half
  // on each square colour; a drop that makes that impossible is illegal.
  bool drop_opposite_colored_bishop = false;
  // castlingDroppedPiece: a castling king or rook dropped onto its castling square gives the
  // castling rights with the castling pieces already there.
  bool castling_dropped_piece = false;
  // sittuyinRookDrop: a `rook` is dropped on the side's first rank only.
  bool sittuyin_rook_drop = false;
  // enclosingDrop: reversi, a drop must enclose a line of enemy pieces between it and one of
  // the mover's (along a rank, file or diagonal); ataxx, a drop must touch one of the mover's
  // pieces (a king step away); snort, it may not be a rook step from an enemy piece; top, it
  // goes where a piece let in at the top of a file falls to (on a piece or wall, or the first
  // rank); anyside, where a piece let in at any edge, along a rank or file, slides to.
  // enclosingDropStart: while any of its squares is empty, drops go there and nowhere else,
  // enclosing nothing.
  Enclosing enclosing_drop = Enclosing::None;
  Region enclosing_drop_start;
  // flipEnclosedPieces: after every move but a pass, enemy pieces change colour: reversi, each
  // line enclosed between the square moved to and a piece of the mover's; ataxx, every enemy
  // piece a king step from that square; quadwrangle, as ataxx after a plain piece move, after
  // another move only with a piece of the mover's a king step from that square.
  Enclosing flip_enclosed = Enclosing::None;
  // freeDrops (Fairy-Stockfish's own field, which its variants.ini parser does not read; ataxx
  // sets it): every type may be dropped whatever the hand holds, and a drop takes nothing from it.
  bool free_drops = false;

  // Move rules
  bool checking = true;
  bool must_capture = false;
  bool flying_general = false;
  std::vector<MobilityRegion> mobility_regions;  // one per type and colour at most
  // soldierPromotionRank, 0-based and relative to the side: a `soldier` on a rank below it
  // steps forward only (xiangqi's soldier before the river).
  int soldier_promotion_rank = 0;
  // diagonalLines: squares joined by diagonal lines (janggi's palace diagonals); from one of
  // them the wazir, a W-stepping royal piece, the soldier, the rook and the janggi cannon also
  // move diagonally onto another (resolved.h says how).
  Region diagonal_lines;
  // pass{White,Black}: the side may pass (a move from its royal square to itself);
  // passOnStalemate{White,Black}: only when it has no other legal move and is not in check.
  std::array<bool, 2> pass{}, pass_on_stalemate{};
  // bikjangRule: with the royal pieces facing on an open line, the side to move must end the
  // facing or pass (it may pass even in check); facing after two plies in a row ends the game.
  bool bikjang = false;
  // makpongRule: a royal piece in check may move only to take its one checker.
  bool makpong_rule = false;
  // gating with cambodianMoves (Ouk Chatrang): the castling field's file letters name the pieces
  // on the castling rank that have not moved; while unmoved, a king not in check may leap like
  // a knight to the rank ahead and a `fers` (the met) may jump two squares straight ahead, both
  // onto empty squares. A rook moved onto the enemy king's file or rank takes its leap away.
  bool gating = false;
  bool cambodian_moves = false;
  // seirawanGating (with gating): a piece leaving a gated square for the first time may put a
  // piece from the hand on the square it left, as part of the move; castling may put it on the
  // king's or the rook's square. The move must be legal without the placed piece
  // (docs/rules/defined.md).
  bool seirawan_gating = false;
  // blastOnCapture: a capture explodes on its square: the capturing piece and every piece but a
  // `pawn` on the eight squares around leave the board, of either colour (captured pieces to
  // hand: each goes to its opponent's). blastImmuneTypes: never removed by an explosion, not
  // even the capturer. mutuallyImmuneTypes: a piece of these types may not capture one of its
  // own type.
  bool blast_on_capture = false;
  PieceSet blast_immune_types, mutually_immune_types;
  // petrifyOnCaptureTypes: a piece of these types that captures leaves the board and its square
  // becomes a wall; one that is royal to its side (extinctionPseudoRoyal) never captures.
  PieceSet petrify_on_capture_types;
  // wallingRule: every move also places a wall on an empty square (after the move) of the
  // mover's wallingRegion, restricted by the form: arrow (a quiet move of the moved piece from
  // its new square), past (the square it left), edge (the board's edge or beside a wall), duck
  // (the one wall moves: the old ones go), static (anywhere in the region).
  Walling walling = Walling::None;
  std::array<Region, 2> walling_region;  // default all squares
  // wallOrMove (atlantis): a side either moves a piece (no wall) or only places a wall.
  bool wall_or_move = false;

  // Immediate game ends (a position where the game has ended has no moves)
  std::array<std::string, 2> flag_piece;  // type name, "" for none
  std::array<Region, 2> flag_region;
  int flag_piece_count = 1;
  bool flag_move = false;
  bool flag_piece_safe = false;
  // flagPieceBlockedWin: short of flagPieceCount, a side also has reached its flag region with
  // one flag piece there when every other square of the region holds a piece (kono).
  bool flag_piece_blocked_win = false;
  GameValue extinction_value = GameValue::None;
  PieceSet extinction_piece_types;
  int extinction_piece_count = 0;
  int extinction_opponent_piece_count = 0;
  bool extinction_claim = false;
  // extinctionPseudoRoyal: while a side has at most extinctionPieceCount + 1 pieces of an
  // extinction type, they are royal to it (decided before each move; docs/rules/defined.md).
  bool extinction_pseudo_royal = false;
  // dupleCheck (with extinctionPseudoRoyal): a move may not leave every piece of the mover's
  // extinction types attacked, royal or not (spartan's two kings: one may stay in check).
  bool duple_check = false;
  bool check_counting = false;
  // Connection ends, asked of the side that just moved, its pieces of connectPieceTypes: connectN
  // in an unbroken row along a direction of connect{Horizontal,Vertical,Diagonal}, collinearN on
  // one such line (gaps allowed), a connectNxN square, or a chain of them, each a step along
  // such a direction from the last, from its connectRegion1 to its connectRegion2. connectValue
  // is the result only.
  int connect_n = 0, collinear_n = 0, connect_nxn = 0;
  PieceSet connect_piece_types{true, {}};
  bool connect_horizontal = true, connect_vertical = true, connect_diagonal = true;
  std::array<Region, 2> connect_region1, connect_region2;
  GameValue connect_value = GameValue::Win;
  // castlingWins: [colour][0 kingside, 1 queenside], the castling rights whose castling wins; a
  // side that has some of them and has lost them all has lost (castling loses both its rights).
  std::array<std::array<bool, 2>, 2> castling_wins{};
  bool connects() const {
    return connect_n > 0 || collinear_n > 0 || connect_nxn > 0 || !connect_region1[0].empty() ||
           !connect_region1[1].empty();
  }
  // adjudicateFullBoard: a board with a piece on every square (walls are not pieces) ends the game.
  bool adjudicate_full_board = false;

  // Values that end the game without changing the move tree
  GameValue stalemate_value = GameValue::Draw;
  GameValue checkmate_value = GameValue::Loss;

  const PieceDef* piece(const std::string& name) const;
  const PieceDef* piece_by_letter(char lower) const;
};

}  // namespace vchess::variants
