// Work units for a perft split over many processes or machines: a header line, then one JSON
// line per unique position at the split depth K, with how many paths from the root reach it.
//
//   {"format": "vchess-units/1", "variant": "chess", "input_fen": F0, "moves": [...],
//    "fen": F, "depth": D, "at": K, "units": N, "root_moves": [...], "checksum": "16 hex"}
//   {"id": 0, "fen": F, "depth": D-K, "multiplicity": M, "roots": {"e2e4": m1, ...},
//    "checksum": "16 hex"}
//
// Checksums are 64-bit FNV-1a over a canonical text, not over the JSON, so spacing does not
// matter but every field that changes a count does:
//   unit:   "<id>\n<fen>\n<depth>\n<multiplicity>\n" then "<move> <count>\n" per root entry
//   header: "vchess-units/1\n<variant>\n<fen>\n<depth>\n<at>\n<units>\n<root moves, space
//           separated>\n" then "<unit checksum as 16 hex>\n" per unit in id order
// A result line names its unit's checksum, so a result can only be merged into the split it came
// from. `roots` splits the multiplicity by root move (the counts sum to it) for --divide.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"

namespace vchess::units {

inline constexpr std::string_view kUnitsFormat = "vchess-units/1";

// Why a unit or results file was refused: one line naming the file, line and field.
struct UnitError {
  std::string message;
  const std::string& what() const { return message; }
};

struct RootCount {
  std::string move;  // canonical text of the root move
  std::uint64_t count = 0;
};

struct Unit {
  std::uint64_t id = 0;
  std::string fen;  // canonical
  int depth = 0;    // plies still to count below this position
  std::uint64_t multiplicity = 0;
  std::vector<RootCount> roots;
  std::uint64_t checksum = 0;
};

struct UnitHeader {
  std::string variant;
  std::string input_fen;           // provenance: the position given
  std::vector<std::string> moves;  // provenance: the moves played from it
  std::string fen;                 // the root, canonical, after the moves
  int depth = 0, at = 0;
  std::uint64_t units = 0;
  std::vector<std::string> root_moves;  // every legal root move, in divide order
  std::uint64_t checksum = 0;
};

struct UnitFile {
  UnitHeader header;
  std::vector<Unit> units;  // units[i].id == i
};

constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ull;
std::uint64_t fnv1a(std::string_view text, std::uint64_t h = kFnvOffset);
std::string hex16(std::uint64_t v);

std::uint64_t unit_checksum(const Unit& u);
std::uint64_t header_checksum(const UnitHeader& h, const std::vector<Unit>& units);
// Fills every checksum and the header's unit count.
void seal(UnitFile& f);

std::string header_line(const UnitHeader& h);
std::string unit_line(const Unit& u);

// Reads and verifies a units file: format, every field, every checksum, ids 0..N-1 in order.
Expected<UnitFile, UnitError> read_units(const std::string& path);
// Writes the file and fsyncs it; the error names the path.
Expected<bool, UnitError> write_units(const std::string& path, const UnitFile& f);

}  // namespace vchess::units
