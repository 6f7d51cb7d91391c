// The slide tables of slides.h built from a variant's plain rides (register D75). Included
// by tables_options.cpp only.
#pragma once
#include <algorithm>

#include "core/canary.h"
#include "defined/tables.h"

namespace vchess::defined {

template <class BB>
class SlideBuilder {
 public:
  explicit SlideBuilder(Tables<BB>& t) : t_(t) {}

  // Splits m's plain rides into tables and the rest (PlainRide, the loop).
  void split(TypeMoves<BB>& m, const std::vector<const Ride*>& plain) {
    std::vector<bool> tabled(plain.size(), false);
    std::vector<std::vector<std::size_t>> axes[3];  // orthogonal, diagonal, other
    for (std::size_t i = 0; i < plain.size(); ++i) {
      if (tabled[i]) continue;
      const int rev = t_.line_rev[std::size_t(plain[i]->line)];
      for (std::size_t j = i + 1; j < plain.size(); ++j)
        if (!tabled[j] && plain[j]->line == rev) {
          tabled[i] = tabled[j] = true;
          const Leap s = t_.line_step[std::size_t(plain[i]->line)];
          const int kind = s.dx == 0 || s.dy == 0 ? 0 : std::abs(s.dx) == std::abs(s.dy) ? 1 : 2;
          axes[kind].push_back({i, j});
          break;
        }
    }
    std::fill(tabled.begin(), tabled.end(), false);
    for (int kind = 0; kind < 3; ++kind) {
      std::vector<std::size_t> all;
      for (const auto& a : axes[kind]) all.insert(all.end(), a.begin(), a.end());
      if (kind < 2 && axes[kind].size() > 1 && add(m, plain, all, tabled)) continue;
      for (const auto& a : axes[kind]) add(m, plain, a, tabled);
    }
    for (std::size_t i = 0; i < plain.size(); ++i) {
      if (tabled[i]) continue;
      const Ride& r = *plain[i];
      m.plain.push_back(PlainRide<BB>{t_.lim[std::size_t(r.lim)].data(),
                                      t_.ray[std::size_t(r.line)].data(),
                                      bool(t_.line_up[std::size_t(r.line)])});
    }
  }

  // After every type is split: the references, once the tables no longer move.
  void link() {
    for (auto& side : t_.moves)
      for (TypeMoves<BB>& m : side)
        for (const int i : m.slide_ids) {
          const Slide<BB>& s = t_.slide_tables[std::size_t(i)];
          m.slides.push_back(SlideRef<BB>{s.mask.data(), s.offset.data(), s.attack.data()});
        }
  }

 private:
  // Entries a table, and all of a variant's together (many ranged types on a wide board
  // would otherwise take megabytes each): past either, the rides stay in the loop.
  static constexpr std::size_t kMaxEntries = std::size_t(1) << 17;
  static constexpr std::size_t kMaxTotal = std::size_t(1) << 20;
  Tables<BB>& t_;
  std::size_t total_ = 0;

  // A table for the rides `group` of `plain`, shared or built; false where it would be too big.
  bool add(TypeMoves<BB>& m, const std::vector<const Ride*>& plain,
           const std::vector<std::size_t>& group, std::vector<bool>& tabled) {
    std::vector<const Ride*> rides;
    std::vector<std::pair<int, int>> key;
    for (const std::size_t i : group) {
      rides.push_back(plain[i]);
      key.emplace_back(plain[i]->line, plain[i]->range);
    }
    std::sort(key.begin(), key.end());
    int id = -1;
    for (std::size_t i = 0; i < t_.slide_tables.size() && id < 0; ++i)
      if (t_.slide_tables[i].key == key) id = int(i);
    if (id < 0) {
      Slide<BB> s;
      s.key = key;
      if (!build(s, rides)) return false;
      id = int(t_.slide_tables.size());
      t_.slide_tables.push_back(std::move(s));
    }
    m.slide_ids.push_back(id);
    for (const std::size_t i : group) tabled[i] = true;
    return true;
  }

  // The squares whose occupancy decides the rides from s: every square of each line but its
  // last (a piece there blocks nothing further).
  BB mask_at(const std::vector<const Ride*>& rides, int s) const {
    BB mask{};
    for (const Ride* r : rides) {
      BB seg = t_.lim[std::size_t(r->lim)][std::size_t(s)];
      if (!seg) continue;
      const bool up = t_.line_up[std::size_t(r->line)];
      seg &= ~t_.sq(up ? msb(seg) : lsb(seg));
      if (seg && canary(Canary::DefinedSlideMaskShort)) seg &= ~t_.sq(up ? msb(seg) : lsb(seg));
      mask |= seg;
    }
    return mask;
  }

  BB slide_at(const std::vector<const Ride*>& rides, int s, const BB& occ) const {
    BB out{};
    for (const Ride* r : rides) {
      BB path = t_.lim[std::size_t(r->lim)][std::size_t(s)];
      const BB block = path & occ;
      if (block) path &= ~t_.ray[std::size_t(r->line)][std::size_t(t_.nearest(r->line, block))];
      out |= path;
    }
    return out;
  }

  bool build(Slide<BB>& s, const std::vector<const Ride*>& rides) {
    std::size_t total = 0;
    for (int q = 0; q < t_.n; ++q) {
      const BB mask = mask_at(rides, q);
      const int bits = popcount(mask);
      if (bits > 20) return false;
      s.mask.push_back(mask);
      s.offset.push_back(std::uint32_t(total));
      total += std::size_t(1) << bits;
      if (total > kMaxEntries || total_ + total > kMaxTotal) return false;
    }
    total_ += total;
    s.attack.resize(total);
    std::vector<int> squares;
    for (int q = 0; q < t_.n; ++q) {
      squares.clear();
      for (BB b = s.mask[std::size_t(q)]; b;) squares.push_back(pop_lsb(b));
      const std::size_t count = std::size_t(1) << squares.size();
      for (std::size_t k = 0; k < count; ++k) {  // k's bits: the mask's squares, lowest first
        BB occ{};
        for (std::size_t i = 0; i < squares.size(); ++i)
          if (k >> i & 1) occ |= t_.sq(squares[i]);
        s.attack[s.offset[std::size_t(q)] + k] = slide_at(rides, q, occ);
      }
    }
    return true;
  }
};

}  // namespace vchess::defined
