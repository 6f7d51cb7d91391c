#include "solve.h"

#include <fmt/format.h>

#include "games/registry.h"

namespace vchess::units {

Expected<const games::VariantRow*, UnitError> unit_variant(const UnitHeader& h) {
  if (const games::VariantRow* v = games::find_variant(h.variant)) return v;
  return Unexpected{
      UnitError{fmt::format("units header: field 'variant': unknown variant '{}'", h.variant)}};
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
