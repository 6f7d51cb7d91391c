// Perft over any Game with threads and a shared table. The work is split below the root: each
// (root move, reply) pair is one work item (one per root move when the depth is too small to
// split at ply 2); std::jthread workers, each with its own copy of the position, take items
// by an atomic index until none are left. Counts per root move are summed atomically, so they
// are the same for any number of threads. Below the table's depth the family's own fast
// perft (bulk counting) runs unchanged.
#pragma once
#include <atomic>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

#include "games/game.h"
#include "parallel/node_id.h"
#include "parallel/perft_table.h"

namespace vchess::parallel {

struct PerftOptions {
  int threads = 1;
  PerftTable* table = nullptr;  // shared by all threads; none: no hashing
};

// Nodes with less remaining depth go straight to the fast perft: their subtrees are too small
// to pay for the position text.
inline constexpr int kMinHashDepth = 2;

template <games::Game A>
std::uint64_t hashed_perft(const A& g, typename A::Position& pos, int depth, PerftTable* table) {
  if (!table || depth < kMinHashDepth) return g.perft(pos, depth);
  const NodeId id = node_id(g, pos);
  if (const auto hit = table->probe(id, depth)) return *hit;
  typename A::MoveList ml;
  g.legal(pos, ml);
  std::uint64_t n = 0;
  for (const auto m : ml) {
    g.do_move(pos, m);
    n += hashed_perft(g, pos, depth - 1, table);
    g.undo_move(pos, m);
  }
  table->store(id, depth, n);
  return n;
}

namespace detail {

template <games::Game A>
struct WorkItem {
  int root;  // index into the root moves
  typename A::Move reply;
  bool has_reply;
};

// Items below every root move: with threads and depth >= 4, one per reply (a few hundred
// items balance better than a few dozen); else one per root move (whose subtree then starts
// at depth >= 2, where the table is used).
template <games::Game A>
std::vector<WorkItem<A>> split(const A& g, typename A::Position pos,
                               const std::vector<typename A::Move>& roots, bool fine,
                               std::vector<std::atomic<int>>& pending) {
  std::vector<WorkItem<A>> items;
  for (int i = 0; i < int(roots.size()); ++i) {
    if (!fine) {
      items.push_back({i, roots[i], false});
      pending[i] = 1;
      continue;
    }
    g.do_move(pos, roots[i]);
    typename A::MoveList ml;
    g.legal(pos, ml);
    for (const auto m : ml) items.push_back({i, m, true});
    pending[i] = ml.size;
    g.undo_move(pos, roots[i]);
  }
  return items;
}

}  // namespace detail

// perft(depth - 1) below each root move of `pos`, in the order of `roots`. on_root(i, nodes)
// is called once per root move when its count is complete, one call at a time, from any thread.
template <games::Game A, class OnRoot>
std::vector<std::uint64_t> root_counts(const A& g, const typename A::Position& pos,
                                       const std::vector<typename A::Move>& roots, int depth,
                                       const PerftOptions& opt, OnRoot&& on_root) {
  const int n = int(roots.size());
  std::vector<std::atomic<std::uint64_t>> counts(n);
  std::vector<std::atomic<int>> pending(n);
  const auto items = detail::split(g, pos, roots, opt.threads > 1 && depth >= 4, pending);
  std::mutex report;
  for (int i = 0; i < n; ++i)
    if (pending[i] == 0) on_root(i, std::uint64_t(0));  // no replies: nothing below at depth >= 4
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    typename A::Position p = pos;
    for (std::size_t k; (k = next.fetch_add(1)) < items.size();) {
      const auto& it = items[k];
      g.do_move(p, roots[it.root]);
      std::uint64_t c;
      if (it.has_reply) {
        g.do_move(p, it.reply);
        c = hashed_perft(g, p, depth - 2, opt.table);
        g.undo_move(p, it.reply);
      } else {
        c = hashed_perft(g, p, depth - 1, opt.table);
      }
      g.undo_move(p, roots[it.root]);
      counts[it.root] += c;
      if (pending[it.root].fetch_sub(1) == 1) {
        const std::lock_guard lock(report);
        on_root(it.root, counts[it.root].load());
      }
    }
  };
  {
    std::vector<std::jthread> helpers;
    for (int t = 1; t < opt.threads; ++t) helpers.emplace_back(work);
    work();  // the calling thread is the first worker
  }
  return {counts.begin(), counts.end()};
}

// perft(depth) of pos with threads and/or a table.
template <games::Game A>
std::uint64_t perft(const A& g, const typename A::Position& pos, int depth,
                    const PerftOptions& opt) {
  if (depth == 0) return 1;
  typename A::MoveList ml;
  typename A::Position p = pos;
  g.legal(p, ml);
  const std::vector<typename A::Move> roots(ml.begin(), ml.end());
  std::uint64_t total = 0;
  for (const std::uint64_t c : root_counts(g, pos, roots, depth, opt, [](int, std::uint64_t) {}))
    total += c;
  return total;
}

}  // namespace vchess::parallel
