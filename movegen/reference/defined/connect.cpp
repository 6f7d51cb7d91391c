// Connection ends (connectN, collinearN, connectNxN, connectRegion1/2; docs/rules/defined.md),
// straight from the rules: the pieces of the side that just moved, of connectPieceTypes, looked
// at square by square on the variant's board.
#include <algorithm>
#include <deque>
#include <utility>

#include "reference/defined/internal.h"

namespace ref_defined {

namespace {

using Step = std::pair<int, int>;  // file, rank

struct Connectors {
  const Position& p;
  int color;
  // A piece of `color` of a connecting type on (file, rank), on the board.
  bool at(int file, int rank) const {
    const Rules& r = *p.rules;
    if (file < 0 || rank < 0 || file >= r.files() || rank >= r.ranks()) return false;
    const Cell& c = p.at(square_index(file, rank));
    return !c.empty() && c.color == color &&
           r.def().connect_piece_types.has(r.type(c.type).name);
  }
};

std::vector<Step> directions(const vchess::variants::VariantDef& d) {
  std::vector<Step> out;
  if (d.connect_horizontal) out.push_back({1, 0});
  if (d.connect_vertical) out.push_back({0, 1});
  if (d.connect_diagonal) {
    out.push_back({1, 1});
    out.push_back({1, -1});
  }
  return out;
}

// n of them in an unbroken row from (f, r) along d.
bool row_from(const Connectors& c, int f, int r, Step d, int n) {
  for (int i = 0; i < n; ++i)
    if (!c.at(f + i * d.first, r + i * d.second)) return false;
  return true;
}

// How many of them stand on the whole line through (f, r) along d (gaps allowed).
int on_line(const Connectors& c, int f, int r, Step d, int board) {
  int n = 0;
  for (int i = -board; i <= board; ++i) n += c.at(f + i * d.first, r + i * d.second);
  return n;
}

// An n x n square of them with (f, r) its lower left corner.
bool square_from(const Connectors& c, int f, int r, int n) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (!c.at(f + i, r + j)) return false;
  return true;
}

// A chain of them, each one step along a direction (either way) from the last, from region1 to
// region2.
bool chain(const Connectors& c, const vchess::variants::Region& from,
           const vchess::variants::Region& to, const std::vector<Step>& dirs) {
  const Rules& r = *c.p.rules;
  std::vector<bool> seen(kSquares, false);
  std::deque<Step> open;
  for (int rank = 0; rank < r.ranks(); ++rank)
    for (int file = 0; file < r.files(); ++file)
      if (from.has(file, rank) && c.at(file, rank)) {
        seen[std::size_t(square_index(file, rank))] = true;
        open.push_back({file, rank});
      }
  while (!open.empty()) {
    const auto [f, rk] = open.front();
    open.pop_front();
    if (to.has(f, rk)) return true;
    for (const Step& d : dirs)
      for (const int sign : {1, -1}) {
        const int nf = f + sign * d.first, nr = rk + sign * d.second;
        if (!c.at(nf, nr) || seen[std::size_t(square_index(nf, nr))]) continue;
        seen[std::size_t(square_index(nf, nr))] = true;
        open.push_back({nf, nr});
      }
  }
  return false;
}

}  // namespace

bool connected(const Position& p) {
  const Rules& r = *p.rules;
  const auto& d = r.def();
  if (!d.connects()) return false;
  const Connectors c{p, 1 - p.side};
  const auto dirs = directions(d);
  const int board = std::max(r.files(), r.ranks());
  for (int rank = 0; rank < r.ranks(); ++rank)
    for (int file = 0; file < r.files(); ++file) {
      if (!c.at(file, rank)) continue;
      for (const Step& s : dirs) {
        if (d.connect_n > 0 && row_from(c, file, rank, s, d.connect_n)) return true;
        if (d.collinear_n > 0 && on_line(c, file, rank, s, board) >= d.collinear_n) return true;
      }
      if (d.connect_nxn > 0 && square_from(c, file, rank, d.connect_nxn)) return true;
    }
  const std::size_t mover = std::size_t(c.color);
  return !d.connect_region1[mover].empty() &&
         chain(c, d.connect_region1[mover], d.connect_region2[mover], dirs);
}

}  // namespace ref_defined
