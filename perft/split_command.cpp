// perft split <variant> <depth> --at K --out units.jsonl: the work units of one perft count.
#include <fmt/format.h>

#include "commands.h"
#include "games/registry.h"
#include "json.h"
#include "split.h"

namespace vchess::cli {

namespace {

struct SplitOutcome {
  units::UnitFile file;
  std::uint64_t paths = 0;
};

SplitOutcome split(const Variant& v, const std::string& fen, const std::vector<std::string>& moves,
                   int depth, int at) {
  return games::with_game(v, [&](const auto& g) {
    auto loaded = g.load(fen);
    if (!loaded) throw CliError(loaded.error().what());
    auto pos = std::move(*loaded);
    SplitOutcome o;
    units::UnitHeader& h = o.file.header;
    h.variant = std::string(v.name);
    if (!v.digest.empty()) h.variant += "@" + v.digest;  // the definition it was split with
    h.input_fen = fen;
    for (const std::string& text : moves) {
      auto m = g.parse(pos, text);
      if (!m) throw CliError(fmt::format("{} in {}", m.error().what(), g.fen(pos)));
      h.moves.push_back(g.text(pos, *m));
      g.play_root(pos, *m);
    }
    h.fen = g.fen(pos);
    h.depth = depth;
    h.at = at;
    Splitter splitter(g, pos);
    splitter.run(depth, at, o.file);
    units::seal(o.file);
    o.paths = splitter.paths();
    return o;
  });
}

}  // namespace

int split_command(int argc, char** argv) {
  CLI::App app{"Split a perft count into work units: the unique positions K plies deep.",
               "perft split"};
  std::string variant, out;
  StartChoice start;
  int depth = 0, at = 0;
  bool json = false;
  std::vector<std::string> moves;
  app.add_option("variant", variant, "the variant (see 'perft variants')")->required();
  app.add_option("depth", depth, "plies of the whole count (1-30)")
      ->required()
      ->check(CLI::Range(1, 30));
  app.add_option("--fen", start.fen, "start from this position text");
  app.add_option("--startpos", start.startpos, "numbered start array (chess960, crc)")
      ->check(CLI::NonNegativeNumber);
  app.add_flag("--strict", start.strict, "crc: number arrays in the strict 12,118 set");
  app.add_option("--seed", start.seed, "uc24: the random set-up with this seed")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--moves", moves, "moves to play first");
  app.add_option("--at", at, "split this many plies deep (1 to depth-1)")->required();
  app.add_option("--out", out, "the units file to write (JSON lines)")->required();
  app.add_flag("--json", json, "print the summary as one JSON object");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  if (at < 1 || at >= depth)
    throw CliError(fmt::format("--at: {} is not between 1 and depth-1 ({})", at, depth - 1));
  const Variant& v = variant_or_throw(variant);
  // A unit is a FEN, which holds no history: where the last plies decide the moves (two passes
  // or bikjang twice end the game), a unit would be counted as a fresh game.
  if (depends_on_last_plies(v))
    throw CliError(
        fmt::format("split: variant {}: its moves depend on the last plies (passes, "
                    "bikjang), which a unit's FEN does not hold; not supported",
                    v.name));
  const SplitOutcome o = split(v, start_fen(v, start), moves, depth, at);
  if (auto w = units::write_units(out, o.file); !w) throw CliError(w.error().what());
  const units::UnitHeader& h = o.file.header;
  if (json) {
    Json j;
    j.field("variant", h.variant).field("fen", h.fen).field("depth", h.depth).field("at", h.at);
    j.field("paths", o.paths).field("units", h.units).field("root_moves", h.root_moves.size());
    fmt::print("{}\n", j.field("checksum", units::hex16(h.checksum)).field("out", out).str());
  } else {
    fmt::print("{} paths {} plies deep, {} units (checksum {}) written to {}\n", o.paths, at,
               h.units, units::hex16(h.checksum), out);
  }
  return 0;
}

}  // namespace vchess::cli
