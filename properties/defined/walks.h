// The walks of the defined-variant properties: biased random play (harness/policies/defined.h)
// from the start positions of a list of bundled variants (harness/defined_variants.h), the CLI's
// user file perft/testdata/custom.ini (cannonshogi's hoppers and drops, centaurchess, a 6x6
// crazyhouse) and the harness's own hoppers and lame leapers. Each case draws one variant.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string_view>
#include <vector>

#include "harness/defined_variants.h"
#include "harness/properties.h"

namespace vchess::defined_props {

using Walk = harness::Walk<games::DefinedFamilies>;

// Variants whose rules are not the same for both colours: their flip is refused.
inline constexpr std::string_view kAsymmetric[] = {"horde", "racingkings"};

inline bool listed(std::span<const std::string_view> list, std::string_view name) {
  for (std::string_view a : list)
    if (a == name) return true;
  return false;
}

// Every variant the properties walk; `symmetric`: those whose colour flip must be allowed.
inline std::vector<const games::VariantRow*> rows(bool symmetric) {
  static const bool loaded = [] {
    const auto n = games::load_variant_file(VCHESS_CUSTOM_INI);
    if (!n) std::fprintf(stderr, "%s: %s\n", VCHESS_CUSTOM_INI, n.error().what().c_str());
    return bool(n);
  }();
  if (!loaded) std::abort();
  std::vector<std::string_view> names = harness::defined_harness_names();
  for (std::string_view n : {"cannonshogi", "centaurchess", "minihouse"}) names.push_back(n);
  std::vector<const games::VariantRow*> out;
  for (std::string_view n : names)
    if (!symmetric || !listed(kAsymmetric, n))
      out.push_back(harness::defined_row(n));
  return out;
}

// Up to ~2 x RapidCheck's size plies, one in eight 100-200: long enough for promotions, full
// hands and game ends.
inline constexpr harness::WalkShape kShape{.scale = 2, .long_min = 100, .max_plies = 200};

inline rc::Gen<Walk> walks_over(std::vector<const games::VariantRow*> rows) {
  return rc::gen::apply(
      [](const games::VariantRow* v, std::uint64_t seed, std::vector<std::uint8_t> choices) {
        return Walk{v, seed, std::move(choices)};
      },
      rc::gen::elementOf(std::move(rows)),
      rc::gen::resize(100, rc::gen::arbitrary<std::uint64_t>()), harness::gen_choices(kShape));
}

inline const rc::Gen<Walk>& walks() {
  static const rc::Gen<Walk> gen = walks_over(rows(false));
  return gen;
}
inline const rc::Gen<Walk>& symmetric_walks() {
  static const rc::Gen<Walk> gen = walks_over(rows(true));
  return gen;
}

}  // namespace vchess::defined_props
