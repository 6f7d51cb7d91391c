// libFuzzer target, defined variants: any text read as a variants.ini file (after the bundled
// definitions) is either refused with one line naming file, line and token, or every section it
// defines is read by the generic reference, whose start position has a legal-move list (or one
// line saying why not). Never a crash or a hang.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

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
  for (const auto& def : set->all()) {
    if (def->bundled) continue;
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
