#include "variants/model.h"

#include <algorithm>

namespace vchess::variants {

Region Region::all(int files, int ranks) {
  Region r;
  for (int rank = 0; rank < ranks; ++rank)
    for (int file = 0; file < files; ++file) r.set(file, rank);
  return r;
}

Region Region::rank(int files, int r) {
  Region out;
  for (int file = 0; file < files; ++file) out.set(file, r);
  return out;
}

bool PieceSet::has(const std::string& name) const {
  return all || std::find(names.begin(), names.end(), name) != names.end();
}

const PieceDef* VariantDef::piece(const std::string& n) const {
  for (const PieceDef& p : pieces)
    if (p.name == n) return &p;
  return nullptr;
}

const PieceDef* VariantDef::piece_by_letter(char lower) const {
  for (const PieceDef& p : pieces)
    if (p.letter == lower) return &p;
  return nullptr;
}

}  // namespace vchess::variants
