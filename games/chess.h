// The chess family (chess, Chess960, Capablanca, Gothic, CRC) as a Game: the fast path in
// movegen/chess on board geometry G, the reference in movegen/reference/chess.
#pragma once
#include <cctype>
#include <string>
#include <string_view>

#include "chess/notation.h"
#include "chess/perft.h"
#include "chess/startpos.h"
#include "chess/variant.h"
#include "games/game_base.h"
#include "games/text_forms.h"
#include "reference/chess/reference_chess.h"

namespace vchess::games {

template <class G>
struct ChessGame : GameBase<ChessGame<G>, chess::Position<G>, chess::Move> {
  using Position = chess::Position<G>;
  using Move = chess::Move;
  using MoveList = chess::MoveList;
  using Reference = ref_chess::Board;
  static constexpr std::string_view kFamily = "chess";
  static constexpr AltNotation kAltNotation = AltNotation::KingTakesRook;

  const chess::VariantSpec* spec;
  explicit ChessGame(const chess::VariantSpec& s) : spec(&s) {}

  Expected<Position, GameError> load(std::string_view fen) const {
    return this->validated(chess::parse_fen(fen, G::kFiles, G::kRanks));
  }
  Expected<Position, GameError> from_setup(const chess::Setup& s) const {
    auto p = Position::from_setup(s, spec->promotion_types());
    return this->position_or_error(std::move(p));
  }

  // Chess960: Scharnagl number seed % 960; CRC: default-set array seed % 21,821.
  std::string start_fen(std::uint64_t seed) const {
    switch (spec->random_start) {
      case chess::RandomStart::Chess960:
        return chess960_fen(int(seed % 960));
      case chess::RandomStart::Crc: {
        const auto& arrays = crc_arrays(CrcSet::Default);
        return crc_fen(arrays[seed % arrays.size()]);
      }
      case chess::RandomStart::None:
        break;
    }
    return std::string(spec->start_fen);
  }

  std::string text(const Position&, Move m, bool king_takes_rook = false) const {
    return chess::move_text<G>(m, king_takes_rook ? chess::CastlingStyle::KingTakesRook
                                                  : chess::CastlingStyle::KingDestination);
  }
  // Promotions as e7e8q, e7e8Q, e7e8=q or e7e8=Q.
  Expected<Move, GameError> parse(Position& p, std::string_view text) const {
    const PromotionSuffix s = split_promotion(text);
    std::string t = s.stem;
    if (s.letter) t += char(std::tolower(static_cast<unsigned char>(s.letter)));
    auto m = chess::parse_move(p, t);
    return this->move_or_error(m, chess::MoveTextError::Illegal, text);
  }
  bool in_check(const Position& p) const { return bool(p.checkers()); }
  std::uint64_t perft(Position& p, int depth) const { return chess::perft(p, depth); }

  // Mirrors the board vertically and swaps the colours, the side and the castling rights.
  Expected<Position, GameError> flip(const Position& p) const {
    const chess::Setup s = p.to_setup();
    chess::Setup f = s;
    for (int r = 0; r < s.ranks; ++r)
      for (int file = 0; file < s.files; ++file) {
        const chess::Piece q = s.at(file, r);
        f.at(file, s.ranks - 1 - r) =
            q ? chess::make_piece(~chess::color_of(q), chess::type_of(q)) : chess::kNoPiece;
      }
    f.side = ~s.side;
    for (chess::CastlingToken& t : f.castling) t.color = ~t.color;
    if (s.ep >= 0) f.ep = (s.ranks - 1 - s.ep / s.files) * s.files + s.ep % s.files;
    return from_setup(f);
  }

  Expected<Reference, GameError> reference(std::string_view fen) const {
    return make_reference<Reference, ref_chess::Error>(fen, G::kFiles);
  }
  Catalogue catalogue() const;
};

}  // namespace vchess::games

#include "games/chess_catalogue.h"
