// A defined variant compiled for the fast generic generator: squares numbered densely
// (rank * files + file) so the bitboard type follows the board's size, each piece's Betza
// compiled into leap tables, ray lines, lame-leap paths and hopper lines per colour, the
// options turned into square sets, and the indexes the attack test reads. Built once a variant
// (build_tables), read-only after.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/bitboard.h"
#include "core/expected.h"
#include "defined/movement.h"
#include "defined/slides.h"
#include "variants/resolved.h"

namespace vchess::defined {

inline constexpr int kMaxTypes = 32;
inline constexpr int kWhite = 0, kBlack = 1;
inline constexpr int kNoSquare = -1;

// A ride or hop along one line, with its range (kRide: unlimited).
struct Ride {
  std::uint8_t line;
  HopKind hop;
  bool quiet, capture, initial;
  std::uint8_t range;
  int lim;  // index of the range-limited rays in Tables::lim
};

// A ride that moves and captures alike, from any square, without limit or with one: its rays
// by pointer, so the generator's innermost loop reads two tables.
template <class BB>
struct PlainRide {
  const BB* lim;
  const BB* ray;
  bool up;  // the square index grows along the line
};

template <class BB>
struct Lame {  // leaps whose passed squares must be empty
  bool quiet, capture, initial;
  // Per origin square: where the leaps land (none off the board or the region) and the squares
  // they pass. Leaps of one group passing the same squares are one Lame (a xiangqi horse's
  // eight leaps are four), so a blocked leg is asked once.
  std::vector<BB> targets;
  std::vector<BB> path;
};

// A piece type's moves for one colour.
template <class BB>
struct TypeMoves {
  std::vector<BB> leap_quiet, leap_capture, init_quiet;  // per square
  std::vector<Ride> rides;           // all of them (attack index, empty-board sets)
  std::vector<SlideRef<BB>> slides;  // the generator's: plain rides in tables (D75) ...
  std::vector<int> slide_ids;        // (their indexes in Tables::slide_tables)
  std::vector<PlainRide<BB>> plain;  // ... plain rides line by line ...
  std::vector<Ride> other_rides;     // ... and the rest (hops, `m`/`c`/`i` rides)
  std::vector<Lame<BB>> lames;
  std::vector<MoveGroup> walks;  // lame or `j` riders: walked square by square (colour's view)
  std::vector<BB> rev_capture;   // squares whose plain leap captures reach this one
  std::vector<BB> eb_quiet;      // quiet moves on the empty board (no `i` moves)
  std::vector<BB> init_only;     // quiet squares only `i` moves reach on the empty board
  BB can_leave{};                // squares with a quiet move (or a hop line) out
  BB region{};                   // where it may move, capture or be dropped (mobility region)
  // Walked by janggi.h (colour's view): the janggi cannon's own moves (its tables stay empty),
  // and a type's diagonal moves from a square of the diagonal lines.
  std::vector<MoveGroup> janggi, diagonal;
  bool has_lame_capture = false, has_walk_capture = false, has_initial = false;
  // No promotion or demotion of any kind, no built-in pawn, no mutual immunity, no janggi
  // moves, no immobility rule: the generator sends its targets straight to the sink.
  bool bare = false;
};

// What the options make of a type: resolved once in variants/ for every generator.
using TypeInfo = variants::ResolvedPiece;

// Which of a colour's pieces capture along a line, for the attack test and pins.
struct LineAttack {
  int line;                                     // the direction the attacker moves
  std::array<std::uint8_t, kMaxTypes> range{};  // plain riders: their range, 0 none
  std::array<std::uint8_t, kMaxTypes> hop{};    // hoppers: range, 0 none
  std::array<HopKind, kMaxTypes> hop_kind{};
  bool any_rider = false, any_hop = false;
  bool whole_hop_line = false;  // a grasshopper or a hop of limited range (guard.h hop_sensitive)
  // Bit k: type k rides (`riders`) or hops (`movers`, riders too) along the line. A line
  // from the king with none of them on its empty-board ray holds no check or pin (D76).
  std::uint32_t riders = 0, movers = 0;
};

template <class BB>
struct Tables {
  variants::VariantDef def;
  int files = 0, ranks = 0, n = 0, ntypes = 0, royal = -1;
  std::vector<BB> bit, file_bb;
  std::vector<int> file_of, rank_of;

