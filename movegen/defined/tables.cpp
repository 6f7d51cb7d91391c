// Building a variant's tables: geometry, lines, each type's compiled moves per colour, the
// attack index and the keys.
#include "defined/tables.h"

#include <algorithm>
#include <cstdlib>

#include "core/canary.h"
#include "core/splitmix.h"
#include "defined/enclose.h"
#include "defined/plain/plan.h"

namespace vchess::defined {
namespace {

using variants::Region;
using variants::VariantDef;

template <class BB>
class Builder {
 public:
  explicit Builder(Tables<BB>& t) : t_(t) {}

  void geometry() {
    t_.n = t_.files * t_.ranks;
    t_.file_bb.assign(std::size_t(t_.files), BB{});
    for (int s = 0; s < t_.n; ++s) {
      BB b{};
      if constexpr (std::is_same_v<BB, U256>)
        b.w[s / 64] = u64(1) << (s % 64);
      else
        b = BB(1) << s;
      t_.bit.push_back(b);
      t_.file_of.push_back(s % t_.files);
      t_.rank_of.push_back(s / t_.files);
      t_.file_bb[std::size_t(s % t_.files)] |= b;
      board_ |= b;
    }
  }

  BB region(const Region& r) const {
    BB b{};
    for (int s = 0; s < t_.n; ++s)
      if (r.has(t_.file_of[std::size_t(s)], t_.rank_of[std::size_t(s)])) b |= t_.sq(s);
    return b;
  }

  int line(int dx, int dy) {
    for (std::size_t i = 0; i < t_.line_step.size(); ++i)
      if (t_.line_step[i] == Leap{dx, dy}) return int(i);
    const int id = int(t_.line_step.size());
    add_line(dx, dy);
    add_line(-dx, -dy);
    t_.line_rev.push_back(id + 1);
    t_.line_rev.push_back(id);
    return id;
  }

  int limited(int line, int range) {
    const auto key = std::pair{line, range};
    for (std::size_t i = 0; i < lim_keys_.size(); ++i)
      if (lim_keys_[i] == key) return int(i);
    std::vector<BB> rays(std::size_t(t_.n), BB{});
    for (int s = 0; s < t_.n; ++s) {
      int at = s;
      for (int k = 0; k < range && (at = t_.next[std::size_t(line)][std::size_t(at)]) >= 0; ++k)
        rays[std::size_t(s)] |= t_.sq(at);
    }
    lim_keys_.push_back(key);
    t_.lim.push_back(std::move(rays));
    return int(lim_keys_.size() - 1);
  }

  // Where a leap from s lands, or kNoSquare.
  int land(int s, int dx, int dy) const {
    const int f = t_.file_of[std::size_t(s)] + dx, r = t_.rank_of[std::size_t(s)] + dy;
    return t_.on(f, r) ? t_.square(f, r) : kNoSquare;
  }

  // The squares a lame leap (dx, dy) passes: one step at a time along the axis with more
  // distance left, diagonally while both are equal.
  BB lame_path(int s, int dx, int dy) const {
    BB path{};
    int px = 0, py = 0;
    for (;;) {
      const int rx = dx - px, ry = dy - py;
      const int sx = (rx > 0) - (rx < 0), sy = (ry > 0) - (ry < 0);
      if (std::abs(rx) >= std::abs(ry)) px += sx;
      if (std::abs(ry) >= std::abs(rx)) py += sy;
      if (px == dx && py == dy) return path;
      const int q = land(s, px, py);
      if (q != kNoSquare) path |= t_.sq(q);
    }
  }

