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

// What a file's section that does not resolve does to the read: fail it (the default: a file is
// checked whole), or leave that section out and keep its error, as Fairy-Stockfish reads a file
// section by section (a run names the one section it plays; the others stay usable).
enum class OnSectionError { Fail, Keep };

class VariantSet {
 public:
  // The bundled definitions alone (parsed once per process; a bundled error is a build bug).
  static const VariantSet& bundled();

  // Reads a user's file (path) or text (named `file` in messages) on top of what is here.
  // A section with a bundled variant's name replaces it, as Fairy-Stockfish's load does.
  Expected<VariantSet, DefError> with_file(const std::string& path,
                                           OnSectionError on = OnSectionError::Fail) const;
  Expected<VariantSet, DefError> with_text(std::string_view text, const std::string& file,
                                           OnSectionError on = OnSectionError::Fail) const;

  const VariantDef* find(std::string_view name) const;
  const std::vector<std::shared_ptr<const VariantDef>>& all() const { return defs_; }
  // OnSectionError::Keep: the sections left out, each with its error (a child of one, with its
  // parent's), in the order read.
  struct Refused {
    std::string name;
    Origin at;  // the section's header
    DefError error;
  };
  const std::vector<Refused>& refused() const { return refused_; }
  const Refused* find_refused(std::string_view name) const;

 private:
  std::vector<std::shared_ptr<const VariantDef>> defs_;
  std::vector<Refused> refused_;
};

}  // namespace vchess::variants
