#include "driver.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>

#include "chess/notation.h"
#include "chess/perft.h"
#include "reference/chess/reference_chess.h"
#include "progress.h"

namespace vchess::cli {
namespace {
using namespace vchess::chess;

template <class G>
Position<G> load(const VariantSpec& v, const std::string& fen) {
  auto s = parse_fen(fen, G::kFiles, G::kRanks);
  if (!s) throw CliError(s.error().what());
  auto p = Position<G>::from_setup(*s, v.promotion_types());
  if (!p) throw CliError(p.error().what());
  return std::move(*p);
}

template <class G>
std::vector<std::string> texts(const MoveList& ml) {
  std::vector<std::string> out;
  for (Move m : ml) out.push_back(move_text<G>(m));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

// Walks the fast and the reference tree together and compares the move sets at every node.
template <class G>
struct LockStep {
  Position<G>& pos;
  ref_chess::Board& ref;
  std::vector<std::string> path;

  std::uint64_t walk(int depth) {
    if (depth == 0) return 1;
    MoveList ml;
    generate_legal(pos, ml);
    auto fast = texts<G>(ml);
    auto slow = ref.legal_moves();
    std::sort(slow.begin(), slow.end());
    if (fast != slow)
      throw Divergence(fmt::format(
          "divergence at FEN {}\n  path: {}\n  missing from fast (reference only): {}\n"
          "  extra in fast (not in reference): {}",
          to_fen(pos.to_setup()), path.empty() ? "(root)" : fmt::format("{}", fmt::join(path, " ")),
          fmt::join(minus(slow, fast), " "), fmt::join(minus(fast, slow), " ")));
    if (depth == 1) return ml.size;
    std::uint64_t n = 0;
    for (Move m : ml) n += child(m, depth);
    return n;
  }
  std::uint64_t child(Move m, int depth) {
    const std::string t = move_text<G>(m);
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

template <class G>
struct Runner {
  const PerftRequest& req;
  Position<G> pos;
  std::optional<ref_chess::Board> ref;
  std::vector<std::string> played;
  PerftResult res;

  explicit Runner(const PerftRequest& r) : req(r), pos(load<G>(*r.variant, r.fen)) {
    if (req.impl != Impl::Fast) {
      try {
        ref.emplace(req.fen, G::kFiles);
      } catch (const ref_chess::Error& e) {
        throw CliError(fmt::format("reference rejects the FEN: {}", e.what()));
      }
    }
    for (const std::string& text : req.moves) play(text);
    res.fen = to_fen(pos.to_setup());
  }

  void play(const std::string& text) {
    auto m = parse_move(pos, text);
    if (!m)
      throw CliError(fmt::format("{} move '{}' in {}",
                                 m.error() == MoveTextError::Illegal ? "illegal" : "unparsable",
                                 text, to_fen(pos.to_setup())));
    const std::string canon = move_text<G>(*m);
    try {
      if (ref) ref->play(canon);
    } catch (const ref_chess::Error& e) {
      throw Divergence(fmt::format("the reference refuses '{}' after {}: {}", canon,
                                   fmt::join(played, " "), e.what()));
    }
    played.push_back(canon);
    pos.play_root(*m);
  }

  std::string shown(Move m) const {
    return move_text<G>(m, req.king_takes_rook ? CastlingStyle::KingTakesRook
                                              : CastlingStyle::KingDestination);
  }

  // Root loop shared by all implementations; count(m) returns the subtree size.
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
    MoveList ml;
    generate_legal(pos, ml);
    if (req.impl == Impl::Reference) {
      const auto moves = ref->legal_moves();
      root(int(moves.size()), [&](int i) {
        ref->play(moves[i]);
        const std::uint64_t n = ref->perft(req.depth - 1);
        ref->undo();
        auto m = parse_move(pos, moves[i]);  // only to print the chosen castling style
        return std::pair{m ? shown(*m) : moves[i], n};
      });
    } else if (req.impl == Impl::Both) {
      LockStep<G> lock{pos, *ref, played};
      lock.walk(1);
      root(ml.size, [&](int i) { return std::pair{shown(ml.moves[i]), lock.child(ml.moves[i], req.depth)}; });
    } else {
      root(ml.size, [&](int i) {
        const Move m = ml.moves[i];
        pos.do_move(m);
        const std::uint64_t n = perft(pos, req.depth - 1);
        pos.undo_move(m);
        return std::pair{shown(m), n};
      });
    }
    std::sort(res.divide.begin(), res.divide.end(),
              [](const DivideEntry& a, const DivideEntry& b) { return a.move < b.move; });
    return res;
  }
};

}  // namespace

PerftResult run_perft(const PerftRequest& req) {
  return with_geometry(*req.variant, [&]<class G>() { return Runner<G>(req).run(); });
}

std::string normalize_fen(const VariantSpec& v, const std::string& fen) {
  return with_geometry(v, [&]<class G>() { return to_fen(load<G>(v, fen).to_setup()); });
}

}  // namespace vchess::cli