  // The moves `mv` from the squares `from` to the squares `to` (a mobility region, or the
  // board). Leaps and lame leaps are tables per square and take both; rides and riders only
  // the whole board (anything else is refused: "" or the reason).
  std::string compile(int type, int c, const Movement& mv, const BB& from, const BB& to) {
    TypeMoves<BB>& m = t_.moves[std::size_t(c)][std::size_t(type)];
    const std::size_t n = std::size_t(t_.n);
    if (m.leap_quiet.empty()) {
      m.leap_quiet.assign(n, BB{});
      m.leap_capture.assign(n, BB{});
      m.init_quiet.assign(n, BB{});
    }
    m.region = to;
    const bool whole = from == board_ && to == board_;
    const int sign = c == kWhite ? 1 : -1;
    for (MoveGroup g : mv.groups) {
      m.ride_region = m.ride_region || (g.range > 1 && !whole);
      for (Leap& l : g.leaps) l = {l.dx * sign, l.dy * sign};
      m.has_initial = m.has_initial || g.initial;
      // The mobility region is baked into the leap tables (the reference asks it per move).
      const BB& lfrom = canary(Canary::DefinedRegionFromUnmasked) ? board_ : from;
      const BB& lto = canary(Canary::DefinedRegionToUnmasked) ? board_ : to;
      if (g.range == 1 && g.hop == HopKind::None && !g.lame) {
        plain_leaps(m, g, lfrom, lto);
      } else if (g.range == 1 && g.lame) {
        for (const Leap& l : g.leaps) add_lame(m.lames, lame(g, l, lfrom, lto));
        m.has_lame_capture = m.has_lame_capture || g.capture;
      } else if (!whole && (from != board_ || g.hop != HopKind::None)) {
        return "soldierPromotionRank on a rider, or a mobility region on a hopper, is not "
               "supported";
      } else if (g.lame || g.skip) {
        m.has_walk_capture = m.has_walk_capture || g.capture;
        m.walks.push_back(g);
      } else {
        for (const Leap& l : g.leaps) {
          const int ln = line(l.dx, l.dy);
          const int range = std::min(g.range, kRide);
          m.rides.push_back(Ride{std::uint8_t(ln), g.hop, g.quiet, g.capture, g.initial,
                                 std::uint8_t(range), limited(ln, range)});
        }
      }
    }
    return {};
  }

  void plain_leaps(TypeMoves<BB>& m, const MoveGroup& g, const BB& from, const BB& region) {
    for (int s = 0; s < t_.n; ++s)
      for (const Leap& l : g.leaps) {
        const int to = land(s, l.dx, l.dy);
        if (to == kNoSquare || !(from & t_.sq(s)) || !(region & t_.sq(to))) continue;
        if (g.initial) {
          if (g.quiet) m.init_quiet[std::size_t(s)] |= t_.sq(to);
          continue;
        }
        if (g.quiet) m.leap_quiet[std::size_t(s)] |= t_.sq(to);
        if (g.capture) m.leap_capture[std::size_t(s)] |= t_.sq(to);
      }
  }

  Lame<BB> lame(const MoveGroup& g, Leap l, const BB& from, const BB& region) {
    Lame<BB> out{g.quiet, g.capture, g.initial, {}, {}};
    for (int s = 0; s < t_.n; ++s) {
      const int to = land(s, l.dx, l.dy);
      const bool ok = to != kNoSquare && (from & t_.sq(s)) && (region & t_.sq(to));
      out.targets.push_back(ok ? t_.sq(to) : BB{});
      out.path.push_back(ok ? lame_path(s, l.dx, l.dy) : BB{});
    }
    return out;
  }

  // Into a Lame of the same kind whose path is this one's wherever both land, else appended.
  static void add_lame(std::vector<Lame<BB>>& lames, Lame<BB> l) {
    for (Lame<BB>& m : lames) {
      if (m.quiet != l.quiet || m.capture != l.capture || m.initial != l.initial) continue;
      bool same = true;
      for (std::size_t s = 0; s < l.path.size() && same; ++s)
        same = !m.targets[s] || !l.targets[s] || m.path[s] == l.path[s];
      if (!same) continue;
      for (std::size_t s = 0; s < l.path.size(); ++s) {
        if (!m.targets[s]) m.path[s] = l.path[s];
        m.targets[s] |= l.targets[s];
      }
      return;
    }
    lames.push_back(std::move(l));
  }

  BB board_{};

 private:
  Tables<BB>& t_;
  std::vector<std::pair<int, int>> lim_keys_;

