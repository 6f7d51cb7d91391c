// perft: count move-generation leaves for chess variants, check golden tables, and list
// the variant catalogue.
#include <fmt/format.h>

#include <cstdio>
#include <cstring>
#include <string_view>

#include "chess/variant.h"
#include "commands.h"
#include "driver.h"

namespace {

constexpr const char* kUsage = R"(perft: move-generation verification for chess variants

usage:
  perft <variant> <depth> [--fen F | --startpos N [--strict] | --seed N] [--moves m1 m2 ...]
        [--divide] [--impl fast|reference|both] [--json] [--king-takes-rook | --gc]
        [--threads N] [--hash MB]
  perft golden <file.epd|file.perft> [--variant V] [--format epd|perft] [--max-nodes N]
        [--impl fast|reference|both] [--no-descend] [--json] [--junit FILE]
  perft pieces <variant> [--json]     the piece catalogue (name, letter, Betza, counts)
  perft startpos <variant> [--strict] [--json]  numbered start arrays (chess960, crc)
  perft variants [--json]             the known variants

Run any mode with --help for its options. The count is printed as 'Nodes searched: N'.
)";

}  // namespace

int main(int argc, char** argv) {
  using namespace vchess::cli;
  const std::string_view mode = argc > 1 ? argv[1] : "";
  try {
    if (mode.empty() || mode == "--help" || mode == "-h" || mode == "help") {
      std::fputs(kUsage, argc > 1 ? stdout : stderr);
      return argc > 1 ? 0 : 2;
    }
    if (mode == "golden") return golden_command(argc - 1, argv + 1);
    if (mode == "pieces") return pieces_command(argc - 1, argv + 1);
    if (mode == "startpos") return startpos_command(argc - 1, argv + 1);
    if (mode == "variants") return variants_command(argc - 1, argv + 1);
    return perft_command(argc, argv);
  } catch (const CliError& e) {
    fmt::print(stderr, "perft: error: {}\n", e.what());
    return 2;
  } catch (const Divergence& e) {
    fmt::print(stderr, "perft: DIVERGENCE: {}\n", e.what());
    return 3;
  } catch (const std::exception& e) {
    fmt::print(stderr, "perft: error: {}\n", e.what());
    return 2;
  }
}
