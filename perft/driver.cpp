#include "driver.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>

#include "families.h"
#include "progress.h"

namespace vchess::cli {
namespace {

std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

// Walks the fast and the reference tree together and compares the move sets at every node.
template <class F>
struct LockStep {
  typename F::Position& pos;
  typename F::Reference& ref;
  std::vector<std::string> path;

  std::vector<std::string> fast_texts(const typename F::MoveList& ml) const {
    std::vector<std::string> out;
    for (auto m : ml) out.push_back(F::text(pos, m));
    std::sort(out.begin(), out.end());
    return out;
  }
  std::uint64_t walk(int depth) {
    if (depth == 0) return 1;
    typename F::MoveList ml;
    F::legal(pos, ml);
    const auto fast = fast_texts(ml);
    auto slow = ref.legal_moves();
    std::sort(slow.begin(), slow.end());
    if (fast != slow)
      throw Divergence(fmt::format(
          "divergence at FEN {}\n  path: {}\n  missing from fast (reference only): {}\n"
          "  extra in fast (not in reference): {}",
          F::fen(pos), path.empty() ? "(root)" : fmt::format("{}", fmt::join(path, " ")),
          fmt::join(minus(slow, fast), " "), fmt::join(minus(fast, slow), " ")));
    if (depth == 1) return std::uint64_t(ml.size);
    std::uint64_t n = 0;
    for (auto m : ml) n += child(m, depth);
    return n;
  }
  std::uint64_t child(typename F::Move m, int depth) {
    const std::string t = F::text(pos, m);
    pos.do_move(m);
    ref.play(t);
    path.push_back(t);
    const std::uint64_t n = walk(depth - 1);
    path.pop_back();
    ref.undo();
    pos.undo_move(m);
    return n;
  }
};

template <class F>
struct Runner {
  const F family;
  const PerftRequest& req;
  typename F::Position pos;
  std::optional<typename F::Reference> ref;
  std::vector<std::string> played;
  PerftResult res;

  Runner(F f, const PerftRequest& r) : family(f), req(r), pos(family.load(r.fen)) {
    if (req.impl != Impl::Fast) {
      try {
        ref.emplace(family.reference(req.fen));
      } catch (const typename F::RefError& e) {
        throw CliError(fmt::format("reference rejects the FEN: {}", e.what()));
      }
    }
    for (const std::string& text : req.moves) play(text);
    res.fen = F::fen(pos);
  }

  void play(const std::string& text) {
    auto m = F::parse(pos, text);
    if (!m)
      throw CliError(fmt::format("{} move '{}' in {}", F::illegal(m.error()) ? "illegal" : "unparsable",
                                 text, F::fen(pos)));
    const std::string canon = F::text(pos, *m);
    try {
      if (ref) ref->play(canon);
    } catch (const typename F::RefError& e) {
      throw Divergence(fmt::format("the reference refuses '{}' after {}: {}", canon,
                                   fmt::join(played, " "), e.what()));
    }
    played.push_back(canon);
    pos.play_root(*m);
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

  PerftResult run() {
    if (req.depth == 0) {
      res.nodes = 1;
      return res;
    }
    typename F::MoveList ml;
    F::legal(pos, ml);
    const auto shown = [&](auto m) { return F::text(pos, m, req.king_takes_rook); };
    if (req.impl == Impl::Reference) {
      const auto moves = ref->legal_moves();
      root(int(moves.size()), [&](int i) {
        ref->play(moves[i]);
        const std::uint64_t n = ref->perft(req.depth - 1);
        ref->undo();
        auto m = F::parse(pos, moves[i]);  // only to print the chosen castling style
        return std::pair{m ? shown(*m) : moves[i], n};
      });
    } else if (req.impl == Impl::Both) {
      LockStep<F> lock{pos, *ref, played};
      lock.walk(1);
      root(ml.size, [&](int i) { return std::pair{shown(ml.moves[i]), lock.child(ml.moves[i], req.depth)}; });
    } else {
      root(ml.size, [&](int i) {
        const auto m = ml.moves[i];
        const std::string name = shown(m);
        pos.do_move(m);
        const std::uint64_t n = F::perft(pos, req.depth - 1);
        pos.undo_move(m);
        return std::pair{name, n};
      });
    }
    std::sort(res.divide.begin(), res.divide.end(),
              [](const DivideEntry& a, const DivideEntry& b) { return a.move < b.move; });
    return res;
  }
};

template <class Fn>
decltype(auto) with_family(const Variant& v, Fn&& fn) {
  if (v.family == Family::Uc24) return fn(Uc24Family{});
  if (v.family == Family::Waterloo) return fn(WaterlooFamily{});
  if (v.family == Family::Shogi) return fn(ShogiFamily<shogi::Board9>{});
  if (v.family == Family::DaiSeireigi) return fn(ShogiFamily<shogi::Board15>{});
  return chess::with_geometry(*v.chess, [&]<class G>() { return fn(ChessFamily<G>{*v.chess}); });
}

}  // namespace

PerftResult run_perft(const PerftRequest& req) {
  return with_family(*req.variant, [&](auto family) {
    // The reference may throw on a move the fast path found legal: that is a divergence too.
    using F = decltype(family);
    try {
      return Runner<F>(family, req).run();
    } catch (const typename F::RefError& e) {
      throw Divergence(fmt::format("the reference refused a move of the fast path: {}", e.what()));
    }
  });
}

std::string normalize_fen(const Variant& v, const std::string& fen) {
  return with_family(v, [&](auto family) { return decltype(family)::fen(family.load(fen)); });
}

}  // namespace vchess::cli
