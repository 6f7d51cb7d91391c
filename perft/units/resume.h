// What a (re)started unit run has left to do: the units file, the results already on disk
// (checked against it), a damaged last line cut off, and the ids still missing in the range.
// Shared by `perft run-units` and `perft-mpi`, so either can resume the other's file.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "results_file.h"
#include "unit_file.h"

namespace vchess::units {

// Unit ids [begin, end); "a:b", "a:" or ":b" on the command line.
struct Range {
  std::uint64_t begin = 0, end = UINT64_MAX;
};
Expected<Range, UnitError> parse_range(std::string_view text);

struct RunPlan {
  UnitFile units;
  std::vector<std::uint64_t> todo;  // ids in the range with no result yet, in id order
  std::size_t done = 0;             // ids in the range already in the results file
  std::string repaired;             // non-empty: the damaged last line that was cut off
  std::optional<ResultsWriter> out;
};

// Reads both files, refuses results that belong to another split, repairs a cut last line and
// opens the results file for appending.
Expected<RunPlan, UnitError> plan_run(const std::string& units_path,
                                      const std::string& results_path, Range range);

}  // namespace vchess::units
