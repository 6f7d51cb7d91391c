#include "reference/shogi/pieces.h"

#include <algorithm>
#include <cstdlib>
#include <initializer_list>

#include "reference/shogi/reference_shogi.h"

namespace ref_shogi {
namespace {

using Vecs = std::vector<Vec>;

constexpr Vec F{0, 1}, B{0, -1}, L{-1, 0}, R{1, 0};
constexpr Vec FL{-1, 1}, FR{1, 1}, BL{-1, -1}, BR{1, -1};

// Functions rather than globals, so the tables can be built during static initialisation.
Vecs orth() { return {F, B, L, R}; }
Vecs diag() { return {FL, FR, BL, BR}; }
Vecs all8() { return {F, B, L, R, FL, FR, BL, BR}; }

Vecs cat(Vecs a, const Vecs& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// Each vector and its left-right mirror: mirror({{2, 1}}) = (2,1), (-2,1), i.e. "(+-2,1)".
Vecs mirror(std::initializer_list<Vec> vs) {
  Vecs out;
  for (Vec v : vs) {
    out.push_back(v);
    if (v.dx != 0) out.push_back({-v.dx, v.dy});
  }
  return out;
}

// The 16 squares at Chebyshev distance exactly 2 (Lion Hawk, Vice General).
Vecs ring2() {
  Vecs out;
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx)
      if (std::max(std::abs(dx), std::abs(dy)) == 2) out.push_back({dx, dy});
  return out;
}

Movement steps(Vecs v) { return Movement{std::move(v), {}, {}, {}}; }
Movement slides(Vecs v) { return Movement{{}, std::move(v), {}, {}}; }

KindInfo kind(std::string label, Movement m) {
  KindInfo k;
  k.label = std::move(label);
  k.moves = std::move(m);
  return k;
}
KindInfo kind(std::string label, Movement m, Movement promoted, int dead_ranks = 0) {
  KindInfo k = kind(std::move(label), std::move(m));
  k.promotes = true;
  k.promoted_moves = std::move(promoted);
  k.dead_ranks = dead_ranks;
  return k;
}

Movement gold() { return steps({F, B, L, R, FL, FR}); }

Rules make_shogi() {
  Rules r;
  r.size = 9;
  r.zone = 3;
  KindInfo pawn = kind("p", steps({F}), gold(), 1);
  pawn.pawn = true;
  KindInfo king = kind("k", steps(all8()));
  king.royal = true;
  r.kinds = {
      kind("r", slides(orth()), Movement{diag(), orth(), {}, {}}),
      kind("b", slides(diag()), Movement{orth(), diag(), {}, {}}),
      kind("g", gold()),
      kind("s", steps({F, FL, FR, BL, BR}), gold()),
      kind("n", steps(mirror({{1, 2}})), gold(), 2),
      kind("l", slides({F}), gold(), 1),
      pawn,
      king,
  };
  return r;
}

// Dai Seireigi movements that are also the promoted form of another kind (RULINGS 2.2).
Movement elephant() { return Movement{{F, L, R, BL, BR}, {FL, FR}, {}, {}}; }
Movement wolf() { return Movement{{L, R, FL, FR}, {F, B}, {}, {}}; }
Movement leopard() { return Movement{{B, FL, FR}, {L, R}, {}, {}}; }
Movement eagle() { return steps(cat({F, B, FL, FR, BL, BR}, mirror({{2, 2}}))); }
Movement falcon() { return steps({F, B, L, R, FL, FR, {0, 2}, {0, -2}}); }

// Hooks with both 90-degree turns from each first direction (Hook Mover, Capricorn).
std::vector<Hook> square_hooks(const Vecs& firsts) {
  std::vector<Hook> out;
  for (Vec d : firsts) out.push_back({d, {{-d.dy, d.dx}, {d.dy, -d.dx}}});
  return out;
}

// Dai Seireigi kinds in the Ludii hand order (RULINGS 2.5); one entry per row of the RULINGS 2.2
// tables: kind(label, unpromoted, promoted, dead ranks), Movement{leaps, slides, jump_slides,
// hooks}.
std::vector<KindInfo> dai_pawns_to_falcons() {
  KindInfo pawn = kind("p", steps({F}), gold(), 1);
  pawn.pawn = true;
  return {
      pawn,
      kind("l", slides({F}), Movement{cat({F, B}, mirror({{2, 1}, {2, -1}})), {L, R}, {}, {}}, 1),
      kind("a", slides({FL, FR}), Movement{cat({L, R}, mirror({{1, 2}, {1, -2}})), {F, B}, {}, {}},
           1),
      kind("t", slides({F, FL, FR}), Movement{{F, B}, {L, R, FL, FR}, {}, {}}, 1),
      kind("j", steps({FL, FR}), falcon(), 1),
      kind("v", steps({F, FL, FR}), eagle(), 1),
      kind("n", steps(mirror({{1, 2}})),
           steps(cat({F, FL, FR, BL, BR, {0, 2}}, mirror({{2, 2}, {1, -2}}))), 2),
      kind("y", steps(mirror({{0, 2}, {2, 2}})),
           steps(cat({F, B, FL, FR, {0, -2}}, mirror({{2, 0}, {2, -2}, {1, 2}, {2, 1}}))), 2),
      kind("f", steps(mirror({{0, 3}, {3, 3}})),
           Movement{mirror({{1, -3}, {2, -3}}), {FL, FR}, {F, B}, {}}, 3),
      kind("z", steps(mirror({{1, 3}, {2, 3}})),
           Movement{mirror({{3, -1}, {3, -2}}), {L, R}, {FL, FR}, {}}, 3),
      kind("c", steps({F, B, FL, FR}), leopard()),
      kind("s", steps({F, FL, FR, BL, BR}), wolf()),
      kind("g", gold(), elephant()),
      kind("u", steps({F, L, R, FL, FR, BL, BR}),
           Movement{cat({F, BL, BR}, mirror({{2, -1}})), {FL, FR, B}, {}, {}}),
      kind("m", steps(cat({L, R, BL, BR}, mirror({{2, 1}, {3, 1}, {3, 2}}))),
           Movement{mirror({{2, 0}, {0, 2}, {0, -2}, {2, 2}, {2, -2}}), all8(), {}, {}}),
      kind("h", falcon(),
           Movement{cat({BL, BR}, mirror({{3, -3}})), {}, {}, {{FL, {FR, BL}}, {FR, {FL, BR}}}}),
  };
}

std::vector<KindInfo> dai_eagles_to_kings() {
  KindInfo king = kind("k", steps(all8()));
  king.royal = true;
  return {
      kind("ce", eagle(),
           Movement{cat({B, L, R, {0, -3}}, mirror({{3, 0}})), {}, {}, {{F, {L, R}}}}),
      kind("d", leopard(), slides({F, B, FL, FR, BL, BR})),
      kind("w", wolf(), slides({L, R, FL, FR, BL, BR})),
      kind("e", elephant(), Movement{{L, R, BL, BR}, {F, B, FL, FR}, {}, {}}),
      kind("o", steps(cat(diag(), {{2, 0}, {-2, 0}, {0, 2}, {0, -2}})), slides(diag())),
      kind("x", steps(cat(orth(), mirror({{2, 2}, {2, -2}}))), slides(orth())),
      kind("b", slides(diag()), Movement{orth(), diag(), {}, {}}),
      kind("r", slides(orth()), Movement{diag(), orth(), {}, {}}),
      kind("bg", Movement{{}, {}, diag(), {}}, Movement{ring2(), {}, diag(), {}}),
      kind("rg", Movement{{}, {}, orth(), {}}, Movement{{}, {}, all8(), {}}),
      kind("i", Movement{ring2(), diag(), {}, {}}),
      kind("q", slides(all8())),
      kind("ca", Movement{{}, {}, {}, square_hooks(diag())}),
      kind("hm", Movement{{}, {}, {}, square_hooks(orth())}),
      king,
  };
}

Rules make_dai() {
  Rules r;
  r.size = 15;
  r.zone = 5;
  r.kinds = dai_pawns_to_falcons();
  for (KindInfo& k : dai_eagles_to_kings()) r.kinds.push_back(std::move(k));
  return r;
}

// `rules` with one of its flags set to `value`.
Rules with(Rules rules, bool Rules::*flag, bool value) {
  rules.*flag = value;
  return rules;
}

}  // namespace

const Rules& rules_for(Game game) {
  static const Rules shogi = make_shogi();
  static const Rules dai = make_dai();
  return game == Game::Shogi ? shogi : dai;
}

const Rules& dai_rules_with_empty_jumps() {
  static const Rules dai = with(make_dai(), &Rules::jumps_to_empty, true);
  return dai;
}

const Rules& shogi_rules_without_uchifuzume() {
  static const Rules shogi = with(make_shogi(), &Rules::uchifuzume, false);
  return shogi;
}

int find_kind(const Rules& rules, std::string_view label) {
  std::string lower(label);
  for (char& c : lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  for (std::size_t i = 0; i < rules.kinds.size(); ++i)
    if (rules.kinds[i].label == lower) return static_cast<int>(i);
  return kNoKind;
}

std::string piece_text(const Rules& rules, int kind, bool promoted, Color c) {
  std::string label = rules.kinds[static_cast<std::size_t>(kind)].label;
  if (c == kSente)
    for (char& ch : label) ch = static_cast<char>(ch - 'a' + 'A');
  if (label.size() > 1) label = "(" + label + ")";
  return promoted ? "+" + label : label;
}

const Movement& movement_of(const Rules& rules, const Piece& p) {
  const KindInfo& k = rules.kinds[static_cast<std::size_t>(p.kind)];
  return p.promoted ? k.promoted_moves : k.moves;
}

}  // namespace ref_shogi
