// The node check of parallel/: perft with threads and/or a table equals the family's plain
// perft, including through a one-entry table and with the Zobrist key cut to 4 bits (where
// only the independent text hash tells nodes apart).
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "harness/checks.h"
#include "parallel/parallel_perft.h"

namespace vchess::harness {

// The adapter with a deliberately weak key: every 16th node shares a key.
template <games::Game A>
struct WeakKeyed : A {
  explicit WeakKeyed(const A& a) : A(a) {}
  std::uint64_t key(const typename A::Position& p) const { return A::key(p) & 0xF; }
};

// One way of running parallel perft: threads, table bytes (0: none), runs on one table.
struct ParallelSetting {
  int threads;
  std::size_t table_bytes;
  int runs;
  bool weak_key;
};

inline constexpr ParallelSetting kParallelSettings[] = {
    {2, 0, 1, false},        // threads alone
    {2, 1 << 16, 2, false},  // threads and a table; the second run reads the first's entries
    {1, 32, 1, false},       // one entry: every store evicts, every probe collides
    {2, 1 << 16, 1, true},   // a 4-bit key: nodes told apart by the text hash only
};

template <games::Game A>
Failure check_parallel_perft(const A& g, const typename A::Position& pos, int depth) {
  typename A::Position p = pos;
  const std::uint64_t plain = g.perft(p, depth);
  for (const ParallelSetting& s : kParallelSettings) {
    std::optional<parallel::PerftTable> table;
    if (s.table_bytes) table.emplace(s.table_bytes);
    const parallel::PerftOptions opt{s.threads, table ? &*table : nullptr};
    for (int r = 0; r < s.runs; ++r) {
      const std::uint64_t n = s.weak_key ? parallel::perft(WeakKeyed<A>(g), pos, depth, opt)
                                         : parallel::perft(g, pos, depth, opt);
      if (n == plain) continue;
      return "perft(" + std::to_string(depth) + ") of " + g.fen(pos) + " is " +
             std::to_string(plain) + " but " + std::to_string(n) + " with " +
             std::to_string(s.threads) + " threads, table " + std::to_string(s.table_bytes) +
             " bytes" + (s.weak_key ? ", 4-bit key" : "") + ", run " + std::to_string(r + 1);
    }
  }
  return std::nullopt;
}

}  // namespace vchess::harness
