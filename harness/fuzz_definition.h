// The fuzz body past parsing for any definition a fuzzer made (fuzz_variants_ini, fuzz_betza):
// once a definition is read, the generic reference builds its rules and, if the start position
// loads, a short game is played from it with the differential checks of harness/fuzz.h (fast path
// == reference at every ply, make/unmake, keys, lock step at the end). A refusal is an answer when
// it is the reference's typed error in one line; any other exception escapes to libFuzzer (a
// finding), and a disagreement traps with its path. A definition the reference plays and the fast
// generator cannot compile stops the process (its adapter exits with the reason): a finding too.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <span>
#include <string>

#include "harness/fuzz.h"
#include "reference/defined/reference_defined.h"
#include "variants/model.h"

namespace vchess::harness {

// A refusal: one line, not empty.
inline void expect_one_line(const std::string& what) {
  if (what.empty() || what.find('\n') != std::string::npos) std::abort();
}

// A few short plies and a lock step of depth 1: a fuzzed definition may have hundreds of moves.
inline const FuzzLayout kDefinitionLayout{
    .variants = {}, .variant_bytes = 0, .seed_bytes = 0, .max_plies = 6, .end_depth = 1};

// Plays the definition (choices: one byte a ply) or returns at its typed refusal.
inline void fuzz_definition(const variants::VariantDef& def,
                            std::span<const std::uint8_t> choices) {
  games::VariantRow row{};
  row.name = def.name;
  row.family = games::defined_family(def.files, def.ranks);
  row.files = def.files;
  row.ranks = def.ranks;
  row.defined = &def;
  try {
    row.rules = std::make_shared<const ref_defined::Rules>(def);
  } catch (const ref_defined::Error& e) {
    expect_one_line(e.what());
    return;
  }
  games::DefinedFamilies::with_game(row, [&](const auto& g) {
    try {
      const std::string start = g.start_fen(0);
      const auto pos = g.load(start);
      if (!pos) return expect_one_line(pos.error().what());
      const auto ref = g.reference(start);
      if (!ref) return expect_one_line(ref.error().what());
      fuzz_game(g, policy_for(g), row.name, 0, choices, kDefinitionLayout);
    } catch (const ref_defined::Error& e) {
      expect_one_line(e.what());
    }
  });
}

}  // namespace vchess::harness
