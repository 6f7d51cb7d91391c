// Defined variants (variants/: Fairy-Stockfish's variants.ini format) as a Game. The fast path
// is the fast generic generator (movegen/defined/), one adapter a bitboard size; the reference
// is the generic reference (movegen/reference/defined/). Move text is the model's
// (variants/move_text.h): each describes its own moves. So is the FEN (variants/setup.h): the
// model reads it into a Setup, each generator builds its position from one and writes its
// position back to one (defined/setup.h, ref_defined::position_of); no move generation is shared.
#pragma once
#include <algorithm>
#include <cctype>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "defined/perft.h"
#include "defined/setup.h"
#include "games/game.h"
#include "games/game_base.h"
#include "games/text_forms.h"
#include "reference/defined/reference_defined.h"
#include "variants/move_text.h"
#include "variants/setup.h"

namespace vchess::games {

// A definition the fast generator cannot compile (the reference may play it).
struct FastCompileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The tables of a variant, built once per rules object and bitboard size (never null: a
// variant the fast generator cannot compile throws FastCompileError with the reason).
template <class BB>
std::shared_ptr<const defined::Tables<BB>> defined_tables(
    const std::shared_ptr<const ref_defined::Rules>& rules);

Catalogue defined_catalogue(const ref_defined::Rules& rules);  // games/defined_catalogue.cpp

static_assert(variants::kinds_are_shapes<defined::Kind>());

template <class BB>
struct DefinedGame {
  using Position = defined::Position<BB>;
  using Move = defined::Move;
  using MoveList = defined::RootList<BB>;
  using Reference = ref_defined::Board;
  static constexpr std::string_view kFamily = "defined";
  static constexpr AltNotation kAltNotation = AltNotation::None;

  std::shared_ptr<const ref_defined::Rules> rules;
  std::shared_ptr<const defined::Tables<BB>> tables;

  explicit DefinedGame(std::shared_ptr<const ref_defined::Rules> r)
      : rules(std::move(r)), tables(defined_tables<BB>(rules)) {}

  Expected<Position, GameError> load(std::string_view fen) const {
    const auto s = variants::read_fen(rules->model(), fen);
    if (!s) return Unexpected{GameError{GameError::Kind::Fen, s.error().message()}};
    auto p = defined::position_of(*tables, *s);
    if (!p)
      return Unexpected{GameError{GameError::Kind::Fen,
                                  variants::FenError{std::string(fen), p.error()}.message()}};
    return std::move(*p);
  }
  std::string fen(const Position& p) const {
    return variants::write_fen(rules->model(), defined::setup_of(p));
  }
  std::string start_fen(std::uint64_t) const { return variants::start_fen(rules->model()); }

  void legal(Position& p, MoveList& ml) const { defined::generate_legal(p, ml); }
  std::string text(const Position& p, Move m, bool = false) const {
    return variants::move_text(rules->model(), describe(p, m));
  }
  // Fairy-Stockfish's UCI text; a promotion letter in either case, or after '='.
  Expected<Move, GameError> parse(Position& p, std::string_view t) const {
    MoveList ml;
    legal(p, ml);
    const PromotionSuffix s = split_promotion(t);
    // wallOrMove: a move that places no wall is written `a2a3,a3a1` (Fairy-Stockfish's
    // text); its plain `a2a3` is read too.
    const bool wom = rules->def().wall_or_move;
    for (const Move m : ml) {
      const std::string canon = text(p, m);
      if (canon == t) return m;
      if (wom && m.wall < 0 && canon.size() > t.size() && canon.starts_with(t) &&
          canon[t.size()] == ',')
        return m;
      if (s.letter && canon == s.stem + char(std::tolower(static_cast<unsigned char>(s.letter))))
        return m;
    }
    GameError e = move_error(looks_like_move(t), t);
    const auto& d = rules->def();
    const std::size_t side = std::size_t(p.side);
    if (!d.pass[side] && !d.pass_on_stalemate[side] && is_pass_text(t))
      e.message += " (a pass: " + d.name + " has no passing for this side)";
    return Unexpected{e};
  }
  void do_move(Position& p, Move m) const { defined::do_move(p, m); }
  void undo_move(Position& p, Move m) const { defined::undo_move(p, m); }
  void play_root(Position& p, Move m) const {
    defined::do_move(p, m);
    p.history.clear();
  }
  // The key of the board and rights: like a FEN, it holds no passes or bikjang of the last
  // plies (the CLI refuses --hash, --threads and work units where those decide the moves).
  std::uint64_t key(const Position& p) const { return p.key; }
  Expected<std::uint64_t, GameError> rebuilt_key(const Position& p) const {
    auto q = load(fen(p));
    if (!q) return Unexpected{q.error()};
    return q->compute_key();
  }
  bool in_check(const Position& p) const {
    return defined::royal_attacked(p, p.side) || defined::pseudo_royal_checked(p);
  }
  // Ended by janggi's passes or bikjang on the last plies: its text reads as a game going on.
  bool ended_by_last_plies(const Position& p) const { return defined::ended_by_last_plies(p); }
  std::uint64_t perft(Position& p, int depth) const { return defined::perft(p, depth); }

  Expected<Position, GameError> flip(const Position& p) const {
    // Which colour symmetry the rules have is the reference's reading of the pieces (chirality).
    if (!rules->symmetric())
      return Unexpected{GameError{GameError::Kind::Position,
                                  "the variant's rules are not the same for both colours"}};
    const bool turn = rules->symmetry() == ref_defined::Rules::Symmetry::HalfTurn;
    return defined::placed(*tables, variants::flipped(rules->model(), defined::setup_of(p), turn));
  }
  Expected<Reference, GameError> reference(std::string_view fen) const {
    return make_reference<Reference, ref_defined::Error>(rules, fen);
  }
  Catalogue catalogue() const { return defined_catalogue(*rules); }

 private:
  // The move as the text needs it; castling outside chess960 asks whether the king could also
  // step onto its castling square by its own moves (then the text is king takes rook).
  variants::MoveDescription describe(const Position& p, Move m) const {
    const int f = tables->files;
    variants::MoveDescription d{variants::MoveShape(int(m.kind)),
                                m.from % f,
                                m.from / f,
                                m.to % f,
                                m.to / f,
                                m.type,
                                false,
                                m.gate,
                                m.gate_at_to};
    if (m.kind == defined::Kind::Castling && !rules->def().chess960) {
      const std::uint8_t code = p.code[std::size_t(m.from)];
      const int c = defined::colour_of(code);
      const int kto = tables->square(
          variants::castling_king_file(rules->model(), d.from_file, d.to_file), d.from_rank);
      const auto tg = defined::piece_targets(*tables, c, defined::type_of(code), m.from, p.occ,
                                             p.colour[std::size_t(1 - c)]);
      d.castle_ambiguous = bool((tg.quiet | tg.capture) & tables->sq(kto));
    }
    if (m.wall >= 0) d.wall_file = m.wall % f, d.wall_rank = m.wall / f;
    return d;
  }
  // A square written twice (e1e1, a10a10): Fairy-Stockfish's text of a pass.
  static bool is_pass_text(std::string_view t) {
    const std::size_t n = t.size();
    return n >= 4 && n % 2 == 0 && t.substr(0, n / 2) == t.substr(n / 2) &&
           std::isalpha(static_cast<unsigned char>(t[0]));
  }
  // Text shaped like a move (squares, a drop) that is not legal here, as against no move at all.
  static bool looks_like_move(std::string_view t) {
    return t.size() >= 4 && t.size() <= 8 && std::all_of(t.begin(), t.end(), [](char c) {
             return std::isalnum(static_cast<unsigned char>(c)) || c == '@' || c == '+' ||
                    c == '=' || c == '-';
           });
  }
};

}  // namespace vchess::games
