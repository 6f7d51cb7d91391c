// perft verify <variant> <depth> --engine CMD --protocol uci|usi|perftree|cli: the command
// line, and the finding printed as text or JSON.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "engines/script_engine.h"
#include "engines/shogi_text.h"
#include "games/registry.h"
#include "json.h"
#include "variants/model.h"
#include "verify.h"

namespace vchess::cli {
namespace {

// UCI_Variant values to try: our name first, then fairy-stockfish's where it differs.
std::vector<std::string> uci_names(const Variant& v) {
  if (v.defined) return {v.defined->name};  // a bundled one under fairy-stockfish's own name
  static const std::vector<std::pair<std::string_view, std::string_view>> kFsf = {
      {"chess960", "fischerandom"}, {"crc", "caparandom"}};
  std::vector<std::string> out{std::string(v.name)};
  for (const auto& [ours, theirs] : kFsf)
    if (v.name == ours) out.emplace_back(theirs);
  return out;
}

// xboard `variant` names to try: the registry's aliases first, then our own name.
std::vector<std::string> xboard_names(const Variant& v) {
  std::vector<std::string> out;
  std::string_view list = games::xboard_names_of(v.name);
  while (!list.empty()) {
    const auto comma = list.find(',');
    out.emplace_back(list.substr(0, comma));
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
  }
  out.emplace_back(v.defined ? std::string_view(v.defined->name) : v.name);
  return out;
}

engines::Protocol protocol_of(const std::string& p) {
  return p == "usi"        ? engines::Protocol::Usi
         : p == "xboard"   ? engines::Protocol::Xboard
         : p == "perftree" ? engines::Protocol::Perftree
         : p == "cli"      ? engines::Protocol::Cli
                           : engines::Protocol::Uci;
}

std::string both(const NamedMove& m) {
  return m.engine.empty() || m.engine == m.ours ? m.ours : fmt::format("{} ({})", m.ours, m.engine);
}

std::string path_text(const Finding& f) {
  if (f.path.empty()) return "(root)";
  std::vector<std::string> parts;
  for (const auto& m : f.path) parts.push_back(both(m));
  return fmt::format("{}", fmt::join(parts, " "));
}

const char* side_text(RefSide s) {
  return s == RefSide::Toolkit ? "the reference agrees with the toolkit: the engine is wrong"
         : s == RefSide::Engine
             ? "the reference agrees with the engine: the toolkit's fast path is wrong"
             : "the reference agrees with neither";
}

std::string reproduce(const VerifyRequest& req, const std::string& protocol, const Finding& f) {
  std::string s = fmt::format("perft verify {} {} --fen {}", req.variant->name, f.depth,
                              engines::shell_quote(req.fen));
  if (!f.path.empty()) s += " --moves";
  for (const auto& m : f.path) s += " " + m.ours;
  s +=
      fmt::format(" --engine {} --protocol {}", engines::shell_quote(req.engine.command), protocol);
  constexpr const char* kFormat[] = {"", "toolkit", "fen", "sfen"};
  if (req.format != PositionFormat::Default)
    s += fmt::format(" --position-format {}", kFormat[int(req.format)]);
  for (const std::string& file : games::loaded_variant_files())
    s += " --variants " + engines::shell_quote(file);
  return s;
}

std::string calls_text(const Finding& f) {
  return fmt::format("{} engine call{}, {:.2f} s", f.engine_calls, f.engine_calls == 1 ? "" : "s",
                     f.seconds);
}

void print_text(const VerifyRequest& req, const std::string& protocol, const Finding& f) {
  if (!f.agree) return print_finding(req, protocol, f);
  const std::string calls = calls_text(f);
  fmt::print("perft verify: {} depth {}: the engine agrees ({} nodes; {})\n", req.variant->name,
             req.depth, f.ours, calls);
}

}  // namespace

void set_engine_protocol(VerifyRequest& req, const std::string& protocol,
                         const std::string& format) {
  req.engine.protocol = protocol_of(protocol);
  req.engine.random_start =
      req.variant->chess && req.variant->chess->random_start != chess::RandomStart::None;
  const bool script = protocol == "perftree" || protocol == "cli";
  if (!format.empty() && !script)
    throw CliError(fmt::format(
        "--position-format is for --protocol perftree and cli; a {} engine gets {}", protocol,
        protocol == "usi"      ? "SFEN and USI moves"
        : protocol == "xboard" ? "FEN (setboard) and coordinate moves"
                               : "FEN and UCI moves"));
  const bool shogi = games::with_game(*req.variant, [](const auto& g) {
    return std::decay_t<decltype(g)>::kAltNotation == games::AltNotation::GameCourier;
  });
  if (format == "sfen" && !shogi)
    throw CliError(
        fmt::format("--position-format sfen is for the shogi family, not {}", req.variant->name));
  req.format = format == "toolkit" ? PositionFormat::Toolkit
               : format == "fen"   ? PositionFormat::Fen
               : format == "sfen"  ? PositionFormat::Sfen
                                   : PositionFormat::Default;
  req.engine.variant_names =
      protocol == "xboard" ? xboard_names(*req.variant) : uci_names(*req.variant);
  // An xboard engine without setboard starts from the start position by `new`.
  const std::string start = start_fen(*req.variant, StartChoice{});
  req.engine.start_fens = {start, games::with_game(*req.variant, [&](const auto& g) {
                             auto p = g.load(start);
                             return p ? g.fen(*p) : start;
                           })};
  req.engine.variant_file = req.variant->engine_file;
  // UCI_Chess960 for the whole chess family, not only the random starts: without it engines
  // misread X-FEN castling with the king or rooks off their usual files (stockfish lists
  // `c1c1` for a king on c1). Castling then comes as king-takes-rook, which we translate.
  req.engine.chess960 = games::with_game(*req.variant, [](const auto& g) {
    return std::decay_t<decltype(g)>::kAltNotation == games::AltNotation::KingTakesRook;
  });
}

void print_finding(const VerifyRequest& req, const std::string& protocol, const Finding& f) {
  const std::string calls = calls_text(f);
  std::vector<std::string> missing;
  for (const auto& m : f.missing) missing.push_back(both(m));
  fmt::print("perft verify: {} depth {}: the engine DISAGREES (engine {}, toolkit {}{}; {})\n",
             req.variant->name, req.depth, f.theirs, f.ours,
             f.theirs == f.ours ? ", equal totals over different moves" : "", calls);
  fmt::print("  variant: {}\n  fen: {}\n", req.variant->name, f.fen);
  if (gets_sfen(req))
    fmt::print("  sfen: {}\n", engines::to_sfen(f.fen));  // as the engine was told
  fmt::print("  path: {}\n", path_text(f));
  fmt::print("  depth {} here: engine {}, toolkit {}\n", f.depth, f.theirs_here, f.ours_here);
  if (!f.note.empty()) fmt::print("  {}\n", f.note);
  fmt::print("  missing from the engine:{}\n",
             missing.empty() ? " (none)" : " " + fmt::format("{}", fmt::join(missing, " ")));
  fmt::print("  extra in the engine:{}\n",
             f.extra.empty() ? " (none)" : " " + fmt::format("{}", fmt::join(f.extra, " ")));
  fmt::print("  {}\n  reproduce: {}\n", side_text(f.reference), reproduce(req, protocol, f));
}

namespace {

void print_json(const VerifyRequest& req, const std::string& protocol, const Finding& f) {
  Json j;
  j.field("variant", req.variant->name).field("root_fen", f.root_fen).field("depth", req.depth);
  j.field("agree", f.agree).field("nodes_toolkit", f.ours).field("nodes_engine", f.theirs);
  j.field("engine_calls", f.engine_calls);
  if (!f.agree) {
    std::vector<std::string> path, path_engine, missing, missing_engine;
    for (const auto& m : f.path) path.push_back(m.ours), path_engine.push_back(m.engine);
    for (const auto& m : f.missing) missing.push_back(m.ours), missing_engine.push_back(m.engine);
    Json d;
    d.field("fen", f.fen).field("path", path).field("path_engine", path_engine);
    d.field("depth", f.depth)
        .field("nodes_toolkit", f.ours_here)
        .field("nodes_engine", f.theirs_here);
    d.field("missing", missing).field("missing_engine", missing_engine).field("extra", f.extra);
    d.field("note", f.note);
    d.field("reference", f.reference == RefSide::Toolkit  ? "toolkit"
                         : f.reference == RefSide::Engine ? "engine"
                                                          : "neither");
    d.field("reproduce", reproduce(req, protocol, f));
    j.raw("finding", d.str());
  }
  j.number("seconds", f.seconds, 3);
  fmt::print("{}\n", j.str());
}

}  // namespace

int verify_command(int argc, char** argv) {
  CLI::App app{
      "Check an outside engine's perft against the toolkit and find the first position it gets "
      "wrong. Exit 0: agree; 1: disagree; 2: bad input, or the engine died, hung or printed "
      "garbage.",
      "perft verify"};
  std::string variant, protocol = "uci", against = "fast";
  StartChoice start;
  VerifyRequest req;
  bool json = false;
  app.add_option("variant", variant, "the variant (see 'perft variants')")->required();
  app.add_option("depth", req.depth, "plies (1-30)")->required()->check(CLI::Range(1, 30));
  app.add_option("--fen", start.fen, "start from this position (shogi: SFEN too)");
  app.add_option("--startpos", start.startpos, "numbered start array (chess960, crc)");
  app.add_option("--seed", start.seed, "uc24: the random set-up with this seed");
  app.add_option("--moves", req.moves, "moves to play first");
  app.add_option("--engine", req.engine.command,
                 "the engine's command (/bin/sh -c); for --protocol cli a template with "
                 "{depth} {fen} {moves}")
      ->required();
  app.add_option(
         "--protocol", protocol,
         "uci (default; go perft d), usi (shogi engines), xboard (CECP v2: variant, setboard, "
         "moves in force mode, the engine's own perft: Sjaak II, fairy-stockfish), perftree "
         "(./script depth fen moves) or cli (a --engine template printing 'move: count')")
      ->check(CLI::IsMember({"uci", "usi", "xboard", "perftree", "cli"}));
  std::string format;
  app.add_option("--position-format", format,
                 "what a perftree script or cli template is given: toolkit (the toolkit's text), "
                 "fen (FEN, UCI moves; fairy-stockfish's FEN for shogi) or sfen (SFEN, USI "
                 "moves); default sfen for shogi, fen for chess, toolkit otherwise. Moves are "
                 "read back in any notation")
      ->check(CLI::IsMember({"toolkit", "fen", "sfen"}));
  app.add_option("--against", against,
                 "count with the fast path (default), the reference, or both (which must agree)")
      ->check(CLI::IsMember({"fast", "reference", "both"}));
  app.add_option("--timeout", req.engine.timeout,
                 "seconds the engine may take for one answer (default 60)")
      ->check(CLI::PositiveNumber);
  app.add_flag("--json", json, "print the finding as one JSON object");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  req.variant = &variant_or_throw(variant);
  req.fen = start_fen(*req.variant, start);
  req.against = against == "both"        ? Impl::Both
                : against == "reference" ? Impl::Reference
                                         : Impl::Fast;
  set_engine_protocol(req, protocol, format);
  const Finding f = run_verify(req);
  json ? print_json(req, protocol, f) : print_text(req, protocol, f);
  return f.agree ? 0 : 1;
}

}  // namespace vchess::cli
