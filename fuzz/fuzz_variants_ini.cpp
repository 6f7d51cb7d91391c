// libFuzzer target, defined variants: any text read as a variants.ini file (after the bundled
// definitions) is either refused with one line naming file, line and token, or every section it
// defines is read by the generic reference, whose start position has a legal-move list (or one
// line saying why not), and a short game from it (moves chosen by a hash of the text) keeps the
// fast path equal to the reference (harness/fuzz_definition.h). Never a crash or a hang.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "harness/fuzz_definition.h"
#include "reference/defined/reference_defined.h"
#include "variants/catalog.h"

namespace {

void one_line(const std::string& s) {
  if (s.empty() || s.find('\n') != std::string::npos) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto set = vchess::variants::VariantSet::bundled().with_text(text, "fuzz.ini");
  if (!set) {
    one_line(set.error().what());
    return 0;
  }
  // The game's moves: bytes of an FNV-1a hash of the text.
  std::uint64_t h = 1469598103934665603ull;
  for (const char c : text) h = (h ^ std::uint8_t(c)) * 1099511628211ull;
  std::vector<std::uint8_t> choices;
  for (int i = 0; i < 8; ++i) choices.push_back(std::uint8_t(h >> (8 * i)));
  for (const auto& def : set->all()) {
    if (def->bundled) continue;
    vchess::harness::fuzz_definition(*def, choices);
    try {
      const auto rules = std::make_shared<const ref_defined::Rules>(*def);
      const ref_defined::Position start = ref_defined::parse_fen(*rules, def->start_fen);
      for (const auto m : ref_defined::legal_moves(start))
        one_line(ref_defined::move_text(start, m));
    } catch (const ref_defined::Error& e) {
      one_line(e.what());
    }
  }
  return 0;
}
