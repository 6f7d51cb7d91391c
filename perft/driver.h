// Runs one perft request against the fast path, the reference, or both in lock step.
#pragma once
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "harness/divergence.h"
#include "parallel/perft_table.h"
#include "variants.h"

namespace vchess::cli {

enum class Impl { Fast, Reference, Both };
const char* impl_name(Impl i);

// Bad input from the user: printed as one line, exit code 2.
struct CliError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Fast and reference disagree: the report names the FEN, the path and the move sets.
using Divergence = harness::Divergence;

struct PerftRequest {
  const Variant* variant = nullptr;
  std::string fen;                 // start position
  std::vector<std::string> moves;  // played first, any accepted move form
  int depth = 1;
  bool divide = false;
  Impl impl = Impl::Fast;
  bool alt_notation = false;  // the family's second notation in divide output
  bool progress = true;
  int threads = 1;          // fast path only: workers below the root
  std::size_t hash_mb = 0;  // fast path only: perft table size, 0 for none
};

struct DivideEntry {
  std::string move;
  std::uint64_t nodes;
};

struct PerftResult {
  std::string fen;                  // after the moves
  std::vector<std::string> played;  // the moves, canonical text
  std::uint64_t nodes = 0;
  std::vector<DivideEntry> divide;  // in board order (a2 before a10); filled for every run
  double seconds = 0;
};

PerftResult run_perft(const PerftRequest& req);

// The --hash table of `mb` MB (none for 0); more than the machine's memory is a CliError,
// refused before asking for it (a sanitizer's allocator aborts where the runtime would throw).
std::optional<parallel::PerftTable> allocate_table(std::size_t mb);

// The validated position's canonical FEN; throws CliError on a bad FEN.
std::string normalize_fen(const Variant& v, const std::string& fen);

// Board order of move texts: digit runs compare as numbers (a2 < a10).
bool board_order(const std::string& a, const std::string& b);

}  // namespace vchess::cli
