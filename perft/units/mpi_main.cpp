// perft-mpi UNITS --out RESULTS: counts work units over Open MPI. Rank 0 reads the units, skips
// those already in the results file, hands the rest out one at a time to whichever rank asks
// next (so slow units do not hold up a static share), and appends each result with an fsync:
// the same file `perft run-units` writes, so either can resume the other and `perft merge` reads
// it.
#include <fmt/format.h>
#include <mpi.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdlib>
#include <optional>
#include <thread>

#include "games/registry.h"
#include "json.h"
#include "progress.h"
#include "resume.h"
#include "solve.h"

namespace {

using namespace vchess;

enum Tag : int { kResult = 1, kAssign = 2, kStop = 3, kFailed = 4 };
constexpr std::uint64_t kNoResult = UINT64_MAX;  // a worker's first request carries no result

struct Options {
  std::vector<std::string> variant_files;
  std::string units, out, range = ":", impl = "fast";
  bool quiet = false, json = false;
};

// Rank 0's plan, or the one-line error and nothing.
std::optional<units::RunPlan> make_plan(const Options& o) {
  try {
    auto range = units::parse_range(o.range);
    if (!range) throw std::runtime_error(range.error().what());
    auto p = units::plan_run(o.units, o.out, *range);
    if (!p) throw std::runtime_error(p.error().what());
    if (auto v = units::unit_variant(p->units.header); !v)
      throw std::runtime_error(v.error().what());
    return std::optional<units::RunPlan>(std::move(*p));
  } catch (const std::exception& e) {
    fmt::print(stderr, "perft-mpi: error: {}\n", e.what());
    return std::nullopt;
  }
}

// Waits for a message with a short sleep between probes: a blocking probe spins, and on an
// oversubscribed node that spinning takes the core another rank is counting on.
void wait_for(int source, MPI_Status& st) {
  for (int ready = 0;;) {
    MPI_Iprobe(source, MPI_ANY_TAG, MPI_COMM_WORLD, &ready, &st);
    if (ready) return;
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
}

[[noreturn]] void abort_run(const std::string& why) {
  fmt::print(stderr, "perft-mpi: error: {}\n", why);
  MPI_Abort(MPI_COMM_WORLD, 2);
  std::abort();  // MPI_Abort does not return
}

// Rank 0's side of the conversation: every message from a worker carries its last result (or
// none) and asks for the next unit.
struct Coordinator {
  units::RunPlan& plan;
  cli::Progress progress;
  std::size_t next = 0, done = 0;
  std::uint64_t nodes = 0;

  // Returns false when the worker was told to stop.
  bool answer(const MPI_Status& st) {
    if (st.MPI_TAG == kFailed) {
      int len = 0;
      MPI_Get_count(&st, MPI_CHAR, &len);
      std::string why(std::size_t(len), '\0');
      MPI_Recv(why.data(), len, MPI_CHAR, st.MPI_SOURCE, kFailed, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
      abort_run(fmt::format("rank {}: {}", st.MPI_SOURCE, why));
    }
    std::uint64_t msg[2];
    MPI_Recv(msg, 2, MPI_UINT64_T, st.MPI_SOURCE, kResult, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    // The next unit goes out before this result's fsync, so the worker never waits on the disk.
    const bool more = next < plan.todo.size();
    if (more) {
      const units::Unit& u = plan.units.units[plan.todo[next++]];
      const std::string job = fmt::format("{} {} {}", u.id, u.depth, u.fen);
      MPI_Send(job.data(), int(job.size()), MPI_CHAR, st.MPI_SOURCE, kAssign, MPI_COMM_WORLD);
    } else {
      MPI_Send(nullptr, 0, MPI_CHAR, st.MPI_SOURCE, kStop, MPI_COMM_WORLD);
    }
    if (msg[0] != kNoResult) {
      const units::Unit& u = plan.units.units[msg[0]];
      if (auto w = plan.out->append({u.id, u.checksum, msg[1]}); !w) abort_run(w.error().what());
      nodes += msg[1];
      progress.update(int(++done), int(plan.todo.size()), nodes);
    }
    return more;
  }
};

// Rank 0: the plan, then one message loop until every worker has been told to stop.
int coordinate(const Options& o, int ranks) {
  std::optional<units::RunPlan> plan = make_plan(o);
  int ok = plan.has_value();
  MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (!ok) return 2;
  if (!plan->repaired.empty()) fmt::print(stderr, "perft-mpi: {}\n", plan->repaired);
  char variant[64] = {};
  plan->units.header.variant.copy(variant, sizeof variant - 1);
  MPI_Bcast(variant, sizeof variant, MPI_CHAR, 0, MPI_COMM_WORLD);
  Coordinator c{*plan, cli::Progress(!o.quiet, "units")};
  for (int active = ranks - 1; active > 0;) {
    MPI_Status st;
    wait_for(MPI_ANY_SOURCE, st);
    if (!c.answer(st)) --active;
  }
  c.progress.finish();
  if (o.json) {
    cli::Json j;
    j.field("units", plan->units.units.size()).field("counted", c.done);
    j.field("already_done", plan->done).field("repaired", !plan->repaired.empty());
    j.field("nodes", c.nodes).field("workers", ranks - 1).field("out", o.out);
    cli::Json t;
    t.number("seconds", c.progress.seconds(), 3);
    fmt::print("{}\n", j.raw("timing", t.str()).str());
  } else {
    fmt::print("{} units counted on {} workers, {} already done, results in {}\n", c.done,
               ranks - 1, plan->done, o.out);
  }
  return 0;
}

// Other ranks: ask, count, answer with the result and ask again, until told to stop.
int work(const Options& o) {
  int ok = 0;
  MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (!ok) return 2;
  char variant[64];
  MPI_Bcast(variant, sizeof variant, MPI_CHAR, 0, MPI_COMM_WORLD);
  const std::string name(variant);  // rank 0 checked the definition's digest (unit_variant)
  const games::VariantRow& v = *games::find_variant(name.substr(0, name.find('@')));
  const auto engine = o.impl == "reference" ? units::Engine::Reference : units::Engine::Fast;
  std::uint64_t msg[2] = {kNoResult, 0};
  for (;;) {
    MPI_Send(msg, 2, MPI_UINT64_T, 0, kResult, MPI_COMM_WORLD);
    MPI_Status st;
    wait_for(0, st);
    int len = 0;
    MPI_Get_count(&st, MPI_CHAR, &len);
    std::string job(std::size_t(len), '\0');
    MPI_Recv(job.data(), len, MPI_CHAR, 0, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (st.MPI_TAG == kStop) return 0;
    units::Unit u;
    std::size_t p1 = job.find(' '), p2 = job.find(' ', p1 + 1);
    u.id = std::stoull(job.substr(0, p1));
    u.depth = std::stoi(job.substr(p1 + 1, p2 - p1 - 1));
    u.fen = job.substr(p2 + 1);
    auto n = units::count_unit(v, u, engine);
    if (!n) {
      MPI_Send(n.error().what().data(), int(n.error().what().size()), MPI_CHAR, 0, kFailed,
               MPI_COMM_WORLD);
      return 2;
    }
    msg[0] = u.id, msg[1] = *n;
  }
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  CLI::App app{"Count perft work units over Open MPI: rank 0 hands units to the other ranks.",
               "perft-mpi"};
  Options o;
  app.add_option("units", o.units, "the units file written by 'perft split'")->required();
  app.add_option("--out", o.out, "the results file rank 0 appends to")->required();
  app.add_option("--range", o.range, "unit ids a to b-1 only (a:b, a: or :b)");
  app.add_option("--impl", o.impl, "fast or reference")
      ->check(CLI::IsMember({"fast", "reference"}));
  app.add_flag("--quiet", o.quiet, "no progress line on stderr");
  app.add_flag("--json", o.json, "print the summary as one JSON object");
  app.add_option("--variants", o.variant_files,
                 "variants.ini files defining the units' variant (the ones 'perft split' read)");
  int rc = -1;
  try {
    app.parse(argc, argv);
    if (ranks < 2) throw CLI::ValidationError("ranks", "needs 2 or more ranks (mpirun -np N)");
    for (const std::string& f : o.variant_files)
      if (auto n = games::load_variant_file(f); !n)
        throw CLI::ValidationError("--variants", n.error().what());
  } catch (const CLI::CallForHelp& e) {
    rc = rank == 0 ? app.exit(e) : 0;
  } catch (const CLI::ParseError& e) {
    if (rank == 0) fmt::print(stderr, "perft-mpi: error: {} (see --help)\n", e.what());
    rc = 2;
  }
  // Every rank parsed the same command line, so every rank takes the same branch here.
  if (rc < 0) rc = rank == 0 ? coordinate(o, ranks) : work(o);
  MPI_Finalize();
  return rc;
}
