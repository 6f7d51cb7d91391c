// The toolkit as an oracle other tools call: a UCI (and USI) engine loop answering
// `go perft d`, and the perftree script entry. Both count through a DivideFn, so a test can
// swap in a deliberately broken counter and keep the protocol code.
#pragma once
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "driver.h"

namespace vchess::cli {

using DivideFn = std::function<PerftResult(const PerftRequest&)>;

// Reads commands from `in` until `quit` or end of input; answers on `out`. Returns 0.
int uci_loop(std::istream& in, std::ostream& out, const DivideFn& divide);

// `perftree <variant> <depth> <fen> [<moves>]`: `move count` lines, a blank line, the total.
int perftree_run(const std::string& variant, int depth, const std::string& fen,
                 const std::string& moves, const DivideFn& divide);

int uci_command(int argc, char** argv);       // perft uci
int perftree_command(int argc, char** argv);  // perft perftree <variant> <depth> <fen> [<moves>]

// The notation a client asked for: king-takes-rook castling with UCI_Chess960 (chess family),
// Game Courier squares for USI (shogi family); true if the variant has it.
bool wants_alt(const Variant& v, bool chess960, bool usi);

std::vector<std::string> split_words(const std::string& s);

}  // namespace vchess::cli
