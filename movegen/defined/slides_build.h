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

  // The squares whose occupancy decides ride r from s: every square of its line but the
  // last (a piece there blocks nothing further).
  BB segment(const Ride& r, int s) const {
    BB seg = t_.lim[std::size_t(r.lim)][std::size_t(s)];
    if (!seg) return seg;
    const bool up = t_.line_up[std::size_t(r.line)];
    seg &= ~t_.sq(up ? msb(seg) : lsb(seg));
    if (seg && canary(Canary::DefinedSlideMaskShort)) seg &= ~t_.sq(up ? msb(seg) : lsb(seg));
    return seg;
  }

  // Ride r's squares from s up to and including the first piece of occ.
  BB ride_at(const Ride& r, int s, const BB& occ) const {
    BB path = t_.lim[std::size_t(r.lim)][std::size_t(s)];
    const BB block = path & occ;
    if (block) path &= ~t_.ray[std::size_t(r.line)][std::size_t(t_.nearest(r.line, block))];
    return path;
  }

  // The bits of `k` where `m` has them, gathered low first (BMI2's pext, or the loop).
  static std::uint32_t gather(std::uint32_t k, std::uint32_t m) {
#if defined(__BMI2__)
    return _pext_u32(k, m);
#else
    std::uint32_t out = 0;
    for (std::uint32_t bit = 1; m; m &= m - 1, bit <<= 1)
      if (k & m & (0u - m)) out |= bit;
    return out;
#endif
  }

  // Each entry is the union over the rides of that ride's squares, which depend only on the
  // occupancy of the ride's own segment: per square each ride gets a small table indexed by
  // its segment's squares (their bits in the entry's index, gathered), and an entry is one
  // lookup a ride (D75; a rook on 8x8: 102,400 entries, each four lookups).
  bool build(Slide<BB>& s, const std::vector<const Ride*>& rides) {
    const std::size_t nr = rides.size();
    std::vector<BB> segs(nr * std::size_t(t_.n));
    std::size_t total = 0;
    for (int q = 0; q < t_.n; ++q) {
      BB mask{};
      for (std::size_t i = 0; i < nr; ++i)
        mask |= segs[std::size_t(q) * nr + i] = segment(*rides[i], q);
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
    std::vector<std::uint32_t> picks(nr);  // per ride: its squares' bits in the index
    std::vector<std::vector<BB>> sub(nr);  // per ride: its targets by its own index
    for (int q = 0; q < t_.n; ++q) {
      squares.clear();
      for (BB b = s.mask[std::size_t(q)]; b;) squares.push_back(pop_lsb(b));
      for (std::size_t i = 0; i < nr; ++i) {
        const BB seg = segs[std::size_t(q) * nr + i];
        std::vector<int> own;
        picks[i] = 0;
        for (std::size_t j = 0; j < squares.size(); ++j)
          if (seg & t_.sq(squares[j])) {
            picks[i] |= 1u << j;
            own.push_back(squares[j]);
          }
        sub[i].resize(std::size_t(1) << own.size());
        for (std::size_t k = 0; k < sub[i].size(); ++k) {  // k's bits: own squares, lowest first
          BB occ{};
          for (std::size_t j = 0; j < own.size(); ++j)
            if (k >> j & 1) occ |= t_.sq(own[j]);
          sub[i][k] = ride_at(*rides[i], q, occ);
        }
      }
      BB* out = s.attack.data() + s.offset[std::size_t(q)];
      const std::uint32_t count = std::uint32_t(1) << squares.size();
      for (std::uint32_t k = 0; k < count; ++k) {  // k's bits: the mask's squares, lowest first
        BB a = sub[0][gather(k, picks[0])];
        for (std::size_t i = 1; i < nr; ++i) a |= sub[i][gather(k, picks[i])];
        out[k] = a;
      }
    }
    return true;
  }
};

}  // namespace vchess::defined
