#include <fmt/format.h>

#include <algorithm>
#include <sstream>

#include "engines/chat_engine.h"
#include "engines/shogi_text.h"

namespace vchess::engines {
namespace {

// The values of `option name UCI_Variant type combo ... var a var b`, or none.
std::vector<std::string> offered_variants(const std::vector<std::string>& lines, bool& has) {
  std::vector<std::string> out;
  for (const std::string& l : lines) {
    if (!l.starts_with("option name UCI_Variant ")) continue;
    has = true;
    std::istringstream in(l);
    for (std::string w, prev; in >> w; prev = w)
      if (prev == "var") out.push_back(w);
  }
  return out;
}

bool offers(const std::vector<std::string>& lines, std::string_view option) {
  return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) {
    return l.starts_with(fmt::format("option name {} ", option));
  });
}

}  // namespace

Expected<std::unique_ptr<Engine>, EngineError> UciEngine::open(const EngineSpec& spec,
                                                               PositionDialect dialect) {
  auto p = Process::spawn(spec.command, spec.command);
  if (!p) return Unexpected{p.error()};
  p->set_timeout(spec.timeout);
  std::unique_ptr<UciEngine> e(new UciEngine(std::move(*p), spec, dialect));
  if (auto err = e->start("uci", "uciok")) return Unexpected{*err};
  if (auto err = e->send("ucinewgame")) return Unexpected{*err};
  return std::unique_ptr<Engine>(std::move(e));
}

std::optional<EngineError> UciEngine::configure(const std::vector<std::string>& lines) {
  bool has_variant = false;
  const auto offered = offered_variants(lines, has_variant);
  const auto& want = spec_.variant_names;
  if (!spec_.variant_file.empty()) {
    // The file's variants are not in the list the engine printed before reading it.
    if (!offers(lines, "VariantPath"))
      return process_.error("has no VariantPath option, so it cannot read " + spec_.variant_file);
    if (auto e = send("setoption name VariantPath value " + spec_.variant_file)) return e;
    if (auto e = send("setoption name UCI_Variant value " + want.front())) return e;
  } else if (has_variant) {
    const auto it = std::find_first_of(want.begin(), want.end(), offered.begin(), offered.end());
    if (it == want.end())
      return process_.error(fmt::format("offers no UCI_Variant named {}", fmt::join(want, " or ")));
    if (auto e = send("setoption name UCI_Variant value " + *it)) return e;
  } else if (want.empty() || want.front() != "chess") {
    // An engine without the option plays its own game: orthodox chess, and the random starts
    // (chess960, crc) when it offers UCI_Chess960, as stockfish does.
    if (!spec_.random_start || !offers(lines, "UCI_Chess960"))
      return process_.error(fmt::format("has no UCI_Variant option{}, so it cannot play {}",
                                        spec_.random_start ? " and no UCI_Chess960" : "",
                                        want.empty() ? "this variant" : want.front()));
  }
  if (spec_.chess960 && offers(lines, "UCI_Chess960")) {
    chess960_ = true;
    return send("setoption name UCI_Chess960 value true");
  }
  return std::nullopt;
}

std::string UciEngine::position(std::string_view fen, const std::vector<std::string>& moves) {
  std::string line = "position fen ";  // separate appends: g++ 12 warns (-Wrestrict) on `"" + f()`
  line += position_text(fen, dialect_);
  if (!moves.empty()) line += " moves " + fmt::format("{}", fmt::join(moves, " "));
  return line;
}

Expected<std::unique_ptr<Engine>, EngineError> UsiEngine::open(const EngineSpec& spec) {
  auto p = Process::spawn(spec.command, spec.command);
  if (!p) return Unexpected{p.error()};
  p->set_timeout(spec.timeout);
  std::unique_ptr<UsiEngine> e(new UsiEngine(std::move(*p), spec));
  if (auto err = e->start("usi", "usiok")) return Unexpected{*err};
  if (auto err = e->send("usinewgame")) return Unexpected{*err};
  return std::unique_ptr<Engine>(std::move(e));
}

std::optional<EngineError> UsiEngine::configure(const std::vector<std::string>&) {
  return std::nullopt;
}

// Moves come in USI text (Game Courier's squares are rewritten too).
std::string UsiEngine::position(std::string_view fen, const std::vector<std::string>& moves) {
  std::string line = "position sfen ";
  line += position_text(fen, PositionDialect::Sfen);
  if (!moves.empty()) line += " moves";
  for (const std::string& m : moves) line += " " + gc_to_usi(m);
  return line;
}

}  // namespace vchess::engines
