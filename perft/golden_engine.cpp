// perft golden FILE --engine CMD: an outside engine against a golden table. Each recorded count
// goes through perft verify (one engine, started once), so a mismatch comes with the first
// position the engine gets wrong; a count on which engine and toolkit agree against the table
// is reported as the table's.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "golden_table.h"
#include "verify.h"

namespace vchess::cli {
namespace {

// True if the case passes; prints the failure otherwise.
bool check_case(const std::string& file, const GoldenPosition& p, int depth, std::uint64_t expected,
                VerifyRequest req, engines::Engine& engine, const std::string& protocol) {
  req.fen = p.fen, req.depth = depth;
  const Finding f = run_verify(req, engine);
  if (f.agree && f.theirs == expected) return true;
  fmt::print("FAIL {}:{}{} D{}: table {}, engine {}, toolkit {}\n", file, p.line_no,
             p.id.empty() ? "" : " (" + p.id + ")", depth, expected, f.theirs, f.ours);
  if (f.agree)
    fmt::print("  the engine and the toolkit agree: the table is wrong, or both are\n");
  else
    print_finding(req, protocol, f);
  std::fflush(stdout);
  return false;
}

}  // namespace

int golden_engine(const std::string& file, const std::vector<GoldenPosition>& table,
                  std::uint64_t max_nodes, const VerifyRequest& base, const std::string& protocol,
                  bool orthodox) {
  const auto engine = open_engine_for(base);
  orthodox = orthodox || (base.engine.protocol == engines::Protocol::Uci && base.engine.chess960 &&
                          !engine->king_takes_rook());
  int passed = 0, failed = 0, skipped = 0;
  std::vector<std::string> castling;  // positions skipped for their 960 castling
  for (const GoldenPosition& p : table) {
    if (orthodox && p.castling960) {
      castling.push_back(p.id.empty() ? fmt::format("line {}", p.line_no)
                                      : fmt::format("{} (line {})", p.id, p.line_no));
      skipped += int(p.counts.size());
      continue;
    }
    for (const auto& [depth, expected] : p.counts) {
      if (max_nodes && expected > max_nodes) {
        ++skipped;
        continue;
      }
      (check_case(file, p, depth, expected, base, *engine, protocol) ? passed : failed) += 1;
    }
  }
  if (!castling.empty())
    fmt::print(
        "skipped {} position{} with 960 castling (the engine knows orthodox castling only): {}\n",
        castling.size(), castling.size() == 1 ? "" : "s", fmt::join(castling, ", "));
  fmt::print(
      "golden {} against engine '{}' ({}): {} checked, {} passed, {} failed, {} skipped, "
      "{} engine calls\n",
      file, base.engine.command, base.variant->name, passed + failed, passed, failed, skipped,
      engine->calls());
  return failed || passed == 0 ? 1 : 0;
}

}  // namespace vchess::cli
