// The differential fuzz body, for any family: the input bytes decode to a walk (variant, seed,
// choice bytes); along it the fast path and the reference (playing the same game on its own
// board) must agree at every ply, make/unmake must restore the position and its key, and the
// incremental key must equal the rebuilt key; at the end both trees are compared in lock step
// to a small depth, and the fast perft there (bulk counts) must equal the lock step's count.
// Games are short: coverage-guided fuzzing gains more from many short games than from few long
// ones.
#pragma once
#include <cstdint>
#include <cstdio>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "harness/checks.h"
#include "harness/lockstep.h"
#include "harness/policies.h"

namespace vchess::harness {

// How a target reads its bytes: `variant_bytes` (0 or 1) pick the variant among `variants`,
// the next `seed_bytes` (little endian) the policy's seed, the rest one move each.
struct FuzzLayout {
  std::vector<std::string_view> variants;
  int variant_bytes = 1;
  int seed_bytes = 2;
  std::size_t max_plies = 40;
  int end_depth = 2;  // lock-step depth at the end of the game
};

[[noreturn]] inline void fuzz_fail(std::string_view variant, std::uint64_t seed,
                                   const std::string& start, const std::vector<std::string>& path,
                                   const std::string& what) {
  std::fprintf(stderr, "fuzz: %s\nvariant %.*s, seed %llu [%s]\npath:", what.c_str(),
               int(variant.size()), variant.data(), static_cast<unsigned long long>(seed),
               start.c_str());
  for (const std::string& m : path) std::fprintf(stderr, " %s", m.c_str());
  std::fprintf(stderr, "\n");
  __builtin_trap();
}

template <games::Game A, class Policy>
void fuzz_game(const A& g, const Policy& policy, std::string_view variant, std::uint64_t seed,
               std::span<const std::uint8_t> choices, const FuzzLayout& layout) {
  const std::string start = g.fen(policy.start(g, seed));
  std::vector<std::string> path;
  const auto fail = [&](const std::string& what) { fuzz_fail(variant, seed, start, path, what); };
  auto ref = g.reference(start);
  if (!ref) fail("the reference refuses the start: " + ref.error().what());
  auto end = walk(g, policy, seed, choices, layout.max_plies,
                  [&](const auto& pos, const auto& ml, std::size_t, auto next) {
                    for (const Failure& f : {compare_with_reference(g, pos, ml, *ref),
                                             check_make_unmake(g, pos, ml), check_key(g, pos)})
                      if (f) fail(*f);
                    if (!next) return true;
                    path.push_back(g.text(pos, *next));
                    try {
                      ref->play(path.back());
                    } catch (const std::exception& e) {
                      fail("the reference refuses " + path.back() + ": " + e.what());
                    }
                    return true;
                  });
  try {
    // The lock step counts leaves from the move lists; the fast perft counts them in bulk.
    const std::uint64_t n = LockStep<A>{g, end, *ref, {}}.walk(layout.end_depth);
    const std::uint64_t bulk = g.perft(end, layout.end_depth);
    if (bulk != n)
      fail("perft(" + std::to_string(layout.end_depth) + ") of " + g.fen(end) + " is " +
           std::to_string(bulk) + " but its move lists give " + std::to_string(n));
  } catch (const Divergence& e) {
    fail(e.what());
  }
}

// LLVMFuzzerTestOneInput's body for one family's differential target (Fams: its families).
template <class Fams>
int fuzz_differential(const FuzzLayout& layout, const std::uint8_t* data, std::size_t size) {
  const std::size_t head = std::size_t(layout.variant_bytes + layout.seed_bytes);
  if (size < head) return 0;
  const std::string_view name =
      layout.variants[layout.variant_bytes ? data[0] % layout.variants.size() : 0];
  std::uint64_t seed = 0;
  for (int i = layout.seed_bytes - 1; i >= 0; --i) seed = seed << 8 | data[layout.variant_bytes + i];
  const games::VariantRow* v = games::find_variant(name);
  Fams::with_game(*v, [&](const auto& g) {
    fuzz_game(g, policy_for(g), v->name, seed, std::span(data + head, size - head), layout);
  });
  return 0;
}

}  // namespace vchess::harness
