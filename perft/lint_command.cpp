// perft lint FILE.ini: what fairy-stockfish will do differently from what the file says.
#include <fmt/format.h>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "driver.h"

namespace vchess::cli {

int lint_command(int argc, char** argv) {
  CLI::App app{"Report, per line of a variants.ini file, the Betza constructs fairy-stockfish "
               "reads differently from Betza's documented meaning or silently drops.",
               "perft lint"};
  std::string file;
  app.add_option("file", file, "the variants.ini file")->required();
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  throw CliError("perft lint: not built yet");
}

}  // namespace vchess::cli
