// The bridge between the generic reference's positions (which read and write the texts) and
// the fast generic generator's, and the cache of compiled tables.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>

#include "games/defined.h"

namespace vchess::games {
namespace {

int dense(const ref_defined::Rules& r, int s) {
  return s < 0 ? -1 : ref_defined::rank_of(s) * r.files() + ref_defined::file_of(s);
}
int sparse(const ref_defined::Rules& r, int s) {
  return s < 0 ? -1 : ref_defined::square_index(s % r.files(), s / r.files());
}

}  // namespace

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
    if (!t) {
      std::fprintf(stderr, "perft: variant %s: the fast generator cannot compile it: %s\n",
                   rules->def().name.c_str(), t.error().c_str());
      std::exit(2);
    }
    slot = Entry{rules, *t};
  }
  return slot.tables;
}

template <class BB>
defined::Position<BB> fast_position(const defined::Tables<BB>& t, const ref_defined::Position& r) {
  const ref_defined::Rules& rules = *r.rules;
  defined::Position<BB> p;
  p.t = &t;
  p.history.reserve(64);
  for (int s = 0; s < t.n; ++s) {
    const ref_defined::Cell& c = r.at(sparse(rules, s));
    if (c.empty()) continue;
    const std::uint8_t tag = c.unpromoted >= 0 ? std::uint8_t(2 + c.unpromoted)
                             : c.promoted      ? defined::kPawnPromoted
                                               : 0;
    p.put(s, defined::code_of(c.type, c.color), tag);
  }
  for (int c = 0; c < 2; ++c) {
    for (int k = 0; k < t.ntypes; ++k)
      p.hand[std::size_t(c)][std::size_t(k)] = r.hand[std::size_t(c)][std::size_t(k)];
    p.castle_king[std::size_t(c)] = std::int16_t(dense(rules, r.castling_king[std::size_t(c)]));
    for (int side = 0; side < 2; ++side)
      p.castle_rook[std::size_t(c)][std::size_t(side)] =
          std::int16_t(dense(rules, r.castles[std::size_t(c)][std::size_t(side)].rook));
    p.checks[std::size_t(c)] = std::int8_t(r.checks_remaining[std::size_t(c)]);
  }
  for (int s = 0; s < t.n; ++s) {
    if (r.ep.test(std::size_t(sparse(rules, s)))) p.ep |= t.sq(s);
    if (r.gates.test(std::size_t(sparse(rules, s)))) p.gates |= t.sq(s);
    if (r.wall(sparse(rules, s))) p.walls |= t.sq(s);
  }
  p.occ |= p.walls;
  p.side = r.side;
  p.checks_as_given = r.checks_as_given;
  p.halfmove = r.halfmove;
  p.fullmove = r.fullmove;
  p.passes = r.passes;
  p.bikjang_before = r.bikjang_before;
  p.key = p.compute_key();
  return p;
}

template <class BB>
ref_defined::Position reference_position(const ref_defined::Rules& rules,
                                         const defined::Position<BB>& p) {
  ref_defined::Position r;
  r.rules = &rules;
  for (int s = 0; s < p.t->n; ++s) {
    const std::uint8_t code = p.code[std::size_t(s)];
    if (!code) continue;
    const std::uint8_t tag = p.tag[std::size_t(s)];
    r.at(sparse(rules, s)) = ref_defined::Cell{std::int8_t(defined::type_of(code)),
                                               std::int8_t(defined::colour_of(code)),
                                               std::int8_t(tag >= 2 ? tag - 2 : -1), tag != 0};
  }
  for (int c = 0; c < 2; ++c) {
    for (int k = 0; k < p.t->ntypes; ++k)
      r.hand[std::size_t(c)][std::size_t(k)] = p.hand[std::size_t(c)][std::size_t(k)];
    r.castling_king[std::size_t(c)] = std::int16_t(sparse(rules, p.castle_king[std::size_t(c)]));
    for (int side = 0; side < 2; ++side)
      r.castles[std::size_t(c)][std::size_t(side)].rook =
          std::int16_t(sparse(rules, p.castle_rook[std::size_t(c)][std::size_t(side)]));
    r.checks_remaining[std::size_t(c)] = p.checks[std::size_t(c)];
  }
  for (BB b = p.ep; b;) r.ep.set(std::size_t(sparse(rules, pop_lsb(b))));
  for (BB b = p.gates; b;) r.gates.set(std::size_t(sparse(rules, pop_lsb(b))));
  for (BB b = p.walls; b;) r.walls.set(std::size_t(sparse(rules, pop_lsb(b))));
  r.side = p.side;
  r.checks_as_given = p.checks_as_given;
  r.halfmove = p.halfmove;
  r.fullmove = p.fullmove;
  r.passes = p.passes;
  r.bikjang_before = p.bikjang_before;
  return r;
}

#define VCHESS_DEFINED_BRIDGE(BB)                                                  \
  template std::shared_ptr<const defined::Tables<BB>> defined_tables<BB>(          \
      const std::shared_ptr<const ref_defined::Rules>&);                           \
  template defined::Position<BB> fast_position<BB>(const defined::Tables<BB>&,     \
                                                   const ref_defined::Position&);  \
  template ref_defined::Position reference_position<BB>(const ref_defined::Rules&, \
                                                        const defined::Position<BB>&);
VCHESS_DEFINED_BRIDGE(u64)
VCHESS_DEFINED_BRIDGE(u128)
VCHESS_DEFINED_BRIDGE(U256)

}  // namespace vchess::games
