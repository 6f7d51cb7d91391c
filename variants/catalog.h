// The defined variants a run knows: the bundled definitions (variants/bundled/*.ini, compiled into
// the binary) and any user files read after them. A user's section may inherit from a bundled
// variant or from any section read before it.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "variants/error.h"
#include "variants/model.h"

namespace vchess::variants {

class VariantSet {
 public:
  // The bundled definitions alone (parsed once per process; a bundled error is a build bug).
  static const VariantSet& bundled();

  // Reads a user's file (path) or text (named `file` in messages) on top of what is here.
  // A section with a bundled variant's name replaces it, as Fairy-Stockfish's load does.
  Expected<VariantSet, DefError> with_file(const std::string& path) const;
  Expected<VariantSet, DefError> with_text(std::string_view text, const std::string& file) const;

  const VariantDef* find(std::string_view name) const;
  const std::vector<std::shared_ptr<const VariantDef>>& all() const { return defs_; }

 private:
  std::vector<std::shared_ptr<const VariantDef>> defs_;
};

}  // namespace vchess::variants
