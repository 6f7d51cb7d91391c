// The chess-family variants as data: board, start position, promotion set, how to ask
// fairy-stockfish about it, and which random start arrays it has.
#pragma once
#include <array>
#include <optional>
#include <string_view>

#include "chess/position.h"

namespace vchess::chess {

enum class RandomStart { None, Chess960, Crc };

struct VariantSpec {
  std::string_view name;
  std::string_view description;
  int files, ranks;
  std::string_view start_fen;
  std::array<PieceType, 6> promotions;
  int n_promotions;
  std::string_view fsf_variant;  // UCI_Variant of fairy-stockfish
  bool fsf_chess960;             // needs UCI_Chess960
  RandomStart random_start;

  std::span<const PieceType> promotion_types() const {
    return {promotions.data(), std::size_t(n_promotions)};
  }
};

inline constexpr std::array<VariantSpec, 5> kVariants{{
    {"chess", "orthodox chess", 8, 8, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     {Queen, Rook, Bishop, Knight}, 4, "chess", false, RandomStart::None},
    {"chess960", "Fischer random chess (960 start arrays, Scharnagl numbering)", 8, 8,
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {Queen, Rook, Bishop, Knight}, 4,
     "fischerandom", true, RandomStart::Chess960},
    {"capablanca", "Capablanca chess, 10x8, archbishop and chancellor", 10, 8,
     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
     {Queen, Archbishop, Chancellor, Rook, Bishop, Knight}, 6, "capablanca", false,
     RandomStart::None},
    {"gothic", "Gothic chess, 10x8, Capablanca pieces in the Gothic array", 10, 8,
     "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
     {Queen, Archbishop, Chancellor, Rook, Bishop, Knight}, 6, "gothic", false, RandomStart::None},
    // CRC starts from array 20796 of the default set (11567 of the strict set): Capablanca's
    // own array is in neither, its queen and archbishop standing on one colour.
    {"crc", "Capablanca Random Chess (2004 proposal), Fischer-random castling on 10x8", 10, 8,
     "rnqbckbanr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNQBCKBANR w KQkq - 0 1",
     {Queen, Archbishop, Chancellor, Rook, Bishop, Knight}, 6, "caparandom", true,
     RandomStart::Crc},
}};

inline const VariantSpec* find_variant(std::string_view name) {
  for (const auto& v : kVariants)
    if (v.name == name) return &v;
  return nullptr;
}

// Calls f.template operator()<G>() with the geometry of the variant's board.
template <class F>
decltype(auto) with_geometry(const VariantSpec& v, F&& f) {
  if (v.files == 8) return f.template operator()<Board8x8>();
  return f.template operator()<Board10x8>();
}

}  // namespace vchess::chess
