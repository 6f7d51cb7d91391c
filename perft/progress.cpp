#include "progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>

namespace vchess::cli {

Progress::Progress(bool enabled, const char* what)
    : enabled_(enabled), tty_(isatty(2)), what_(what), start_(Clock::now()), last_(start_) {}

double Progress::seconds() const {
  return std::chrono::duration<double>(Clock::now() - start_).count();
}

std::string format_rate(std::uint64_t nodes, double seconds) {
  if (seconds <= 0) return "-";
  const double r = double(nodes) / seconds;
  return r >= 1e6 ? fmt::format("{:.1f} Mnodes/s", r / 1e6) : fmt::format("{:.0f} nodes/s", r);
}

void Progress::update(int done, int total, std::uint64_t nodes) {
  const auto now = Clock::now();
  if (!enabled_ || now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::seconds(1))
    return;
  last_ = now;
  const double s = seconds();
  fmt::print(stderr, "{}progress: {}/{} {}, {} nodes, {:.1f} s, {}{}", tty_ ? "\r" : "", done,
             total, what_, nodes, s, format_rate(nodes, s), tty_ ? "   " : "\n");
  std::fflush(stderr);
  printed_ = true;
}

void Progress::announce(int depth, std::uint64_t d1, std::uint64_t d2, double estimate) {
  if (!enabled_) return;
  fmt::print(stderr,
             "progress: perft {}: about {:.1e} nodes expected (perft 1 {}, perft 2 {}: the "
             "branching of the second ply carried on)\n",
             depth, estimate, d1, d2);
  std::fflush(stderr);
}

void Progress::finish() {
  if (printed_ && tty_) fmt::print(stderr, "\n");
}

}  // namespace vchess::cli
