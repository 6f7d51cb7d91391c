#include "results_file.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "fields.h"
#include "json.h"

namespace vchess::units {

namespace {

std::uint64_t line_check(const Result& r) {
  return fnv1a(fmt::format("{} {} {}", r.id, hex16(r.unit_checksum), r.nodes));
}

// Parses one line; returns why it is refused, or "".
std::string parse_result(const std::string& line, Result& r) {
  auto v = parse_json(line);
  if (!v) return v.error();
  Fields f(*v);
  r.id = f.number("id");
  r.unit_checksum = f.hex("unit");
  r.nodes = f.number("nodes");
  const std::uint64_t check = f.hex("check");
  if (f.error()) return *f.error();
  if (check != line_check(r))
    return fmt::format("field 'check': {} does not match the line ({})", hex16(check),
                       hex16(line_check(r)));
  return "";
}

}  // namespace

std::string result_line(const Result& r) {
  cli::Json j;
  j.field("id", r.id).field("unit", hex16(r.unit_checksum)).field("nodes", r.nodes);
  return j.field("check", hex16(line_check(r))).str();
}

Expected<ResultsScan, UnitError> scan_results(const std::string& path, bool missing_ok) {
  std::ifstream in(path, std::ios::binary);
  ResultsScan scan;
  if (!in) {
    if (missing_ok && ::access(path.c_str(), F_OK) != 0) return scan;
    return Unexpected{UnitError{fmt::format("cannot read results file {}", path)}};
  }
  std::stringstream buf;
  buf << in.rdbuf();
  const std::string text = buf.str();
  std::size_t start = 0, n = 0;
  while (start < text.size()) {
    ++n;
    const std::size_t nl = text.find('\n', start);
    const bool whole = nl != std::string::npos;
    const std::string line = text.substr(start, (whole ? nl : text.size()) - start);
    Result r;
    std::string problem = whole ? parse_result(line, r) : "no newline (the write was cut short)";
    const std::size_t next = whole ? nl + 1 : text.size();
    if (!problem.empty() && next < text.size())  // not the last line: not a crash artefact
      return Unexpected{UnitError{fmt::format("results file {} line {}: {}", path, n, problem)}};
    if (!problem.empty()) {
      scan.damaged_tail = problem;
      scan.damaged_line = n;
      break;
    }
    scan.entries.push_back({r, n});
    scan.good_bytes = next;
    start = next;
  }
  return scan;
}

Expected<ResultsWriter, UnitError> ResultsWriter::open(const std::string& path) {
  const auto fail = [&](std::string_view what) {
    return Unexpected{
        UnitError{fmt::format("results file {}: {}: {}", path, what, std::strerror(errno))}};
  };
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  if (fd < 0) return fail("cannot open");
  ResultsWriter w(path, fd);
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) return fail("another run is writing it");
  return w;
}

Expected<bool, UnitError> ResultsWriter::cut(std::uint64_t keep_bytes) {
  const off_t size = ::lseek(fd_, 0, SEEK_END);
  if (size > off_t(keep_bytes) && (::ftruncate(fd_, off_t(keep_bytes)) != 0 || ::fsync(fd_) != 0))
    return Unexpected{UnitError{fmt::format(
        "results file {}: cannot cut off the damaged last line: {}", path_, std::strerror(errno))}};
  return true;
}

ResultsWriter::~ResultsWriter() {
  if (fd_ >= 0) ::close(fd_);
}

Expected<bool, UnitError> ResultsWriter::append(const Result& r) {
  const std::string line = result_line(r) + "\n";
  // One write of a short line in O_APPEND mode; the fsync makes it survive a crash.
  const ssize_t w = ::write(fd_, line.data(), line.size());
  if (w != ssize_t(line.size()) || ::fsync(fd_) != 0)
    return Unexpected{UnitError{fmt::format("results file {}: cannot append unit {}: {}", path_,
                                            r.id, std::strerror(errno))}};
  return true;
}

}  // namespace vchess::units
