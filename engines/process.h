// A child process on two pipes, read line by line against a deadline (poll), killed with its
// whole process group when it overstays or when the object goes: an engine can never hang us.
#pragma once
#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

#include "engines/engine.h"

namespace vchess::engines {

using Clock = std::chrono::steady_clock;

// Now plus `seconds`, at most a day (a huge --timeout must not overflow the conversion).
inline Clock::time_point deadline_after(double seconds) {
  const double ms = seconds < 0 ? 0 : seconds > 86400 ? 86400e3 : seconds * 1000;
  return Clock::now() + std::chrono::milliseconds(static_cast<long long>(ms));
}

class Process {
 public:
  // Runs `command` with /bin/sh -c; `label` names it in every error.
  static Expected<Process, EngineError> spawn(const std::string& command, std::string label);
  // The --timeout in force, named when an answer is late.
  void set_timeout(double seconds) { timeout_ = seconds; }
  Process(Process&& o) noexcept;
  Process& operator=(Process&&) = delete;
  ~Process();

  std::optional<EngineError> write_line(const std::string& line);
  // The next line of output (without the newline), or an error: timed out (the process is then
  // killed) or output ended (at_eof() tells the two apart).
  Expected<std::string, EngineError> read_line(Clock::time_point deadline);
  bool at_eof() const { return eof_; }
  void close_input();
  // Waits for the exit (killing at the deadline); the exit status or -1.
  int wait(Clock::time_point deadline);
  // The exit status if the process ends before the deadline, -1 if it is still running then
  // (it is not killed).
  int reap(Clock::time_point deadline);
  void kill();
  const std::string& label() const { return label_; }
  // The last line read, quoted in errors.
  const std::string& last_line() const { return last_; }
  EngineError error(const std::string& what) const;

 private:
  Process(pid_t pid, int in, int out, std::string label);
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  bool eof_ = false;
  int status_ = -1;
  double timeout_ = 0;
  std::string buffer_, label_, last_;
};

}  // namespace vchess::engines
