// Waterloo as a Game: the fast path in movegen/waterloo, the reference in
// movegen/reference/waterloo.
#pragma once
#include <string>
#include <string_view>

#include "games/game_base.h"
#include "reference/waterloo/reference_waterloo.h"
#include "waterloo/movegen.h"
#include "waterloo/notation.h"

namespace vchess::games {

struct WaterlooGame : GameBase<WaterlooGame, waterloo::Position, waterloo::Move> {
  using Position = waterloo::Position;
  using Move = waterloo::Move;
  using MoveList = waterloo::MoveList;
  using Reference = ref_waterloo::Board;
  static constexpr std::string_view kFamily = "waterloo";
  static constexpr AltNotation kAltNotation = AltNotation::None;

  Expected<Position, GameError> load(std::string_view fen) const {
    return this->validated(waterloo::parse_fen(fen));
  }
  std::string start_fen(std::uint64_t) const { return std::string(waterloo::kStartFen); }

  std::string text(const Position&, Move m, bool = false) const { return waterloo::move_text(m); }
  Expected<Move, GameError> parse(Position& p, std::string_view text) const {
    auto m = waterloo::parse_move(p, text);
    return this->move_or_error(m, waterloo::MoveTextError::Illegal, text);
  }
  bool in_check(const Position& p) const { return p.in_check(); }
  std::uint64_t perft(Position& p, int depth) const { return waterloo::perft(p, depth); }

  // The start is centre-symmetric, so the flip is the 180-degree rotation with colours, side,
  // promoted-pawn counts and castling rights (B <-> i, I <-> b) swapped.
  Expected<Position, GameError> flip(const Position& p) const {
    const auto rotate = [](int sq) { return sq < 0 ? sq : waterloo::kSquares - 1 - sq; };
    const waterloo::Setup s = p.to_setup();
    waterloo::Setup f = s;
    for (int sq = 0; sq < waterloo::kSquares; ++sq) {
      const waterloo::Piece q = s.board[sq];
      f.board[rotate(sq)] = q ? waterloo::make_piece(~waterloo::color_of(q), waterloo::type_of(q))
                              : waterloo::kNoPiece;
    }
    const int r = s.rights;
    f.side = ~s.side;
    f.ep = rotate(s.ep);
    f.rights = (r & 1) << 3 | (r & 2) << 1 | (r & 4) >> 1 | (r & 8) >> 3;
    f.promoted = {s.promoted[1], s.promoted[0]};
    return this->from_setup(f);
  }

  Expected<Reference, GameError> reference(std::string_view fen) const {
    return make_reference<Reference, ref_waterloo::Error>(fen);
  }

  Catalogue catalogue() const {
    namespace w = vchess::waterloo;
    const std::array<std::string_view, 3> squares{"a1", "e5", "e4"};
    Catalogue c{squares, {}};
    for (int t = 0; t < w::kTypes; ++t) {
      const auto& p = w::kPieceTable[t];
      CatalogueRow r{p.name, std::string(1, p.letter), p.betza, {}};
      for (int i = 0; i < 3; ++i)
        r.counts[i] = t == w::Pawn ? 0
                                   : w::empty_board_destinations(w::PieceType(t),
                                                                 w::parse_square(squares[i]));
      c.rows.push_back(r);
    }
    return c;
  }
};

}  // namespace vchess::games
