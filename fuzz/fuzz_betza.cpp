// libFuzzer target, the generic reference's Betza interpreter: any text is refused with one line
// or parses into moves whose destinations all lie on the board, each reported once, from every
// square of an 8x8 and a 16x16 board with pieces placed from the input's bytes. A string it
// reads is then a piece of a crazyhouse-like definition (on the board and in both hands): read
// and played as harness/fuzz_definition.h plays any definition.
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "harness/fuzz_definition.h"
#include "reference/defined/betza.h"
#include "variants/catalog.h"

namespace {

void check_board(const ref_defined::Betza& b, int files, int ranks, std::uint64_t seed) {
  using ref_defined::Occupant;
  using ref_defined::Square;
  const auto at = [&](Square s) {
    if (s.file < 0 || s.rank < 0 || s.file >= files || s.rank >= ranks) return Occupant::Off;
    const std::uint64_t h =
        (seed ^ std::uint64_t(s.file * 31 + s.rank * 977)) * 0x9E3779B97F4A7C15ull;
    const int k = int(h >> 61);
    return k == 0 ? Occupant::Own : k == 1 ? Occupant::Enemy : Occupant::Empty;
  };
  for (int r = 0; r < ranks; ++r)
    for (int f = 0; f < files; ++f) {
      std::set<std::pair<int, int>> seen;
      ref_defined::destinations(b, {f, r}, (seed & 1) != 0, (seed & 2) != 0, at,
                                [&](Square to, bool capture) {
                                  if (at(to) == Occupant::Off || at(to) == Occupant::Own)
                                    std::abort();
                                  if (capture != (at(to) == Occupant::Enemy)) std::abort();
                                  if (!seen.insert({to.file * 64 + to.rank, capture}).second)
                                    std::abort();
                                });
      if (ref_defined::empty_board_count(b, files, ranks, {f, r}) > files * ranks) std::abort();
    }
}

// The piece as customPiece1 'a' of a drop variant: in front of each side's pawns and in hand.
void play_piece(const std::string& betza, std::uint64_t seed) {
  for (const char c : betza)  // what would end the line or start a comment of the ini file
    if (c == '\n' || c == '\r' || c == '#' || c == ';' || c == '\0') return;
  const std::string ini =
      "[betzafuzz:crazyhouse]\ncustomPiece1 = a:" + betza +
      "\nstartFen = rnbqkbnr/pppppppp/2a5/8/8/5A2/PPPPPPPP/RNBQKBNR[Aa] w KQkq - 0 1\n";
  const auto set = vchess::variants::VariantSet::bundled().with_text(ini, "fuzz_betza.ini");
  if (!set) return vchess::harness::expect_one_line(set.error().what());
  const vchess::variants::VariantDef* def = set->find("betzafuzz");
  if (!def) std::abort();
  std::vector<std::uint8_t> choices;
  for (int i = 0; i < 8; ++i) choices.push_back(std::uint8_t(seed >> (8 * i)));
  vchess::harness::fuzz_definition(*def, choices);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 64) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const ref_defined::Betza b = ref_defined::parse_betza(text);
    std::uint64_t seed = 1469598103934665603ull;
    for (const char c : text) seed = (seed ^ std::uint8_t(c)) * 1099511628211ull;
    check_board(b, 8, 8, seed);
    check_board(b, 16, 16, seed >> 7);
    play_piece(text, seed);
  } catch (const ref_defined::Error& e) {
    const std::string w = e.what();
    if (w.empty() || w.find('\n') != std::string::npos) std::abort();
  }
  return 0;
}
