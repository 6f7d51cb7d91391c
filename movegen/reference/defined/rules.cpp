#include "reference/defined/rules.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <tuple>
#include <vector>

namespace ref_defined {
namespace {

using vchess::variants::PieceSet;
using vchess::variants::Region;
using vchess::variants::VariantDef;

// The region seen from the other side: mirrored top-bottom, or turned by half a turn.
Region mirrored(const Region& r, int files, int ranks, bool turn = false) {
  Region out;
  for (int rank = 0; rank < ranks; ++rank)
    for (int file = 0; file < files; ++file)
      if (r.has(file, rank)) out.set(turn ? files - 1 - file : file, ranks - 1 - rank);
  return out;
}

bool sets_equal(const PieceSet& a, const PieceSet& b) {
  if (a.all != b.all) return false;
  auto x = a.names, y = b.names;
  std::sort(x.begin(), x.end());
  std::sort(y.begin(), y.end());
  return x == y;
}

// Are White's and Black's options images of each other (mirrored top-bottom, or with `turn`
// turned by half a turn)?
bool colour_symmetric(const VariantDef& d, bool turn, bool promotes) {
  const auto mirror_pair = [&](const std::array<Region, 2>& r) {
    // Regions are compared on the board: the default ones also hold squares off it.
    return mirrored(r[0], d.files, d.ranks, turn) ==
           mirrored(mirrored(r[1], d.files, d.ranks), d.files, d.ranks);
  };
  // The promotion zone matters only where a piece promotes (xiangqi's 10 ranks keep the
  // default zones of ranks 8 and 1, which are no images of each other).
  return (!promotes || mirror_pair(d.promotion_region)) && mirror_pair(d.double_step_region) &&
         mirror_pair(d.triple_step_region) && mirror_pair(d.en_passant_region) &&
         mirror_pair(d.drop_region) && mirror_pair(d.flag_region) &&
         sets_equal(d.promotion_pawn_types[0], d.promotion_pawn_types[1]) &&
         sets_equal(d.promotion_piece_types[0], d.promotion_piece_types[1]) &&
         sets_equal(d.en_passant_types[0], d.en_passant_types[1]) &&
         sets_equal(d.castling_rook_pieces[0], d.castling_rook_pieces[1]) &&
         d.castling_king_piece[0] == d.castling_king_piece[1] &&
         d.flag_piece[0] == d.flag_piece[1] &&
         mirrored(d.diagonal_lines, d.files, d.ranks, turn) ==
             mirrored(mirrored(d.diagonal_lines, d.files, d.ranks), d.files, d.ranks) &&
         d.pass[0] == d.pass[1] && d.pass_on_stalemate[0] == d.pass_on_stalemate[1];
}

// ... and each type's mobility region?
bool regions_symmetric(const vchess::variants::ResolvedVariant& m, bool turn) {
  for (const auto& p : m.pieces)
    if (mirrored(p.region[0], m.files(), m.ranks(), turn) !=
        mirrored(mirrored(p.region[1], m.files(), m.ranks()), m.files(), m.ranks()))
      return false;
  return true;
}

// Is the piece's movement its own left-right mirror? Compared as the set of (step, atom
// properties), so two one-sided atoms that together are symmetric count as symmetric.
bool left_right_symmetric(const Betza& b) {
  using Key = std::tuple<int, int, int, bool, bool, bool, bool, bool, bool, int>;
  std::vector<Key> moves, mirrored_moves;
  for (const Atom& a : b.atoms)
    for (int i = 0; i < a.count; ++i) {
      const auto key = [&](int dx) {
        return Key{dx,           a.steps[static_cast<std::size_t>(i)].dy,
                   a.range,      a.move,
                   a.capture,    a.en_passant,
                   a.initial,    a.lame,
                   a.skip_first, static_cast<int>(a.hop)};
      };
      moves.push_back(key(a.steps[static_cast<std::size_t>(i)].dx));
      mirrored_moves.push_back(key(-a.steps[static_cast<std::size_t>(i)].dx));
    }
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  std::sort(mirrored_moves.begin(), mirrored_moves.end());
  mirrored_moves.erase(std::unique(mirrored_moves.begin(), mirrored_moves.end()),
                       mirrored_moves.end());
  return moves == mirrored_moves;
}

}  // namespace

Rules::Rules(const VariantDef& def) : model_(vchess::variants::resolve(def)) {
  if (def.files < 1 || def.ranks < 1 || def.files > vchess::variants::kMaxFiles ||
      def.ranks > vchess::variants::kMaxRanks)
    throw Error(def.origin.file + ":" + std::to_string(def.origin.line) + ": board " +
                std::to_string(def.files) + "x" + std::to_string(def.ranks) + " is too large");
  if (def.pieces.size() > 60) throw Error(def.origin.file + ": too many piece types");
  for (const auto& rp : model_->pieces) {
    PieceType t{rp, {}, {}, {}};
    try {
      t.moves = parse_betza(rp.betza);
      if (!rp.narrow_betza.empty()) t.narrow = parse_betza(rp.narrow_betza);
      if (!rp.diagonal_betza.empty()) t.diagonal = parse_betza(rp.diagonal_betza);
    } catch (const std::exception& e) {
      throw Error(rp.origin.file + ":" + std::to_string(rp.origin.line) + ": piece " +
                  std::string(1, rp.letter) + ": " + e.what());
    }
    types_.push_back(std::move(t));
  }
  // A piece whose moves differ from their left-right mirror (torishogi's quails) is not the same
  // piece after a top-bottom mirror: such rules are symmetric under half a turn only, and that
  // turn moves castling's fixed files.
  const bool chiral = std::any_of(types_.begin(), types_.end(), [](const PieceType& t) {
    return !left_right_symmetric(t.moves);
  });
  const bool promotes = std::any_of(types_.begin(), types_.end(), [](const PieceType& t) {
    return t.builtin_pawn || t.promoted >= 0 || t.promotion_pawn[0] || t.promotion_pawn[1];
  });
  if (!chiral)
    symmetry_ = colour_symmetric(def, false, promotes) && regions_symmetric(*model_, false)
                    ? Symmetry::Mirror
                    : Symmetry::None;
  else
    symmetry_ =
        colour_symmetric(def, true, promotes) && regions_symmetric(*model_, true) && !def.castling
            ? Symmetry::HalfTurn
            : Symmetry::None;
  mobile_.resize(types_.size());
  for (std::size_t t = 0; t < types_.size(); ++t)
    for (int c = 0; c < 2; ++c)
      for (int rank = 0; rank < ranks(); ++rank)
        for (int file = 0; file < files(); ++file) {
          bool any = false;
          const auto at = [&](Square s) {
            return on_board(s.file, s.rank) ? Occupant::Empty : Occupant::Off;
          };
          const Square from{file, rank};
          destinations(moves_at(int(t), c, from), from, c == 0, false, at,
                       [&](Square to, bool) { any = any || allowed(int(t), c, to); });
          any = any || hop_can_leave(moves_at(int(t), c, from), from, c == 0);
          mobile_[t][static_cast<std::size_t>(c)].set(
              static_cast<std::size_t>(square_index(file, rank)), any);
        }
}

// A hopper has no move on the empty board, yet it leaves a square wherever a screen and a
// landing square lie on one of its lines: the two squares along a quiet hop's first step (a
// cannon of range 1 has no move at all).
bool Rules::hop_can_leave(const Betza& b, Square from, bool white) const {
  for (const Atom& a : b.atoms) {
    if (a.hop == Hop::None || !a.move || (a.hop == Hop::Cannon && a.range < 2)) continue;
    for (int i = 0; i < a.count; ++i) {
      const int dx = white ? a.steps[i].dx : -a.steps[i].dx;
      const int dy = white ? a.steps[i].dy : -a.steps[i].dy;
      if (on_board(from.file + dx, from.rank + dy) &&
          on_board(from.file + 2 * dx, from.rank + 2 * dy))
        return true;
    }
  }
  return false;
}

int Rules::type_by_letter(char lower) const { return model_->type_by_letter(lower); }

int Rules::type_by_name(const std::string& name) const { return model_->type_by_name(name); }

bool Rules::can_leave(int t, int c, int s) const {
  return mobile_[static_cast<std::size_t>(t)][static_cast<std::size_t>(c)].test(
      static_cast<std::size_t>(s));
}

std::shared_ptr<const Rules> make_rules(const VariantDef& def) {
  return std::make_shared<const Rules>(def);
}

}  // namespace ref_defined
