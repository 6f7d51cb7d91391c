#include "engines/process.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

namespace vchess::engines {
namespace {

int remaining_ms(Clock::time_point deadline) {
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left < 0 ? 0 : left > 1'000'000 ? 1'000'000 : int(left);
}

std::string exit_text(int status) {
  if (status < 0) return "exited";
  if (WIFSIGNALED(status)) return fmt::format("was killed by signal {}", WTERMSIG(status));
  return fmt::format("exited with status {}", WEXITSTATUS(status));
}

}  // namespace

Process::Process(pid_t pid, int in, int out, std::string label)
    : pid_(pid), in_(in), out_(out), label_(std::move(label)) {}

Process::Process(Process&& o) noexcept
    : pid_(o.pid_),
      in_(o.in_),
      out_(o.out_),
      eof_(o.eof_),
      status_(o.status_),
      timeout_(o.timeout_),
      buffer_(std::move(o.buffer_)),
      label_(std::move(o.label_)),
      last_(std::move(o.last_)) {
  o.pid_ = -1, o.in_ = -1, o.out_ = -1;
}

Process::~Process() {
  kill();
  if (in_ >= 0) ::close(in_);
  if (out_ >= 0) ::close(out_);
}

Expected<Process, EngineError> Process::spawn(const std::string& command, std::string label) {
  // A dead engine must give an error on write, not kill us.
  ::signal(SIGPIPE, SIG_IGN);
  int to_child[2], from_child[2];
  if (::pipe2(to_child, O_CLOEXEC) != 0) return Unexpected{EngineError{"pipe failed"}};
  if (::pipe2(from_child, O_CLOEXEC) != 0) {
    ::close(to_child[0]), ::close(to_child[1]);
    return Unexpected{EngineError{"pipe failed"}};
  }
  const pid_t pid = ::fork();
  if (pid < 0) return Unexpected{EngineError{fmt::format("cannot start {}", label)}};
  if (pid == 0) {
    ::setpgid(0, 0);  // its own group: a timeout kills the shell and what it started
    ::dup2(to_child[0], 0);
    ::dup2(from_child[1], 1);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::setpgid(pid, pid);
  ::close(to_child[0]);
  ::close(from_child[1]);
  return Process(pid, to_child[1], from_child[0], std::move(label));
}

EngineError Process::error(const std::string& what) const {
  if (last_.empty()) return {fmt::format("engine '{}' {}", label_, what)};
  return {fmt::format("engine '{}' {} (last line: '{}')", label_, what, last_)};
}

std::optional<EngineError> Process::write_line(const std::string& line) {
  const std::string text = line + "\n";
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(in_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      // The engine closed its input, usually by exiting: say how it exited, as a read would
      // (which of the two sees it first is a race).
      const std::string why = std::strerror(errno);
      const int status = reap(Clock::now() + std::chrono::seconds(2));
      if (status >= 0) return error(exit_text(status));
      return error(fmt::format("does not take input ({})", why));
    }
    done += std::size_t(n);
  }
  return std::nullopt;
}

Expected<std::string, EngineError> Process::read_line(Clock::time_point deadline) {
  for (;;) {
    if (const auto nl = buffer_.find('\n'); nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      last_ = line;
      return line;
    }
    if (eof_)  // give it a moment to exit so the error can say how
      return Unexpected{error(exit_text(wait(Clock::now() + std::chrono::seconds(2))))};
    pollfd p{out_, POLLIN, 0};
    const int r = ::poll(&p, 1, remaining_ms(deadline));
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) {
      kill();
      return Unexpected{error(
          timeout_ > 0
              ? fmt::format("gave no answer within {:g} s (--timeout) and was killed", timeout_)
              : std::string("gave no answer in time and was killed"))};
    }
    char chunk[4096];
    const ssize_t n = ::read(out_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      if (!buffer_.empty()) buffer_ += '\n';  // a last line without its newline
    } else {
      buffer_.append(chunk, std::size_t(n));
    }
  }
}

void Process::close_input() {
  if (in_ >= 0) ::close(in_);
  in_ = -1;
}

int Process::wait(Clock::time_point deadline) {
  if (reap(deadline) < 0 && pid_ > 0) kill();
  return status_;
}

int Process::reap(Clock::time_point deadline) {
  while (pid_ > 0) {
    int status = 0;
    const pid_t r = ::waitpid(pid_, &status, WNOHANG);
    if (r == pid_) {
      status_ = status;
      pid_ = -1;
      return status_;
    }
    if (r < 0) {
      pid_ = -1;
      break;
    }
    if (Clock::now() >= deadline) return -1;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return status_;
}

void Process::kill() {
  if (pid_ <= 0) return;
  ::kill(-pid_, SIGKILL);
  int status = 0;
  if (::waitpid(pid_, &status, 0) == pid_) status_ = status;
  pid_ = -1;
}

}  // namespace vchess::engines
