#include "verify.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>

#include "candidates.h"
#include "engine_moves.h"
#include "games/registry.h"
#include "oracle.h"

namespace vchess::cli {
namespace {

using Counts = std::map<std::string, std::uint64_t>;  // canonical move text -> subtree size

std::uint64_t sum(const Counts& c) {
  std::uint64_t n = 0;
  for (const auto& [m, k] : c) n += k;
  return n;
}

}  // namespace

namespace {

bool shogi_family(const Variant& v) {
  return games::with_game(v, [](const auto& g) {
    return std::decay_t<decltype(g)>::kAltNotation == games::AltNotation::GameCourier;
  });
}

bool chess_family(const Variant& v) {
  return games::with_game(v, [](const auto& g) {
    return std::decay_t<decltype(g)>::kAltNotation == games::AltNotation::KingTakesRook;
  });
}

// The format a script gets; UCI and USI engines get their protocol's own.
PositionFormat script_format(const VerifyRequest& req) {
  if (req.format != PositionFormat::Default) return req.format;
  return shogi_family(*req.variant)   ? PositionFormat::Sfen
         : chess_family(*req.variant) ? PositionFormat::Fen
                                      : PositionFormat::Toolkit;
}

bool is_script(const VerifyRequest& req) {
  return req.engine.protocol == engines::Protocol::Perftree ||
         req.engine.protocol == engines::Protocol::Cli;
}

MoveDialect move_dialect(const VerifyRequest& req, bool king_takes_rook) {
  const bool chess = chess_family(*req.variant);
  switch (req.engine.protocol) {
    case engines::Protocol::Usi:
      return MoveDialect::Usi;
    case engines::Protocol::Xboard:  // coordinates; the adapter moves 10-rank boards' ranks
      return chess ? MoveDialect::Uci : MoveDialect::Toolkit;
    case engines::Protocol::Uci:
      return king_takes_rook ? MoveDialect::KingTakesRook
             : chess         ? MoveDialect::Uci
                             : MoveDialect::Toolkit;
    default:
      break;
  }
  switch (script_format(req)) {
    case PositionFormat::Sfen:
      return MoveDialect::Usi;
    case PositionFormat::Fen:
      return chess ? MoveDialect::Uci : MoveDialect::Toolkit;
    default:
      return MoveDialect::Toolkit;
  }
}

}  // namespace

bool gets_sfen(const VerifyRequest& req) {
  return req.engine.protocol == engines::Protocol::Usi ||
         (is_script(req) && script_format(req) == PositionFormat::Sfen);
}

std::unique_ptr<engines::Engine> open_engine_for(const VerifyRequest& req) {
  using engines::PositionDialect;
  const bool shogi = shogi_family(*req.variant);
  PositionDialect dialect = PositionDialect::Fen;
  if (req.engine.protocol == engines::Protocol::Usi)
    dialect = PositionDialect::Sfen;
  else if (!is_script(req))
    dialect = shogi ? PositionDialect::FsfShogi : PositionDialect::Fen;
  else if (const auto f = script_format(req); f == PositionFormat::Sfen)
    dialect = PositionDialect::Sfen;
  else if (f == PositionFormat::Fen && shogi)
    dialect = PositionDialect::FsfShogi;
  auto e = engines::open_engine(req.engine, dialect);
  if (!e) throw CliError(e.error().what());
  return std::move(*e);
}

namespace {

template <games::Game A>
struct Verifier {
  const A& g;
  const VerifyRequest& req;
  engines::Engine& engine;
  const int calls_before = engine.calls();
  EngineMoves<A> notation{
      g, move_dialect(req, engine.king_takes_rook()),
      req.variant->chess&& req.variant->chess->random_start != chess::RandomStart::None};
  typename A::Position pos;
  Finding f;
  std::string engine_fen;                // the root as the engine is given it
  std::vector<std::string> engine_path;  // f.path in the engine's notation

  Verifier(const A& game, const VerifyRequest& r, engines::Engine& e)
      : g(game), req(r), engine(e), pos(load()) {
    f.root_fen = g.fen(pos);
    // A chess FEN goes as given: a 960 engine reads Shredder-FEN castling as written.
    engine_fen = EngineMoves<A>::kChess ? trimmed(req.fen) : f.root_fen;
    for (const std::string& t : req.moves) {
      auto m = g.parse(pos, t);
      if (!m) throw CliError(fmt::format("{} in {}", m.error().what(), g.fen(pos)));
      play(*m);
    }
  }

  static std::string trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
    return b == std::string::npos ? s : s.substr(b, e - b + 1);
  }

