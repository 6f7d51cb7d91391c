// perft verify: an outside engine against the toolkit. Where the counts differ it follows the
// first differing child down, one engine call a level, to the position whose move lists
// differ, and says which side the independent reference supports.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "driver.h"
#include "engines/engine.h"

namespace vchess::cli {

// The text a perftree script or command template is given (--position-format).
enum class PositionFormat {
  Default,  // sfen for the shogi family, fen for the chess family, toolkit otherwise
  Toolkit,  // the toolkit's position and move text
  Fen,      // FEN (fairy-stockfish's for shogi) and UCI moves
  Sfen,     // SFEN and USI moves (shogi family)
};

struct VerifyRequest {
  const Variant* variant = nullptr;
  std::string fen;                 // root position (any accepted form; a chess FEN is handed
                                   // to the engine as given, Shredder-FEN castling included)
  std::vector<std::string> moves;  // played first
  int depth = 1;
  Impl against = Impl::Fast;  // Both: fast and reference must agree too
  engines::EngineSpec engine;
  PositionFormat format = PositionFormat::Default;
};

// One move named in both notations (engine's empty when the engine does not list it).
struct NamedMove {
  std::string ours, engine;
};

enum class RefSide { Toolkit, Engine, Neither };

struct Finding {
  bool agree = true;
  std::string root_fen;                // canonical root
  std::uint64_t ours = 0, theirs = 0;  // root totals
  // Where the move lists differ (or the engine contradicts itself):
  std::vector<NamedMove> path;  // from the root, --moves included
  std::string fen;
  int depth = 0;  // the divide depth at that position
  std::uint64_t ours_here = 0, theirs_here = 0;
  std::vector<NamedMove> missing;  // ours, not the engine's
  std::vector<std::string> extra;  // the engine's, not ours (its text)
  std::string note;                // a count the engine contradicts, when the lists agree
  RefSide reference = RefSide::Neither;
  int engine_calls = 0;
  double seconds = 0;
};

// Throws CliError on bad input; an engine failure is a CliError naming the engine and its line.
Finding run_verify(const VerifyRequest& req);
// The same with an engine already running (a golden table asks one engine many times).
Finding run_verify(const VerifyRequest& req, engines::Engine& engine);
std::unique_ptr<engines::Engine> open_engine_for(const VerifyRequest& req);
// True when the engine is handed SFEN (USI, or a script in the sfen format).
bool gets_sfen(const VerifyRequest& req);

// Fills req.engine's protocol, UCI_Variant names and UCI_Chess960 wish for req.variant, and
// req.format from `format` (toolkit, fen, sfen or "" for the default); throws CliError on a
// format the protocol or the variant does not take.
void set_engine_protocol(VerifyRequest& req, const std::string& protocol,
                         const std::string& format = "");
// The finding as text: the disagreeing position, path, moves, reference side, reproduce line.
void print_finding(const VerifyRequest& req, const std::string& protocol, const Finding& f);

int verify_command(int argc, char** argv);  // perft verify ...

}  // namespace vchess::cli
