// The shogi family (9x9 shogi, 15x15 Dai Seireigi) as a Game: the fast path in movegen/shogi on
// board G, the reference in movegen/reference/shogi.
#pragma once
#include <string>
#include <string_view>
#include <utility>

#include "games/game_base.h"
#include "reference/shogi/reference_shogi.h"
#include "shogi/movegen.h"
#include "shogi/notation.h"
#include "shogi/sfen.h"

namespace vchess::games {

template <class G>
struct ShogiGame : GameBase<ShogiGame<G>, shogi::Position<G>, shogi::Move> {
  using Position = shogi::Position<G>;
  using Move = shogi::Move;
  using MoveList = typename Position::MoveList;
  using Reference = ref_shogi::Board;
  static constexpr bool kDai = G::kFiles == 15;
  static constexpr std::string_view kFamily = kDai ? "dai-seireigi" : "shogi";
  static constexpr AltNotation kAltNotation = AltNotation::GameCourier;

  static const shogi::GameSpec& spec() { return shogi::shogi_rules<G>().spec; }

  Expected<Position, GameError> load(std::string_view text) const {
    return this->validated(shogi::parse_position(text, spec()));
  }
  std::string fen(const Position& p) const { return shogi::position_text(p.to_setup(), spec()); }
  std::string start_fen(std::uint64_t) const { return std::string(spec().start); }

  // With `gc`, Game Courier squares (8k-8j, P@8j).
  std::string text(const Position&, Move m, bool gc = false) const {
    return gc ? shogi::gc_move_text<G>(m) : shogi::move_text<G>(m);
  }
  Expected<Move, GameError> parse(Position& p, std::string_view text) const {
    auto m = shogi::parse_move(p, text);
    return this->move_or_error(m, shogi::MoveTextError::Illegal, text);
  }
  bool in_check(const Position& p) const { return p.in_check(); }
  std::uint64_t perft(Position& p, int depth) const { return shogi::perft(p, depth); }

  // Rotates the board 180 degrees and swaps colours, side and hands (Gote moves as Sente
  // rotated, so perft is unchanged).
  Expected<Position, GameError> flip(const Position& p) const {
    const shogi::Setup s = p.to_setup();
    shogi::Setup f = s;
    const int n = s.size * s.size;
    for (int sq = 0; sq < n; ++sq) {
      const shogi::Piece q = s.board[sq];
      f.board[n - 1 - sq] =
          q ? shogi::make_piece(~shogi::color_of(q), shogi::type_of(q)) : shogi::kNoPiece;
    }
    f.side = ~s.side;
    f.hand = {s.hand[1], s.hand[0]};
    return this->from_setup(f);
  }

  Expected<Reference, GameError> reference(std::string_view text) const {
    return make_reference<Reference, ref_shogi::Error>(
        text, kDai ? ref_shogi::Game::DaiSeireigi : ref_shogi::Game::Shogi);
  }

  Catalogue catalogue() const {
    const std::array<std::string_view, 3> squares =
        kDai ? std::array<std::string_view, 3>{"a1", "h8", "h5"}
             : std::array<std::string_view, 3>{"a1", "e5", "e3"};
    Catalogue c{squares, {}};
    const auto& R = shogi::shogi_rules<G>();
    for (int t = 0; t < R.types; ++t) {
      CatalogueRow r{R.def(t).name, std::string(R.def(t).label), "", {}};
      for (int i = 0; i < 3; ++i)
        r.counts[i] =
            shogi::empty_board_destinations<G>(t, shogi::parse_square(squares[i], G::kFiles));
      c.rows.push_back(r);
    }
    return c;
  }
};

}  // namespace vchess::games
