// UC-24 as a Game: the fast path in movegen/uc24, the reference in movegen/reference/uc24.
#pragma once
#include <cctype>
#include <string>
#include <string_view>

#include "games/game_base.h"
#include "games/text_forms.h"
#include "reference/uc24/reference_uc24.h"
#include "uc24/movegen.h"
#include "uc24/notation.h"
#include "uc24/random_setup.h"

namespace vchess::games {

struct Uc24Game : GameBase<Uc24Game, uc24::Position, uc24::Move> {
  using Position = uc24::Position;
  using Move = uc24::Move;
  using MoveList = uc24::MoveList;
  using Reference = ref_uc24::Board;
  static constexpr std::string_view kFamily = "uc24";
  static constexpr AltNotation kAltNotation = AltNotation::None;

  Expected<Position, GameError> load(std::string_view fen) const {
    return this->validated(uc24::parse_fen(fen));
  }
  // The random set-up of this seed (RULINGS 1.1).
  std::string start_fen(std::uint64_t seed) const { return uc24::to_fen(uc24::random_setup(seed)); }

  std::string text(const Position& p, Move m, bool = false) const { return uc24::move_text(p, m); }
  // The implied promotion piece may be named: e7e8s, e7e8S, e7e8=s, e7e8=S (before any drop).
  Expected<Move, GameError> parse(Position& p, std::string_view text) const {
    const std::size_t amp = text.find('&');
    const std::string_view turn = text.substr(0, amp);
    const PromotionSuffix s = split_promotion(turn);
    std::string t = s.stem;
    if (s.letter) (t += '=') += char(std::toupper(static_cast<unsigned char>(s.letter)));
    if (amp != std::string_view::npos) t += text.substr(amp);
    auto m = uc24::parse_move(p, t);
    return this->move_or_error(m, uc24::MoveTextError::Illegal, text);
  }
  bool in_check(const Position& p) const { return p.in_check(); }
  std::uint64_t perft(Position& p, int depth) const { return uc24::perft(p, depth); }

  // Mirrors the board vertically; swaps colours, side, reserves and drop rights; mirrors the
  // en passant and pending-exchange squares.
  Expected<Position, GameError> flip(const Position& p) const {
    const auto mirror = [](int sq) { return sq < 0 ? sq : sq ^ 56; };
    const uc24::Setup s = p.to_setup();
    uc24::Setup f = s;
    for (int sq = 0; sq < 64; ++sq) {
      const uc24::Piece q = s.board[sq];
      f.board[mirror(sq)] =
          q ? uc24::make_piece(~uc24::color_of(q), uc24::type_of(q)) : uc24::kNoPiece;
    }
    f.side = ~s.side;
    f.ep = mirror(s.ep);
    f.reserve = {s.reserve[1], s.reserve[0]};
    f.rights = {s.rights[1], s.rights[0]};
    f.pending.sq = mirror(s.pending.sq);
    return this->from_setup(f);
  }

  Expected<Reference, GameError> reference(std::string_view fen) const {
    return make_reference<Reference, ref_uc24::Error>(fen);
  }

  Catalogue catalogue() const {
    Catalogue c{{"a1", "d4", "e4"}, {}};
    for (int t = 0; t < uc24::kTypes; ++t) {
      const auto& p = uc24::kPieceTable[t];
      const bool pawn = t == uc24::kPawn;
      c.rows.push_back({p.name,
                        std::string(1, p.letter),
                        p.betza,
                        {pawn ? 1 : uc24::empty_board_destinations(t, 0),
                         pawn ? 1 : uc24::empty_board_destinations(t, 27),
                         pawn ? 1 : uc24::empty_board_destinations(t, 28)}});
    }
    return c;
  }
};

}  // namespace vchess::games
