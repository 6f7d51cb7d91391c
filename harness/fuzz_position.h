// The arbitrary-position fuzz body, for any family: the input bytes decode to the position text
// of one variant (pieces anywhere, the side to move and the family's extra fields), which the
// fast path either refuses with a typed error or reads as a position. A position it reads must
// be read by the reference too, and there the two must offer the same moves (and agree on check
// and on the position's text), agree in lock step one ply further, make/unmake must restore
// position and key, and the incremental key must equal the rebuilt key.
//
// Acceptance: when the fast path refuses a text the reference reads, or reads a text the
// reference refuses, the two validators disagree. That is reported on stderr ("finding:", the
// first 20 of a run, then only counted) but does not stop the run: the families' validators
// legitimately differ in a few rules of what a reachable position is, and a fuzzer that traps on
// every such text would find nothing else. Everything past acceptance traps. The disagreements
// seen so far (none of them a move-generation bug):
//   chess family: the fast path refuses more than two ranks' worth of pieces a side (16 on 8x8,
//     20 on 10x8: its piece lists); the reference reads them.
//   shogi family: the fast path refuses more of a kind (with its promoted form, hands included)
//     than the start position has, and a side without a king; the reference reads both.
//   Waterloo: the reference refuses the five-field FEN (no clocks) that the fast path and
//     docs/rules/waterloo.md accept.
//
// With VCHESS_POSITION_TRACE set, each text is printed with the fast path's error or its number
// of moves.
//
// Input layout (every missing byte reads as 0):
//   byte 0     the variant, among `variants`
//   byte 1     bit 0: Black (Gote) to move; bit 1: raw (no fix-ups: pawns on back ranks, kings
//              side by side, extras that do not match the board); bits 2-7 (n): a small
//              generator adds n * n / 63 pieces (0-63, mostly few), from the seed in bytes 2-3
//   bytes 2-3  the generator's seed
//   bytes 4-5  the squares of the White and the Black royal piece (byte % squares)
//   then Codec::kExtraBytes bytes for the family's own fields (castling, en passant, reserve,
//   hand, counters: harness/positions/<family>.h)
//   then pairs (square byte, piece byte): piece byte bit 0 the colour, the rest the kind.
//
// A family's codec (PositionCodec<A>, specialised in harness/positions/<family>.h) says which
// pieces there are, how they are written, which placements to fix up, and writes the fields
// after the board.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/splitmix.h"
#include "games/registry.h"
#include "harness/checks.h"
#include "harness/lockstep.h"

namespace vchess::harness {

// Bytes read one at a time; past the end, zeros.
struct ByteSource {
  std::span<const std::uint8_t> bytes;
  std::size_t at = 0;
  std::uint8_t next() { return at < bytes.size() ? bytes[at++] : 0; }
  bool empty() const { return at >= bytes.size(); }
  // A number in [0, n) from one byte.
  int below(int n) { return n > 0 ? next() % n : 0; }
};

// One rank of a placement field, file a first: the pieces' letters, runs of empty squares ("")
// in decimal.
inline void append_rank(std::string& out, std::span<const std::string> rank) {
  int run = 0;
  for (const std::string& c : rank) {
    if (c.empty()) {
      ++run;
      continue;
    }
    if (run) out += std::to_string(run);
    run = 0;
    out += c;
  }
  if (run) out += std::to_string(run);
}

// The board being built: each square's piece text ("" for empty), rank 0 first.
struct BoardCells {
  int files, ranks;
  std::vector<std::string> cells;
  std::vector<int> colour;  // 0 White, 1 Black, -1 empty
  std::vector<bool> royal;

