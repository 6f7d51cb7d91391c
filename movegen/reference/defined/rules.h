// The generic reference's view of a defined variant: a piece table built once from a
// vchess::variants::VariantDef (letters, parsed Betza, roles) next to the definition itself, whose
// options the move generator reads directly. Written from the option docs of Fairy-Stockfish's
// variants.ini (the rules of this format); docs/rules/defined.md says what each option means here.
#pragma once

#include <array>
#include <bitset>
#include <memory>
#include <string>
#include <vector>

#include "reference/defined/betza.h"
#include "reference/defined/error.h"
#include "variants/resolved.h"

namespace ref_defined {

inline constexpr int kStride = vchess::variants::kMaxFiles;  // square index = rank * 16 + file
inline constexpr int kSquares = kStride * vchess::variants::kMaxRanks;

inline int square_index(int file, int rank) { return rank * kStride + file; }
inline int file_of(int s) { return s % kStride; }
inline int rank_of(int s) { return s / kStride; }

// A type as the resolved model has it (variants/resolved.h), with its Betza read by this
// reference's own parser.
struct PieceType : vchess::variants::ResolvedPiece {
  Betza moves;
  Betza narrow;    // narrow_betza read, where there is one
  Betza diagonal;  // diagonal_betza read, where there is one
};

class Rules {
 public:
  Rules(const vchess::variants::VariantDef& def);  // throws Error
  const vchess::variants::VariantDef& def() const { return model_->def; }
  const vchess::variants::ResolvedVariant& model() const { return *model_; }
  int files() const { return def().files; }
  int ranks() const { return def().ranks; }
  const std::vector<PieceType>& types() const { return types_; }
  const PieceType& type(int t) const { return types_[static_cast<std::size_t>(t)]; }
  int type_by_letter(char lower) const;             // -1 if none
  int type_by_name(const std::string& name) const;  // -1 if none
  int royal() const { return model_->royal; }       // -1 when there is no royal piece
  bool on_board(int file, int rank) const {
    return file >= 0 && rank >= 0 && file < files() && rank < ranks();
  }
  // How the colours' rules map onto each other: the board mirrored top-bottom (chess), turned
  // by half a turn (rules with chiral pieces, as torishogi's quails), or not at all (flipped()
  // refuses those).
  enum class Symmetry { Mirror, HalfTurn, None };
  Symmetry symmetry() const { return symmetry_; }
  bool symmetric() const { return symmetry_ != Symmetry::None; }
  // The moves of a piece of type t, colour c, standing on `from` (soldierPromotionRank).
  const Betza& moves_at(int t, int c, Square from) const {
    const PieceType& p = type(t);
    return !p.narrow_betza.empty() && p.narrow_region[std::size_t(c)].has(from.file, from.rank)
               ? p.narrow
               : p.moves;
  }
  // May a piece of type t, colour c, move, capture or be dropped on s (its mobility region)?
  bool allowed(int t, int c, Square s) const {
    return type(t).region[std::size_t(c)].has(s.file, s.rank);
  }
  // Does a piece of type t (colour c) have a quiet move from s on the empty board?
  bool can_leave(int t, int c, int s) const;
  bool hop_can_leave(const Betza& b, Square from, bool white) const;

 private:
  std::shared_ptr<const vchess::variants::ResolvedVariant> model_;
  std::vector<PieceType> types_;
  Symmetry symmetry_ = Symmetry::Mirror;
  std::vector<std::array<std::bitset<kSquares>, 2>> mobile_;  // per type: can_leave
};

std::shared_ptr<const Rules> make_rules(const vchess::variants::VariantDef& def);

}  // namespace ref_defined
