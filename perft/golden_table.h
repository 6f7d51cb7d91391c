// A golden perft table as read from its file: positions with their recorded counts. Shared by
// `perft golden` (our implementations) and `perft golden --engine` (an outside engine).
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace vchess::cli {

struct GoldenPosition {
  int line_no = 0;  // the line holding the FEN
  std::string id;   // `id` of a .perft block, else empty
  std::string fen;
  std::vector<std::pair<int, std::uint64_t>> counts;  // depth, nodes
  bool castling960 = false;  // EPD `;castling 960`: rights only a 960 engine reads
};

enum class GoldenFormat { Epd, Perft };

// Throws CliError naming file:line on a malformed table.
std::pair<GoldenFormat, std::vector<GoldenPosition>> read_golden_table(const std::string& file,
                                                                       const std::string& forced);

struct VerifyRequest;
// `perft golden FILE --engine ...`: every count within `max_nodes` (0: all) asked of the engine
// through perft verify; a mismatch prints its finding. Exit 1 if any fails or none was checked.
// With `orthodox` (or a UCI engine without UCI_Chess960) positions tagged `castling 960` are
// skipped and named.
int golden_engine(const std::string& file, const std::vector<GoldenPosition>& table,
                  std::uint64_t max_nodes, const VerifyRequest& base, const std::string& protocol,
                  bool orthodox);

}  // namespace vchess::cli