  BoardCells(int f, int r)
      : files(f),
        ranks(r),
        cells(std::size_t(f * r)),
        colour(std::size_t(f * r), -1),
        royal(std::size_t(f * r), false) {}
  int squares() const { return files * ranks; }
  int sq(int file, int rank) const { return rank * files + file; }
  bool empty(int s) const { return cells[std::size_t(s)].empty(); }
  void put(int s, std::string text, int c, bool is_royal = false) {
    cells[std::size_t(s)] = std::move(text);
    colour[std::size_t(s)] = c;
    royal[std::size_t(s)] = is_royal;
  }
  void clear(int s) { put(s, "", -1); }
  // An en passant square on file f, rank `passed`, for `mover`'s pawn that just passed it: unless
  // `raw`, clears the path, puts that pawn (text `moved`) on its landing square and, with a file
  // `taker_file` on the board, the other side's pawn (`taker`) beside it. The square's text (files
  // named by `file_letters`), or "-" when a royal piece is in the way.
  std::string en_passant(int f, int passed, int mover, bool raw, const std::string& moved,
                         int taker_file, const std::string& taker,
                         std::string_view file_letters = "abcdefghijklmnop") {
    const int fwd = mover ? -1 : 1;
    const int sq_passed = sq(f, passed), origin = sq(f, passed - fwd),
              landing = sq(f, passed + fwd);
    if (!raw) {
      for (int s : {sq_passed, origin, landing})
        if (royal[std::size_t(s)]) return "-";
      clear(sq_passed);
      clear(origin);
      put(landing, moved, mover);
      if (taker_file >= 0 && taker_file < files && !royal[std::size_t(sq(taker_file, passed + fwd))])
        put(sq(taker_file, passed + fwd), taker, 1 - mover);
    }
    return std::string(1, file_letters[std::size_t(f)]) + std::to_string(passed + 1);
  }
  // The placement field: ranks from the top, '/' between.
  std::string placement() const {
    std::string out;
    for (int r = ranks - 1; r >= 0; --r) {
      append_rank(out, std::span(cells).subspan(std::size_t(sq(0, r)), std::size_t(files)));
      if (r) out += '/';
    }
    return out;
  }
};

// The shared part of a codec for games whose pieces are single FEN letters and whose royal piece
// is 'K' (chess family, UC-24): the other kinds from the catalogue, upper case for White.
struct LetterCodec {
  std::vector<char> letters;  // upper case, the king left out

