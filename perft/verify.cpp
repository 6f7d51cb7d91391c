#include "verify.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>

#include "engines/shogi_text.h"
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

std::unique_ptr<engines::Engine> open_engine_for(const VerifyRequest& req) {
  const bool shogi_text = games::with_game(*req.variant, [](const auto& g) {
    return std::decay_t<decltype(g)>::kAltNotation == games::AltNotation::GameCourier;
  });
  const auto dialect = req.engine.protocol == engines::Protocol::Usi
                           ? engines::PositionDialect::Sfen
                       : shogi_text && req.engine.protocol == engines::Protocol::Uci
                           ? engines::PositionDialect::FsfShogi
                           : engines::PositionDialect::Fen;
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
  bool alt = wants_alt(*req.variant, engine.king_takes_rook(),
                       req.engine.protocol == engines::Protocol::Usi);
  typename A::Position pos;
  Finding f;
  std::vector<std::string> engine_path;  // f.path in the engine's notation

  Verifier(const A& game, const VerifyRequest& r, engines::Engine& e)
      : g(game), req(r), engine(e), pos(load()) {
    f.root_fen = g.fen(pos);
    for (const std::string& t : req.moves) {
      auto m = g.parse(pos, t);
      if (!m) throw CliError(fmt::format("{} in {}", m.error().what(), g.fen(pos)));
      play(*m);
    }
  }

  typename A::Position load() {
    auto p = g.load(req.fen);
    if (!p) throw CliError(p.error().what());
    return std::move(*p);
  }

  void play(typename A::Move m) {
    engine_path.push_back(g.text(pos, m, alt));
    f.path.push_back({g.text(pos, m), shown(engine_path.back())});
    g.play_root(pos, m);
  }

  // How the engine itself writes a move: USI squares rather than Game Courier's.
  std::string shown(const std::string& alt_text) const {
    return req.engine.protocol == engines::Protocol::Usi ? engines::gc_to_usi(alt_text) : alt_text;
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

  // Our legal moves here: engine text -> canonical text.
  std::map<std::string, std::string> engine_names() {
    std::map<std::string, std::string> out;
    typename A::MoveList ml;
    g.legal(pos, ml);
    for (const auto m : ml) out[g.text(pos, m, alt)] = g.text(pos, m);
    return out;
  }

  struct Theirs {
    Counts known;                    // keyed by our canonical text
    std::vector<std::string> extra;  // moves we do not have, in the engine's text
    std::uint64_t total = 0;
  };

  Theirs engine_counts(int depth) {
    auto d = engine.divide(f.root_fen, engine_path, depth);
    if (!d) throw CliError(d.error().what());
    Theirs t;
    t.total = d->total;
    const auto names = engine_names();
    for (const auto& [text, n] : d->moves) {
      if (const auto it = names.find(text); it != names.end())
        t.known[it->second] = n;
      else if (auto m = g.parse(pos, text))  // another spelling of one of ours
        t.known[g.text(pos, *m)] = n;
      else
        t.extra.push_back(shown(text));
    }
    return t;
  }

  // The lists differ here: name the moves and ask the reference.
  void lists_differ(const Counts& ours, const Theirs& theirs) {
    std::map<std::string, std::string> names;  // canonical -> engine text
    for (const auto& [e, c] : engine_names()) names[c] = e;
    for (const auto& [m, n] : ours)
      if (!theirs.known.count(m)) f.missing.push_back({m, shown(names[m])});
    f.extra = theirs.extra;
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
