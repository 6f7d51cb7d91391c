// A shared transposition table of perft counts: fixed size, allocated once, lock-free.
//
// An entry answers only for the exact node it was stored for: the 64-bit Zobrist key, a second,
// independent 64-bit hash of the position text (see node_id.h) and the remaining depth must all
// match. A collision in the slot index only evicts; it never yields another node's count.
//
// Each entry is a seqlock: a writer makes the sequence odd, writes, makes it even again; a
// reader that sees the sequence change (or odd) treats the entry as a miss. Writers that find
// the entry busy drop their store (a lost store costs time, never a count).
#pragma once
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace vchess::parallel {

// What identifies a node: the game's key and an independent hash of its canonical text.
struct NodeId {
  std::uint64_t key;
  std::uint64_t text;
};

class PerftTable {
 public:
  static constexpr std::size_t kEntryBytes = 32;

  // At most `bytes` of entries (at least one entry).
  explicit PerftTable(std::size_t bytes)
      : size_(std::max<std::size_t>(1, bytes / kEntryBytes)), entries_(new Entry[size_]()) {}

  std::size_t entries() const { return size_; }
  std::size_t bytes() const { return size_ * sizeof(Entry); }

  std::optional<std::uint64_t> probe(NodeId id, int depth) const {
    const Entry& e = slot(id);
    const std::uint32_t s1 = e.seq.load(std::memory_order_acquire);
    if (s1 & 1) return std::nullopt;
    const std::uint64_t key = e.key.load(std::memory_order_relaxed);
    const std::uint64_t text = e.text.load(std::memory_order_relaxed);
    const std::uint32_t d = e.depth.load(std::memory_order_relaxed);
    const std::uint64_t nodes = e.nodes.load(std::memory_order_relaxed);
    std::atomic_thread_fence(std::memory_order_acquire);
    if (e.seq.load(std::memory_order_relaxed) != s1) return std::nullopt;  // torn: a writer ran
    if (key != id.key || text != id.text || d != std::uint32_t(depth)) return std::nullopt;
    return nodes;
  }

  // Always replaces. One position meets itself at another remaining depth only two or more
  // plies apart, so the slot is chosen by the key alone.
  void store(NodeId id, int depth, std::uint64_t nodes) {
    Entry& e = slot(id);
    std::uint32_t s = e.seq.load(std::memory_order_relaxed);
    if ((s & 1) || !e.seq.compare_exchange_strong(s, s + 1, std::memory_order_acquire))
      return;  // another writer holds it
    e.key.store(id.key, std::memory_order_relaxed);
    e.text.store(id.text, std::memory_order_relaxed);
    e.depth.store(std::uint32_t(depth), std::memory_order_relaxed);
    e.nodes.store(nodes, std::memory_order_relaxed);
    e.seq.store(s + 2, std::memory_order_release);
  }

 private:
  // Zero-initialised: depth 0 is never stored (only interior nodes are), so empty never matches.
  struct alignas(kEntryBytes) Entry {
    std::atomic<std::uint32_t> seq{0};
    std::atomic<std::uint32_t> depth{0};
    std::atomic<std::uint64_t> key{0}, text{0}, nodes{0};
  };
  static_assert(sizeof(Entry) == kEntryBytes);

  // The key scaled to the table size (no power-of-two restriction); the key's low bits are
  // mixed in first so that a weak or short key still spreads.
  Entry& slot(NodeId id) const {
    const std::uint64_t h = (id.key ^ id.key >> 32) * 0x9E3779B97F4A7C15ull;
    return entries_[std::size_t((unsigned __int128)h * size_ >> 64)];
  }

  std::size_t size_;
  std::unique_ptr<Entry[]> entries_;
};

}  // namespace vchess::parallel