  std::vector<Leap> line_step;  // per line, White's view
  std::vector<int> line_rev;
  std::vector<std::uint8_t> line_up;            // the index grows along the line
  std::vector<std::vector<BB>> ray;             // [line][square], unlimited
  std::vector<std::vector<std::int16_t>> next;  // [line][square]: one step, kNoSquare off
  std::vector<std::vector<BB>> lim;             // [Ride::lim][square]: the first `range` squares
  std::vector<Slide<BB>> slide_tables;          // plain rides looked up at once (slides.h)

  std::vector<TypeInfo> info;
  std::array<std::vector<TypeMoves<BB>>, 2> moves;                    // [colour][type]
  std::array<std::vector<int>, 2> leap_attackers, forward_attackers;  // types
  // forward_reach[c][k * n + s]: the squares from which c's forward attacker of type k could
  // take on s; every square where type k is asked piece by piece for more than its lame leaps.
  std::array<std::vector<BB>, 2> forward_reach;
  std::array<std::vector<LineAttack>, 2> line_attackers;
  // Every capture of every piece is a plain leap or a plain ride: a pinned piece or a check is
  // found from the king's square, and moving a piece opens no attack but along its lines.
  bool simple = false;
  // Elsewhere, where each capture is a leap, a ride, a hop or a lame leap, a move can expose the
  // king only from or to a square of a hop line through it or of a lame leap's path to it:
  // lame_guard[c][k] holds those paths of colour c's lame leaps onto k. make_only[c]: c has
  // captures this does not cover (lame or `j` riders).
  std::array<std::vector<BB>, 2> lame_guard;
  std::array<bool, 2> make_only{};
  // The janggi rules (a janggi cannon, diagonal lines, bikjang, passing). janggi_types: the
  // types janggi.h walks; diagonal_lines: the lines' squares. janggi_pins: every janggi
  // cannon's move is a cannon's hop along a known line, so the guard keeps its pins (guard.h
  // janggi_sensitive); else every move is made and tested. janggi_lines[c]: the lines c's
  // janggi cannons hop along; diagonal_guard[c][k]: the squares c's diagonal-line moves onto
  // k pass or start from (empty off the lines).
  bool janggi = false, janggi_pins = false;
  std::array<std::vector<int>, 2> janggi_lines;
  std::array<std::vector<BB>, 2> diagonal_guard;
  // janggi_reach[c][k * n + s]: the squares from which c's piece of type k could take on s by a
  // janggi move on some board (screens and regions aside), so janggi_attacked asks only those.
  std::array<std::vector<BB>, 2> janggi_reach;
  // flyingGeneral folded into the line attacks (tables_options.cpp): the guard keeps its pins.
  bool flying_folded = false;
  std::vector<int> janggi_types, janggi_cannons;
  // The lines of steps (1,0), (-1,0), (0,1), (0,-1), or -1 where no piece rides one.
  std::array<int, 4> orth_line{-1, -1, -1, -1};
  BB diagonal_lines{};

