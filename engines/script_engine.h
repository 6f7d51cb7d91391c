// Engines run once per request: a perftree script (`cmd "$depth" "$fen" "$moves"`, printing
// `move count` lines, a blank line and the total) and a user's command template with {depth},
// {fen} and {moves} that prints `move: count` lines (and optionally `Nodes searched: N`).
// The position goes in the dialect chosen (--position-format), the moves as given.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "engines/engine.h"

namespace vchess::engines {

class ScriptEngine final : public Engine {
 public:
  ScriptEngine(const EngineSpec& spec, PositionDialect dialect) : spec_(spec), dialect_(dialect) {}
  Expected<Divide, EngineError> divide(std::string_view fen, const std::vector<std::string>& moves,
                                       int depth) override;
  std::string_view label() const override { return spec_.command; }

 private:
  std::string command_line(std::string_view fen, const std::vector<std::string>& moves,
                           int depth) const;
  std::optional<EngineError> take(const std::string& line, Divide& d, bool& total_seen) const;
  EngineSpec spec_;
  PositionDialect dialect_;
};

// `s` as one /bin/sh word.
std::string shell_quote(std::string_view s);

}  // namespace vchess::engines
