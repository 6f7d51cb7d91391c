// Positions built around a king, for any family with a position codec (harness/positions/):
// the royal pieces, then pieces on the lines and knight leaps through one of them, so that
// checks, double checks, pins, blocked and unblocked sliders and contact checks are common,
// as random play rarely makes them. The property: the fast path and the reference agree on
// each such position, in lock step to `depth` (harness/fuzz_position.h's checks).
#pragma once
#include <rapidcheck.h>

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "harness/fuzz_position.h"
#include "harness/rc_walk.h"

namespace vchess::harness {

template <class Fams>
struct Placement {
  const games::VariantRow* variant = nullptr;
  std::vector<std::uint8_t> bytes;  // decode_position's input
};

// decode_position's input: the side to move, a seed, the two royal squares, the family's extra
// fields, then `pieces` (square, piece) pairs around the White king (or the Black one): a step
// of one to three squares in one of the eight directions, or a knight's leap.
inline std::vector<std::uint8_t> placement_bytes(const games::VariantRow& v, int extra_bytes,
                                                 std::uint64_t seed, int pieces) {
  static constexpr std::array<std::array<int, 2>, 16> kDirs = {{{1, 0},
                                                                {-1, 0},
                                                                {0, 1},
                                                                {0, -1},
                                                                {1, 1},
                                                                {1, -1},
                                                                {-1, 1},
                                                                {-1, -1},
                                                                {1, 2},
                                                                {2, 1},
                                                                {-1, 2},
                                                                {-2, 1},
                                                                {1, -2},
                                                                {2, -1},
                                                                {-1, -2},
                                                                {-2, -1}}};
  const int n = v.files * v.ranks;
  const auto next = [&] { return splitmix64(seed); };
  std::vector<std::uint8_t> out;
  out.push_back(std::uint8_t(next() & 1));  // the side; not raw; no random extra pieces
  for (int i = 0; i < 4 + extra_bytes; ++i) out.push_back(std::uint8_t(next()));
  const int kings[2] = {out[3] % n, out[4] % n};
  for (int i = 0; i < pieces; ++i) {
    const std::uint64_t r = next();
    const int k = kings[(r >> 8) % 4 == 0 ? 1 : 0];
    const auto& d = kDirs[r % kDirs.size()];
    const int dist = r % kDirs.size() < 8 ? 1 + int((r >> 16) % 3) : 1;
    const int f = k % v.files + d[0] * dist, rank = k / v.files + d[1] * dist;
    if (f < 0 || rank < 0 || f >= v.files || rank >= v.ranks) continue;
    out.push_back(std::uint8_t(rank * v.files + f));
    out.push_back(std::uint8_t(r >> 24));
  }
  return out;
}

// The registry's rows of these variants (a typo stops the test program).
inline std::vector<const games::VariantRow*> registry_rows(std::vector<std::string_view> names) {
  std::vector<const games::VariantRow*> out;
  for (std::string_view n : names) {
    out.push_back(games::find_variant(n));
    if (!out.back()) std::abort();
  }
  return out;
}

template <class Fams>
rc::Gen<Placement<Fams>> gen_placements(std::vector<const games::VariantRow*> rows) {
  return rc::gen::apply(
      [](const games::VariantRow* v, std::uint64_t seed, int pieces) {
        const int extra = Fams::with_game(*v, [](const auto& g) {
          return PositionCodec<std::decay_t<decltype(g)>>::kExtraBytes;
        });
        return Placement<Fams>{v, placement_bytes(*v, extra, seed, pieces)};
      },
      rc::gen::elementOf(std::move(rows)), rc::gen::arbitrary<std::uint64_t>(),
      rc::gen::inRange(1, 13));
}

template <class Fams>
std::string placement_text(const Placement<Fams>& c) {
  return Fams::with_game(*c.variant,
                         [&](const auto& g) { return decode_position(g, *c.variant, c.bytes); });
}

template <class Fams>
void showValue(const Placement<Fams>& c, std::ostream& os) {
  os << c.variant->name << " '" << placement_text(c) << "'";
}

// The property's body: `depth` plies of lock step, 1 where the position has more than
// `deep_moves` moves.
template <class Fams>
void placement_agrees(const Placement<Fams>& c, int depth, int deep_moves) {
  Fams::with_game(*c.variant, [&](const auto& g) {
    const std::string text = decode_position(g, *c.variant, c.bytes);
    auto pos = g.load(text);
    RC_TAG(!pos ? "refused" : g.in_check(*pos) ? "in check" : "not in check");
    const PositionVariant pv{c.variant->name, depth, deep_moves};
    if (const Failure f = position_text_failure(g, pv, text)) RC_FAIL(*f);
  });
}

}  // namespace vchess::harness

// Defines Google Test Suite.PlacedAroundKingFastEqualsReference over positions from Rows (a
// std::vector<const games::VariantRow*> expression) of the families Fams.
#define HARNESS_PLACEMENT_PROPERTY(Suite, Fams, Rows, Depth, DeepMoves, Percent) \
  TEST(Suite, PlacedAroundKingFastEqualsReference) {                             \
    ::vchess::harness::check_share(                                              \
        [] {                                                                     \
          const auto c = *::vchess::harness::gen_placements<Fams>(Rows);         \
          ::vchess::harness::placement_agrees(c, Depth, DeepMoves);              \
        },                                                                       \
        Percent);                                                                \
  }