  std::array<BB, 2> zone{}, double_step{}, triple_step{}, ep_region{}, drop_region{}, flag_region{},
      initial{}, first_rank{};
  // Connection ends (connect.h): whether one applies, each side's two regions to join.
  bool connects = false;
  std::array<BB, 2> connect_from{}, connect_to{};
  std::array<std::vector<int>, 2> promo_targets;
  // The built-in pawn's double and triple steps from each square: the squares that must be
  // empty and the destination (empty sets where the step does not exist).
  std::array<std::vector<BB>, 2> path2, to2, path3, to3;
  // The built-in pawn's type, and whether the generator may move all free pawns at once by
  // shifts (no shogi-style promotion, no triple steps): `board` holds every square.
  int pawn = -1;
  bool setwise_pawns = false;
  BB board{};
  std::array<int, 2> castling_king_type{-1, -1};
  int drop_no_doubled = -1;
  int gate_jumper = -1;  // cambodianMoves (variants/resolved.h)
  int drop_rook = -1;    // sittuyinRookDrop: dropped on the first rank only
  // Drops from elsewhere (issue 37): the pawn-style promoted mark is kept (variants/resolved.h
  // marks_promoted); mustDropType's type (-1 any); dropOppositeColoredBishop's bishop type (-1
  // none) and the squares of a1's colour.
  bool marks_promoted = false;
  int must_drop_type = -1, drop_bishop = -1;
  BB dark{};
  bool ep_other_takers[2]{};  // en passant types other than the built-in pawn
  // blastOnCapture: the eight squares around each square (king steps); the types an explosion
  // spares beside its square (`pawn`) and everywhere (blastImmuneTypes).
  std::vector<BB> around;
  std::vector<int> blast_shielded, blast_immune;
  // extinctionPseudoRoyal: the extinction types, royal while a side has at most pr_count.
  std::vector<int> pr_types;
  int pr_count = 0;
  // dupleCheck: not every piece of the mover's extinction types may be left attacked.
  // pr_promotes[c]: c's pawns may promote into an extinction type, which changes who is royal,
  // so the guard's pins never decide c's moves (guard.h).
  bool duple = false;
  std::array<bool, 2> pr_promotes{};
  // petrifyOnCaptureTypes: some type petrifies; petrify_pr: the pseudo-royal ones, which never
  // capture and so attack nothing (every move of such a variant is made and tested).
  bool petrify = false;
  std::vector<int> petrify_pr;
  // wallingRule: the form, each side's region (on the board) and the board's edge squares.
  variants::Walling walling = variants::Walling::None;
  std::array<BB, 2> walling_region{};
  BB edge{};
  // The enclosing games (enclose.h): the drop and flip forms, the start region, and for the
  // reversi form eight rays from each square and whether each grows in square index.
  variants::Enclosing enclose = variants::Enclosing::None, flip = variants::Enclosing::None;
  BB enclose_start{};
  std::array<std::vector<BB>, 8> ray8;
  std::array<bool, 8> ray8_up{};
  std::vector<BB> rook_around;  // snort: the four rook steps from each square

  // Zobrist keys.
  std::vector<std::uint64_t> z_piece, z_tag, z_ep;  // [sq * 2*kMaxTypes + code], [sq*64+tag], [sq]
  std::array<std::array<std::uint64_t, kMaxTypes * 65>, 2> z_hand{};
  std::array<std::array<std::uint64_t, 512>, 2> z_castle{};  // [colour][side * 256 + rook sq]
  std::array<std::array<std::uint64_t, 32>, 2> z_checks{};
  std::uint64_t z_side = 0;
  std::vector<std::uint64_t> z_gate, z_wall;  // [sq]

  BB sq(int s) const { return bit[std::size_t(s)]; }
  int square(int f, int r) const { return r * files + f; }
  bool on(int f, int r) const { return f >= 0 && r >= 0 && f < files && r < ranks; }
  [[gnu::always_inline]] int nearest(int line, const BB& b) const {
    return line_up[std::size_t(line)] ? lsb(b) : msb(b);
  }
  // Steps of `line` from a to b (b on a's ray).
  int distance(int line, int a, int b) const {
    const Leap s = line_step[std::size_t(line)];
    const int df = std::abs(file_of[std::size_t(b)] - file_of[std::size_t(a)]);
    const int dr = std::abs(rank_of[std::size_t(b)] - rank_of[std::size_t(a)]);
    return s.dx ? df / std::abs(s.dx) : dr / std::abs(s.dy);
  }
  const TypeMoves<BB>& tm(int c, int t) const { return moves[std::size_t(c)][std::size_t(t)]; }
};

// The pieces of the types in `types` (bit k: type k), among the type sets `type_bb`.
template <class BB>
[[gnu::always_inline]] inline BB of_types(const BB* type_bb, std::uint32_t types) {
  BB out{};
  for (; types; types &= types - 1) out |= type_bb[std::countr_zero(types)];
  return out;
}

// The variant compiled, or a one-line reason (a Betza string it cannot read, too many types,
// a board larger than BB).
template <class BB>
Expected<std::shared_ptr<const Tables<BB>>, std::string> build_tables(
    const variants::ResolvedVariant& model);

extern template Expected<std::shared_ptr<const Tables<u64>>, std::string> build_tables<u64>(
    const variants::ResolvedVariant&);
extern template Expected<std::shared_ptr<const Tables<u128>>, std::string> build_tables<u128>(
    const variants::ResolvedVariant&);
extern template Expected<std::shared_ptr<const Tables<U256>>, std::string> build_tables<U256>(
    const variants::ResolvedVariant&);

}  // namespace vchess::defined
