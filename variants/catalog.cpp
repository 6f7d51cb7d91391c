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

const VariantSet::Refused* VariantSet::find_refused(std::string_view name) const {
  for (auto it = refused_.rbegin(); it != refused_.rend(); ++it)
    if (it->name == name) return &*it;
  return nullptr;
}

Expected<VariantSet, DefError> VariantSet::with_file(const std::string& path,
                                                     OnSectionError on) const {
  std::ifstream in(path, std::ios::binary);
  if (!in) return error(DefError::Kind::Io, {path, 0}, "", "cannot read the variants file");
  std::ostringstream text;
  text << in.rdbuf();
  return with_text(text.str(), path, on);
}

// Sections are read in order; each inherits from its parent as already defined (earlier in this
// file, in an earlier file, or bundled). Fairy-Stockfish keeps the first definition of a name and
// ignores a later one, so a name defined again is refused here rather than silently shadowed.
// One section on top of `set`: its definition, or why it does not resolve.
Expected<VariantDef, DefError> resolve_section(const VariantSet& set, const IniSection& s,
                                               const std::string& file) {
  const Origin at{file, s.line};
  VariantDef base = default_template();
  if (!s.parent.empty()) {
    const VariantDef* parent = set.find(s.parent);
    if (const VariantSet::Refused* r = parent ? nullptr : set.find_refused(s.parent)) {
      DefError e = r->error;
      e.message =
          fmt::format("variant {}: its parent {} is refused: {}", s.name, s.parent, e.message);
      return Unexpected{std::move(e)};
    }
    if (!parent)
      return error(DefError::Kind::Inheritance, at, s.parent,
                   "unknown parent variant (it must be defined before this section)");
    base = *parent;
  }
  auto def = apply_section(s, std::move(base), file);
  if (!def) return Unexpected{def.error()};
  if (auto bad = check_start_fen(*def)) return Unexpected{*bad};
  return def;
}

// Sections are read in order; each inherits from its parent as already defined (earlier in this
// file, in an earlier file, or bundled). Fairy-Stockfish keeps the first definition of a name and
// ignores a later one, so a name defined again is refused here rather than silently shadowed.
Expected<VariantSet, DefError> VariantSet::with_text(std::string_view text, const std::string& file,
                                                     OnSectionError on) const {
  auto sections = read_ini(text, file);
  if (!sections) return Unexpected{sections.error()};
  VariantSet out = *this;
  for (const IniSection& s : *sections) {
    const VariantDef* old = out.find(s.name);
    const Refused* gone = old ? nullptr : out.find_refused(s.name);
    const Origin was = old ? old->origin : gone ? gone->at : Origin{};
    if (old || gone) {
      if (was.file == file && was.line == s.line) continue;  // read again
      return error(DefError::Kind::Duplicate, {file, s.line}, s.name,
                   fmt::format("variant already defined at {}:{} (Fairy-Stockfish would ignore "
                               "this one; rename it)",
                               was.file, was.line));
    }
    auto def = resolve_section(out, s, file);
    if (def) {
      out.defs_.push_back(std::make_shared<const VariantDef>(std::move(*def)));
      continue;
    }
    if (on == OnSectionError::Fail) return Unexpected{def.error()};
    out.refused_.push_back(Refused{s.name, {file, s.line}, def.error()});
  }
  return out;
}

}  // namespace vchess::variants
