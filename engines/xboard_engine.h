// xboard (CECP v2) engines: Sjaak II, Fairy-Stockfish's xboard mode, HaChu, Fairy-Max. The
// handshake reads the `feature` reply (variants, setboard, usermove, ping, done); a divide is
// `setboard`, the moves in force mode, a `ping` to learn whether the engine took them, and the
// engine's own `perft` (Sjaak II's `perft N 1` rows, fairy-stockfish's `move: count`). Every
// wait has the --timeout; an error names the engine, its last line and our last command.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "engines/engine.h"
#include "engines/process.h"

namespace vchess::engines {

class XboardEngine final : public Engine {
 public:
  static Expected<std::unique_ptr<Engine>, EngineError> open(const EngineSpec& spec,
                                                             PositionDialect dialect);
  ~XboardEngine() override;
  Expected<Divide, EngineError> divide(std::string_view fen, const std::vector<std::string>& moves,
                                       int depth) override;
  std::string_view label() const override { return process_.label(); }
  bool has_perft() const override { return perft_; }
  // Each candidate offered in force mode: taken when no `Illegal move` comes before the pong
  // (then undone). One round trip a candidate.
  Expected<std::vector<bool>, EngineError> accepts(
      std::string_view fen, const std::vector<std::string>& moves,
      const std::vector<std::string>& candidates) override;

 private:
  XboardEngine(Process p, const EngineSpec& s, PositionDialect d)
      : process_(std::move(p)), spec_(s), dialect_(d) {}
  std::optional<EngineError> handshake();
  std::optional<EngineError> choose_variant();
  std::optional<EngineError> new_game();  // new, variant, force
  std::optional<EngineError> send(const std::string& line);
  // Sets up the position and plays the moves; a ping makes the engine say if it refused one.
  std::optional<EngineError> set_position(std::string_view fen,
                                          const std::vector<std::string>& moves, int ranks);
  std::optional<EngineError> sync();
  // A ping and its pong: true when the engine refused something before it.
  Expected<bool, EngineError> refused();
  // Asks `perft 1 1` once: an engine that refuses it has no perft.
  std::optional<EngineError> learn_perft();
  // The engine's perft at the position set up: its rows and total.
  Expected<Divide, EngineError> perft(int depth, int ranks);
  // Reads one line of a perft answer into d; true once the total for `depth` came.
  Expected<bool, EngineError> perft_line(const std::string& line, int depth, int ranks, Divide& d);
  EngineError fault(const std::string& what) const;
  EngineError with_command(EngineError e) const;
  bool has(const std::string& feature) const;

  Process process_;
  EngineSpec spec_;
  PositionDialect dialect_;
  std::map<std::string, std::string> features_;
  std::string last_command_;
  int pings_ = 0;
  bool perft_ = true;
  std::string variant_;  // the name given to `variant`, "" for orthodox chess
};

}  // namespace vchess::engines
