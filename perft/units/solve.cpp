#include "solve.h"

#include <fmt/format.h>

#include "games/registry.h"

namespace vchess::units {

// A user-defined variant is named `name@digest`: the digest of the variants file it was split
// with, which must be the file read now (--variants), not merely one with the same name.
Expected<const games::VariantRow*, UnitError> unit_variant(const UnitHeader& h) {
  const auto at = h.variant.find('@');
  const std::string name = h.variant.substr(0, at);
  const std::string digest = at == std::string::npos ? "" : h.variant.substr(at + 1);
  const games::VariantRow* v = games::find_variant(name);
  if (!v)
    return Unexpected{UnitError{fmt::format(
        "units header: field 'variant': unknown variant '{}'{}", name,
        digest.empty() ? "" : " (give the variants file it was split with: --variants FILE)")}};
  if (v->digest != digest)
    return Unexpected{UnitError{fmt::format(
        "units header: field 'variant': {} was split with another definition (digest {}, the "
        "one read now: {})",
        name, digest.empty() ? "none" : digest, v->digest.empty() ? "none" : v->digest)}};
  return v;
}

Expected<std::uint64_t, UnitError> count_unit(const games::VariantRow& v, const Unit& u,
                                              Engine engine, const parallel::PerftOptions& opt) {
  return games::with_game(v, [&](const auto& g) -> Expected<std::uint64_t, UnitError> {
    const auto refused = [&](const games::GameError& e) {
      return Unexpected{UnitError{fmt::format("unit {}: field 'fen': {}", u.id, e.what())}};
    };
    if (engine == Engine::Reference) {
      auto ref = g.reference(u.fen);
      if (!ref) return refused(ref.error());
      return ref->perft(u.depth);
    }
    auto pos = g.load(u.fen);
    if (!pos) return refused(pos.error());
    if (opt.threads > 1 || opt.table) return parallel::perft(g, *pos, u.depth, opt);
    return g.perft(*pos, u.depth);
  });
}

}  // namespace vchess::units