  template <class A>
  explicit LetterCodec(const A& g) {
    for (const games::CatalogueRow& r : g.catalogue().rows)
      if (r.letter != "K") letters.push_back(r.letter[0]);
  }
  static char coloured(char upper, int colour) { return colour ? char(upper - 'A' + 'a') : upper; }
  int kinds() const { return int(letters.size()); }
  std::string royal(int colour, std::uint8_t) const {
    return std::string(1, coloured('K', colour));
  }
};

// What a family's codec offers (see harness/positions/*.h):
//   explicit PositionCodec(const A& g);
//   static constexpr int kExtraBytes;
//   int kinds() const;                                  // non-royal kinds
//   std::string royal(int colour, std::uint8_t b) const;  // the royal piece's text
//   // The text of kind k of `colour` on square s, or nothing to leave s empty; unless `raw`,
//   // placements that could never be legal are fixed up or skipped.
//   std::optional<std::string> piece(int k, int colour, int s, const BoardCells&, bool raw);
//   // The fields after the placement (with their leading separator); may adjust the board
//   // first (castling pieces home, a pawn that just made a double step).
//   std::string tail(int side, BoardCells&, ByteSource& extras, bool raw, std::uint64_t seed);
template <class A>
struct PositionCodec;

// The position text the bytes decode to, for the variant's Game adapter g.
template <games::Game A>
std::string decode_position(const A& g, const games::VariantRow& v,
                            std::span<const std::uint8_t> bytes) {
  using Codec = PositionCodec<A>;
  Codec codec(g);
  ByteSource in{bytes};
  const std::uint8_t flags = in.next();
  const int side = flags & 1;
  const bool raw = flags & 2;
  std::uint64_t seed = in.next();
  seed |= std::uint64_t(in.next()) << 8;
  BoardCells b(v.files, v.ranks);
  const int n = b.squares();
  int wk = in.below(n), bk = in.below(n);
  if (!raw) {  // two royals apart, so that neither is in check from the other
    const auto near = [&](int x, int y) {
      const int df = x % v.files - y % v.files, dr = x / v.files - y / v.files;
      return df >= -2 && df <= 2 && dr >= -2 && dr <= 2;
    };
    for (int i = 0; i < n && near(wk, bk); ++i) bk = (bk + 7 * v.files / 2 + 3) % n;
  }
  b.put(wk, codec.royal(0, std::uint8_t(seed)), 0, true);
  if (bk != wk) b.put(bk, codec.royal(1, std::uint8_t(seed >> 8)), 1, true);
  const std::size_t from = std::min(in.at, bytes.size());
  ByteSource extra{
      bytes.subspan(from, std::min<std::size_t>(Codec::kExtraBytes, bytes.size() - from))};
  in.at = from + Codec::kExtraBytes;
  const auto place = [&](int s, std::uint8_t p) {
    if (b.royal[std::size_t(s)]) return;
    const int colour = p & 1, kind = (p >> 1) % codec.kinds();
    if (auto t = codec.piece(kind, colour, s, b, raw)) b.put(s, std::move(*t), colour);
  };
  std::uint64_t state = seed;
  const int extra_pieces = (flags >> 2) * (flags >> 2) / 63;  // mostly few
  for (int i = 0; i < extra_pieces; ++i) {
    const std::uint64_t r = splitmix64(state);
    place(int(r % std::uint64_t(n)), std::uint8_t(r >> 32));
  }
  while (!in.empty()) {
    const int s = in.below(n);
    place(s, in.next());
  }
  const std::string tail = codec.tail(side, b, extra, raw, splitmix64(state));
  return b.placement() + tail;
}

[[noreturn]] inline void position_fail(std::string_view variant, const std::string& text,
                                       const std::string& what) {
  std::fprintf(stderr, "fuzz: %s\nvariant %.*s, position '%s'\n", what.c_str(), int(variant.size()),
               variant.data(), text.c_str());
  __builtin_trap();
}

// A variant and the lock-step depth its positions are walked to (1: depth-1 sets only), down to
// depth 1 where the position has more than `deep_moves` moves (each child costs the reference a
// full generation: UC-24's compound turns make that slow).
struct PositionVariant {
  std::string_view name;
  int depth = 2;
  int deep_moves = 1 << 30;
};

// How many texts one validator accepted and the other refused, since the start.
inline std::uint64_t& acceptance_findings() {
  static std::uint64_t n = 0;
  return n;
}

// The checks on one position text of g's variant: the first failure, or none (also when both
// validators refuse the text; one refusing it alone is counted and reported, not failed).
template <games::Game A>
Failure position_text_failure(const A& g, const PositionVariant& pv, const std::string& text) {
  const std::string_view variant = pv.name;
  auto pos = g.load(text);
  auto ref = g.reference(text);
  static const bool trace = std::getenv("VCHESS_POSITION_TRACE") != nullptr;
  if (trace && !pos)
    std::fprintf(stderr, "position %.*s '%s': %s\n", int(variant.size()), variant.data(),
                 text.c_str(), pos.error().what().c_str());
  if (bool(pos) != bool(ref)) {
    if (++acceptance_findings() > 20) return {};
    std::fprintf(stderr, "finding: variant %.*s, '%s': the %s refuses it (%s)\n",
                 int(variant.size()), variant.data(), text.c_str(), pos ? "reference" : "fast path",
                 (pos ? ref.error().what() : pos.error().what()).c_str());
    return {};
  }
  if (!pos) return {};
  typename A::MoveList ml;
  g.legal(*pos, ml);
  if (trace)
    std::fprintf(stderr, "position %.*s '%s': read, %d moves\n", int(variant.size()),
                 variant.data(), text.c_str(), int(ml.size));
  // The fast perft counts its last ply in bulk, which the lock step below never asks for.
  const int bulk_depth = int(ml.size) > pv.deep_moves ? 1 : std::min(pv.depth, 2);
  for (const Failure& f : {compare_with_reference(g, *pos, ml, *ref), check_key(g, *pos),
                           check_make_unmake(g, *pos, ml), check_bulk_count(g, *pos, bulk_depth)})
    if (f) return f;
  try {
    LockStep<A>{g, *pos, *ref, {}}.walk(int(ml.size) > pv.deep_moves ? 1 : pv.depth);
  } catch (const Divergence& e) {
    return std::string(e.what());
  }
  return {};
}

// The same, stopping the fuzzer at a failure.
template <games::Game A>
void check_position_text(const A& g, const PositionVariant& pv, const std::string& text) {
  if (const Failure f = position_text_failure(g, pv, text)) position_fail(pv.name, text, *f);
}

// LLVMFuzzerTestOneInput's body for one family's position target (Fams: its families).
template <class Fams>
int fuzz_position(const std::vector<PositionVariant>& variants, const std::uint8_t* data,
                  std::size_t size) {
  if (size < 1) return 0;
  const PositionVariant& pv = variants[data[0] % variants.size()];
  const games::VariantRow* v = games::find_variant(pv.name);
  Fams::with_game(*v, [&](const auto& g) {
    const std::string text = decode_position(g, *v, std::span(data + 1, size - 1));
    check_position_text(g, pv, text);
  });
  return 0;
}

}  // namespace vchess::harness
