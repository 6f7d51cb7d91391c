// The perft CLI's modes. Each returns the process exit code.
#pragma once
#include <CLI/CLI.hpp>

#include <string>

#include "chess/variant.h"

namespace vchess::cli {

int perft_command(int argc, char** argv);      // perft <variant> <depth> ...
int golden_command(int argc, char** argv);     // perft golden <file> ...
int pieces_command(int argc, char** argv);     // perft pieces <variant> [--json]
int startpos_command(int argc, char** argv);   // perft startpos <variant> [--strict]
int variants_command(int argc, char** argv);   // perft variants

// Parses the command line; returns an exit code to stop with (help printed, or a one-line
// error and 2), or -1 to go on.
int parse_args(CLI::App& app, int argc, char** argv);

const chess::VariantSpec& variant_or_throw(const std::string& name);
// Start FEN from --fen, --startpos N or the variant's own start position.
std::string start_fen(const chess::VariantSpec& v, const std::string& fen, int startpos, bool strict);

}  // namespace vchess::cli