  typename A::Position load() {
    auto p = g.load(req.fen);
    if (!p) throw CliError(p.error().what());
    return std::move(*p);
  }

  void play(typename A::Move m) {
    engine_path.push_back(notation.write(pos, m));
    f.path.push_back({g.text(pos, m), engine_path.back()});
    g.play_root(pos, m);
  }

  std::optional<typename A::Reference> reference_here() const {
    auto r = g.reference(f.root_fen);
    if (!r) throw CliError(fmt::format("reference rejects the FEN: {}", r.error().what()));
    for (const auto& m : f.path) r->play(m.ours);
    return std::move(*r);
  }

  Counts fast_counts(int depth) {
    Counts c;
    typename A::MoveList ml;
    g.legal(pos, ml);
    for (const auto m : ml) {
      const std::string t = g.text(pos, m);
      g.do_move(pos, m);
      c[t] = g.perft(pos, depth - 1);
      g.undo_move(pos, m);
    }
    return c;
  }

  Counts reference_counts(int depth) const {
    auto r = reference_here();
    Counts c;
    for (const std::string& t : r->legal_moves()) {
      r->play(t);
      c[t] = r->perft(depth - 1);
      r->undo();
    }
    return c;
  }

  Counts our_counts(int depth) {
    if (req.against == Impl::Reference) return reference_counts(depth);
    Counts fast = fast_counts(depth);
    if (req.against == Impl::Both && fast != reference_counts(depth))
      throw Divergence(
          fmt::format("fast path and reference disagree at {} depth {}", g.fen(pos), depth));
    return fast;
  }

  struct Theirs {
    Counts known;                    // keyed by our canonical text
    std::vector<std::string> extra;  // moves we do not have, in the engine's text
    std::string twice;               // a move the engine lists under two texts
    std::uint64_t total = 0;
  };

  // What the engine was asked, for an error met on the way down.
  std::string asked(int depth) const {
    std::string s = fmt::format("asked for perft {} at {}", depth, engine_fen);
    if (!engine_path.empty()) s += fmt::format(" after {}", fmt::join(engine_path, " "));
    return s;
  }

  // An engine without perft: the moves it takes here, offered one by one. Known ones by our
  // canonical text; extra ones (taken, but not legal for us) in the engine's text.
  std::pair<std::vector<std::string>, std::vector<std::string>> engine_moves(int depth) {
    std::vector<std::string> legal;
    typename A::MoveList ml;
    g.legal(pos, ml);
    for (const auto m : ml) legal.push_back(notation.write(pos, m));
    const auto cands = candidate_moves(g.fen(pos), EngineMoves<A>::kShogi ? 'b' : 'w', legal);
    auto ok = engine.accepts(engine_fen, engine_path, cands);
    if (!ok) throw CliError(fmt::format("{}; it was {}", ok.error().what(), asked(depth)));
    const auto names = notation.spellings(pos);
    std::vector<std::string> known, extra;
    for (std::size_t i = 0; i < cands.size(); ++i) {
      if (!(*ok)[i]) continue;
      const auto canon = notation.read(pos, cands[i], names);
      if (canon && !canon->empty() && std::find(known.begin(), known.end(), *canon) == known.end())
        known.push_back(*canon);
      else if (!canon || canon->empty())
        extra.push_back(cands[i]);
    }
    return {known, extra};
  }

  // The leaves of the engine's tree below pos, walked by engine_moves(); an extra move counts
  // one leaf (we cannot play it), which is enough: its node is where the lists differ.
  std::uint64_t walk(int depth) {
    const auto [known, extra] = engine_moves(depth);
    if (depth == 1) return known.size() + extra.size();
    std::uint64_t n = extra.size();
    for (const std::string& t : known) n += walk_child(t, depth - 1);
    return n;
  }

  std::uint64_t walk_child(const std::string& canon, int depth) {
    const auto m = *g.parse(pos, canon);
    engine_path.push_back(notation.write(pos, m));
    g.do_move(pos, m);
    const std::uint64_t n = walk(depth);
    g.undo_move(pos, m);
    engine_path.pop_back();
    return n;
  }

  Theirs walked_counts(int depth) {
    const auto [known, extra] = engine_moves(depth);
    Theirs t;
    t.extra = extra;
    for (const std::string& c : known) t.known[c] = depth == 1 ? 1 : walk_child(c, depth - 1);
    t.total = sum(t.known) + extra.size();
    return t;
  }

