// perft: count move-generation leaves for chess variants, check golden tables, list the
// variant catalogue, answer as an engine, and verify outside engines.
#include <fmt/format.h>

#include <cstdio>
#include <cstring>
#include <string_view>

#include "chess/variant.h"
#include "commands.h"
#include "driver.h"
#include "games/registry.h"
#include "oracle.h"
#include "verify.h"

namespace {

constexpr const char* kUsage = R"(perft: move-generation verification for chess variants

usage:
  perft <variant> <depth> [--fen F | --startpos N [--strict] | --seed N] [--moves m1 m2 ...]
        [--divide] [--impl fast|reference|both] [--json] [--king-takes-rook | --gc]
        [--threads N] [--hash MB]
  perft golden <file.epd|file.perft> [--variant V] [--format epd|perft] [--max-nodes N]
        [--impl fast|reference|both] [--no-descend] [--json] [--junit FILE]
        [--from V --variant DEFINED]   (a hand-written variant's table, counted by a definition)
        [--engine CMD [--protocol uci|usi|perftree|cli] [--timeout S]]   (an engine vs the table)
  perft pieces <variant> [--json]     the piece catalogue (name, letter, Betza, counts)
  perft startpos <variant> [--strict] [--json]  numbered start arrays (chess960, crc)
  perft variants [--json]             the known variants
  perft verify <variant> <depth> [--fen F | --startpos N] [--moves ...] --engine CMD
        [--protocol uci|usi|perftree|cli] [--against fast|reference|both] [--timeout S] [--json]
                                      check an engine; find the first position it gets wrong
  perft lint <file.ini> [--json]      constructs fairy-stockfish reads differently from Betza
  perft uci                           the toolkit as a UCI engine (go perft d; USI after 'usi')
  perft perftree <variant> <depth> <fen> [<moves>]   perftree's script contract
  perft split <variant> <depth> --at K --out UNITS [--fen F | --startpos N | --seed N]
        [--moves ...] [--json]        work units: the unique positions K plies deep
  perft run-units UNITS --out RESULTS [--range a:b] [--impl fast|reference] [--json]
                                      count units, append fsynced results; resumes
  perft merge UNITS RESULTS... [--divide] [--json]   check and sum unit results
  mpirun -np N perft-mpi UNITS --out RESULTS [--range a:b] [--json]
                                      the same run over Open MPI ranks (if built)

Every mode also takes --variants FILE.ini (repeatable): variants defined in Fairy-Stockfish's
variants.ini format, on top of the bundled definitions ('perft variants' lists them all).
Run any mode with --help for its options. The count is printed as 'Nodes searched: N'.
)";

// Takes every `--variants FILE` (or --variants=FILE) out of argv and reads the files, in order.
// Returns the new argc.
int load_variant_files(int argc, char** argv) {
  int out = 0;
  for (int i = 0; i < argc; ++i) {
    const std::string_view a = argv[i];
    std::string path;
    if (a == "--variants") {
      if (i + 1 >= argc) throw vchess::cli::CliError("--variants needs a file");
      path = argv[++i];
    } else if (a.starts_with("--variants=")) {
      path = std::string(a.substr(11));
    } else {
      argv[out++] = argv[i];
      continue;
    }
    if (auto n = vchess::games::load_variant_file(path); !n)
      throw vchess::cli::CliError(n.error().what());
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace vchess::cli;
  try {
    argc = load_variant_files(argc, argv);
    const std::string_view mode = argc > 1 ? argv[1] : "";
    if (mode.empty() || mode == "--help" || mode == "-h" || mode == "help") {
      std::fputs(kUsage, argc > 1 ? stdout : stderr);
      return argc > 1 ? 0 : 2;
    }
    if (mode == "golden") return golden_command(argc - 1, argv + 1);
    if (mode == "pieces") return pieces_command(argc - 1, argv + 1);
    if (mode == "startpos") return startpos_command(argc - 1, argv + 1);
    if (mode == "variants") return variants_command(argc - 1, argv + 1);
    if (mode == "verify") return verify_command(argc - 1, argv + 1);
    if (mode == "lint") return lint_command(argc - 1, argv + 1);
    if (mode == "uci") return uci_command(argc - 1, argv + 1);
    if (mode == "perftree") return perftree_command(argc - 1, argv + 1);
    if (mode == "split") return split_command(argc - 1, argv + 1);
    if (mode == "run-units") return run_units_command(argc - 1, argv + 1);
    if (mode == "merge") return merge_command(argc - 1, argv + 1);
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
