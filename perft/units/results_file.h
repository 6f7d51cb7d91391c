// The results file of a unit run: one JSON line per computed unit, appended and fsynced one by
// one, so a crash loses at most the line being written.
//
//   {"id": 3, "unit": "<unit checksum, 16 hex>", "nodes": N, "check": "<16 hex>"}
//
// "check" is FNV-1a-64 of "<id> <unit> <nodes>" and catches a line damaged in a way that still
// parses. A damaged line can only be the last one (the crash cut it); anywhere else the file is
// refused.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/expected.h"
#include "unit_file.h"

namespace vchess::units {

struct Result {
  std::uint64_t id = 0;
  std::uint64_t unit_checksum = 0;
  std::uint64_t nodes = 0;
};

std::string result_line(const Result& r);

struct ResultsScan {
  struct Entry {
    Result result;
    std::size_t line;
  };
  std::vector<Entry> entries;
  std::uint64_t good_bytes = 0;  // file length up to the end of the last good line
  std::string damaged_tail;      // why the last line was refused; empty when the file is whole
  std::size_t damaged_line = 0;
};

// Reads a results file; a missing file is an empty scan when `missing_ok`.
Expected<ResultsScan, UnitError> scan_results(const std::string& path, bool missing_ok);

// Appends result lines with an fsync after each. Holds an exclusive lock on the file so two
// runs never write the same file at once.
class ResultsWriter {
 public:
  // Opens (creating) and locks the file; fails if another run holds it.
  static Expected<ResultsWriter, UnitError> open(const std::string& path);
  // Cuts the file to `keep_bytes`: the repair of a damaged last line.
  Expected<bool, UnitError> cut(std::uint64_t keep_bytes);
  ResultsWriter(ResultsWriter&& o) noexcept : path_(std::move(o.path_)), fd_(o.fd_) { o.fd_ = -1; }
  ResultsWriter& operator=(ResultsWriter&&) = delete;
  ~ResultsWriter();

  Expected<bool, UnitError> append(const Result& r);

 private:
  ResultsWriter(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
  std::string path_;
  int fd_ = -1;
};

}  // namespace vchess::units
