// Whether a definition is plain (plan.h) and its plan. Every option the plain generator does
// not play must be at its default: the checks below name each one, so an option added to the
// model (variants/model.h) is refused here until it is classified (the size guard).
#include "defined/plain64/plan.h"

#include "core/canary.h"
#include "defined/plain/options.h"
#include "defined/tables.h"

namespace vchess::defined::plain64 {
namespace {

using plain::options_off;
using variants::VariantDef;

constexpr u64 kRank1 = 0xFFULL, kRank2 = kRank1 << 8, kRank7 = kRank1 << 48;
// Promotion zones within the last three ranks: no pawn starts in one.
constexpr u64 kFar = ~u64{} << 40;

u64 mirror(u64 b) { return chess64::flip(b); }

// A group's moves for one colour: leaps that move and capture alike, and whole lines.
struct Moves {
  std::array<u64, 64> leaps{};
  bool diag = false, orth = false;
  bool operator==(const Moves&) const = default;
};

// The type's moves for colour c if they are plain, else a reason.
std::string plain_moves(const Tables<u64>& t, int c, int k, Moves& out) {
  const TypeMoves<u64>& m = t.tm(c, k);
  const auto& info = t.info[std::size_t(k)];
  if (!m.lames.empty() || !m.walks.empty() || !m.other_rides.empty() || !m.janggi.empty() ||
      !m.diagonal.empty() || !m.janggi_hops.empty() || m.has_initial || m.ride_region ||
      info.restricted || info.promoted >= 0 || info.janggi_cannon || !info.narrow_betza.empty())
    return "piece " + std::string(1, info.letter) + " moves in ways beyond leaps and lines";
  int orth = 0, diag = 0;
  for (const Ride& r : m.rides) {
    const Leap s = t.line_step[r.line];
    const bool line = std::abs(s.dx) <= 1 && std::abs(s.dy) <= 1;
    if (r.hop != HopKind::None || !r.quiet || !r.capture || r.initial || r.range < 7 || !line)
      return "piece " + std::string(1, info.letter) + " rides other than whole lines";
    (s.dx && s.dy ? diag : orth) |= 1 << ((s.dx + 1) * 3 + s.dy + 1);
  }
  if ((orth && orth != 0xAA) || (diag && diag != 0x145))
    return "piece " + std::string(1, info.letter) + " rides some directions of a line only";
  out.diag = diag != 0;
  out.orth = orth != 0;
  for (int s = 0; s < 64; ++s) {
    if (m.leap_quiet[std::size_t(s)] != m.leap_capture[std::size_t(s)])
      return "piece " + std::string(1, info.letter) + " moves and captures apart";
    out.leaps[std::size_t(s)] = m.leap_quiet[std::size_t(s)];
  }
  return "";
}

// Black's moves are White's seen from the other side (every definition's are; checked).
bool mirrored(const Moves& w, const Moves& b) {
  for (int s = 0; s < 64; ++s)
    if (b.leaps[std::size_t(s)] != mirror(w.leaps[std::size_t(s ^ 56)])) return false;
  return w.diag == b.diag && w.orth == b.orth;
}

// The chess pawn: one step ahead, captures one step diagonally ahead, the double step from
// the second rank (or none), promotion on the last rank.
std::string pawn_ok(const Tables<u64>& t, Plan& plan) {
  const int k = t.pawn;
  const auto& info = t.info[std::size_t(k)];
  for (int c = 0; c < 2; ++c) {
    const TypeMoves<u64>& m = t.tm(c, k);
    if (!m.rides.empty() || !m.lames.empty() || !m.walks.empty() || info.restricted ||
        !info.promotion_pawn[std::size_t(c)] || !info.en_passant[std::size_t(c)] ||
        info.mutually_immune)
      return "the pawn is not the chess pawn";
    for (int s = 0; s < 64; ++s) {
      const int rel = c ? s ^ 56 : s;  // White's view
      const auto forward = [&](int df) {
        const int f = rel % 8 + df, r = rel / 8 + 1;
        if (f < 0 || f > 7 || r > 7) return u64{};
        return u64(1) << (c ? (r * 8 + f) ^ 56 : r * 8 + f);
      };
      if (m.leap_quiet[std::size_t(s)] != forward(0) ||
          m.leap_capture[std::size_t(s)] != (forward(-1) | forward(1)) ||
          (!m.init_quiet.empty() && m.init_quiet[std::size_t(s)]))
        return "the pawn is not the chess pawn";
    }
  }
  plan.double_step = t.double_step[0] != 0;
  if (plan.double_step && (t.double_step[0] != kRank2 || t.double_step[1] != kRank7))
    return "the double step is not from the second rank";
  if (!t.zone[0] || t.zone[1] != mirror(t.zone[0]) || (t.zone[0] & ~kFar))
    return "promotion zones not mirrored or nearer than the sixth rank";
  // En passant lands on the sixth rank: promoting there is left to Gen.
  if (plan.double_step && (t.zone[0] & chess64::kRank6))
    return "en passant into the promotion zone";
  plan.zone = t.zone[0];
  if (t.promo_targets[0] != t.promo_targets[1] || t.promo_targets[0].size() > kMaxGroups)
    return "promotion choices differ";
  for (const int to : t.promo_targets[0]) {
    const int g = plan.group_of[std::size_t(to)];
    if (g >= kMaxGroups) return "promotion to a pawn or king";
    plan.promotion_group[std::size_t(plan.promotions++)] = g;
  }
  return "";
}

// onto[s]: the squares from which a leap of `down` lands on s.
std::array<u64, 64> onto(const std::array<u64, 64>& down) {
  std::array<u64, 64> o{};
  for (int x = 0; x < 64; ++x)
    for (u64 b = down[std::size_t(x)]; b; b &= b - 1)
      o[std::size_t(chess64::lsb(b))] |= u64(1) << x;
  return o;
}

void near_king(Plan& plan) {
  // The canary takes the king's steps for a chess king's, whatever it leaps.
  const bool chess_king = canary(Canary::DefinedPlainNearKingSteps);
  for (int k = 0; k < 64; ++k) {
    const u64 steps = chess_king ? chess64::kT.king[std::size_t(k)] : plan.king_up[std::size_t(k)];
    for (u64 b = steps; b; b &= b - 1) {
      const int s = chess64::lsb(b);
      plan.near_diag[std::size_t(k)] |= chess64::kT.diag_lines[std::size_t(s)];
      plan.near_orth[std::size_t(k)] |= chess64::kT.orth_lines[std::size_t(s)];
      for (int g = 0; g < plan.groups; ++g)
        plan.near[std::size_t(g)][std::size_t(k)] |= plan.onto[std::size_t(g)][std::size_t(s)];
    }
  }
}

std::string build(const Tables<u64>& t, Plan& plan) {
  if (t.files != 8 || t.ranks != 8) return "not 8x8";
  if (t.royal < 0) return "no royal king";
  if (std::string why = options_off(t); !why.empty()) return why;
  if (t.def.castling && (t.def.castling_kingside_file != 6 || t.def.castling_queenside_file != 2))
    return "castling files";
  std::array<Moves, kMaxGroups> groups{};
  for (int k = 0; k < t.ntypes; ++k) {
    const auto& info = t.info[std::size_t(k)];
    if (k == t.pawn) {
      plan.group_of[std::size_t(k)] = kPawns;
      continue;
    }
    if (info.promotion_pawn[0] || info.promotion_pawn[1] || info.en_passant[0] ||
        info.en_passant[1] || info.mutually_immune || info.builtin_pawn)
      return "piece " + std::string(1, info.letter) + " has pawn rules";
    Moves w, b;
    if (std::string why = plain_moves(t, 0, k, w); !why.empty()) return why;
    if (std::string why = plain_moves(t, 1, k, b); !why.empty()) return why;
    if (!mirrored(w, b)) return "piece " + std::string(1, info.letter) + " is not mirrored";
    if (k == t.royal) {
      if (w.diag || w.orth) return "a riding king";
      plan.group_of[std::size_t(k)] = kKings;
      plan.king_up = w.leaps;
      plan.king_down = b.leaps;
      plan.king_onto = onto(b.leaps);
      continue;
    }
    int g = 0;
    while (g < plan.groups && !(groups[std::size_t(g)] == w)) ++g;
    if (g == plan.groups) {
      if (g == kMaxGroups) return "more than " + std::to_string(kMaxGroups) + " kinds of piece";
      groups[std::size_t(g)] = w;
      const std::size_t i = std::size_t(g);
      plan.up[i] = w.leaps;
      plan.down[i] = b.leaps;
      plan.onto[i] = onto(b.leaps);
      plan.leaps[i] = false;
      for (const u64 l : w.leaps) plan.leaps[i] = plan.leaps[i] || l;
      plan.diag[i] = w.diag;
      plan.orth[i] = w.orth;
      ++plan.groups;
    }
    plan.group_of[std::size_t(k)] = g;
  }
  near_king(plan);
  if (t.pawn >= 0) return pawn_ok(t, plan);
  return "";
}

}  // namespace

std::shared_ptr<const Plan> plan_of(const Tables<u64>& t, std::string* why) {
  auto plan = std::make_shared<Plan>();
  const std::string reason = build(t, *plan);
  if (why) *why = reason;
  if (!reason.empty()) return nullptr;
  return plan;
}

}  // namespace vchess::defined::plain64
