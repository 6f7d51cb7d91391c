#include "variants/resolved.h"

#include <algorithm>

#include "variants/pieces.h"

namespace vchess::variants {

int ResolvedVariant::type_by_name(const std::string& name) const {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].name == name) return int(i);
  return -1;
}

int ResolvedVariant::type_by_letter(char lower) const {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].letter == lower) return int(i);
  return -1;
}

namespace {

// Fairy-Stockfish gives the palace moves by type: the wazir (and a king of its kingType
// WAZIR, here a royal piece whose Betza is W) as a fers, the soldier as a pawn's captures, the
// rook as a bishop, the janggi cannon as a bishop-line cannon.
std::string diagonal_betza(const std::string& name, bool royal, const std::string& betza) {
  if (name == "wazir" || (royal && betza == "W")) return "F";
  if (name == "soldier") return "fF";
  if (name == "rook") return "B";
  if (name == "janggiCannon") return "pB";
  return "";
}

ResolvedPiece resolve_piece(const VariantDef& d, const PieceDef& pd) {
  ResolvedPiece p;
  p.name = pd.name;
  p.letter = pd.letter;
  p.origin = pd.origin;
  p.order = type_order(pd.name);
  p.builtin_pawn = pd.name == "pawn";
  p.shogi_pawn = pd.name == "shogiPawn";
  p.betza = p.builtin_pawn ? kBuiltinPawnMoves : pd.betza;
  p.royal = !d.king.empty() && pd.name == d.king;
  p.pawn_type = d.pawn_types.has(pd.name);
  p.extinction = d.extinction_piece_types.has(pd.name);
  p.connector = d.connects() && d.connect_piece_types.has(pd.name);
  for (std::size_t c = 0; c < 2; ++c) {
    p.promotion_pawn[c] = d.promotion_pawn_types[c].has(pd.name);
    p.promotion_target[c] = d.promotion_piece_types[c].has(pd.name);
    p.en_passant[c] = d.en_passant_types[c].has(pd.name);
    p.castling_rook[c] = d.castling_rook_pieces[c].has(pd.name);
    p.castling_king[c] = d.castling_king_piece[c] == pd.name;
    p.flag[c] = d.flag_piece[c].empty() || d.flag_piece[c] == "*" || d.flag_piece[c] == pd.name;
  }
  const Region board = Region::all(d.files, d.ranks);
  for (std::size_t c = 0; c < 2; ++c) p.region[c] = board;
  for (const MobilityRegion& m : d.mobility_regions)
    if (m.piece == pd.name) {
      Region r;
      r.bits = m.squares.bits & board.bits;
      p.region[std::size_t(m.colour)] = r;
      p.restricted = p.restricted || r != board;
    }
  if (pd.name == "soldier" && d.soldier_promotion_rank > 0) {
    p.narrow_betza = "fW";
    for (int c = 0; c < 2; ++c)
      for (int k = 0; k < d.soldier_promotion_rank && k < d.ranks; ++k)
        p.narrow_region[std::size_t(c)].bits |=
            Region::rank(d.files, c == 0 ? k : d.ranks - 1 - k).bits;
  }
  p.janggi_cannon = pd.name == "janggiCannon";
  p.blast_immune = d.blast_immune_types.has(pd.name);
  p.mutually_immune = d.mutually_immune_types.has(pd.name);
  p.blast_shielded = pd.name == "pawn";
  p.petrify = d.petrify_on_capture_types.has(pd.name);
  for (const auto& [name, n] : d.promotion_limit)
    if (name == pd.name) p.promotion_limit = n;
  if (!d.diagonal_lines.empty()) p.diagonal_betza = diagonal_betza(pd.name, p.royal, p.betza);
  return p;
}

}  // namespace

std::shared_ptr<const ResolvedVariant> resolve(const VariantDef& def) {
  auto r = std::make_shared<ResolvedVariant>();
  r->def = def;
  for (const PieceDef& pd : def.pieces) {
    r->pieces.push_back(resolve_piece(def, pd));
    if (r->pieces.back().royal) r->royal = int(r->pieces.size() - 1);
  }
  // The reader keeps only pairs of pieces the variant has.
  for (const auto& [from, to] : def.promoted_piece_type) {
    const int f = r->type_by_name(from);
    if (f >= 0) r->pieces[std::size_t(f)].promoted = r->type_by_name(to);
  }
  for (std::size_t c = 0; c < 2; ++c)
    r->castling_king_type[c] = r->type_by_name(def.castling_king_piece[c]);
  if (def.cambodian_moves) {
    r->gate_jumper = r->type_by_name("fers");
  }
  if (def.sittuyin_rook_drop) r->drop_rook = r->type_by_name("rook");
  if (!def.must_drop_type.empty()) r->must_drop_type = r->type_by_name(def.must_drop_type);
  if (def.drop_opposite_colored_bishop) r->drop_bishop = r->type_by_name("bishop");
  if (!def.drop_no_doubled.empty()) r->drop_no_doubled = r->type_by_name(def.drop_no_doubled);
  // Petrified pieces and walling moves make walls during the game.
  r->walls =
      def.walling != Walling::None ||
      def.start_fen.substr(0, def.start_fen.find_first_of(" [")).find('*') != std::string::npos ||
      std::any_of(r->pieces.begin(), r->pieces.end(), [](const auto& p) { return p.petrify; });
  return r;
}

}  // namespace vchess::variants
