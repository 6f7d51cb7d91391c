// The cache of the fast generic generator's compiled tables, one a rules object and bitboard
// size.
#include <map>
#include <mutex>

#include "games/defined.h"

namespace vchess::games {

// Keyed by the rules object while it lives: a rules object made later at a freed one's address
// (the fuzzers make and drop definitions) gets tables of its own.
template <class BB>
std::shared_ptr<const defined::Tables<BB>> defined_tables(
    const std::shared_ptr<const ref_defined::Rules>& rules) {
  struct Entry {
    std::weak_ptr<const ref_defined::Rules> rules;
    std::shared_ptr<const defined::Tables<BB>> tables;
  };
  static std::mutex mu;
  static std::map<const ref_defined::Rules*, Entry> cache;
  const std::lock_guard lock(mu);
  std::erase_if(cache, [](const auto& e) { return e.second.rules.expired(); });
  Entry& slot = cache[rules.get()];
  if (!slot.tables) {
    auto t = defined::build_tables<BB>(rules->model());
    if (!t)
      throw FastCompileError("variant " + rules->def().name +
                             ": the fast generator cannot compile it: " + t.error());
    slot = Entry{rules, *t};
  }
  return slot.tables;
}

#define VCHESS_DEFINED_TABLES(BB)                                         \
  template std::shared_ptr<const defined::Tables<BB>> defined_tables<BB>( \
      const std::shared_ptr<const ref_defined::Rules>&);
VCHESS_DEFINED_TABLES(u64)
VCHESS_DEFINED_TABLES(u128)
VCHESS_DEFINED_TABLES(U256)

}  // namespace vchess::games
