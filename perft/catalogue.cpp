// perft variants / pieces / startpos: the catalogue printed from the variant data.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "chess/movegen.h"
#include "chess/startpos.h"
#include "shogi/movegen.h"
#include "uc24/movegen.h"
#include "waterloo/movegen.h"
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
  std::string_view name;
  std::string letter;  // FEN letter, or the shogi label
  std::string_view betza;
  std::array<int, 3> counts;
};
struct Catalogue {
  std::array<std::string_view, 3> squares;
  std::vector<Row> rows;
};

template <class G>
Catalogue shogi_catalogue(std::array<std::string_view, 3> squares) {
  Catalogue c{squares, {}};
  const auto& R = shogi::kRules<G>;
  for (int t = 0; t < R.types; ++t) {
    Row r{R.def(t).name, std::string(R.def(t).label), "", {}};
    for (int i = 0; i < 3; ++i)
      r.counts[i] = shogi::empty_board_destinations<G>(t, shogi::parse_square(squares[i], G::kFiles));
    c.rows.push_back(r);
  }
  return c;
}

Catalogue uc24_catalogue() {
  Catalogue c{{"a1", "d4", "e4"}, {}};
  for (int t = 0; t < uc24::kTypes; ++t) {
    const auto& p = uc24::kPieceTable[t];
    if (t == uc24::kPawn) {
      c.rows.push_back({p.name, std::string(1, p.letter), p.betza, {1, 1, 1}});
      continue;
    }
    c.rows.push_back({p.name, std::string(1, p.letter), p.betza,
                      {uc24::empty_board_destinations(t, 0), uc24::empty_board_destinations(t, 27),
                       uc24::empty_board_destinations(t, 28)}});
  }
  return c;
}

Catalogue waterloo_catalogue() {
  namespace w = vchess::waterloo;
  const std::array<std::string_view, 3> squares{"a1", "e5", "e4"};
  Catalogue c{squares, {}};
  for (int t = 0; t < w::kTypes; ++t) {
    const auto& p = w::kPieceTable[t];
    Row r{p.name, std::string(1, p.letter), p.betza, {}};
    for (int i = 0; i < 3; ++i)
      r.counts[i] = t == w::Pawn ? 0
                                 : w::empty_board_destinations(w::PieceType(t), w::parse_square(squares[i]));
    c.rows.push_back(r);
  }
  return c;
}

Catalogue catalogue(const Variant& v) {
  if (v.family == Family::Waterloo) return waterloo_catalogue();
  if (v.family == Family::Shogi) return shogi_catalogue<shogi::Board9>({"a1", "e5", "e3"});
  if (v.family == Family::DaiSeireigi) return shogi_catalogue<shogi::Board15>({"a1", "h8", "h5"});
  if (v.family == Family::Uc24) return uc24_catalogue();
  Catalogue c{{"a1", "d4", "e4"}, {}};
  with_geometry(*v.chess, [&]<class G>() {
    for (const PieceInfo& p : kPieceTable)
      if (in_variant(*v.chess, p.type))
        c.rows.push_back({p.name, std::string(1, char(p.letter - 32)), p.betza,
                          {destinations<G>(p.type, 0), destinations<G>(p.type, G::square(3, 3)),
                           destinations<G>(p.type, G::square(4, 3))}});
    return 0;
  });
  return c;
}
}  // namespace

int pieces_command(int argc, char** argv) {
  CLI::App app{"The piece catalogue of a variant: name, letter (shogi: label), Betza, and the "
               "destinations on an empty board from three squares (a pawn's from its own side).",
               "perft pieces"};
  std::string variant;
  bool json = false;
  app.add_option("variant", variant, "variant name")->required();
  app.add_flag("--json", json, "JSON array instead of a table");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  const Catalogue c = catalogue(variant_or_throw(variant));
  const auto& q = c.squares;
  std::string out;
  for (const Row& r : c.rows) {
    if (json)
      out += fmt::format("{}{{\"name\": \"{}\", \"letter\": \"{}\", \"betza\": \"{}\", "
                         "\"{}\": {}, \"{}\": {}, \"{}\": {}}}",
                         out.empty() ? "[" : ", ", r.name, r.letter, r.betza, q[0], r.counts[0], q[1],
                         r.counts[1], q[2], r.counts[2]);
    else
      out += fmt::format("{:<31} {:<4} {} {:>3}  {} {:>3}  {} {:>3}  {}\n", r.name, r.letter, q[0],
                         r.counts[0], q[1], r.counts[1], q[2], r.counts[2], r.betza);
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
