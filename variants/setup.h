// A set-up of a defined variant as its FEN holds it, owned by the model layer so that both
// generators build their positions from it and write them back through it (in the spirit of
// shakmaty's Setup): the board, hands, castling rights, en passant squares, gates, walls, side,
// clocks and check counts. Reading checks what the model decides (letters, ranks, walls,
// mobility regions, the royal pieces, castling and en passant rights as Fairy-Stockfish keeps
// them); what needs attacks (the side not to move in check, cambodianMoves' checked king) is
// each generator's, when it builds its position.
//
// Fairy-Stockfish's FEN: board (ranks from the top, runs of empty squares as numbers, `*` a wall
// square, `+X` a shogi-style promoted piece, `X~` a promoted piece whose capture gives back a
// pawn), the pocket in [...] (or as one more rank after the last), side, castling (KQkq or the
// rook files, Shredder/X-FEN style; with gating the unmoved pieces' files), en passant squares,
// the checks still to give (`3+3`, with checkCounting), half-move clock, move number; or, as
// lichess writes 3check, the checks already given as a last field (`+2+0`), written back so.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "variants/resolved.h"

namespace vchess::variants {

inline constexpr int kSetupSquares = kMaxFiles * kMaxRanks;  // square: rank * kMaxFiles + file
inline constexpr int kSetupTypes = 64;

inline constexpr int setup_square(int file, int rank) { return rank * kMaxFiles + file; }

struct SetupCell {
  std::int8_t type = -1;  // index into ResolvedVariant::pieces, -1 for empty
  std::int8_t colour = 0;
  std::int8_t unpromoted = -1;  // shogi-style promoted piece: the type it promoted from
  bool promoted = false;        // promoted in any way (printed `X~` when captures go to hand)
  bool empty() const { return type < 0; }
  friend bool operator==(const SetupCell&, const SetupCell&) = default;
};

struct Setup {
  std::array<SetupCell, kSetupSquares> board{};
  std::array<std::array<std::int8_t, kSetupTypes>, 2> hand{};
  int side = 0;
  // Castling: the castling king's square per colour, the rooks' [colour][0 kingside, 1
  // queenside] (-1 none), as Fairy-Stockfish resolves KQkq and file letters on the board.
  std::array<std::int16_t, 2> castling_king{-1, -1};
  std::array<std::array<std::int16_t, 2>, 2> castling_rook{{{-1, -1}, {-1, -1}}};
  Region ep;     // en passant target squares (those Fairy-Stockfish keeps)
  Region gates;  // gating: unmoved pieces the FEN names (colour: the occupant's)
  Region walls;  // wall squares (`*`)
  std::array<int, 2> checks_remaining{0, 0};  // checkCounting only
  bool checks_as_given = false;               // written lichess's way (`+W+B`)
  int halfmove = 0, fullmove = 1;
  // What the game's last plies decide and no FEN holds (janggi): the passes made in a row and
  // whether the position before the last move was bikjang. Read as 0 and false.
  std::uint8_t passes = 0;
  bool bikjang_before = false;
  // oppositeCastling: bit 2 * colour + side (0 kingside, 1 queenside) for each castling made in
  // the game. Read as none.
  std::uint8_t castled = 0;

  const SetupCell& at(int file, int rank) const {
    return board[std::size_t(setup_square(file, rank))];
  }
  SetupCell& at(int file, int rank) { return board[std::size_t(setup_square(file, rank))]; }
  friend bool operator==(const Setup&, const Setup&) = default;
};

// A FEN that cannot be read: `what` names the field or character.
struct FenError {
  std::string fen, what;
  std::string message() const;  // "bad FEN '<fen>': <what>"
};

Expected<Setup, FenError> read_fen(const ResolvedVariant& v, std::string_view fen);
std::string write_fen(const ResolvedVariant& v, const Setup& s);
// The start position's text as write_fen writes it (the definition's own text if unreadable).
std::string start_fen(const ResolvedVariant& v);

// Colours exchanged and the board mirrored top-bottom, or with half_turn turned by half a turn
// (which colour symmetry the rules have is the caller's to know).
Setup flipped(const ResolvedVariant& v, const Setup& s, bool half_turn);

// What a generator's position build says of a set-up whose side not to move is in check.
std::string side_not_to_move_in_check(int side_to_move);

// The checks each side has to give in the variant's start position (3check: 3+3).
std::array<int, 2> checks_to_give(const ResolvedVariant& v);

}  // namespace vchess::variants
