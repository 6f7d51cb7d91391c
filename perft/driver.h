// Runs one perft request against the fast path, the reference, or both in lock step.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "variants.h"

namespace vchess::cli {

enum class Impl { Fast, Reference, Both };

// Bad input from the user: printed as one line, exit code 2.
struct CliError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Fast and reference disagree: the report names the FEN, the path and the move sets.
struct Divergence : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct PerftRequest {
  const Variant* variant = nullptr;
  std::string fen;                  // start position
  std::vector<std::string> moves;   // played first, any accepted move form
  int depth = 1;
  bool divide = false;
  Impl impl = Impl::Fast;
  bool king_takes_rook = false;     // castling text in divide output
  bool progress = true;
};

struct DivideEntry {
  std::string move;
  std::uint64_t nodes;
};

struct PerftResult {
  std::string fen;  // after the moves
  std::uint64_t nodes = 0;
  std::vector<DivideEntry> divide;  // sorted by move text; filled for every run
  double seconds = 0;
};

PerftResult run_perft(const PerftRequest& req);

// The validated position's canonical FEN; throws CliError on a bad FEN.
std::string normalize_fen(const Variant& v, const std::string& fen);

}  // namespace vchess::cli
