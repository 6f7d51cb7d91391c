#include "engines/xboard_engine.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <sstream>

#include "engines/divide_text.h"
#include "engines/xboard_text.h"

namespace vchess::engines {
namespace {

bool refusal(const std::string& line) {
  return line.starts_with("Error") || line.starts_with("Illegal move") ||
         line.starts_with("tellusererror");
}

// Lines any xboard engine may print between answers: comments, chat, its board.
bool chatter(const std::string& line) {
  return line.empty() || line.starts_with("#") || line.starts_with("tellics") ||
         line.starts_with("telluser ") || line.starts_with("feature ") || line.starts_with("pong ");
}

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

}  // namespace

Expected<std::unique_ptr<Engine>, EngineError> XboardEngine::open(const EngineSpec& spec,
                                                                  PositionDialect dialect) {
  auto p = Process::spawn(spec.command, spec.command);
  if (!p) return Unexpected{p.error()};
  p->set_timeout(spec.timeout);
  std::unique_ptr<XboardEngine> e(new XboardEngine(std::move(*p), spec, dialect));
  if (auto err = e->handshake()) return Unexpected{*err};
  if (auto err = e->choose_variant()) return Unexpected{*err};
  if (auto err = e->learn_perft()) return Unexpected{*err};
  return std::unique_ptr<Engine>(std::move(e));
}

XboardEngine::~XboardEngine() {
  if (!process_.at_eof()) (void)process_.write_line("quit");
  process_.close_input();
  process_.wait(Clock::now() + std::chrono::milliseconds(300));
}

EngineError XboardEngine::fault(const std::string& what) const {
  return with_command(process_.error(what));
}

EngineError XboardEngine::with_command(EngineError e) const {
  if (!last_command_.empty()) e.message += fmt::format(" (last command: '{}')", last_command_);
  return e;
}

bool XboardEngine::has(const std::string& feature) const {
  const auto it = features_.find(feature);
  return it != features_.end() && it->second == "1";
}

std::optional<EngineError> XboardEngine::send(const std::string& line) {
  last_command_ = line;
  if (auto e = process_.write_line(line)) return with_command(*e);
  return std::nullopt;
}

// Features come on any number of lines, up to `done=1` (done=0 asks for patience; the
// --timeout still bounds the wait).
std::optional<EngineError> XboardEngine::handshake() {
  if (auto e = send("xboard")) return e;
  if (auto e = send("protover 2")) return e;
  const auto until = deadline_after(spec_.timeout);
  for (;;) {
    auto line = process_.read_line(until);
    if (!line) return with_command(line.error());
    for (auto& [k, v] : parse_features(*line)) features_[k] = v;
    if (!has("done")) continue;
    if (has("san"))  // we write coordinates only
      return fault("asks for moves in SAN (feature san=1); --protocol xboard writes coordinates");
    return std::nullopt;
  }
}

std::optional<EngineError> XboardEngine::choose_variant() {
  const auto& want = spec_.variant_names;
  const auto offered_it = features_.find("variants");
  std::string chosen;
  if (offered_it == features_.end()) {
    // An engine without the feature plays orthodox chess only.
    if (!want.empty() && want.front() != "normal")
      return fault(fmt::format("offers no variants (no feature variants=), so it cannot play {}",
                               want.front()));
  } else {
    const auto offered = split_list(offered_it->second);
    const auto it = std::find_first_of(want.begin(), want.end(), offered.begin(), offered.end());
    if (it == want.end())
      return fault(fmt::format("offers no variant named {} (its feature variants=\"{}\")",
                               fmt::join(want, " or "), offered_it->second));
    chosen = *it;
  }
  variant_ = chosen == "normal" ? "" : chosen;
  return new_game();
}

std::optional<EngineError> XboardEngine::new_game() {
  if (auto e = send("new")) return e;
  if (!variant_.empty())
    if (auto e = send("variant " + variant_)) return e;
  if (auto e = send("force")) return e;
  return sync();
}

std::optional<EngineError> XboardEngine::learn_perft() {
  if (auto e = send("perft 1 1")) return e;
  const std::string pong = fmt::format("pong {}", ++pings_);
  if (auto e = process_.write_line(fmt::format("ping {}", pings_))) return with_command(*e);
  const auto until = deadline_after(spec_.timeout);
  bool ponged = false, answered = false;
  Divide d;
  // fairy-stockfish answers perft after the pong (its search thread): wait for both.
  while (!ponged || (perft_ && !answered)) {
    auto line = process_.read_line(until);
    if (!line) return with_command(line.error());
    if (*line == pong) {
      ponged = true;
    } else if (refusal(*line)) {
      perft_ = false;
    } else if (!ponged || perft_) {
      auto done = perft_line(*line, 1, 8, d);
      if (!done) return done.error();
      answered = answered || *done;
    }
  }
  return std::nullopt;
}

// `ping N` and its `pong N`; a refusal on the way is an error naming it.
std::optional<EngineError> XboardEngine::sync() {
  if (!has("ping")) return std::nullopt;
  const std::string pong = fmt::format("pong {}", ++pings_);
  const std::string before = last_command_;
  if (auto e = send(fmt::format("ping {}", pings_))) return e;
  last_command_ = before;  // what the engine may refuse is what came before the ping
  const auto until = deadline_after(spec_.timeout);
  for (;;) {
    auto line = process_.read_line(until);
    if (!line) return with_command(line.error());
    if (*line == pong) return std::nullopt;
    if (refusal(*line)) return fault("refused a command");
  }
}

std::optional<EngineError> XboardEngine::set_position(std::string_view fen,
                                                      const std::vector<std::string>& moves,
                                                      int ranks) {
  // setboard where the engine has it: `new` may differ from our start (Sjaak II's nocastle
  // is chess, castling rights and all). Without it (Fairy-Max), the start position by `new`;
  // HaChu refuses most FENs: the start position then goes by `new` too.
  const auto& starts = spec_.start_fens;
  const bool start = std::find(starts.begin(), starts.end(), fen) != starts.end();
  if (has("setboard")) {
    if (auto e = send("setboard " + position_text(fen, dialect_))) return e;
    auto no = has("ping") ? refused() : Expected<bool, EngineError>(false);
    if (!no) return no.error();
    if (*no && !start) return fault("refused the position");
    if (*no)
      if (auto e = new_game()) return e;
  } else if (start) {
    if (auto e = new_game()) return e;
  } else {
    return process_.error(
        "has no setboard feature (feature setboard=1), which --protocol xboard needs to set up "
        "a position other than the start");
  }
  for (const std::string& m : moves) {
    const std::string text = coordinates_to_xboard(m, ranks);
    if (auto e = send(has("usermove") ? "usermove " + text : text)) return e;
    if (auto e = sync()) return e;
  }
  return std::nullopt;
}

Expected<bool, EngineError> XboardEngine::refused() {
  const std::string pong = fmt::format("pong {}", ++pings_);
  if (auto e = process_.write_line(fmt::format("ping {}", pings_)))
    return Unexpected{with_command(*e)};
  const auto until = deadline_after(spec_.timeout);
  bool no = false;
  for (;;) {
    auto line = process_.read_line(until);
    if (!line) return Unexpected{with_command(line.error())};
    if (*line == pong) return no;
    no = no || refusal(*line);
  }
}

Expected<std::vector<bool>, EngineError> XboardEngine::accepts(
    std::string_view fen, const std::vector<std::string>& moves,
    const std::vector<std::string>& candidates) {
  ++calls_;
  if (!has("ping"))
    return Unexpected{process_.error(
        "has no ping feature (feature ping=1), which --protocol xboard needs to learn which "
        "moves an engine without perft takes")};
  const int ranks = fen_ranks(position_text(fen, dialect_));
  if (auto e = set_position(fen, moves, ranks)) return Unexpected{*e};
  std::vector<bool> out;
  for (const std::string& c : candidates) {
    const std::string text = coordinates_to_xboard(c, ranks);
    if (auto e = send(has("usermove") ? "usermove " + text : text)) return Unexpected{*e};
    auto no = refused();
    if (!no) return Unexpected{no.error()};
    out.push_back(!*no);
    if (!*no)
      if (auto e = send("undo")) return Unexpected{*e};
  }
  return out;
}

Expected<bool, EngineError> XboardEngine::perft_line(const std::string& line, int depth, int ranks,
                                                     Divide& d) {
  if (refusal(line))
    return Unexpected{
        fault("refused the perft command (an engine without perft cannot be "
              "verified this way)")};
  if (chatter(line)) return false;
  if (const auto n = nodes_searched(line)) {  // fairy-stockfish
    d.total = *n;
    return true;
  }
  std::string move;
  std::uint64_t count = 0;
  if (const auto mc = move_count(line, true)) {
    move = mc->first, count = mc->second;
  } else {
    // Sjaak II: `move count cumulative` rows, then `depth total seconds Nnps` for each depth.
    const auto w = words(line);
    if (w.size() == 4 && count_text(w[0]) && count_text(w[1]) && w[3].ends_with("nps")) {
      if (int(*count_text(w[0])) != depth) {
        d = Divide{};
        return false;
      }
      d.total = *count_text(w[1]);
      return true;
    }
    if (w.size() != 3 || !count_text(w[1]) || !count_text(w[2]))
      return Unexpected{fault("printed a line that is not part of a perft answer")};
    move = w[0], count = *count_text(w[1]);
  }
  if (!d.moves.emplace(xboard_to_coordinates(move, ranks), count).second)
    return Unexpected{fault("printed one move twice")};
  return false;
}

Expected<Divide, EngineError> XboardEngine::divide(std::string_view fen,
                                                   const std::vector<std::string>& moves,
                                                   int depth) {
  ++calls_;
  const int ranks = fen_ranks(position_text(fen, dialect_));
  if (auto e = set_position(fen, moves, ranks)) return Unexpected{*e};
  auto d = perft(depth, ranks);
  if (!d) return d;
  // Sjaak II lists its pseudo-legal moves, the illegal ones counted 0. A move counted 0 at
  // depth 1 is one the engine does not play; deeper, 0 may be a legal move into mate, so
  // depth 1 decides (asked only when a 0 is there).
  const auto zero = [](const auto& kv) { return kv.second == 0; };
  if (std::none_of(d->moves.begin(), d->moves.end(), zero)) return d;
  auto legal = depth == 1 ? d : perft(1, ranks);
  if (!legal) return legal;
  std::erase_if(d->moves, [&](const auto& kv) {
    const auto it = legal->moves.find(kv.first);
    return kv.second == 0 && (it == legal->moves.end() || it->second == 0);
  });
  return d;
}

Expected<Divide, EngineError> XboardEngine::perft(int depth, int ranks) {
  if (auto e = send(fmt::format("perft {} 1", depth))) return Unexpected{*e};
  Divide d;
  const auto until = deadline_after(spec_.timeout);
  for (;;) {
    auto line = process_.read_line(until);
    if (!line) return Unexpected{with_command(line.error())};
    auto done = perft_line(*line, depth, ranks, d);
    if (!done) return Unexpected{done.error()};
    if (*done) return d;
  }
}

}  // namespace vchess::engines
