// libFuzzer target, defined variants: the bytes decode to an arbitrary position of one of the
// harness's defined variants (harness/positions/defined.h: any piece anywhere, promoted pieces,
// pockets); there the fast generic generator and the generic reference offer the same moves,
// agree in lock step (depth 2 where the position has at most 60 moves, else 1), and make/unmake
// and the keys hold (harness/fuzz_position.h). Input: byte 0 the variant (an index into
// harness::defined_harness_names()), then fuzz_position.h's layout.
#include <span>

#include "harness/defined_variants.h"
#include "harness/positions/defined.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace vchess;
  if (size < 1) return 0;
  const auto& names = harness::defined_harness_names();
  const std::string_view name = names[data[0] % names.size()];
  const games::VariantRow* v = harness::defined_row(name);
  games::DefinedFamilies::with_game(*v, [&](const auto& g) {
    const std::string text = harness::decode_position(g, *v, std::span(data + 1, size - 1));
    harness::check_position_text(g, harness::PositionVariant{name, 2, 60}, text);
  });
  return 0;
}