  void add_line(int dx, int dy) {
    t_.line_step.push_back({dx, dy});
    t_.line_up.push_back(dy * t_.files + dx > 0);
    std::vector<BB> rays(std::size_t(t_.n), BB{});
    std::vector<std::int16_t> next(std::size_t(t_.n), std::int16_t(kNoSquare));
    for (int s = 0; s < t_.n; ++s) {
      next[std::size_t(s)] = std::int16_t(land(s, dx, dy));
      for (int at = land(s, dx, dy); at != kNoSquare; at = land(at, dx, dy))
        rays[std::size_t(s)] |= t_.sq(at);
    }
    t_.ray.push_back(std::move(rays));
    t_.next.push_back(std::move(next));
  }
};

// The groups janggi.h walks, in colour c's view: riders and cannon hops of any range, plain
// leaps; refused: anything else (`n`, `j`, `i`, a grasshopper, a limited hop).
Expected<std::vector<MoveGroup>, std::string> walked(const Movement& mv, int c) {
  std::vector<MoveGroup> out;
  for (MoveGroup g : mv.groups) {
    if (g.lame || g.skip || g.initial || g.hop == HopKind::Grasshopper ||
        (g.hop == HopKind::Cannon && g.range < kRide))
      return Unexpected{
          std::string("a janggi cannon's or diagonal line's move must be a leap, a "
                      "ride or a cannon's hop without limit")};
    for (Leap& l : g.leaps) l = {c == kWhite ? l.dx : -l.dx, c == kWhite ? l.dy : -l.dy};
    out.push_back(std::move(g));
  }
  return out;
}

// The janggi cannon's moves and every type's diagonal ones, walked by janggi.h.
template <class BB>
std::string janggi_moves(Tables<BB>& t, Builder<BB>& b, const variants::ResolvedVariant& model,
                         int i, const Movement& own) {
  const auto& pd = model.pieces[std::size_t(i)];
  auto diag = compile_betza(pd.diagonal_betza);
  if (!diag) return diag.error();
  for (int c = 0; c < 2; ++c) {
    TypeMoves<BB>& m = t.moves[std::size_t(c)][std::size_t(i)];
    auto d = walked(*diag, c);
    if (!d) return d.error();
    m.diagonal = std::move(*d);
    if (pd.janggi_cannon) {
      auto j = walked(own, c);
      if (!j) return j.error();
      m.janggi = std::move(*j);
      // Its hops' lines exist, so janggi_rays (tables_options.cpp) can put them on the rays.
      for (const MoveGroup& g : m.janggi)
        if (g.hop == HopKind::Cannon)
          for (const Leap& l : g.leaps) b.line(l.dx, l.dy);
    }
    if (!m.janggi.empty() || !m.diagonal.empty()) {
      if (c == 0) t.janggi_types.push_back(i);
      t.janggi = true;
    }
  }
  if (pd.janggi_cannon) t.janggi_cannons.push_back(i);
  return {};
}

}  // namespace

// Defined in tables_options.cpp: type flags, regions, empty-board sets, attack index, keys.
template <class BB>
std::string finish_tables(Tables<BB>& t, const variants::ResolvedVariant& model);

template <class BB>
Expected<std::shared_ptr<const Tables<BB>>, std::string> build_tables(
    const variants::ResolvedVariant& model) {
  const VariantDef& def = model.def;
  auto t = std::make_shared<Tables<BB>>();
  t->def = def;
  t->info = model.pieces;
  t->royal = model.royal;
  t->files = def.files;
  t->ranks = def.ranks;
  if (def.files * def.ranks > int(sizeof(BB) * 8))
    return Unexpected{std::string("board too large for this bitboard")};
  if (def.pieces.size() > std::size_t(kMaxTypes))
    return Unexpected{"more than " + std::to_string(kMaxTypes) + " piece types"};
  Builder<BB> b(*t);
  b.geometry();
  t->ntypes = int(def.pieces.size());
  for (int c = 0; c < 2; ++c) t->moves[std::size_t(c)].resize(def.pieces.size());
  for (std::size_t i = 0; i < model.pieces.size(); ++i) {
    const auto& pd = model.pieces[i];
    const std::string name = "piece " + std::string(1, pd.letter) + ": ";
    auto mv = compile_betza(pd.betza);
    if (!mv) return Unexpected{name + mv.error()};
    auto narrow = compile_betza(pd.narrow_betza);
    if (!narrow) return Unexpected{name + narrow.error()};
    for (std::size_t c = 0; c < 2; ++c) {
      const BB to = b.region(pd.region[c]);
      const BB near = pd.narrow_betza.empty() ? BB{} : b.region(pd.narrow_region[c]);
      const BB board = b.region(Region::all(def.files, def.ranks));
      // A janggi cannon's tables stay empty: janggi.h walks its moves.
      std::string err =
          b.compile(int(i), int(c), pd.janggi_cannon ? Movement{} : *mv, board & ~near, to);
      if (err.empty() && near) err = b.compile(int(i), int(c), *narrow, near, to);
      if (!err.empty()) return Unexpected{name + err};
    }
    if (const std::string err = janggi_moves(*t, b, model, int(i), *mv); !err.empty())
      return Unexpected{name + err};
  }
  t->diagonal_lines = b.region(def.diagonal_lines);
  t->janggi = t->janggi || def.bikjang || def.pass[0] || def.pass[1] || def.pass_on_stalemate[0] ||
              def.pass_on_stalemate[1];
  for (int c = 0; c < 2; ++c) {
    t->zone[std::size_t(c)] = b.region(def.promotion_region[std::size_t(c)]);
    t->double_step[std::size_t(c)] =
        def.double_step ? b.region(def.double_step_region[std::size_t(c)]) : BB{};
    t->triple_step[std::size_t(c)] = b.region(def.triple_step_region[std::size_t(c)]);
    t->ep_region[std::size_t(c)] = b.region(def.en_passant_region[std::size_t(c)]);
    t->drop_region[std::size_t(c)] = b.region(def.drop_region[std::size_t(c)]);
    t->flag_region[std::size_t(c)] = b.region(def.flag_region[std::size_t(c)]);
    t->connect_from[std::size_t(c)] = b.region(def.connect_region1[std::size_t(c)]);
    t->connect_to[std::size_t(c)] = b.region(def.connect_region2[std::size_t(c)]);
    t->walling_region[std::size_t(c)] =
        b.region(def.walling_region[std::size_t(c)]) & b.region(Region::all(def.files, def.ranks));
  }
  t->connects = def.connects();
  if (def.extinction_piece_types.all) t->extinction_types.push_back(-1);
  for (const auto& name : def.extinction_piece_types.names) {
    int type = -2;
    for (int k = 0; k < t->ntypes; ++k)
      if (t->info[std::size_t(k)].name == name) type = k;
    t->extinction_types.push_back(type);
  }
  t->walling = def.walling;
  t->wall_or_move = def.wall_or_move;
  t->duck_royal = def.walling == variants::Walling::Duck && def.extinction_pseudo_royal;
  for (int f = 0; f < def.files; ++f)
    for (int k = 0; k < def.ranks; ++k)
      if (f == 0 || k == 0 || f == def.files - 1 || k == def.ranks - 1)
        t->edge |= t->sq(t->square(f, k));
  enclosing_tables(*t);
  const std::string err = finish_tables(*t, model);
  if (!err.empty()) return Unexpected{err};
  using PlainBoard = typename plain::BoardOf<BB>::type;
  if constexpr (!std::is_void_v<PlainBoard>) t->plain = plain::plan_of<PlainBoard>(*t);
  return std::shared_ptr<const Tables<BB>>(std::move(t));
}

template Expected<std::shared_ptr<const Tables<u64>>, std::string> build_tables<u64>(
    const variants::ResolvedVariant&);
template Expected<std::shared_ptr<const Tables<u128>>, std::string> build_tables<u128>(
    const variants::ResolvedVariant&);
template Expected<std::shared_ptr<const Tables<U256>>, std::string> build_tables<U256>(
    const variants::ResolvedVariant&);

}  // namespace vchess::defined
