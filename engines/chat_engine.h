// Engines that stay up and talk line by line: UCI and USI. The base class does the handshake
// and reads a `go perft` answer; each protocol names its words and rewrites its text.
#pragma once
#include <string>
#include <vector>

#include "engines/engine.h"
#include "engines/process.h"

namespace vchess::engines {

class ChatEngine : public Engine {
 public:
  Expected<Divide, EngineError> divide(std::string_view fen, const std::vector<std::string>& moves,
                                       int depth) override;
  std::string_view label() const override { return process_.label(); }

 protected:
  ChatEngine(Process p, const EngineSpec& spec) : process_(std::move(p)), spec_(spec) {}
  ~ChatEngine() override;
  // Sends `hello`, collects the lines up to `ok`, then lets configure() set options.
  std::optional<EngineError> start(const std::string& hello, const std::string& ok);
  std::optional<EngineError> send(const std::string& line) { return process_.write_line(line); }
  std::optional<EngineError> ready();
  Clock::time_point deadline() const;

  virtual std::optional<EngineError> configure(const std::vector<std::string>& hello_lines) = 0;
  // The `position ...` command for this position and these moves (toolkit notation).
  virtual std::string position(std::string_view fen, const std::vector<std::string>& moves) = 0;

  Process process_;
  EngineSpec spec_;
};

class UciEngine final : public ChatEngine {
 public:
  static Expected<std::unique_ptr<Engine>, EngineError> open(const EngineSpec& spec,
                                                             PositionDialect dialect);
  bool king_takes_rook() const override { return chess960_; }

 private:
  UciEngine(Process p, const EngineSpec& s, PositionDialect d)
      : ChatEngine(std::move(p), s), dialect_(d) {}
  std::optional<EngineError> configure(const std::vector<std::string>& hello_lines) override;
  std::string position(std::string_view fen, const std::vector<std::string>& moves) override;
  PositionDialect dialect_;
  bool chess960_ = false;
};

class UsiEngine final : public ChatEngine {
 public:
  static Expected<std::unique_ptr<Engine>, EngineError> open(const EngineSpec& spec);

 private:
  UsiEngine(Process p, const EngineSpec& s) : ChatEngine(std::move(p), s) {}
  std::optional<EngineError> configure(const std::vector<std::string>&) override;
  std::string position(std::string_view fen, const std::vector<std::string>& moves) override;
};

}  // namespace vchess::engines
