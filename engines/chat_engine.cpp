#include "engines/chat_engine.h"

#include <fmt/format.h>

#include "engines/divide_text.h"

namespace vchess::engines {

ChatEngine::~ChatEngine() {
  // A polite quit first; the Process destructor kills whatever is left.
  if (!process_.at_eof()) (void)send("quit");
  process_.close_input();
  process_.wait(Clock::now() + std::chrono::milliseconds(300));
}

Clock::time_point ChatEngine::deadline() const { return deadline_after(spec_.timeout); }

std::optional<EngineError> ChatEngine::start(const std::string& hello, const std::string& ok) {
  if (auto e = send(hello)) return e;
  std::vector<std::string> lines;
  const auto until = deadline();
  for (;;) {
    auto line = process_.read_line(until);
    if (!line) return line.error();
    if (*line == ok) break;
    lines.push_back(std::move(*line));
  }
  if (auto e = configure(lines)) return e;
  return ready();
}

std::optional<EngineError> ChatEngine::ready() {
  if (auto e = send("isready")) return e;
  const auto until = deadline();
  for (;;) {
    auto line = process_.read_line(until);
    if (!line) return line.error();
    if (*line == "readyok") return std::nullopt;
  }
}

Expected<Divide, EngineError> ChatEngine::divide(std::string_view fen,
                                                 const std::vector<std::string>& moves, int depth) {
  ++calls_;
  if (auto e = send(position(fen, moves))) return Unexpected{*e};
  if (auto e = send(fmt::format("go perft {}", depth))) return Unexpected{*e};
  Divide d;
  const auto until = deadline();
  for (;;) {
    auto line = process_.read_line(until);
    if (!line) return Unexpected{line.error()};
    if (line->starts_with("info string error"))
      return Unexpected{process_.error("reports an error")};
    if (line->empty() || line->starts_with("info")) continue;
    if (const auto n = nodes_searched(*line)) {
      d.total = *n;
      return d;
    }
    const auto mc = move_count(*line, true);
    if (!mc) return Unexpected{process_.error("printed a line that is not 'move: count'")};
    if (!d.moves.emplace(mc->first, mc->second).second)
      return Unexpected{process_.error("printed one move twice")};
  }
}

}  // namespace vchess::engines
