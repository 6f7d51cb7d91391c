// Waterloo FEN (RULINGS 4.1, docs/rulings-local.md): board, side, castling (Marshall files),
// en passant, "<w>,<b>" promoted pawns, then the optional halfmove clock and move number.
// Only the syntax is checked here; Position::from_setup checks the rules.
#include <fmt/format.h>

#include <charconv>
#include <vector>

#include "core/fen_board.h"
#include "core/fen_fields.h"
#include "waterloo/types.h"

namespace vchess::waterloo {
namespace {

constexpr std::string_view field_name(FenField f) {
  constexpr std::string_view names[] = {"fields",         "board",          "side to move",
                                        "castling",       "en passant",     "promoted",
                                        "halfmove clock", "fullmove number"};
  return names[int(f)];
}

Unexpected<FenError> fail(FenField f, std::string msg) { return {FenError{f, std::move(msg)}}; }

// "BIbi" in that order, or "-".
std::string parse_rights(std::string_view f, int& rights) {
  if (f == "-") return {};
  static constexpr std::string_view kOrder = "BIbi";
  std::size_t next = 0;
  for (const char c : f) {
    const std::size_t i = kOrder.find(c);
    if (i == std::string_view::npos)
      return fmt::format("unexpected character '{}', expected - or some of BIbi", c);
    if (i < next) return fmt::format("'{}' out of order or repeated, expected the order BIbi", c);
    rights |= 1 << i;
    next = i + 1;
  }
  return {};
}

std::string parse_promoted(std::string_view f, std::array<int, 2>& n) {
  const std::size_t comma = f.find(',');
  if (comma == std::string_view::npos || !parse_int(f.substr(0, comma), 0, 3, n[White]) ||
      !parse_int(f.substr(comma + 1), 0, 3, n[Black]))
    return fmt::format("'{}', expected <white>,<black> with each 0 to 3", f);
  return {};
}

}  // namespace

std::string FenError::what() const {
  return fmt::format("bad FEN: {}: {}", field_name(field), message);
}

std::string square_name(int sq) {
  return fmt::format("{}{}", kFileLetters[G::file_of(sq)], G::rank_of(sq) + 1);
}

int parse_square(std::string_view s) {
  if (s.size() < 2 || s.size() > 3) return -1;
  const std::size_t f = kFileLetters.find(s[0]);
  int r = 0;
  if (f == std::string_view::npos || s[1] == '0' || !parse_int(s.substr(1), 1, 10, r)) return -1;
  return G::square(int(f), r - 1);
}

Expected<Setup, FenError> parse_fen(std::string_view fen) {
  const auto f = split_fields(fen);
  if (f.size() < 5 || f.size() > 7)
    return fail(FenField::Fields, fmt::format("{} fields, expected 5 to 7 (board side castling ep "
                                              "promoted [halfmove fullmove])",
                                              f.size()));
  Setup s;
  const auto err = parse_board_field(
      f[0], 10, 10,
      [](char c) -> Piece {
        const int t = type_of_letter(char(c & ~32));
        if (t < 0 || !((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return 0;
        return make_piece(c >= 'a' ? Black : White, PieceType(t));
      },
      [&](int file, int rank, Piece p) { s.board[G::square(file, rank)] = p; });
  if (!err.empty()) return fail(FenField::Board, err);
  if (f[1] != "w" && f[1] != "b")
    return fail(FenField::Side, fmt::format("'{}', expected w or b", f[1]));
  s.side = f[1] == "w" ? White : Black;
  if (auto e = parse_rights(f[2], s.rights); !e.empty()) return fail(FenField::Castling, e);
  if (f[3] != "-" && (s.ep = parse_square(f[3])) < 0)
    return fail(FenField::EnPassant, fmt::format("'{}' is not a square (files a-i and k)", f[3]));
  if (auto e = parse_promoted(f[4], s.promoted); !e.empty()) return fail(FenField::Promoted, e);
  if (f.size() > 5 && !parse_int(f[5], 0, 1000000, s.halfmove))
    return fail(FenField::Halfmove, fmt::format("'{}' is not a number", f[5]));
  if (f.size() > 6 && !parse_int(f[6], 1, 1000000, s.fullmove))
    return fail(FenField::Fullmove, fmt::format("'{}' is not a positive number", f[6]));
  return s;
}

std::string to_fen(const Setup& s) {
  std::string rights;
  for (int i = 0; i < 4; ++i)
    if (s.rights >> i & 1) rights += "BIbi"[i];
  return fmt::format("{} {} {} {} {},{} {} {}",
                     board_field(10, 10,
                                 [&](int file, int rank) -> char {
                                   const Piece p = s.board[G::square(file, rank)];
                                   if (!p) return 0;
                                   const char l = info(type_of(p)).letter;
                                   return color_of(p) == White ? l : char(l | 32);
                                 }),
                     s.side == White ? 'w' : 'b', rights.empty() ? "-" : rights,
                     s.ep < 0 ? "-" : square_name(s.ep), s.promoted[White], s.promoted[Black],
                     s.halfmove, s.fullmove);
}

}  // namespace vchess::waterloo
