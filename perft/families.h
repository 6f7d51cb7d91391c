// Each family of generators behind one interface, so the perft runner is written once:
// load a FEN, list legal moves, print and parse move text, count, and its reference.
#pragma once
#include <string>

#include "chess/notation.h"
#include "chess/perft.h"
#include "driver.h"
#include "reference/chess/reference_chess.h"
#include "reference/shogi/reference_shogi.h"
#include "reference/uc24/reference_uc24.h"
#include "reference/waterloo/reference_waterloo.h"
#include "shogi/notation.h"
#include "uc24/notation.h"
#include "waterloo/movegen.h"
#include "waterloo/notation.h"

namespace vchess::cli {

template <class G>
struct ChessFamily {
  using Position = chess::Position<G>;
  using Move = chess::Move;
  using MoveList = chess::MoveList;
  using Reference = ref_chess::Board;
  using RefError = ref_chess::Error;

  const chess::VariantSpec& spec;

  Position load(const std::string& fen) const {
    auto s = chess::parse_fen(fen, G::kFiles, G::kRanks);
    if (!s) throw CliError(s.error().what());
    auto p = Position::from_setup(*s, spec.promotion_types());
    if (!p) throw CliError(p.error().what());
    return std::move(*p);
  }
  Reference reference(const std::string& fen) const { return Reference(fen, G::kFiles); }
  static void legal(Position& p, MoveList& ml) { chess::generate_legal(p, ml); }
  static std::string text(const Position&, Move m, bool king_takes_rook = false) {
    return chess::move_text<G>(m, king_takes_rook ? chess::CastlingStyle::KingTakesRook
                                                  : chess::CastlingStyle::KingDestination);
  }
  static auto parse(Position& p, std::string_view t) { return chess::parse_move(p, t); }
  static bool illegal(chess::MoveTextError e) { return e == chess::MoveTextError::Illegal; }
  static std::uint64_t perft(Position& p, int d) { return chess::perft(p, d); }
  static std::string fen(const Position& p) { return chess::to_fen(p.to_setup()); }
};

struct Uc24Family {
  using Position = uc24::Position;
  using Move = uc24::Move;
  using MoveList = uc24::MoveList;
  using Reference = ref_uc24::Board;
  using RefError = ref_uc24::Error;

  Position load(const std::string& fen) const {
    auto s = uc24::parse_fen(fen);
    if (!s) throw CliError(s.error().what());
    auto p = Position::from_setup(*s);
    if (!p) throw CliError(p.error().what());
    return std::move(*p);
  }
  Reference reference(const std::string& fen) const { return Reference(fen); }
  static void legal(Position& p, MoveList& ml) { uc24::generate_legal(p, ml); }
  static std::string text(const Position& p, Move m, bool = false) { return uc24::move_text(p, m); }
  static auto parse(Position& p, std::string_view t) { return uc24::parse_move(p, t); }
  static bool illegal(uc24::MoveTextError e) { return e == uc24::MoveTextError::Illegal; }
  static std::uint64_t perft(Position& p, int d) { return uc24::perft(p, d); }
  static std::string fen(const Position& p) { return uc24::to_fen(p.to_setup()); }
};

template <class G>
struct ShogiFamily {
  using Position = shogi::Position<G>;
  using Move = shogi::Move;
  using MoveList = typename Position::MoveList;
  using Reference = ref_shogi::Board;
  using RefError = ref_shogi::Error;
  static constexpr bool kDai = G::kFiles == 15;

  Position load(const std::string& fen) const {
    auto s = shogi::parse_position(fen, shogi::kRules<G>.spec);
    if (!s) throw CliError(s.error().what());
    auto p = Position::from_setup(*s);
    if (!p) throw CliError(p.error().what());
    return std::move(*p);
  }
  Reference reference(const std::string& fen) const {
    return Reference(fen, kDai ? ref_shogi::Game::DaiSeireigi : ref_shogi::Game::Shogi);
  }
  static void legal(Position& p, MoveList& ml) { shogi::generate_legal(p, ml); }
  // The flag asks for the alternative notation: Game Courier squares on this board.
  static std::string text(const Position&, Move m, bool alt = false) {
    return alt ? shogi::gc_move_text<G>(m) : shogi::move_text<G>(m);
  }
  static auto parse(Position& p, std::string_view t) { return shogi::parse_move(p, t); }
  static bool illegal(shogi::MoveTextError e) { return e == shogi::MoveTextError::Illegal; }
  static std::uint64_t perft(Position& p, int d) { return shogi::perft(p, d); }
  static std::string fen(const Position& p) {
    return shogi::position_text(p.to_setup(), shogi::kRules<G>.spec);
  }
};

struct WaterlooFamily {
  using Position = waterloo::Position;
  using Move = waterloo::Move;
  using MoveList = waterloo::MoveList;
  using Reference = ref_waterloo::Board;
  using RefError = ref_waterloo::Error;

  Position load(const std::string& fen) const {
    auto s = waterloo::parse_fen(fen);
    if (!s) throw CliError(s.error().what());
    auto p = Position::from_setup(*s);
    if (!p) throw CliError(p.error().what());
    return std::move(*p);
  }
  Reference reference(const std::string& fen) const { return Reference(fen); }
  static void legal(Position& p, MoveList& ml) { waterloo::generate_legal(p, ml); }
  static std::string text(const Position&, Move m, bool = false) { return waterloo::move_text(m); }
  static auto parse(Position& p, std::string_view t) { return waterloo::parse_move(p, t); }
  static bool illegal(waterloo::MoveTextError e) { return e == waterloo::MoveTextError::Illegal; }
  static std::uint64_t perft(Position& p, int d) { return waterloo::perft(p, d); }
  static std::string fen(const Position& p) { return waterloo::to_fen(p.to_setup()); }
};

}  // namespace vchess::cli
