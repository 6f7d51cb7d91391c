// Waterloo colour flip beyond the generic perft comparison: the flip's moves are the rotated
// moves, and flipping twice gives the position back.
#include <algorithm>
#include <string_view>
#include <vector>

#include "harness/move_diff.h"
#include "properties/waterloo/walks.h"

namespace vchess::waterloo_props {
namespace {

// A canonical move text ("e2e4", "c1d2:B", "e6f7ep", "O-O") with both squares rotated 180
// degrees; "?" if the text is not of that form. O-O stays O-O (e1b1 rotates to f10i10).
std::string rotate_move_text(std::string_view t) {
  if (t == "O-O" || t == "O-O-O") return std::string(t);
  const auto square_end = [&](std::size_t i) {
    std::size_t j = i + 1;
    while (j < t.size() && t[j] >= '0' && t[j] <= '9') ++j;
    return j;
  };
  const std::size_t a = square_end(0), b = square_end(a);
  if (b > t.size()) return "?";
  const int from = waterloo::parse_square(t.substr(0, a)),
            to = waterloo::parse_square(t.substr(a, b - a));
  if (from < 0 || to < 0) return "?";
  const auto rotate = [](int sq) { return waterloo::kSquares - 1 - sq; };
  return waterloo::square_name(rotate(from)) + waterloo::square_name(rotate(to)) +
         std::string(t.substr(b));
}

// The flip of a position (games::WaterlooGame::flip: board rotated 180 degrees, colours, side,
// castling rights B<->i and I<->b, promoted counts swapped, en passant square rotated) has as
// legal moves the position's legal moves with their squares rotated, and its flip is the
// position again. At about 8 plies of each walk.
HARNESS_PROP(Symmetry, FlipHasRotatedMovesAndFlipsBack, walks(), 100) {
  bool castle = false, ep = false;
  harness::for_walk_nodes(
      w, 8, [&](const games::WaterlooGame& g, const Position& pos, const MoveList& ml) -> Failure {
        if (auto f = harness::check_flip_twice(g, pos)) return f;
        const std::string fen = g.fen(pos);
        auto q = g.flip(pos);
        const std::string flipped = g.fen(*q);
        std::vector<std::string> expected, got;
        for (Move m : ml) {
          expected.push_back(rotate_move_text(g.text(pos, m)));
          castle |= m.is_castle();
          ep |= m.kind() == waterloo::EnPassant;
        }
        MoveList fl;
        g.legal(*q, fl);
        for (Move m : fl) got.push_back(g.text(*q, m));
        std::sort(expected.begin(), expected.end());
        std::sort(got.begin(), got.end());
        if (got != expected)
          return "moves of the flip " + flipped + " of " + fen +
                 " are not the rotated moves: " + harness::difference(got, expected);
        return std::nullopt;
      });
  RC_TAG(castle ? "castle" : "-", ep ? "ep" : "-");
}

}  // namespace
}  // namespace vchess::waterloo_props
