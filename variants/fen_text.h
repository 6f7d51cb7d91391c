// What the FEN reader and writer of setup.h share (not part of the model's interface).
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/text.h"
#include "variants/setup.h"

namespace vchess::variants::fen_text {

// A field that cannot be read; read_fen turns it into its FenError.
struct Bad {
  std::string what;
};
[[noreturn]] inline void fail(std::string what) { throw Bad{std::move(what)}; }

using text::is_digit;
using text::parse_number;
using text::printable;
using text::split;

// `W+B`: the checks each side still has to give; nullopt when it is not that.
inline std::optional<std::array<int, 2>> check_pair(std::string_view field) {
  const auto parts = split(field, '+');
  const int w = parts.size() == 2 ? parse_number(parts[0], 3) : -1;
  const int b = parts.size() == 2 ? parse_number(parts[1], 3) : -1;
  if (w < 0 || b < 0) return std::nullopt;
  return std::array<int, 2>{w, b};
}

// The castling and en passant fields (fen_fields.cpp); the board is read before them.
void read_castling(const ResolvedVariant& v, Setup& s, std::string_view field);
void read_en_passant(const ResolvedVariant& v, Setup& s, std::string_view field);

}  // namespace vchess::variants::fen_text
