// The defined variants the harness checks (properties/defined/, fuzz/fuzz_defined_differential):
// a fixed list of bundled ones, and the harness's own definitions (hoppers, lame leapers, drops of
// both) read from text compiled in, so that a fuzzer needs no file at run time. Their rows are the
// harness's own, not the registry's; a Game adapter is made from a row as the CLI makes it.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/registry.h"
#include "reference/defined/reference_defined.h"
#include "variants/catalog.h"

namespace vchess::harness {

// The variants the harness walks: bundled ones, one of each kind of rule (castling: chess,
// fischerandom's king-takes-rook, shako's on rank 2; counting rules: makruk; weak pieces:
// shatranj, courier; drops: crazyhouse, capahouse and the shogi family; large boards; riders and
// hoppers: nightrider, grasshopper, shako's cannon; an asymmetric army: horde; game ends: 3check,
// antichess, king of the hill, racing kings, dobutsu), the harness's own (below), then a drop
// region (dragon), janggi (palace diagonals, its cannon, passes, bikjang) and janggicasual (the
// same without bikjang), the south-east Asian rules (makpong's king in check, cambodian's and
// karouk's first leaps), turning pieces over (kyotoshogi, micro), a mobility region of an en
// passant type (pawnback), a bare-king draw (shatar), palaces, rivers, cannons and the flying
// general (xiangqi, minixiangqi, manchu), a set-up by drops (sittuyin) and explosions (atomic's
// pseudo-royal king, nocheckatomic's ordinary one, atomar's immune kings) and wall squares
// (gustav3, omicron, troitzky), and the enclosing games (ataxx's clones, jumps and flips, the
// reversi family's enclosing drops, passes and full boards). Append only: a fuzz corpus picks
// variants by index into this list.
inline const std::vector<std::string_view>& defined_harness_names() {
  static const std::vector<std::string_view> names = {
      "def:chess", "fischerandom",   "makruk",        "shatranj",      "crazyhouse",   "def:shogi",
      "minishogi", "janus",          "shako",         "capahouse",     "grasshopper",  "nightrider",
      "horde",     "3check",         "antichess",     "kingofthehill", "racingkings",  "torishogi",
      "courier",   "def:capablanca", "dobutsu",       "hoplame",       "hoplamehouse", "dragon",
      "janggi",    "janggicasual",   "makpong",       "cambodian",     "karouk",       "kyotoshogi",
      "micro",     "pawnback",       "shatar",        "xiangqi",       "minixiangqi",  "manchu",
      "sittuyin",  "atomic",         "nocheckatomic", "atomar",        "gustav3",      "omicron",
      "troitzky",  "ataxx",          "flipello",      "flipersi",      "flipello10"};
  return names;
}

// The harness's own definitions: a xiangqi horse (nN), a lame elephant (nA), a rook cannon
// (mRcpR), a grasshopper (gQ) and a bishop-line hopper (pB) on the chess board, and the same
// with crazyhouse drops into one's own half.
inline constexpr std::string_view kHarnessDefinitions = R"ini(
[hoplame:chess]
customPiece1 = h:nN
customPiece2 = e:nA
customPiece3 = c:mRcpR
customPiece4 = g:gQ
customPiece5 = y:pB
startFen = rheckgyr/pppppppp/8/8/8/8/PPPPPPPP/RHECKGYR w KQkq - 0 1
promotionPieceTypes = hecgy

[hoplamehouse:hoplame]
startFen = rheckgyr/pppppppp/8/8/8/8/PPPPPPPP/RHECKGYR[] w KQkq - 0 1
pieceDrops = true
capturesToHand = true
dropRegionWhite = *1 *2 *3 *4
dropRegionBlack = *5 *6 *7 *8
)ini";

// Rows of the harness's own definitions (hoplame, hoplamehouse), read once.
inline const std::deque<games::VariantRow>& harness_defined_rows() {
  static const std::deque<games::VariantRow> rows = [] {
    static const auto set = [] {
      auto s = variants::VariantSet::bundled().with_text(kHarnessDefinitions,
                                                         "harness/defined_variants.h");
      if (!s) {
        std::fprintf(stderr, "harness definitions: %s\n", s.error().what().c_str());
        std::abort();
      }
      return std::move(*s);
    }();
    std::deque<games::VariantRow> out;
    for (const auto& def : set.all()) {
      if (def->bundled) continue;
      games::VariantRow& row = out.emplace_back();
      row.name = def->name;  // views the definition, which `set` keeps alive
      row.description = "the harness's own definition";
      row.family = games::defined_family(def->files, def->ranks);
      row.files = def->files;
      row.ranks = def->ranks;
      row.start = games::StartKind::Fixed;
      row.defined = def.get();
      row.source = "harness/defined_variants.h";
      row.rules = std::make_shared<const ref_defined::Rules>(*def);
    }
    return out;
  }();
  return rows;
}

// The row of a bundled variant, a variant read from a user file, or the harness's own; aborts on
// a name it does not know (a test's typo).
inline const games::VariantRow* defined_row(std::string_view name) {
  for (const games::VariantRow& r : harness_defined_rows())
    if (r.name == name) return &r;
  const games::VariantRow* r = games::find_variant(name);
  if (!r || !games::is_defined(r->family)) {
    std::fprintf(stderr, "harness: no defined variant %.*s\n", int(name.size()), name.data());
    std::abort();
  }
  return r;
}

}  // namespace vchess::harness
