// perft merge units.jsonl results.jsonl...: checks that every unit has exactly one result with
// its checksum and prints the total (and --divide) as the plain perft command does.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <optional>

#include "commands.h"
#include "driver.h"
#include "json.h"
#include "units/resume.h"

namespace vchess::cli {

namespace {

// Deep counts can pass 2^64 (chess perft 15), so sums are 128-bit.
using Count = unsigned __int128;

std::string decimal(Count n) {
  std::string s;
  do s.insert(s.begin(), char('0' + int(n % 10)));
  while ((n /= 10) != 0);
  return s;
}

struct Seen {
  std::string file;
  std::size_t line = 0;
};

// One result per unit: the first file and line that gave it, or throws naming both places.
std::vector<std::optional<std::uint64_t>> collect(const units::UnitFile& f,
                                                  const std::vector<std::string>& paths) {
  std::vector<std::optional<std::uint64_t>> nodes(f.units.size());
  std::vector<Seen> seen(f.units.size());
  for (const std::string& path : paths) {
    auto scan = units::scan_results(path, false);
    if (!scan) throw CliError(scan.error().what());
    if (!scan->damaged_tail.empty())
      throw CliError(fmt::format(
          "results file {} line {}: {} (a run was cut short? run 'perft run-units' on it again)",
          path, scan->damaged_line, scan->damaged_tail));
    for (const auto& entry : scan->entries) {
      const auto& r = entry.result;
      const std::size_t line = entry.line;
      const auto at = [&] { return fmt::format("results file {} line {}", path, line); };
      if (r.id >= f.units.size())
        throw CliError(fmt::format("{}: unit {} is not in the units file", at(), r.id));
      if (r.unit_checksum != f.units[r.id].checksum)
        throw CliError(fmt::format("{}: unit {} checksum {} does not match the units file ({})",
                                   at(), r.id, units::hex16(r.unit_checksum),
                                   units::hex16(f.units[r.id].checksum)));
      if (nodes[r.id])
        throw CliError(fmt::format("{}: unit {} is duplicated (first in {} line {})", at(), r.id,
                                   seen[r.id].file, seen[r.id].line));
      nodes[r.id] = r.nodes;
      seen[r.id] = {path, line};
    }
  }
  return nodes;
}

void check_complete(const std::vector<std::optional<std::uint64_t>>& nodes) {
  std::vector<std::size_t> missing;
  for (std::size_t id = 0; id < nodes.size(); ++id)
    if (!nodes[id]) missing.push_back(id);
  if (missing.empty()) return;
  const std::size_t shown = std::min<std::size_t>(missing.size(), 10);
  throw CliError(fmt::format("{} of {} units have no result (first: {})", missing.size(),
                             nodes.size(),
                             fmt::join(missing.begin(), missing.begin() + long(shown), ", ")));
}

}  // namespace

int merge_command(int argc, char** argv) {
  CLI::App app{"Merge unit results into the perft total (and divide).", "perft merge"};
  std::string units_path;
  std::vector<std::string> results;
  bool divide = false, json = false;
  app.add_option("units", units_path, "the units file written by 'perft split'")->required();
  app.add_option("results", results, "results files from run-units or perft-mpi")->required();
  app.add_flag("--divide", divide, "print 'move: count' for each root move, in board order");
  app.add_flag("--json", json, "print one JSON object");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  auto f = units::read_units(units_path);
  if (!f) throw CliError(f.error().what());
  const auto nodes = collect(*f, results);
  check_complete(nodes);
  const units::UnitHeader& h = f->header;
  std::map<std::string, Count> per_root;
  Count total = 0;
  for (const units::Unit& u : f->units) {
    total += Count(u.multiplicity) * *nodes[u.id];
    for (const units::RootCount& r : u.roots) per_root[r.move] += Count(r.count) * *nodes[u.id];
  }
  if (json) {
    Json j;
    j.field("variant", h.variant).field("fen", h.fen).field("depth", h.depth).field("at", h.at);
    j.field("units", h.units).raw("nodes", decimal(total));
    Json d;
    for (const std::string& m : h.root_moves) d.raw(m, decimal(per_root[m]));
    if (divide) j.raw("divide", d.str());
    fmt::print("{}\n", j.str());
    return 0;
  }
  if (divide) {
    for (const std::string& m : h.root_moves) fmt::print("{}: {}\n", m, decimal(per_root[m]));
    fmt::print("\n");
  }
  fmt::print("Nodes searched: {}\n", decimal(total));
  return 0;
}

}  // namespace vchess::cli
