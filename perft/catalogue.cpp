// perft variants / pieces / startpos: the catalogue printed from the registry's data.
#include <fmt/format.h>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "driver.h"
#include "json.h"

namespace vchess::cli {

int variants_command(int argc, char** argv) {
  CLI::App app{
      "The variants the toolkit plays: name, board, description and start notes. The "
      "hand-written ones come first, then the defined ones (bundled, then each --variants "
      "file's sections, with file:line). A defined variant named as a hand-written one is "
      "listed as def:<name>. A --variants file's sections that do not resolve are listed "
      "after the table with their error (their siblings play); in --json as {name, refused}.",
      "perft variants"};
  bool json = false;
  app.add_flag("--json", json, "JSON array instead of a table");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  std::string out;
  for (const auto& v : games::variants()) {
    if (json) {
      Json j;
      j.field("name", v.name).field("files", v.files).field("ranks", v.ranks);
      j.field("description", v.description).field("start", v.notes);
      j.field("source", v.defined ? v.source : std::string("hand-written"));
      out += (out.empty() ? "[" : ", ") + j.str();
    } else {
      out += fmt::format("{:<22} {:>2}x{:<2}  {}\n", v.name, v.files, v.ranks, v.description);
    }
  }
  for (const auto& [name, why] : games::refused_variants()) {
    if (json) {  // no board: scripts tell them by "refused"
      Json j;
      j.field("name", name).field("refused", why);
      out += (out.empty() ? "[" : ", ") + j.str();
    } else {
      out += fmt::format("{:<22} refused: {}\n", name, why);
    }
  }
  fmt::print("{}{}", out, json ? "]\n" : "");
  return 0;
}

int pieces_command(int argc, char** argv) {
  CLI::App app{
      "The piece catalogue of a variant: name, letter (shogi: label), Betza, and the "
      "destinations on an empty board from three squares (a pawn's from its own side).",
      "perft pieces"};
  std::string variant;
  bool json = false;
  app.add_option("variant", variant, "variant name")->required();
  app.add_flag("--json", json, "JSON array instead of a table");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  const games::Catalogue c = games::catalogue_of(variant_or_throw(variant));
  const auto& q = c.squares;
  std::string out;
  for (const games::CatalogueRow& r : c.rows) {
    if (json) {
      Json j;
      j.field("name", r.name).field("letter", r.letter).field("betza", r.betza);
      for (int i = 0; i < 3; ++i) j.field(q[i], r.counts[i]);
      out += (out.empty() ? "[" : ", ") + j.str();
    } else {
      out += fmt::format("{:<31} {:<4} {} {:>3}  {} {:>3}  {} {:>3}  {}\n", r.name, r.letter, q[0],
                         r.counts[0], q[1], r.counts[1], q[2], r.counts[2], r.betza);
    }
  }
  fmt::print("{}{}", out, json ? "]\n" : "");
  return 0;
}

int startpos_command(int argc, char** argv) {
  CLI::App app{
      "List the numbered start arrays of chess960 (Scharnagl numbering) or crc "
      "(sorted back ranks; docs/rules/crc.md); for other variants, say how their start "
      "is chosen.",
      "perft startpos"};
  std::string variant;
  bool strict = false, json = false;
  app.add_option("variant", variant, "chess960 or crc (any variant: says what applies)")
      ->required();
  app.add_flag("--strict", strict, "crc: the strict 12,118 set instead of the default 21,821");
  app.add_flag("--json", json, "JSON array of {number, fen}");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  const auto& v = variant_or_throw(variant);
  if (v.start != games::StartKind::Numbered) {
    const auto fen = games::start_fen(v, -1, false);
    throw CliError(fmt::format("{} has no numbered start arrays: {}; its start is {}", v.name,
                               v.notes, fen ? *fen : fen.error().what()));
  }
  const std::size_t count = games::start_count(v, strict);
  std::string out;
  for (std::size_t n = 0; n < count; ++n) {
    const auto fen = games::start_fen(v, (long long)n, strict);
    if (!fen) throw CliError(fen.error().what());
    if (json)
      out += fmt::format("{}{{\"number\": {}, \"fen\": {}}}", out.empty() ? "[" : ", ", n,
                         json_string(*fen));
    else
      out += fmt::format("{} {}\n", n, *fen);
  }
  fmt::print("{}{}", out, json ? "]\n" : "");
  return 0;
}

}  // namespace vchess::cli
