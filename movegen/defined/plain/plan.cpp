// Whether a definition on a wide board is plain (plan.h) and its plan.
#include "defined/plain/plan.h"

#include "core/canary.h"
#include "defined/plain/options.h"
#include "defined/tables.h"

namespace vchess::defined::plain {
namespace {

template <class G>
using BBof = typename G::BB;

// The square seen from the other side (ranks reversed).
template <class G>
int mirror_sq(int s) {
  return G::square(G::file_of(s), G::kRanks - 1 - G::rank_of(s));
}

template <class G>
BBof<G> mirror(BBof<G> b) {
  BBof<G> out{};
  for (; b;) out |= G::bit(mirror_sq<G>(pop_lsb(b)));
  return out;
}

// A group's moves for one colour: leaps that move and capture alike, and whole lines.
template <class G>
struct Moves {
  std::array<BBof<G>, G::kSquares> leaps{};
  bool diag = false, orth = false;
  bool operator==(const Moves&) const = default;
};

// The type's moves for colour c if they are plain, else a reason.
template <class G>
std::string plain_moves(const Tables<BBof<G>>& t, int c, int k, Moves<G>& out) {
  const auto& m = t.tm(c, k);
  const auto& info = t.info[std::size_t(k)];
  const std::string piece = "piece " + std::string(1, info.letter);
  if (!m.lames.empty() || !m.walks.empty() || !m.other_rides.empty() || !m.janggi.empty() ||
      !m.diagonal.empty() || !m.janggi_hops.empty() || m.has_initial || m.ride_region ||
      info.restricted || info.promoted >= 0 || info.janggi_cannon || !info.narrow_betza.empty())
    return piece + " moves in ways beyond leaps and lines";
  int orth = 0, diag = 0;
  for (const Ride& r : m.rides) {
    const Leap s = t.line_step[r.line];
    const bool line = std::abs(s.dx) <= 1 && std::abs(s.dy) <= 1;
    if (r.hop != HopKind::None || !r.quiet || !r.capture || r.initial ||
        r.range < std::max(G::kFiles, G::kRanks) - 1 || !line)
      return piece + " rides other than whole lines";
    (s.dx && s.dy ? diag : orth) |= 1 << ((s.dx + 1) * 3 + s.dy + 1);
  }
  if ((orth && orth != 0xAA) || (diag && diag != 0x145))
    return piece + " rides some directions of a line only";
  out.diag = diag != 0;
  out.orth = orth != 0;
  for (int s = 0; s < G::kSquares; ++s) {
    if (m.leap_quiet[std::size_t(s)] != m.leap_capture[std::size_t(s)])
      return piece + " moves and captures apart";
    out.leaps[std::size_t(s)] = m.leap_quiet[std::size_t(s)];
  }
  return "";
}

template <class G>
bool mirrored(const Moves<G>& w, const Moves<G>& b) {
  for (int s = 0; s < G::kSquares; ++s)
    if (b.leaps[std::size_t(s)] != mirror<G>(w.leaps[std::size_t(mirror_sq<G>(s))])) return false;
  return w.diag == b.diag && w.orth == b.orth;
}

// The chess pawn: one step ahead, captures one step diagonally ahead, the double step from
// the second rank (or none), promotion within the last three ranks.
template <class G>
std::string pawn_ok(const Tables<BBof<G>>& t, Plan<G>& plan) {
  const int k = t.pawn;
  const auto& info = t.info[std::size_t(k)];
  using A = Attacks<G>;
  for (int c = 0; c < 2; ++c) {
    const auto& m = t.tm(c, k);
    if (!m.rides.empty() || !m.lames.empty() || !m.walks.empty() || info.restricted ||
        !info.promotion_pawn[std::size_t(c)] || !info.en_passant[std::size_t(c)] ||
        info.mutually_immune)
      return "the pawn is not the chess pawn";
    const int dir = c ? -G::kFiles : G::kFiles;
    for (int s = 0; s < G::kSquares; ++s) {
      const int r = G::rank_of(s) + (c ? -1 : 1);
      const BBof<G> step = r >= 0 && r < G::kRanks ? G::bit(s + dir) : BBof<G>{};
      if (m.leap_quiet[std::size_t(s)] != step ||
          m.leap_capture[std::size_t(s)] != A::kPawn[c][s] ||
          (!m.init_quiet.empty() && m.init_quiet[std::size_t(s)]))
        return "the pawn is not the chess pawn";
    }
  }
  plan.double_step = t.double_step[0] != BBof<G>{};
  if (plan.double_step &&
      (t.double_step[0] != G::rank_bb(1) || t.double_step[1] != G::rank_bb(G::kRanks - 2)))
    return "the double step is not from the second rank";
  BBof<G> far{};
  for (int r = G::kRanks - 3; r < G::kRanks; ++r) far |= G::rank_bb(r);
  if (!t.zone[0] || t.zone[1] != mirror<G>(t.zone[0]) || (t.zone[0] & ~far))
    return "promotion zones not mirrored or nearer than the third rank from the end";
  // En passant lands on the third rank from the end: promoting there is left to Gen.
  if (plan.double_step && (t.zone[0] & G::rank_bb(G::kRanks - 3)))
    return "en passant into the promotion zone";
  plan.zone = t.zone;
  if (t.promo_targets[0] != t.promo_targets[1] || t.promo_targets[0].size() > kMaxGroups)
    return "promotion choices differ";
  for (const int to : t.promo_targets[0]) {
    const int g = plan.group_of[std::size_t(to)];
    if (g >= kMaxGroups) return "promotion to a pawn or king";
    plan.promotion_group[std::size_t(plan.promotions++)] = g;
  }
  return "";
}

// onto[s]: the squares from which a leap of `leaps` lands on s.
template <class G>
typename Plan<G>::Table onto(const typename Plan<G>::Table& leaps) {
  typename Plan<G>::Table o{};
  for (int x = 0; x < G::kSquares; ++x)
    for (BBof<G> b = leaps[std::size_t(x)]; b;) o[std::size_t(pop_lsb(b))] |= G::bit(x);
  return o;
}

template <class G>
void near_king(Plan<G>& plan) {
  using A = Attacks<G>;
  const bool chess_king = canary(Canary::DefinedPlainNearKingSteps);
  for (int s = 0; s < G::kSquares; ++s) {
    plan.diag_lines[std::size_t(s)] = A::bishop(s, BBof<G>{});
    plan.orth_lines[std::size_t(s)] = A::rook(s, BBof<G>{});
  }
  for (int c = 0; c < 2; ++c)
    for (int k = 0; k < G::kSquares; ++k) {
      const std::size_t ks = std::size_t(k);
      for (BBof<G> b = chess_king ? A::kKing[ks] : plan.king[std::size_t(c)][ks]; b;) {
        const std::size_t s = std::size_t(pop_lsb(b));
        plan.near_diag[std::size_t(c)][ks] |= plan.diag_lines[s];
        plan.near_orth[std::size_t(c)][ks] |= plan.orth_lines[s];
        for (int g = 0; g < plan.groups; ++g)
          plan.near[std::size_t(c)][std::size_t(g)][ks] |=
              plan.onto[std::size_t(1 - c)][std::size_t(g)][s];
      }
    }
}

template <class G>
std::string add_type(const Tables<BBof<G>>& t, int k, Plan<G>& plan,
                     std::array<Moves<G>, kMaxGroups>& groups) {
  const auto& info = t.info[std::size_t(k)];
  if (info.promotion_pawn[0] || info.promotion_pawn[1] || info.en_passant[0] ||
      info.en_passant[1] || info.mutually_immune || info.builtin_pawn)
    return "piece " + std::string(1, info.letter) + " has pawn rules";
  Moves<G> w, b;
  if (std::string why = plain_moves<G>(t, 0, k, w); !why.empty()) return why;
  if (std::string why = plain_moves<G>(t, 1, k, b); !why.empty()) return why;
  if (!mirrored(w, b)) return "piece " + std::string(1, info.letter) + " is not mirrored";
  if (k == t.royal) {
    if (w.diag || w.orth) return "a riding king";
    plan.group_of[std::size_t(k)] = kKings;
    plan.king = {w.leaps, b.leaps};
    plan.king_onto = {onto<G>(w.leaps), onto<G>(b.leaps)};
    return "";
  }
  int g = 0;
  while (g < plan.groups && !(groups[std::size_t(g)] == w)) ++g;
  if (g == plan.groups) {
    if (g == kMaxGroups) return "more than " + std::to_string(kMaxGroups) + " kinds of piece";
    groups[std::size_t(g)] = w;
    const std::size_t i = std::size_t(g);
    plan.leap[0][i] = w.leaps;
    plan.leap[1][i] = b.leaps;
    plan.onto[0][i] = onto<G>(w.leaps);
    plan.onto[1][i] = onto<G>(b.leaps);
    for (const auto& l : w.leaps) plan.leaps[i] = plan.leaps[i] || l;
    plan.diag[i] = w.diag;
    plan.orth[i] = w.orth;
    ++plan.groups;
  }
  plan.group_of[std::size_t(k)] = g;
  return "";
}

template <class G>
std::string build(const Tables<BBof<G>>& t, Plan<G>& plan) {
  if (t.files != G::kFiles || t.ranks != G::kRanks) return "not the board of the plain path";
  if (t.royal < 0) return "no royal king";
  if (std::string why = options_off(t); !why.empty()) return why;
  plan.castle_file[0] = t.def.castling_kingside_file;
  plan.castle_file[1] = t.def.castling_queenside_file;
  std::array<Moves<G>, kMaxGroups> groups{};
  for (int k = 0; k < t.ntypes; ++k) {
    if (k == t.pawn) {
      plan.group_of[std::size_t(k)] = kPawns;
      continue;
    }
    if (std::string why = add_type<G>(t, k, plan, groups); !why.empty()) return why;
  }
  near_king(plan);
  if (t.pawn >= 0) return pawn_ok<G>(t, plan);
  return "";
}

}  // namespace

template <class G>
std::shared_ptr<const Plan<G>> plan_of(const Tables<typename G::BB>& t, std::string* why) {
  auto plan = std::make_shared<Plan<G>>();
  const std::string reason = build<G>(t, *plan);
  if (why) *why = reason;
  if (!reason.empty()) return nullptr;
  return plan;
}

template std::shared_ptr<const Plan<Board8x8>> plan_of<Board8x8>(const Tables<u64>&, std::string*);
template std::shared_ptr<const Plan<Board10x8>> plan_of<Board10x8>(const Tables<u128>&,
                                                                   std::string*);

}  // namespace vchess::defined::plain
