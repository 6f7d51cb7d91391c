#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "chess/startpos.h"
#include "uc24/types.h"
#include "uc24/random_setup.h"
#include "shogi/pieces.h"
#include "waterloo/types.h"
#include "commands.h"
#include "driver.h"
#include "progress.h"

namespace vchess::cli {

int parse_args(CLI::App& app, int argc, char** argv) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    fmt::print(stderr, "{}: error: {} (see --help)\n", app.get_name(), e.what());
    return 2;
  }
  return -1;
}

std::string start_fen(const Variant& v, const StartChoice& c) {
  if ((!c.fen.empty()) + (c.startpos >= 0) + (c.seed >= 0) > 1)
    throw CliError("--fen, --startpos and --seed exclude each other");
  if (!c.fen.empty()) return c.fen;
  if (v.family == Family::Uc24) {
    if (c.startpos >= 0) throw CliError("uc24 set-ups are chosen with --seed N, not --startpos");
    const std::uint64_t seed = c.seed >= 0 ? std::uint64_t(c.seed) : 1;
    fmt::print(stderr, "uc24 set-up seed {}\n", seed);
    return uc24::to_fen(uc24::random_setup(seed));
  }
  if (c.seed >= 0) throw CliError(fmt::format("--seed is for uc24, not {}", v.name));
  if (v.family == Family::Waterloo) {
    if (c.startpos >= 0) throw CliError("variant waterloo has no numbered start arrays");
    return std::string(waterloo::kStartFen);
  }
  if (v.family == Family::Shogi || v.family == Family::DaiSeireigi) {
    if (c.startpos >= 0) throw CliError(fmt::format("variant {} has no numbered start arrays", v.name));
    return std::string(v.family == Family::Shogi ? shogi::shogi_spec().start
                                                 : shogi::dai_seireigi_spec().start);
  }
  const chess::VariantSpec& spec = *v.chess;
  if (c.startpos < 0) return std::string(spec.start_fen);
  if (spec.random_start == chess::RandomStart::Chess960) {
    if (c.startpos > 959) throw CliError(fmt::format("--startpos {}: chess960 has 0..959", c.startpos));
    return chess960_fen(int(c.startpos));
  }
  if (spec.random_start == chess::RandomStart::Crc) {
    const auto& arrays = crc_arrays(c.strict ? CrcSet::Strict : CrcSet::Default);
    if (c.startpos >= (long long)arrays.size())
      throw CliError(fmt::format("--startpos {}: the {} set has 0..{}", c.startpos,
                                 c.strict ? "strict" : "default", arrays.size() - 1));
    return crc_fen(arrays[c.startpos]);
  }
  throw CliError(fmt::format("variant {} has no numbered start arrays", v.name));
}

namespace {

void print_result(const PerftRequest& req, const PerftResult& r, bool json) {
  if (json) {
    std::string div;
    for (const auto& d : r.divide)
      div += fmt::format("{}\"{}\": {}", div.empty() ? "" : ", ", d.move, d.nodes);
    fmt::print("{{\"variant\": \"{}\", \"fen\": \"{}\", \"depth\": {}, \"nodes\": {}, "
               "\"seconds\": {:.3f}, \"nodes_per_second\": {:.0f}, \"divide\": {{{}}}}}\n",
               req.variant->name, r.fen, req.depth, r.nodes, r.seconds,
               r.seconds > 0 ? double(r.nodes) / r.seconds : 0.0, req.divide ? div : "");
    return;
  }
  if (req.divide)
    for (const auto& d : r.divide) fmt::print("{}: {}\n", d.move, d.nodes);
  if (req.divide) fmt::print("\n");
  fmt::print("Nodes searched: {}\n", r.nodes);
  fmt::print(stderr, "{:.3f} s, {}\n", r.seconds, format_rate(r.nodes, r.seconds));
}

}  // namespace

int perft_command(int argc, char** argv) {
  CLI::App app{"Count the leaf nodes of the legal move tree (perft) of a chess variant.", "perft"};
  std::string variant, impl = "fast";
  StartChoice start;
  int depth = 0;
  bool divide = false, json = false, kxr = false;
  std::vector<std::string> moves;
  app.add_option("variant", variant, "chess, chess960, capablanca, gothic, crc, uc24, shogi, dai-seireigi or waterloo")->required();
  app.add_option("depth", depth, "plies to count (0-30)")->required()->check(CLI::Range(0, 30));
  app.add_option("--fen", start.fen, "start from this FEN (X-FEN / Shredder-FEN; uc24, shogi: see README)");
  app.add_option("--startpos", start.startpos, "numbered start array (see 'perft startpos <variant>')")
      ->check(CLI::NonNegativeNumber);
  app.add_flag("--strict", start.strict, "crc: number arrays in the strict 12,118 set");
  app.add_option("--seed", start.seed, "uc24: the random set-up with this seed (default 1)")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--moves", moves, "moves to play first (UCI; castling also O-O, O-O-O, king-takes-rook)");
  app.add_flag("--divide", divide, "print 'move: count' for each root move");
  app.add_option("--impl", impl, "fast, reference, or both (compare at every node)")
      ->check(CLI::IsMember({"fast", "reference", "both"}));
  app.add_flag("--json", json, "print one JSON object instead of text");
  app.add_flag("--king-takes-rook", kxr, "print castling as king-takes-rook (UCI_Chess960 style)");
  app.add_flag("--gc", kxr, "shogi family: print moves with Game Courier squares (8k-8j, P@8j)");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  PerftRequest req;
  req.variant = &variant_or_throw(variant);
  req.fen = start_fen(*req.variant, start);
  req.moves = moves;
  req.depth = depth;
  req.divide = divide;
  req.impl = impl == "both" ? Impl::Both : impl == "reference" ? Impl::Reference : Impl::Fast;
  req.king_takes_rook = kxr;
  print_result(req, run_perft(req), json);
  return 0;
}

}  // namespace vchess::cli
