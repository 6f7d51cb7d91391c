#include "variants/options.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <vector>

#include "variants/option_table.h"
#include "variants/pieces.h"

namespace vchess::variants {
namespace {

PieceSet set_of(std::initializer_list<const char*> names) {
  PieceSet s;
  for (const char* n : names) s.names.emplace_back(n);
  return s;
}

// Fairy-Stockfish's regions are fixed ranks over every file (rank 8 stays rank 8 on a 10-rank
// board); generators read them on the board only.
Region rank_region(int rank) { return Region::rank(kMaxFiles, rank); }

Unexpected<DefError> error(DefError::Kind kind, const std::string& file, int line,
                           std::string token, std::string message) {
  return Unexpected{DefError{kind, {file, line}, std::move(token), std::move(message)}};
}

// The last value of each key (a key given twice: the later line counts, as in Fairy-Stockfish).
std::map<std::string, const IniEntry*> last_values(const IniSection& s) {
  std::map<std::string, const IniEntry*> out;
  for (const IniEntry& e : s.entries) out[e.key] = &e;
  return out;
}

struct RegionRefusal {
  Origin origin;
  std::string piece, why;
};

// Regions of types whose moves the options add beyond their Betza (the built-in pawn's steps and
// en passant, castling) are refused by name until the generators restrict those too. Another
// en passant type takes en passant by its Betza moves, which the region already restricts.
std::optional<RegionRefusal> unsupported_regions(const VariantDef& d) {
  for (const MobilityRegion& m : d.mobility_regions) {
    const auto c = std::size_t(m.colour);
    const char* why = nullptr;
    if (m.piece == "pawn") why = "a mobility region of the built-in pawn is not supported";
    if (d.castling &&
        (d.castling_king_piece[c] == m.piece || d.castling_rook_pieces[c].has(m.piece)))
      why = "a mobility region of a castling piece is not supported";
    if (why) return RegionRefusal{m.origin, m.piece, why};
  }
  return std::nullopt;
}

struct KeyRefusal {
  const char* key;
  std::string why;
};

bool any(const PieceSet& s) { return s.all || !s.names.empty(); }

// A petrifying pawn type whose every promotion is to petrifying types turns to stone whether the
// pawn or its new piece is asked (nuclear); any other promotion would need a rule.
bool promotes_to_stone(const VariantDef& d, const std::string& name) {
  const PieceSet& s = d.petrify_on_capture_types;
  for (const PieceDef& to : d.pieces)
    for (std::size_t c = 0; c < 2; ++c)
      if (d.promotion_pawn_types[c].has(name) && d.promotion_piece_types[c].has(to.name) &&
          !s.has(to.name))
        return false;
  return true;
}

// petrifyOnCaptureTypes: the combinations whose rule is not settled (a petrified royal king, a
// petrified piece in hand, a capturer that promotes to a type not turned to stone) are refused.
std::optional<std::string> unsupported_petrify(const VariantDef& d) {
  const PieceSet& s = d.petrify_on_capture_types;
  if (!any(s)) return std::nullopt;
  if (!d.king.empty() && s.has(d.king)) return "a royal king may not be petrified";
  if (d.captures_to_hand) return "not supported with capturesToHand";
  for (const PieceDef& p : d.pieces) {
    if (!s.has(p.name)) continue;
    bool promotes = !promotes_to_stone(d, p.name);
    for (const auto& [from, to] : d.promoted_piece_type) promotes |= from == p.name;
    if (promotes)
      return p.name +
             " promotes: a petrifying type that promotes to a type not petrified is "
             "not supported";
  }
  return std::nullopt;
}

// wallingRule: the combinations whose rule is not settled here. A wall may block a check or
// screen a hopper's: the generators ask it where a royal king places walls instead of moving
// (wallOrMove) and where pseudo-royal pieces face a duck; elsewhere no legality depends on it.
// Fairy-Stockfish refuses drops with walls.
std::optional<std::string> unsupported_walling(const VariantDef& d) {
  if (d.walling == Walling::None)
    return d.wall_or_move ? std::optional<std::string>{"wallOrMove needs a wallingRule"}
                          : std::nullopt;
  if (d.wall_or_move && d.walling != Walling::Edge && d.walling != Walling::Static)
    return "wallOrMove is supported with the edge and static forms only";
  if (d.wall_or_move && (d.flying_general || d.bikjang || d.extinction_pseudo_royal))
    return "wallOrMove with flyingGeneral, bikjangRule or extinctionPseudoRoyal is not supported";
  if (!d.king.empty() && !d.wall_or_move)
    return "walls with a royal king are not supported unless a wall replaces the move "
           "(wallOrMove)";
  if (d.extinction_pseudo_royal && (d.walling != Walling::Duck || d.duple_check))
    return "walls with extinctionPseudoRoyal are supported with the duck form only, without "
           "dupleCheck";
  if (d.piece_drops || (d.blast_on_capture && !d.extinction_pseudo_royal) ||
      any(d.petrify_on_capture_types) || d.gating || d.pass[0] || d.pass[1] ||
      d.pass_on_stalemate[0] || d.pass_on_stalemate[1] || !d.diagonal_lines.empty() ||
      d.piece("janggiCannon"))
    return "walls with pieceDrops, blastOnCapture (but for atomic's pseudo-royal kings), "
           "petrifyOnCaptureTypes, gating, passing or janggi's pieces are not supported";
  return std::nullopt;
}

// Combinations Fairy-Stockfish's parser rejects too (its consistency checks), and checking rules
// the generators do not apply to pseudo-royal pieces: refused by the key, never played.
std::optional<KeyRefusal> unsupported_royalty(const VariantDef& d) {
  const bool royal = !d.king.empty();
  if (d.blast_on_capture && royal)
    return KeyRefusal{"blastOnCapture",
                      "explosions with a royal king are not supported (make the king a commoner "
                      "with extinctionPseudoRoyal, as atomic does)"};
  for (const auto& [key, set] : {std::pair{"blastImmuneTypes", &d.blast_immune_types},
                                 std::pair{"mutuallyImmuneTypes", &d.mutually_immune_types}})
    if (any(*set) && (royal || d.extinction_pseudo_royal))
      return KeyRefusal{key, "not supported with a royal king or extinctionPseudoRoyal"};
  if (auto why = unsupported_petrify(d)) return KeyRefusal{"petrifyOnCaptureTypes", *why};
  if (d.extinction_pseudo_royal &&
      (!d.checking || (d.piece_drops && d.shogi_pawn_drop_mate_illegal)))
    return KeyRefusal{"extinctionPseudoRoyal",
                      "pseudo-royal pieces with checking = false or shogiPawnDropMateIllegal are "
                      "not supported"};
  // dupleCheck counts the extinction pieces on the board: drops and explosions would add and
  // remove candidates whose rule is not settled (Fairy-Stockfish forgets a dropped one).
  if (d.duple_check && (!d.extinction_pseudo_royal || d.blast_on_capture || d.piece_drops ||
                        any(d.petrify_on_capture_types)))
    return KeyRefusal{"dupleCheck",
                      "dupleCheck needs extinctionPseudoRoyal and is not supported with "
                      "blastOnCapture, pieceDrops or petrifyOnCaptureTypes"};
  if (auto why = unsupported_walling(d))
    return KeyRefusal{d.walling == Walling::None ? "wallOrMove" : "wallingRule", *why};
  // A blocked win that is also asked to be safe or to wait a move: no rule settled.
  if (d.flag_piece_blocked_win && (d.flag_piece_safe || d.flag_move))
    return KeyRefusal{"flagPieceBlockedWin", "not supported with flagPieceSafe or flagMove"};
  return std::nullopt;
}

// Gates mean something here for Ouk Chatrang's first leaps (cambodianMoves, without castling)
// and for Seirawan gating; castling rights and gates share the FEN field. Seirawan gating is
// judged on the move without the placed piece, so options that judge the position after the
// move in other ways are refused with it rather than guessed.
std::optional<KeyRefusal> unsupported_gating(const VariantDef& d) {
  if (d.seirawan_gating && !d.gating)
    return KeyRefusal{"seirawanGating", "seirawanGating needs gating = true"};
  if (d.seirawan_gating && d.cambodian_moves)
    return KeyRefusal{"seirawanGating", "not supported together with cambodianMoves"};
  if (d.gating && !d.seirawan_gating && (!d.cambodian_moves || d.castling))
    return KeyRefusal{"gating",
                      "gating is supported only with seirawanGating, or with cambodianMoves "
                      "and without castling"};
  if (d.seirawan_gating &&
      (d.extinction_pseudo_royal || d.blast_on_capture || any(d.petrify_on_capture_types) ||
       !d.checking || d.flying_general || d.bikjang || d.makpong_rule || d.sittuyin_promotion ||
       !d.drop_no_doubled.empty() || d.sittuyin_rook_drop || d.must_drop || d.check_counting ||
       d.walling != Walling::None))
    return KeyRefusal{"seirawanGating",
                      "not supported with extinctionPseudoRoyal, blastOnCapture, "
                      "petrifyOnCaptureTypes, checking = false, flyingGeneral, bikjangRule, "
                      "makpongRule, sittuyinPromotion, dropNoDoubled, sittuyinRookDrop, mustDrop, "
                      "checkCounting or wallingRule"};
  return std::nullopt;
}

// enclosingDrop, flipEnclosedPieces, freeDrops: Fairy-Stockfish's reversi and ataxx forms,
// without a royal king (a flip could give or take a check) and without the options that
// change what a move leaves behind (explosions, petrification, walling, gating, pseudo-royal
// pieces); free drops without the rules that count the hand.
std::optional<KeyRefusal> unsupported_enclosing(const VariantDef& d) {
  const auto played = [](Enclosing e, Enclosing also) {
    return e == Enclosing::None || e == Enclosing::Reversi || e == Enclosing::Ataxx || e == also;
  };
  const bool falls = d.enclosing_drop == Enclosing::Top || d.enclosing_drop == Enclosing::Anyside;
  if (!falls && !played(d.enclosing_drop, Enclosing::Snort))
    return KeyRefusal{"enclosingDrop",
                      "only the reversi, ataxx, snort, top and anyside forms are supported"};
  if (!played(d.flip_enclosed, Enclosing::Quadwrangle))
    return KeyRefusal{"flipEnclosedPieces",
                      "only the reversi, ataxx and quadwrangle forms are supported"};
  const bool encloses = d.enclosing_drop != Enclosing::None;  // the start region needs it too
  if (d.free_drops && d.piece_drops &&
      (d.must_drop || d.two_boards || d.captures_to_hand || d.drop_opposite_colored_bishop ||
       d.drop_promoted))
    return KeyRefusal{"freeDrops",
                      "not supported with mustDrop, twoBoards, capturesToHand, "
                      "dropOppositeColoredBishop or dropPromoted"};
  if (!encloses && d.flip_enclosed == Enclosing::None) return std::nullopt;
  const char* key = d.flip_enclosed != Enclosing::None ? "flipEnclosedPieces" : "enclosingDrop";
  if (!d.king.empty() || d.extinction_pseudo_royal || d.blast_on_capture ||
      any(d.petrify_on_capture_types) || d.walling != Walling::None || d.gating)
    return KeyRefusal{key,
                      "not supported with a royal king, extinctionPseudoRoyal, blastOnCapture, "
                      "petrifyOnCaptureTypes, wallingRule or gating"};
  return std::nullopt;
}

}  // namespace

VariantDef default_template() {
  VariantDef d;
  d.pawn_types = set_of({"pawn"});
  for (int c = 0; c < 2; ++c) {
    d.promotion_pawn_types[c] = set_of({"pawn"});
    d.promotion_piece_types[c] = PieceSet{};  // no pieces yet, so none to promote to
    d.promotion_region[c] = rank_region(c == 0 ? 7 : 0);
    d.double_step_region[c] = rank_region(c == 0 ? 1 : 6);
    d.en_passant_region[c] = Region::all(kMaxFiles, kMaxRanks);
    d.en_passant_types[c] = set_of({"pawn"});
    d.castling_rook_pieces[c] = set_of({"rook"});
    d.drop_region[c] = Region::all(kMaxFiles, kMaxRanks);
    d.walling_region[c] = Region::all(kMaxFiles, kMaxRanks);
  }
  return d;
}

Expected<VariantDef, DefError> apply_section(const IniSection& section, VariantDef d,
                                             const std::string& file) {
  d.name = section.name;
  d.parent = section.parent;
  d.origin = {file, section.line};
  d.bundled = false;
  const auto values = last_values(section);
  std::map<std::string, bool> used;
  const auto value_of = [&](const std::string& key) -> const IniEntry* {
    const auto it = values.find(key);
    if (it == values.end()) return nullptr;
    used[key] = true;
    return it->second;
  };
  // The board first: regions and squares are read on it.
  for (const char* key : {"maxRank", "maxFile"})
    if (const IniEntry* e = value_of(key)) {
      auto v = std::string_view(key) == "maxRank" ? parse_rank(e->value) : parse_file(e->value);
      if (!v.first)
        return error(DefError::Kind::BadValue, file, e->line, v.second.token,
                     std::string(key) + ": " + v.second.message);
      (std::string_view(key) == "maxRank" ? d.ranks : d.files) = *v.first + 1;
    }
  std::map<char, std::string> letters;  // letter -> the key of this section that gave it
  for (const std::string& key : piece_keys())
    if (const IniEntry* e = value_of(key)) {
      if (auto err = set_piece(d, key, e->value, {file, e->line}))
        return error(DefError::Kind::BadValue, file, e->line, err->token,
                     key + ": " + err->message);
      // A letter taken from an inherited piece replaces it (as Fairy-Stockfish does); two keys
      // of one section with one letter is a mistake in the section.
      const char l = char(std::tolower(static_cast<unsigned char>(e->value[0])));
      if (!std::isalpha(static_cast<unsigned char>(l))) continue;
      if (const auto [it, fresh] = letters.emplace(l, key); !fresh)
        return error(
            DefError::Kind::Duplicate, file, e->line, std::string(1, l),
            fmt::format("{}: piece letter already given to {} in this section", key, it->second));
    }
  for (const OptionRow& row : option_table()) {
    const IniEntry* e = value_of(std::string(row.key));
    if (!e) continue;
    if (auto err = row.apply(d, e->value))
      return error(DefError::Kind::BadValue, file, e->line, err->token,
                   std::string(row.key) + ": " + err->message);
  }
  for (const IniEntry& e : section.entries) {
    if (!e.key.starts_with("mobilityRegion") || values.at(e.key) != &e) continue;
    used[e.key] = true;
    if (auto err = apply_mobility_region(d, e.key, e.value, {file, e.line}); err && *err)
      return error(DefError::Kind::BadValue, file, e.line, (*err)->token,
                   e.key + ": " + (*err)->message);
  }
  // An inherited startFen that no longer fits (a child's maxFile) is this section's mistake.
  const IniEntry* fen = value_of("startFen");
  d.start_fen_origin = fen ? Origin{file, fen->line} : d.origin;
  if (!d.king.empty() && !d.piece(d.king)) d.king.clear();  // no such piece: no royal piece
  if (!d.double_step) d.double_step_region = {};  // no double steps: the region means nothing
  // Fairy-Stockfish keeps a removed type's promotion in its table, dormant; the model lists only
  // pairs of pieces the variant has, so a generator never meets an absent type.
  std::erase_if(d.promoted_piece_type, [&](const auto& p) {
    return !d.piece(p.first) || (!p.second.empty() && !d.piece(p.second));
  });
  // Likewise an inherited region of a type this section removed.
  std::erase_if(d.mobility_regions, [&](const MobilityRegion& m) { return !d.piece(m.piece); });
  if (auto err = unsupported_gating(d)) {
    const auto it = values.find(err->key);
    return error(DefError::Kind::Unsupported, file,
                 it != values.end() ? it->second->line : section.line, err->key,
                 std::string(err->key) + ": " + err->why);
  }
  if (auto err = unsupported_royalty(d)) {
    const auto it = values.find(err->key);
    return error(DefError::Kind::Unsupported, file,
                 it != values.end() ? it->second->line : section.line, err->key,
                 std::string(err->key) + ": " + err->why);
  }
  if (auto err = unsupported_enclosing(d)) {
    const auto it = values.find(err->key);
    return error(DefError::Kind::Unsupported, file,
                 it != values.end() ? it->second->line : section.line, err->key,
                 std::string(err->key) + ": " + err->why);
  }
  if (auto err = unsupported_regions(d))
    return error(DefError::Kind::Unsupported, err->origin.file, err->origin.line, "mobilityRegion",
                 err->piece + ": " + err->why);
  for (const IniEntry& e : section.entries) {
    if (used.count(e.key)) continue;
    if (no_effect_key(e.key)) continue;
    if (known_key(e.key))
      return error(DefError::Kind::Unsupported, file, e.line, e.key,
                   "option not supported by this toolkit (it would change the moves; refused, "
                   "not ignored)");
    return error(DefError::Kind::UnknownKey, file, e.line, e.key, "unknown option");
  }
  return d;
}

}  // namespace vchess::variants
