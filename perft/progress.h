// A progress line on stderr for runs longer than a second, with nodes/s.
#pragma once
#include <chrono>
#include <cstdint>
#include <string>

namespace vchess::cli {

class Progress {
 public:
  // `what` names the items counted in the progress line.
  explicit Progress(bool enabled, const char* what = "root moves");
  // Called after each item; prints at most once a second after the first second.
  void update(int done, int total, std::uint64_t nodes);
  void finish();
  // At the start of a count expected to be long: the node estimate, so a deep run never sits
  // silent until its first root move is done.
  void announce(int depth, std::uint64_t d1, std::uint64_t d2, double estimate);
  double seconds() const;

 private:
  using Clock = std::chrono::steady_clock;
  bool enabled_, tty_, printed_ = false;
  const char* what_;
  Clock::time_point start_, last_;
};

std::string format_rate(std::uint64_t nodes, double seconds);

}  // namespace vchess::cli
