// Google Benchmark: perft speed from every variant's start position, on the fast path and on
// the reference, and the fast path with threads and a table (parallel/). The cases are data;
// every variant goes through the registry's one dispatch. Depths are small so that one
// iteration is short (the test run's smoke run does one iteration of each).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>

#include "games/registry.h"
#include "parallel/parallel_perft.h"

namespace {
using namespace vchess;

enum class Path { Fast, Reference };

struct Case {
  const char* variant;
  Path path;
  int depth;
  int threads = 1;
  std::size_t hash_mb = 0;
};

// Every variant's fast path and reference, then threads and tables where they pay.
constexpr Case kCases[] = {
    {"chess", Path::Fast, 5},        {"chess", Path::Reference, 3},
    {"chess960", Path::Fast, 4},     {"chess960", Path::Reference, 3},
    {"capablanca", Path::Fast, 4},   {"capablanca", Path::Reference, 3},
    {"gothic", Path::Fast, 4},       {"gothic", Path::Reference, 3},
    {"crc", Path::Fast, 4},          {"crc", Path::Reference, 3},
    {"uc24", Path::Fast, 4},         {"uc24", Path::Reference, 3},
    {"shogi", Path::Fast, 4},        {"shogi", Path::Reference, 3},
    {"dai-seireigi", Path::Fast, 3}, {"dai-seireigi", Path::Reference, 2},
    {"waterloo", Path::Fast, 4},     {"waterloo", Path::Reference, 3},
    {"chess", Path::Fast, 5, 2},     {"chess", Path::Fast, 5, 1, 16},
    {"chess", Path::Fast, 5, 2, 16}, {"dai-seireigi", Path::Fast, 3, 2},
};

std::string case_name(const Case& c) {
  std::string n = std::string(c.variant) + (c.path == Path::Fast ? "/fast" : "/reference") + "/d" +
                  std::to_string(c.depth);
  if (c.threads > 1) n += "/threads" + std::to_string(c.threads);
  if (c.hash_mb > 0) n += "/hash" + std::to_string(c.hash_mb);
  return n;
}

template <class Run>
void time_perft(benchmark::State& state, Run&& run) {
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = run();
    benchmark::DoNotOptimize(nodes);
  }
  state.counters["nodes"] = double(nodes);
  state.counters["nodes/s"] =
      benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}

// A fresh table each iteration: a timed run never reads the previous iteration's entries.
void bench_case(benchmark::State& state, const Case& c) {
  const games::VariantRow& v = *games::find_variant(c.variant);
  const std::string fen = *games::start_fen(v, -1, false);
  games::with_game(v, [&](const auto& g) {
    if (c.path == Path::Reference) {
      auto ref = *g.reference(fen);
      return time_perft(state, [&] { return ref.perft(c.depth); });
    }
    auto pos = *g.load(fen);
    if (c.threads == 1 && c.hash_mb == 0)
      return time_perft(state, [&] { return g.perft(pos, c.depth); });
    time_perft(state, [&] {
      std::optional<parallel::PerftTable> table;
      if (c.hash_mb > 0) table.emplace(c.hash_mb << 20);
      return parallel::perft(g, pos, c.depth, {c.threads, table ? &*table : nullptr});
    });
  });
}

}  // namespace

int main(int argc, char** argv) {
  for (const Case& c : kCases) {
    if (!games::find_variant(c.variant)) std::abort();  // a typo in the table
    benchmark::RegisterBenchmark(case_name(c).c_str(), bench_case, c)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
