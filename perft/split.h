// perft split: expands the tree K plies deep and merges transpositions into work units, generic
// over the Game concept. Two leaves are one unit only if their keys AND canonical FENs are
// equal, so a key collision can never merge distinct positions.
#pragma once
#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

#include "driver.h"
#include "games/game.h"
#include "units/unit_file.h"

namespace vchess::cli {

template <games::Game A>
class Splitter {
 public:
  Splitter(const A& g, typename A::Position& pos) : g_(g), pos_(pos) {}

  // Fills units and root moves (in divide order); `at` is K, `depth` the full depth.
  void run(int depth, int at, units::UnitFile& out) {
    typename A::MoveList ml;
    g_.legal(pos_, ml);
    std::vector<std::pair<std::string, typename A::Move>> roots;
    for (const auto m : ml) roots.emplace_back(g_.text(pos_, m), m);
    std::sort(roots.begin(), roots.end(),
              [](const auto& a, const auto& b) { return board_order(a.first, b.first); });
    out_ = &out;
    remaining_ = depth - at;
    for (const auto& [text, m] : roots) {
      out.header.root_moves.push_back(text);
      g_.do_move(pos_, m);
      expand(at - 1, text);
      g_.undo_move(pos_, m);
    }
  }

  std::uint64_t paths() const { return paths_; }

 private:
  void expand(int plies, const std::string& root) {
    if (plies == 0) return leaf(root);
    typename A::MoveList ml;
    g_.legal(pos_, ml);
    for (const auto m : ml) {
      g_.do_move(pos_, m);
      expand(plies - 1, root);
      g_.undo_move(pos_, m);
    }
  }

  void leaf(const std::string& root) {
    ++paths_;
    std::string fen = g_.fen(pos_);
    std::vector<std::size_t>& same_key = by_key_[g_.key(pos_)];
    for (const std::size_t i : same_key)
      if (out_->units[i].fen == fen) return count(out_->units[i], root);
    same_key.push_back(out_->units.size());
    units::Unit u;
    u.id = out_->units.size();
    u.fen = std::move(fen);
    u.depth = remaining_;
    out_->units.push_back(std::move(u));
    count(out_->units.back(), root);
  }

  // Root moves are expanded one after another, so a unit's entry for this root, if any, is last.
  static void count(units::Unit& u, const std::string& root) {
    ++u.multiplicity;
    if (u.roots.empty() || u.roots.back().move != root) u.roots.push_back({root, 0});
    ++u.roots.back().count;
  }

  const A& g_;
  typename A::Position& pos_;
  units::UnitFile* out_ = nullptr;
  int remaining_ = 0;  // plies each unit still counts
  std::uint64_t paths_ = 0;
  std::unordered_map<std::uint64_t, std::vector<std::size_t>> by_key_;
};

}  // namespace vchess::cli
