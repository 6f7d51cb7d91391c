#include "driver.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <new>
#include <optional>

#include "games/registry.h"
#include "harness/lockstep.h"
#include "parallel/parallel_perft.h"
#include "progress.h"

namespace vchess::cli {

const char* impl_name(Impl i) {
  return i == Impl::Both ? "both" : i == Impl::Reference ? "reference" : "fast";
}

bool board_order(const std::string& a, const std::string& b) {
  std::size_t i = 0, j = 0;
  const auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  while (i < a.size() && j < b.size()) {
    if (digit(a[i]) && digit(b[j])) {
      std::size_t ei = i, ej = j;
      while (ei < a.size() && digit(a[ei])) ++ei;
      while (ej < b.size() && digit(b[ej])) ++ej;
      const long x = std::stol(a.substr(i, ei - i)), y = std::stol(b.substr(j, ej - j));
      if (x != y) return x < y;
      i = ei, j = ej;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i, ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

std::optional<parallel::PerftTable> allocate_table(std::size_t mb) {
  std::optional<parallel::PerftTable> table;
  const std::size_t ram_mb = std::size_t(sysconf(_SC_PHYS_PAGES)) * sysconf(_SC_PAGESIZE) >> 20;
  try {
    if (mb > ram_mb) throw std::bad_alloc();
    if (mb > 0) table.emplace(mb << 20);
  } catch (const std::bad_alloc&) {
    throw CliError(
        fmt::format("--hash {}: cannot allocate that much (this machine has {} MB)", mb, ram_mb));
  }
  return table;
}

namespace {

template <games::Game A>
struct Runner {
  const A& g;
  const PerftRequest& req;
  typename A::Position pos;
  std::optional<typename A::Reference> ref;
  PerftResult res;

  Runner(const A& game, const PerftRequest& r) : g(game), req(r), pos(load(game, r.fen)) {
    if (req.impl != Impl::Fast) {
      auto b = g.reference(req.fen);
      if (!b) throw CliError(fmt::format("reference rejects the FEN: {}", b.error().what()));
      ref.emplace(std::move(*b));
    }
    for (const std::string& text : req.moves) play(text);
    res.fen = g.fen(pos);
  }

  static typename A::Position load(const A& g, const std::string& fen) {
    auto p = g.load(fen);
    if (!p) throw CliError(p.error().what());
    return std::move(*p);
  }

  void play(const std::string& text) {
    auto m = g.parse(pos, text);
    if (!m) throw CliError(fmt::format("{} in {}", m.error().what(), g.fen(pos)));
    const std::string canon = g.text(pos, *m);
    try {
      if (ref) ref->play(canon);
    } catch (const std::exception& e) {
      throw Divergence(fmt::format("the reference refuses '{}' after {}: {}", canon,
                                   fmt::join(res.played, " "), e.what()));
    }
    res.played.push_back(canon);
    g.play_root(pos, *m);
  }

  // Root loop shared by all implementations; count(i) returns (move text, subtree size).
  template <class Count>
  void root(int total, Count&& count) {
    Progress progress(req.progress);
    for (int i = 0; i < total; ++i) {
      const auto [name, n] = count(i);
      res.nodes += n;
      res.divide.push_back({name, n});
      progress.update(i + 1, total, res.nodes);
    }
    progress.finish();
    res.seconds = progress.seconds();
  }

  // --threads / --hash: the root moves' counts come in any order, as each completes.
  template <class Shown>
  void root_parallel(const typename A::MoveList& ml, const Shown& shown) {
    std::optional<parallel::PerftTable> table = allocate_table(req.hash_mb);
    const std::vector<typename A::Move> roots(ml.begin(), ml.end());
    Progress progress(req.progress);
    int done = 0;
    const auto counts =
        parallel::root_counts(g, pos, roots, req.depth, {req.threads, table ? &*table : nullptr},
                              [&](int, std::uint64_t n) {
                                res.nodes += n;
                                progress.update(++done, int(roots.size()), res.nodes);
                              });
    for (std::size_t i = 0; i < roots.size(); ++i)
      res.divide.push_back({shown(roots[i]), counts[i]});
    progress.finish();
    res.seconds = progress.seconds();
  }

  // A count whose estimate passes about a minute's work (1e10 nodes) says so at the start:
  // perft 2 by the fast path (cheap: its last ply is counted), its branching carried on.
  void announce_estimate(int d1) {
    if (req.depth < 4 || d1 == 0) return;
    const std::uint64_t d2 = g.perft(pos, 2);
    const double b = double(d2) / double(d1);
    double estimate = double(d2);
    for (int d = 2; d < req.depth; ++d) estimate *= b;
    if (estimate >= 1e10) Progress(true).announce(req.depth, std::uint64_t(d1), d2, estimate);
  }

  PerftResult run() {
    if (req.depth == 0) {
      res.nodes = 1;
      return res;
    }
    typename A::MoveList ml;
    g.legal(pos, ml);
    if (req.progress) announce_estimate(ml.size);
    const auto shown = [&](auto m) { return g.text(pos, m, req.alt_notation); };
    if (req.impl == Impl::Reference) {
      const auto moves = ref->legal_moves();
      root(int(moves.size()), [&](int i) {
        ref->play(moves[i]);
        const std::uint64_t n = ref->perft(req.depth - 1);
        ref->undo();
        auto m = g.parse(pos, moves[i]);  // only to print the chosen notation
        return std::pair{m ? shown(*m) : moves[i], n};
      });
    } else if (req.impl == Impl::Both) {
      harness::LockStep<A> lock{g, pos, *ref, res.played};
      lock.check(ml);
      root(ml.size, [&](int i) {
        return std::pair{shown(ml.moves[i]), lock.child(ml.moves[i], req.depth)};
      });
    } else if (req.threads > 1 || req.hash_mb > 0) {
      root_parallel(ml, shown);
    } else {
      root(ml.size, [&](int i) {
        const auto m = ml.moves[i];
        g.do_move(pos, m);
        const std::uint64_t n = g.perft(pos, req.depth - 1);
        g.undo_move(pos, m);
        return std::pair{shown(m), n};
      });
    }
    std::sort(res.divide.begin(), res.divide.end(), [](const DivideEntry& a, const DivideEntry& b) {
      return board_order(a.move, b.move);
    });
    return res;
  }
};

}  // namespace

PerftResult run_perft(const PerftRequest& req) {
  return games::with_game(*req.variant, [&](const auto& g) { return Runner(g, req).run(); });
}

std::string normalize_fen(const Variant& v, const std::string& fen) {
  return games::with_game(v, [&](const auto& g) {
    auto p = g.load(fen);
    if (!p) throw CliError(p.error().what());
    return g.fen(*p);
  });
}

}  // namespace vchess::cli
