#include "engines/script_engine.h"

#include <fmt/format.h>
#include <sys/wait.h>

#include "engines/divide_text.h"
#include "engines/process.h"

namespace vchess::engines {

std::string shell_quote(std::string_view s) {
  std::string out = "'";
  for (const char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string ScriptEngine::command_line(std::string_view toolkit_fen,
                                       const std::vector<std::string>& moves, int depth) const {
  const std::string fen = position_text(toolkit_fen, dialect_);
  std::string joined, quoted;
  for (const std::string& m : moves) {
    // separate appends: g++ 12 warns (-Wrestrict) on `" " + string`
    if (!joined.empty()) joined += ' ', quoted += ' ';
    joined += m;
    quoted += shell_quote(m);
  }
  if (spec_.protocol == Protocol::Perftree)
    return fmt::format("{} {} {} {}", spec_.command, depth, shell_quote(fen), shell_quote(joined));
  // Template: {moves} becomes one shell word per move, so `--moves {moves}` works.
  std::string out = spec_.command;
  const auto put = [&](std::string_view key, const std::string& value) {
    for (auto at = out.find(key); at != std::string::npos; at = out.find(key, at + value.size()))
      out.replace(at, key.size(), value);
  };
  put("{depth}", std::to_string(depth));
  put("{fen}", shell_quote(fen));
  put("{moves}", quoted);
  return out;
}

// One output line into `d`; perftree ends with a bare total, templates may print Nodes searched.
std::optional<EngineError> ScriptEngine::take(const std::string& line, Divide& d,
                                              bool& total_seen) const {
  const bool perftree = spec_.protocol == Protocol::Perftree;
  if (line.empty() || line.starts_with("info")) return std::nullopt;
  const auto total = perftree ? count_text(line) : nodes_searched(line);
  if (total && !total_seen) {
    d.total = *total, total_seen = true;
    return std::nullopt;
  }
  const auto mc = move_count(line, !perftree);
  if (!mc || total_seen)
    return EngineError{fmt::format("engine '{}' printed a line that is not '{}': '{}'",
                                   spec_.command, perftree ? "move count" : "move: count", line)};
  if (!d.moves.emplace(mc->first, mc->second).second)
    return EngineError{
        fmt::format("engine '{}' printed one move twice: '{}'", spec_.command, line)};
  return std::nullopt;
}

Expected<Divide, EngineError> ScriptEngine::divide(std::string_view fen,
                                                   const std::vector<std::string>& moves,
                                                   int depth) {
  ++calls_;
  auto p = Process::spawn(command_line(fen, moves, depth), spec_.command);
  if (!p) return Unexpected{p.error()};
  p->set_timeout(spec_.timeout);
  p->close_input();
  const auto until = deadline_after(spec_.timeout);
  Divide d;
  bool total_seen = false;
  for (;;) {
    auto line = p->read_line(until);
    if (!line && p->at_eof()) break;
    if (!line) return Unexpected{line.error()};
    if (auto e = take(*line, d, total_seen)) return Unexpected{*e};
  }
  const int status = p->wait(until);
  if (status != 0)
    return Unexpected{p->error(status > 0 && WIFEXITED(status)
                                   ? fmt::format("exited with status {}", WEXITSTATUS(status))
                                   : std::string("did not finish"))};
  if (!total_seen)
    for (const auto& [m, n] : d.moves) d.total += n;
  return d;
}

}  // namespace vchess::engines
