// Google Benchmark: perft speed of the fast path on the standard start positions.
#include <benchmark/benchmark.h>

#include "chess/perft.h"
#include "chess/variant.h"
#include "uc24/movegen.h"
#include "uc24/random_setup.h"
#include "waterloo/movegen.h"

namespace {
using namespace vchess::chess;

void bench_perft(benchmark::State& state, const char* variant, int depth) {
  const VariantSpec& v = *find_variant(variant);
  with_geometry(v, [&]<class G>() {
    auto pos = *Position<G>::from_setup(*parse_fen(v.start_fen, G::kFiles, G::kRanks),
                                        v.promotion_types());
    std::uint64_t nodes = 0;
    for (auto _ : state) {
      nodes = perft(pos, depth);
      benchmark::DoNotOptimize(nodes);
    }
    state.counters["nodes/s"] =
        benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
    return 0;
  });
}

void bench_uc24(benchmark::State& state, std::uint64_t seed, int depth) {
  auto pos = *vchess::uc24::Position::from_setup(vchess::uc24::random_setup(seed));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = vchess::uc24::perft(pos, depth);
    benchmark::DoNotOptimize(nodes);
  }
  state.counters["nodes/s"] =
      benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}

void bench_waterloo(benchmark::State& state, int depth) {
  namespace w = vchess::waterloo;
  auto pos = *w::Position::from_setup(*w::parse_fen(w::kStartFen));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = w::perft(pos, depth);
    benchmark::DoNotOptimize(nodes);
  }
  state.counters["nodes/s"] =
      benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK_CAPTURE(bench_perft, chess_d5, "chess", 5)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bench_perft, capablanca_d4, "capablanca", 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bench_perft, crc_d4, "crc", 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bench_uc24, uc24_seed1_d4, 1, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bench_waterloo, waterloo_d4, 4)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
