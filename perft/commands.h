// The perft CLI's modes. Each returns the process exit code.
#pragma once
#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "variants.h"

namespace vchess::cli {

int perft_command(int argc, char** argv);     // perft <variant> <depth> ...
int golden_command(int argc, char** argv);    // perft golden <file> ...
int pieces_command(int argc, char** argv);    // perft pieces <variant> [--json]
int startpos_command(int argc, char** argv);  // perft startpos <variant> [--strict]
int variants_command(int argc, char** argv);  // perft variants
int lint_command(int argc, char** argv);      // perft lint <file.ini>

// Work units (perft/units/): split a count, run any subset with resume, merge the results.
int split_command(int argc, char** argv);      // perft split <variant> <depth> --at K ...
int run_units_command(int argc, char** argv);  // perft run-units units.jsonl --out ...
int merge_command(int argc, char** argv);      // perft merge units.jsonl results.jsonl...

// Parses the command line; returns an exit code to stop with (help printed, or a one-line
// error and 2), or -1 to go on.
int parse_args(CLI::App& app, int argc, char** argv);

// Start FEN from --fen, --startpos N (chess960, crc), --seed N (uc24) or the variant's own.
struct StartChoice {
  std::optional<std::string> fen;
  long long startpos = -1;
  bool strict = false;
  long long seed = -1;
};
std::string start_fen(const Variant& v, const StartChoice& c);
// The array number or seed that start_fen chose (-1 with --fen).
long long start_number(const Variant& v, const StartChoice& c);

}  // namespace vchess::cli