  Theirs engine_counts(int depth) {
    if (!engine.has_perft()) return walked_counts(depth);
    auto d = engine.divide(engine_fen, engine_path, depth);
    if (!d) throw CliError(fmt::format("{}; it was {}", d.error().what(), asked(depth)));
    Theirs t;
    t.total = d->total;
    const auto names = notation.spellings(pos);
    std::map<std::string, std::string> seen;  // canonical -> the engine's text
    for (const auto& [text, n] : d->moves) {
      const auto canon = notation.read(pos, text, names);
      if (!canon)
        throw CliError(fmt::format(
            "engine '{}' printed '{}', which is move text in no notation of {} ({}); it was {}",
            engine.label(), text, req.variant->name, EngineMoves<A>::notations(), asked(depth)));
      if (canon->empty()) {
        t.extra.push_back(text);
      } else if (const auto [it, fresh] = seen.emplace(*canon, text); !fresh) {
        t.extra.push_back(text);
        t.twice =
            fmt::format("the engine lists {} twice, as '{}' and as '{}'", *canon, it->second, text);
      } else {
        t.known[*canon] = n;
      }
    }
    return t;
  }

  // The lists differ here: name the moves and ask the reference.
  void lists_differ(const Counts& ours, const Theirs& theirs) {
    std::map<std::string, std::string> names;  // canonical -> engine text
    typename A::MoveList ml;
    g.legal(pos, ml);
    for (const auto m : ml) names[g.text(pos, m)] = notation.write(pos, m);
    for (const auto& [m, n] : ours)
      if (!theirs.known.count(m)) f.missing.push_back({m, names[m]});
    f.extra = theirs.extra;
    f.note = theirs.twice;
    judge(ours, theirs);
  }

  void judge(const Counts& ours, const Theirs& theirs) {
    auto r = reference_here()->legal_moves();
    std::sort(r.begin(), r.end());
    std::vector<std::string> o, e = theirs.extra;
    for (const auto& [m, n] : ours) o.push_back(m);
    for (const auto& [m, n] : theirs.known) e.push_back(m);
    std::sort(e.begin(), e.end());
    f.reference = r == o ? RefSide::Toolkit : r == e ? RefSide::Engine : RefSide::Neither;
  }

  // The first child, in board order, whose counts differ; "" if none.
  static std::string first_difference(const Counts& ours, const Theirs& theirs) {
    std::vector<std::string> order;
    for (const auto& [m, n] : ours) order.push_back(m);
    std::sort(order.begin(), order.end(), board_order);
    for (const std::string& m : order)
      if (theirs.known.at(m) != ours.at(m)) return m;
    return "";
  }

  // One level: true when the search ends here (agreement or a finding).
  bool level(int depth, std::optional<std::uint64_t>& expected) {
    const Counts ours = our_counts(depth);
    const Theirs theirs = engine_counts(depth);
    if (depth == req.depth) f.ours = sum(ours), f.theirs = theirs.total;
    f.fen = g.fen(pos), f.depth = depth, f.ours_here = sum(ours), f.theirs_here = theirs.total;
    f.agree = false;
    if (!theirs.extra.empty() || theirs.known.size() != ours.size()) {
      lists_differ(ours, theirs);
      return true;
    }
    judge(ours, theirs);
    if (sum(theirs.known) != theirs.total) {
      f.note = fmt::format("the engine prints a total of {} but its moves sum to {}", theirs.total,
                           sum(theirs.known));
      return true;
    }
    if (expected && *expected != theirs.total) {
      f.note = fmt::format("the engine counted {} for {} one level up but {} here", *expected,
                           f.path.back().ours, theirs.total);
      return true;
    }
    const std::string child = first_difference(ours, theirs);
    if (child.empty()) return f.agree = true;
    if (depth == 1) {
      f.note = fmt::format("the engine counts {} for {} at depth 1", theirs.known.at(child), child);
      return true;
    }
    expected = theirs.known.at(child);
    play(*g.parse(pos, child));
    return false;
  }

  Finding run() {
    const auto t0 = std::chrono::steady_clock::now();
    std::optional<std::uint64_t> expected;
    for (int depth = req.depth; !level(depth, expected); --depth) {
    }
    if (f.agree) f.path.clear();
    f.engine_calls = engine.calls() - calls_before;
    f.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return f;
  }
};

}  // namespace

Finding run_verify(const VerifyRequest& req, engines::Engine& engine) {
  return games::with_game(*req.variant,
                          [&](const auto& g) { return Verifier(g, req, engine).run(); });
}

Finding run_verify(const VerifyRequest& req) { return run_verify(req, *open_engine_for(req)); }

}  // namespace vchess::cli
