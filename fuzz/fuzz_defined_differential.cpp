// libFuzzer target, defined variants: along a short game of a bundled variant (or one of the
// harness's own, with hoppers and lame leapers) the fast path and the generic reference agree move
// for move, do/undo restores position and key, the incremental key equals the rebuilt one, and
// the trees agree in lock step to depth 2 at the end (harness/fuzz.h). Input: byte 0 the variant
// (an index into harness::defined_harness_names()), then one byte a move (the biased policy of
// harness/policies/defined.h).
#include <span>

#include "harness/defined_variants.h"
#include "harness/fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace vchess;
  static const harness::FuzzLayout layout{
      .variants = {}, .variant_bytes = 1, .seed_bytes = 0, .max_plies = 32, .end_depth = 2};
  if (size < 1) return 0;
  const auto& names = harness::defined_harness_names();
  const games::VariantRow* v = harness::defined_row(names[data[0] % names.size()]);
  games::DefinedFamilies::with_game(*v, [&](const auto& g) {
    harness::fuzz_game(g, harness::policy_for(g), v->name, 0, std::span(data + 1, size - 1),
                       layout);
  });
  return 0;
}
