// Move text between the toolkit and an outside engine: written in the dialect the engine was
// given, read back in every notation the variant has (the toolkit's, UCI, USI, Game Courier,
// king-takes-rook, the king's from-to with or without `k`, O-O). A line that is move text in
// none of them is an error, never a "missing/extra" finding: an unreadable notation must not
// pass for a disagreement.
#pragma once
#include <cctype>
#include <map>
#include <optional>
#include <string>

#include "candidates.h"
#include "engines/shogi_text.h"
#include "games/game.h"

namespace vchess::cli {

enum class MoveDialect {
  Toolkit,        // the toolkit's canonical text
  KingTakesRook,  // chess family, UCI_Chess960: castling as the king taking its rook
  Uci,            // chess family: castling as the king's from-to (e1g1) where that is
                  // unambiguous (the king moves two files or more), else king-takes-rook;
                  // every castling king-takes-rook in chess960 and crc
  Usi,            // shogi family: USI squares (7g7f, P*5e)
};

template <games::Game A>
struct EngineMoves {
  const A& g;
  MoveDialect dialect = MoveDialect::Toolkit;
  bool random_start = false;  // chess960, crc

  static constexpr bool kChess = A::kAltNotation == games::AltNotation::KingTakesRook;
  static constexpr bool kShogi = A::kAltNotation == games::AltNotation::GameCourier;

  std::string write(const typename A::Position& pos, typename A::Move m) const {
    const std::string canon = g.text(pos, m);
    switch (dialect) {
      case MoveDialect::Toolkit:
        return canon;
      case MoveDialect::KingTakesRook:
        return g.text(pos, m, kChess);
      case MoveDialect::Uci: {
        if (!kChess) return canon;
        const std::string ktr = g.text(pos, m, true);
        if (ktr == canon) return canon;  // not castling
        return random_start || canon.back() == 'k' ? ktr : canon;
      }
      case MoveDialect::Usi:
        return kShogi ? engines::gc_to_usi(g.text(pos, m, true)) : canon;
    }
    return canon;
  }

  // Every spelling of every legal move of pos -> its canonical text. Canonical texts first, so
  // a king step `b1c1` stays the step when castling's king from-to without `k` is `b1c1` too.
  std::map<std::string, std::string> spellings(typename A::Position& pos) const {
    std::map<std::string, std::string> out;
    typename A::MoveList ml;
    g.legal(pos, ml);
    for (const auto m : ml) out.emplace(g.text(pos, m), g.text(pos, m));
    for (const auto m : ml) {
      const std::string canon = g.text(pos, m), alt = g.text(pos, m, true);
      out.emplace(alt, canon);
      out.emplace(write(pos, m), canon);
      if (kShogi) out.emplace(engines::gc_to_usi(alt), canon);
      if (kChess && alt != canon && canon.back() == 'k')  // castling, king from-to without `k`
        out.emplace(canon.substr(0, canon.size() - 1), canon);
    }
    return out;
  }

  // The canonical text of the engine's `text`; "" when it is move text but no legal move here;
  // nullopt when it is move text in none of the variant's notations.
  std::optional<std::string> read(typename A::Position& pos, const std::string& text,
                                  const std::map<std::string, std::string>& names) const {
    if (const auto it = names.find(text); it != names.end()) return it->second;
    if (const auto gated = sjaak_gating(pos, text, names)) return gated;
    if (!kChess && (text == "O-O" || text == "O-O-O")) {  // Sjaak II's castling, any variant
      std::vector<std::string> legal;
      typename A::MoveList ml;
      g.legal(pos, ml);
      for (const auto m : ml) legal.push_back(g.text(pos, m));
      const std::string c = castling_move(g.fen(pos), kShogi ? 'b' : 'w', text == "O-O", legal);
      if (!c.empty()) return c;
    }
    auto m = g.parse(pos, text);  // O-O, e7e8Q, e7e8=q, Game Courier ...
    if (m) return g.text(pos, *m);
    if (m.error().kind == games::GameError::Kind::IllegalMove) return std::string();
    if (kShogi)
      if (const std::string gc = engines::usi_to_gc(text); !gc.empty()) {
        auto u = g.parse(pos, gc);
        if (u) return g.text(pos, *u);
        if (u.error().kind == games::GameError::Kind::IllegalMove) return std::string();
      }
    return std::nullopt;
  }

  // Sjaak II's Seirawan gating: the move, '/', the placed piece's letter and, after castling,
  // the square it is put on (`b1a3/E`, `O-O/Eh1`). The toolkit writes the move and the letter,
  // or from the rook's square to the king's when castling puts it on the rook's square.
  std::optional<std::string> sjaak_gating(typename A::Position& pos, const std::string& text,
                                          const std::map<std::string, std::string>& names) const {
    const std::size_t slash = text.find('/');
    if (slash == std::string::npos || slash + 1 >= text.size() ||
        !std::isalpha(static_cast<unsigned char>(text[slash + 1])))
      return std::nullopt;
    const auto base = read(pos, text.substr(0, slash), names);
    if (!base || base->empty()) return base;
    const char letter = char(std::tolower(static_cast<unsigned char>(text[slash + 1])));
    const std::string at = text.substr(slash + 2);
    std::size_t k = 1;  // the base move's first square: a file letter and its digits
    while (k < base->size() && std::isdigit(static_cast<unsigned char>((*base)[k]))) ++k;
    const std::string king = base->substr(0, k);
    const std::string gated = at.empty() || at == king ? *base + letter : at + king + letter;
    const auto it = names.find(gated);
    return it != names.end() ? it->second : std::string();
  }

  // The notations read(), for the error that names an unreadable line.
  static const char* notations() {
    return kChess   ? "toolkit, UCI, king-takes-rook, king from-to with or without k, O-O"
           : kShogi ? "toolkit, USI, Game Courier"
                    : "toolkit, O-O";
  }
};

}  // namespace vchess::cli
