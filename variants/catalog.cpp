#include "variants/catalog.h"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "variants/bundled.h"
#include "variants/ini.h"
#include "variants/options.h"
#include "variants/start_fen.h"

namespace vchess::variants {
namespace {

Unexpected<DefError> error(DefError::Kind kind, Origin at, std::string token, std::string message) {
  return Unexpected{DefError{kind, std::move(at), std::move(token), std::move(message)}};
}

}  // namespace

const VariantSet& VariantSet::bundled() {
  static const VariantSet set = [] {
    VariantSet s;
    for (const BundledFile& f : bundled_files()) {
      auto next = s.with_text(f.text, f.name);
      if (!next) throw std::logic_error("bundled definitions: " + next.error().what());
      s = std::move(*next);
    }
    for (auto& d : s.defs_) std::const_pointer_cast<VariantDef>(d)->bundled = true;
    return s;
  }();
  return set;
}

const VariantDef* VariantSet::find(std::string_view name) const {
  for (auto it = defs_.rbegin(); it != defs_.rend(); ++it)
    if ((*it)->name == name) return it->get();
  return nullptr;
}

Expected<VariantSet, DefError> VariantSet::with_file(const std::string& path) const {
  std::ifstream in(path, std::ios::binary);
  if (!in) return error(DefError::Kind::Io, {path, 0}, "", "cannot read the variants file");
  std::ostringstream text;
  text << in.rdbuf();
  return with_text(text.str(), path);
}

// Sections are read in order; each inherits from its parent as already defined (earlier in this
// file, in an earlier file, or bundled). Fairy-Stockfish keeps the first definition of a name and
// ignores a later one, so a name defined again is refused here rather than silently shadowed.
Expected<VariantSet, DefError> VariantSet::with_text(std::string_view text,
                                                     const std::string& file) const {
  auto sections = read_ini(text, file);
  if (!sections) return Unexpected{sections.error()};
  VariantSet out = *this;
  for (const IniSection& s : *sections) {
    const Origin at{file, s.line};
    if (const VariantDef* old = out.find(s.name)) {
      if (old->origin.file == file && old->origin.line == s.line) continue;  // read again
      return error(DefError::Kind::Duplicate, at, s.name,
                   fmt::format("variant already defined at {}:{} (Fairy-Stockfish would ignore "
                               "this one; rename it)",
                               old->origin.file, old->origin.line));
    }
    VariantDef base = default_template();
    if (!s.parent.empty()) {
      const VariantDef* parent = out.find(s.parent);
      if (!parent)
        return error(DefError::Kind::Inheritance, at, s.parent,
                     "unknown parent variant (it must be defined before this section)");
      base = *parent;
    }
    auto def = apply_section(s, std::move(base), file);
    if (!def) return Unexpected{def.error()};
    if (auto bad = check_start_fen(*def)) return Unexpected{*bad};
    out.defs_.push_back(std::make_shared<const VariantDef>(std::move(*def)));
  }
  return out;
}

}  // namespace vchess::variants
