#include <fmt/format.h>
#include <fmt/ranges.h>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "driver.h"
#include "engines/shogi_text.h"
#include "games/registry.h"
#include "json.h"
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

long long start_number(const Variant& v, const StartChoice& c) {
  if (c.fen) return -1;
  if (v.start == games::StartKind::Seeded) return c.seed >= 0 ? c.seed : (long long)v.default_start;
  if (v.start == games::StartKind::Numbered)
    return c.startpos >= 0 ? c.startpos : (long long)v.default_start;
  return -1;
}

std::string start_fen(const Variant& v, const StartChoice& c) {
  if (bool(c.fen) + (c.startpos >= 0) + (c.seed >= 0) > 1)
    throw CliError("--fen, --startpos and --seed exclude each other");
  if (c.fen) {
    if (c.fen->empty()) throw CliError("--fen: empty position text");
    if (c.strict) throw CliError("--strict numbers start arrays; it does not go with --fen");
    return *c.fen;
  }
  if (c.seed >= 0 && v.start != games::StartKind::Seeded)
    throw CliError(fmt::format("--seed is for uc24, not {} ({})", v.name, v.notes));
  if (c.startpos >= 0 && v.start != games::StartKind::Numbered)
    throw CliError(fmt::format("{} has no numbered start arrays ({})", v.name, v.notes));
  const long long n = c.seed >= 0 ? c.seed : c.startpos;
  auto fen = games::start_fen(v, n, c.strict);
  if (!fen) throw CliError(fen.error().what());
  if (v.start == games::StartKind::Seeded)
    fmt::print(stderr, "{} set-up seed {}\n", v.name, start_number(v, c));
  return *fen;
}

namespace {

// The shogi family's position text has a USI (SFEN) spelling.
bool has_sfen(const Variant& v) {
  return games::with_game(v, [](const auto& g) {
    return std::decay_t<decltype(g)>::kAltNotation == games::AltNotation::GameCourier;
  });
}

void print_result(const PerftRequest& req, const StartChoice& start, const PerftResult& r,
                  bool json) {
  if (json) {
    Json j;
    j.field("variant", req.variant->name).field("input_fen", req.fen);
    const long long n = start_number(*req.variant, start);
    if (n >= 0) j.field(req.variant->start == games::StartKind::Seeded ? "seed" : "startpos", n);
    j.field("moves", r.played).field("fen", r.fen);
    if (has_sfen(*req.variant)) j.field("sfen", engines::to_sfen(r.fen));  // for USI tools
    j.field("depth", req.depth);
    j.field("impl", impl_name(req.impl)).field("nodes", r.nodes);
    if (req.divide) {
      Json d;
      for (const auto& e : r.divide) d.field(e.move, e.nodes);
      j.raw("divide", d.str());
    }
    Json t;
    t.number("seconds", r.seconds, 3)
        .number("nodes_per_second", r.seconds > 0 ? double(r.nodes) / r.seconds : 0.0, 0);
    j.raw("timing", t.str());
    Json search;
    search.field("threads", req.threads).field("hash_mb", req.hash_mb);
    j.raw("search", search.str());
    fmt::print("{}\n", j.str());
    return;
  }
  if (req.divide)
    for (const auto& d : r.divide) fmt::print("{}: {}\n", d.move, d.nodes);
  if (req.divide) fmt::print("\n");
  fmt::print("Nodes searched: {}\n", r.nodes);
  fmt::print(stderr, "{:.3f} s, {}\n", r.seconds, format_rate(r.nodes, r.seconds));
}

// --king-takes-rook and --gc each name one family's second notation.
bool alt_notation(const Variant& v, bool kxr, bool gc) {
  const auto alt = games::alt_notation_of(v);
  if (kxr && alt != games::AltNotation::KingTakesRook)
    throw CliError(
        fmt::format("--king-takes-rook is for the chess family (castling text), not {}", v.name));
  if (gc && alt != games::AltNotation::GameCourier)
    throw CliError(
        fmt::format("--gc is for shogi and dai-seireigi (Game Courier squares), not {}", v.name));
  return kxr || gc;
}

}  // namespace

int perft_command(int argc, char** argv) {
  CLI::App app{"Count the leaf nodes of the legal move tree (perft) of a chess variant.", "perft"};
  std::string variant, impl = "fast";
  StartChoice start;
  int depth = 0;
  bool divide = false, json = false, kxr = false, gc = false;
  std::vector<std::string> moves;
  app.add_option("variant", variant,
                 "chess, chess960, capablanca, gothic, crc, uc24, shogi, dai-seireigi, waterloo, "
                 "or a defined variant ('perft variants'; --variants FILE.ini adds your own)")
      ->required();
  app.add_option("depth", depth, "plies to count (0-30)")->required()->check(CLI::Range(0, 30));
  app.add_option("--fen", start.fen,
                 "start from this position text (X-FEN / Shredder-FEN; uc24, shogi, waterloo: see "
                 "docs/rules)");
  app.add_option("--startpos", start.startpos,
                 "numbered start array (chess960, crc; see 'perft startpos <variant>')")
      ->check(CLI::NonNegativeNumber);
  app.add_flag("--strict", start.strict, "crc: number arrays in the strict 12,118 set");
  app.add_option("--seed", start.seed, "uc24: the random set-up with this seed (default 1)")
      ->check(CLI::NonNegativeNumber);
  app.add_option(
         "--moves", moves,
         "moves to play first (any accepted form; castling also O-O, O-O-O, king-takes-rook)")
      ->expected(0, 1 << 20);  // none is fine: command templates write `--moves {moves}`
  app.add_flag("--divide", divide, "print 'move: count' for each root move, in board order");
  app.add_option("--impl", impl, "fast, reference, or both (compare at every node)")
      ->check(CLI::IsMember({"fast", "reference", "both"}));
  app.add_flag("--json", json, "print one JSON object instead of text (timing in its own field)");
  app.add_flag("--king-takes-rook", kxr,
               "chess family: print castling as king-takes-rook (UCI_Chess960 style)");
  app.add_flag("--gc", gc, "shogi family: print moves with Game Courier squares (8k-8j, P@8j)");
  int threads = 1;
  long long hash_mb = 0;
  app.add_option("--threads", threads, "fast path: worker threads below the root (1-256)")
      ->check(CLI::Range(1, 256));
  app.add_option("--hash", hash_mb,
                 "fast path: MB of shared perft table (0: none); counts stay exact")
      ->check(CLI::Range(0LL, 1LL << 20));
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  PerftRequest req;
  req.variant = &variant_or_throw(variant);
  req.fen = start_fen(*req.variant, start);
  std::erase(moves, std::string());  // what CLI11 leaves for a bare --moves
  req.moves = moves;
  req.depth = depth;
  req.divide = divide;
  req.impl = impl == "both" ? Impl::Both : impl == "reference" ? Impl::Reference : Impl::Fast;
  req.alt_notation = alt_notation(*req.variant, kxr, gc);
  if ((threads > 1 || hash_mb > 0) && req.impl != Impl::Fast)
    throw CliError("--threads and --hash are for --impl fast");
  // Their positions are keyed without the last plies (passes, bikjang), which decide the moves.
  if ((threads > 1 || hash_mb > 0) && depends_on_last_plies(*req.variant))
    throw CliError(std::string(req.variant->name) +
                   ": --threads and --hash are not supported (the moves depend on the last "
                   "plies: passes, bikjang)");
  req.threads = threads;
  req.hash_mb = std::size_t(hash_mb);
  print_result(req, start, run_perft(req), json);
  return 0;
}

}  // namespace vchess::cli
