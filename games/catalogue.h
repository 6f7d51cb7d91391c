// A variant's piece catalogue: name, letter, Betza and empty-board destination counts from
// three squares, as `perft pieces` prints it.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace vchess::games {

struct CatalogueRow {
  std::string_view name;
  std::string letter;  // FEN letter, or the shogi label
  std::string_view betza;
  std::array<int, 3> counts;
};

struct Catalogue {
  std::array<std::string_view, 3> squares;
  std::vector<CatalogueRow> rows;
};

}  // namespace vchess::games
