// One interface for every outside move generator the toolkit checks: "divide at depth d after
// these moves from this position". Each protocol (UCI, USI, perftree script, command template,
// xboard) is a small class behind it; open_engine() picks one. Errors are typed, never thrown, and
// name the engine and the line it printed.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"

namespace vchess::engines {

struct EngineError {
  std::string message;
  const std::string& what() const { return message; }
};

// The engine's answer: its move text -> subtree count, and the total it printed (or the sum).
struct Divide {
  std::map<std::string, std::uint64_t> moves;
  std::uint64_t total = 0;
};

enum class Protocol { Uci, Usi, Xboard, Perftree, Cli };

// How the position text we hold is written for the engine.
enum class PositionDialect {
  Fen,       // as given: the toolkit's own text, X-FEN, Shredder-FEN ...
  FsfShogi,  // fairy-stockfish's shogi FEN: board[hand] w|b - - 0 1, uppercase moving first
  Sfen,      // USI: board side hand move-number
};

// `text` (the toolkit's position text) in `dialect`; the text itself where it cannot be
// rewritten (a SFEN given as SFEN stays one).
std::string position_text(std::string_view text, PositionDialect dialect);

struct EngineSpec {
  Protocol protocol = Protocol::Uci;
  std::string command;                     // run by /bin/sh -c; for Cli, a template
  std::vector<std::string> variant_names;  // UCI_Variant (xboard: variant) names to try, in order
  std::string variant_file;   // a variants.ini the engine reads first (VariantPath), or ""
  bool chess960 = false;      // set UCI_Chess960 when offered
  bool random_start = false;  // chess960, crc: UCI_Chess960 alone will do (no UCI_Variant)
  double timeout = 60;        // seconds for any one answer
  // The variant's start position (as the toolkit writes it, and as given): an xboard engine
  // without setboard (Fairy-Max) starts from it by `new` and `variant`.
  std::vector<std::string> start_fens;
};

class Engine {
 public:
  virtual ~Engine() = default;
  // `fen` in the toolkit's notation (rewritten inside for the engine's dialect); `moves` in
  // the engine's own move text.
  virtual Expected<Divide, EngineError> divide(std::string_view fen,
                                               const std::vector<std::string>& moves,
                                               int depth) = 0;
  // False for an engine without a perft command (Fairy-Max, HaChu): its moves are learned by
  // accepts() and the tree is walked here.
  virtual bool has_perft() const { return true; }
  // Which of `candidates` (the engine's move text) the engine takes after `moves` from `fen`.
  virtual Expected<std::vector<bool>, EngineError> accepts(
      std::string_view fen, const std::vector<std::string>& moves,
      const std::vector<std::string>& candidates) {
    (void)fen, (void)moves, (void)candidates;
    return Unexpected{EngineError{"this engine cannot be asked whether it takes a move"}};
  }
  // True when the engine writes castling as king-takes-rook (UCI_Chess960 accepted).
  virtual bool king_takes_rook() const { return false; }
  virtual std::string_view label() const = 0;
  // How many divide requests this engine has answered.
  int calls() const { return calls_; }

 protected:
  int calls_ = 0;
};

// Starts the engine (UCI/USI: once, handshake done; scripts: on each request).
Expected<std::unique_ptr<Engine>, EngineError> open_engine(const EngineSpec& spec,
                                                           PositionDialect dialect);

}  // namespace vchess::engines
