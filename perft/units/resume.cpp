#include "resume.h"

#include <fmt/format.h>

#include <charconv>

namespace vchess::units {

Expected<Range, UnitError> parse_range(std::string_view text) {
  const auto bad = [&](std::string_view why) {
    return Unexpected{UnitError{fmt::format("--range '{}': {}", text, why)}};
  };
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) return bad("expected a:b (unit ids a to b-1)");
  Range r;
  const auto num = [](std::string_view s, std::uint64_t& out) {
    if (s.empty()) return true;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
  };
  if (!num(text.substr(0, colon), r.begin) || !num(text.substr(colon + 1), r.end))
    return bad("a and b must be non-negative integers");
  if (r.begin > r.end) return bad("a is above b");
  return r;
}

namespace {

// Every result must name a unit of this split with that unit's checksum.
std::string check_results(const UnitFile& f, const ResultsScan& scan, const std::string& path) {
  for (const auto& [r, line] : scan.entries) {
    if (r.id >= f.units.size())
      return fmt::format("results file {} line {}: unit {} is not in the units file ({} units)",
                         path, line, r.id, f.units.size());
    if (r.unit_checksum != f.units[r.id].checksum)
      return fmt::format(
          "results file {} line {}: unit {} checksum {} does not match the units file ({})", path,
          line, r.id, hex16(r.unit_checksum), hex16(f.units[r.id].checksum));
  }
  return "";
}

}  // namespace

Expected<RunPlan, UnitError> plan_run(const std::string& units_path,
                                      const std::string& results_path, Range range) {
  auto units = read_units(units_path);
  if (!units) return Unexpected{units.error()};
  // Lock before reading, so the lines read are all the lines there are while this run writes.
  auto out = ResultsWriter::open(results_path);
  if (!out) return Unexpected{out.error()};
  auto scan = scan_results(results_path, true);
  if (!scan) return Unexpected{scan.error()};
  if (auto problem = check_results(*units, *scan, results_path); !problem.empty())
    return Unexpected{UnitError{problem}};
  if (auto cut = out->cut(scan->good_bytes); !cut) return Unexpected{cut.error()};
  RunPlan plan;
  plan.units = std::move(*units);
  if (!scan->damaged_tail.empty())
    plan.repaired = fmt::format("results file {} line {}: {}; cut off, that unit is counted again",
                                results_path, scan->damaged_line, scan->damaged_tail);
  plan.out.emplace(std::move(*out));
  std::vector<bool> have(plan.units.units.size());
  for (const auto& e : scan->entries) have[e.result.id] = true;
  const std::uint64_t end = std::min<std::uint64_t>(range.end, plan.units.units.size());
  for (std::uint64_t id = range.begin; id < end; ++id) {
    if (have[id])
      ++plan.done;
    else
      plan.todo.push_back(id);
  }
  return plan;
}

}  // namespace vchess::units
