// perft run-units units.jsonl --out results.jsonl: counts units and appends one fsynced result
// line each; started again it skips what is done and recounts a unit whose line a crash cut.
#include <fmt/format.h>

#include "commands.h"
#include "driver.h"
#include "json.h"
#include "progress.h"
#include "units/resume.h"
#include "units/solve.h"

namespace vchess::cli {

namespace {

template <class T>
T or_throw(Expected<T, units::UnitError> e) {
  if (!e) throw CliError(e.error().what());
  return std::move(*e);
}

}  // namespace

int run_units_command(int argc, char** argv) {
  CLI::App app{"Count work units from 'perft split' and append their results.", "perft run-units"};
  std::string units_path, out, range_text = ":", impl = "fast";
  bool json = false, quiet = false;
  int threads = 1;
  long long hash_mb = 0;
  app.add_option("units", units_path, "the units file written by 'perft split'")->required();
  app.add_option("--out", out, "the results file to append to (created if missing)")->required();
  app.add_option("--range", range_text, "unit ids a to b-1 only (a:b, a: or :b)");
  app.add_option("--impl", impl, "fast or reference")->check(CLI::IsMember({"fast", "reference"}));
  app.add_option("--threads", threads, "fast path: worker threads within each unit (1-256)")
      ->check(CLI::Range(1, 256));
  app.add_option("--hash", hash_mb,
                 "fast path: MB of perft table shared by all units (0: none); counts stay exact")
      ->check(CLI::Range(0LL, 1LL << 20));
  app.add_flag("--json", json, "print the summary as one JSON object");
  app.add_flag("--quiet", quiet, "no progress line on stderr");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  const units::Range range = or_throw(units::parse_range(range_text));
  units::RunPlan plan = or_throw(units::plan_run(units_path, out, range));
  if (!plan.repaired.empty()) fmt::print(stderr, "perft run-units: {}\n", plan.repaired);
  const Variant& v = *or_throw(units::unit_variant(plan.units.header));
  const auto engine = impl == "reference" ? units::Engine::Reference : units::Engine::Fast;
  if ((threads > 1 || hash_mb > 0) && engine != units::Engine::Fast)
    throw CliError("--threads and --hash are for --impl fast");
  auto table = allocate_table(std::size_t(hash_mb));  // one table: units share transpositions
  const parallel::PerftOptions opt{threads, table ? &*table : nullptr};
  Progress progress(!quiet, "units");
  std::uint64_t nodes = 0;
  for (std::size_t i = 0; i < plan.todo.size(); ++i) {
    const units::Unit& u = plan.units.units[plan.todo[i]];
    const std::uint64_t n = or_throw(units::count_unit(v, u, engine, opt));
    or_throw(plan.out->append({u.id, u.checksum, n}));
    nodes += n;
    progress.update(int(i + 1), int(plan.todo.size()), nodes);
  }
  progress.finish();
  if (json) {
    Json j;
    j.field("units", plan.units.units.size()).field("counted", plan.todo.size());
    j.field("already_done", plan.done).field("repaired", !plan.repaired.empty());
    j.field("nodes", nodes).field("out", out);
    Json t;
    t.number("seconds", progress.seconds(), 3);
    fmt::print("{}\n", j.raw("timing", t.str()).str());
  } else {
    fmt::print("{} units counted, {} already done, results in {}\n", plan.todo.size(), plan.done,
               out);
    fmt::print(stderr, "{:.3f} s, {}\n", progress.seconds(),
               format_rate(nodes, progress.seconds()));
  }
  return 0;
}

}  // namespace vchess::cli
