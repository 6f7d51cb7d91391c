// perft variants / pieces / startpos: the catalogue printed from the variant data.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "chess/movegen.h"
#include "chess/startpos.h"
#include "uc24/movegen.h"
#include "commands.h"
#include "driver.h"

namespace vchess::cli {
namespace {
using namespace vchess::chess;

template <class G>
int destinations(PieceType t, int sq) {
  switch (t) {
    case Pawn: return popcount(G::step_bb(sq, {0, 1}));
    case Knight: return popcount(MoveGen<G>::template attacks<Knight>(sq, {}));
    case Bishop: return popcount(MoveGen<G>::template attacks<Bishop>(sq, {}));
    case Rook: return popcount(MoveGen<G>::template attacks<Rook>(sq, {}));
    case Queen: return popcount(MoveGen<G>::template attacks<Queen>(sq, {}));
    case Archbishop: return popcount(MoveGen<G>::template attacks<Archbishop>(sq, {}));
    case Chancellor: return popcount(MoveGen<G>::template attacks<Chancellor>(sq, {}));
    default: return popcount(MoveGen<G>::template attacks<King>(sq, {}));
  }
}

bool in_variant(const VariantSpec& v, PieceType t) {
  return v.files == 10 || (t != Archbishop && t != Chancellor);
}

}  // namespace

int variants_command(int, char**) {
  for (const auto& v : all_variants())
    fmt::print("{:<11} {}x{}  {}\n", v.name, v.files, v.ranks, v.description);
  return 0;
}

namespace {
struct Row {
  std::string_view name, betza;
  char letter;
  int a1, d4, e4;
};

std::vector<Row> catalogue(const Variant& v) {
  std::vector<Row> rows;
  if (v.family == Family::Uc24) {
    for (int t = 0; t < uc24::kTypes; ++t) {
      const auto& p = uc24::kPieceTable[t];
      if (t == uc24::kPawn) { rows.push_back({p.name, p.betza, p.letter, 1, 1, 1}); continue; }
      rows.push_back({p.name, p.betza, p.letter, uc24::empty_board_destinations(t, 0),
                      uc24::empty_board_destinations(t, 27), uc24::empty_board_destinations(t, 28)});
    }
    return rows;
  }
  with_geometry(*v.chess, [&]<class G>() {
    for (const PieceInfo& p : kPieceTable)
      if (in_variant(*v.chess, p.type))
        rows.push_back({p.name, p.betza, char(p.letter - 32), destinations<G>(p.type, 0),
                        destinations<G>(p.type, G::square(3, 3)), destinations<G>(p.type, G::square(4, 3))});
    return 0;
  });
  return rows;
}
}  // namespace

int pieces_command(int argc, char** argv) {
  CLI::App app{"The piece catalogue of a variant: name, letter, Betza, empty-board "
               "destinations from a1, d4 and e4 (a pawn's from its own side).", "perft pieces"};
  std::string variant;
  bool json = false;
  app.add_option("variant", variant, "variant name")->required();
  app.add_flag("--json", json, "JSON array instead of a table");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  const auto& v = variant_or_throw(variant);
  std::string out;
  for (const Row& r : catalogue(v)) {
    if (json)
      out += fmt::format("{}{{\"name\": \"{}\", \"letter\": \"{}\", \"betza\": \"{}\", "
                         "\"a1\": {}, \"d4\": {}, \"e4\": {}}}",
                         out.empty() ? "[" : ", ", r.name, r.letter, r.betza, r.a1, r.d4, r.e4);
    else
      out += fmt::format("{:<16} {}  a1 {:>2}  d4 {:>2}  e4 {:>2}  {}\n", r.name, r.letter, r.a1,
                         r.d4, r.e4, r.betza);
  }
  fmt::print("{}{}", out, json ? "]\n" : "");
  return 0;
}

int startpos_command(int argc, char** argv) {
  CLI::App app{"List the numbered start arrays of chess960 (Scharnagl numbering) or crc "
               "(sorted back ranks; RULINGS 3.1).", "perft startpos"};
  std::string variant;
  bool strict = false;
  app.add_option("variant", variant, "chess960 or crc")->required();
  app.add_flag("--strict", strict, "crc: the strict 12,118 set instead of the default 21,821");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  const auto& v = variant_or_throw(variant);
  if (v.family != Family::Chess) throw CliError(fmt::format("variant {} has no numbered start arrays (uc24: --seed N)", v.name));
  if (v.chess->random_start == RandomStart::Chess960) {
    for (int n = 0; n < 960; ++n) fmt::print("{} {}\n", n, chess960_fen(n));
  } else if (v.chess->random_start == RandomStart::Crc) {
    const auto& arrays = crc_arrays(strict ? CrcSet::Strict : CrcSet::Default);
    for (std::size_t n = 0; n < arrays.size(); ++n) fmt::print("{} {}\n", n, crc_fen(arrays[n]));
  } else {
    throw CliError(fmt::format("variant {} has no numbered start arrays", v.name));
  }
  return 0;
}

}  // namespace vchess::cli
