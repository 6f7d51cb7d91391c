// UC-24 FEN: the six chess fields, then optionally "[<White reserve>/<Black reserve>]",
// "<white rights>,<black rights>" and the pending exchange "-" or "<sq>:<y|n><y|n>".
#include <fmt/format.h>

#include <charconv>

#include "core/fen_board.h"
#include "core/fen_fields.h"
#include "uc24/types.h"

namespace vchess::uc24 {
namespace {

constexpr std::string_view field_name(FenField f) {
  constexpr std::string_view names[] = {
      "fields",         "board",           "side to move", "castling", "en passant",
      "halfmove clock", "fullmove number", "reserves",     "rights",   "pending exchange"};
  return names[int(f)];
}

Unexpected<FenError> fail(FenField f, std::string msg) { return {FenError{f, std::move(msg)}}; }

std::string parse_reserves(std::string_view f, Setup& s) {
  if (f.size() < 3 || f.front() != '[' || f.back() != ']' || f.find('/') != f.rfind('/') ||
      f.find('/') == f.npos)
    return "expected [<white pieces>/<black pieces>]";
  const std::size_t slash = f.find('/');
  const std::string_view part[2] = {f.substr(1, slash - 1),
                                    f.substr(slash + 1, f.size() - slash - 2)};
  for (int c = 0; c < 2; ++c) {
    if (part[c].size() > 16)
      return fmt::format("more than 16 {} reserve pieces", c ? "black" : "white");
    for (char ch : part[c]) {
      const int t = type_of_letter(ch);
      const bool upper = ch >= 'A' && ch <= 'Z';
      if (t <= kKing || upper != (c == White))
        return fmt::format("unexpected character '{}' in the {} reserve", ch,
                           c ? "black" : "white");
      s.reserve[c].push_back(t);
    }
  }
  return {};
}

std::string parse_pending(std::string_view f, Setup& s) {
  if (f == "-") return {};
  const std::size_t colon = f.find(':');
  if (colon == f.npos || f.size() != colon + 3)
    return fmt::format("'{}', expected - or <sq>:<y|n><y|n>", f);
  s.pending.sq = parse_square(f.substr(0, colon));
  const char a = f[colon + 1], b = f[colon + 2];
  if (s.pending.sq < 0 || (a != 'y' && a != 'n') || (b != 'y' && b != 'n'))
    return fmt::format("'{}', expected - or <sq>:<y|n><y|n>", f);
  s.pending.capturer_pawn = a == 'y';
  s.pending.victim_pawn = b == 'y';
  return {};
}

std::string parse_rights(std::string_view r, Setup& s) {
  const std::size_t comma = r.find(',');
  if (comma == r.npos || !parse_int(r.substr(0, comma), 0, 1000, s.rights[White]) ||
      !parse_int(r.substr(comma + 1), 0, 1000, s.rights[Black]))
    return fmt::format("'{}', expected <white>,<black>", r);
  return {};
}

}  // namespace

std::string FenError::what() const {
  return fmt::format("bad FEN: {}: {}", field_name(field), message);
}

std::string square_name(int sq) { return fmt::format("{}{}", char('a' + sq % 8), sq / 8 + 1); }

int parse_square(std::string_view s) {
  if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return -1;
  return (s[1] - '1') * 8 + (s[0] - 'a');
}

Expected<Setup, FenError> parse_fen(std::string_view fen) {
  const auto f = split_fields(fen);
  // 4-6 chess fields, optionally followed by the three UC-24 fields.
  const std::size_t n = f.size() >= 7 ? f.size() - 3 : f.size();
  if (n < 4 || n > 6 || (f.size() >= 7 && f[n].front() != '['))
    return fail(
        FenField::Fields,
        fmt::format("{} fields, expected 4 to 6, plus reserves, rights and pending", f.size()));
  Setup s;
  const auto err = parse_board_field(
      f[0], 8, 8,
      [](char c) -> Piece {
        const int t = type_of_letter(c);
        return t < 0 ? kNoPiece : make_piece(c >= 'a' ? Black : White, t);
      },
      [&](int file, int rank, Piece p) { s.board[rank * 8 + file] = p; });
  if (!err.empty()) return fail(FenField::Board, err);
  if (f[1] != "w" && f[1] != "b")
    return fail(FenField::Side, fmt::format("'{}', expected 'w' or 'b'", f[1]));
  s.side = f[1] == "w" ? White : Black;
  if (f[2] != "-")
    return fail(FenField::Castling, fmt::format("'{}', UC-24 has no castling", f[2]));
  if (f[3] != "-" && (s.ep = parse_square(f[3])) < 0)
    return fail(FenField::EnPassant, fmt::format("'{}' is not a square", f[3]));
  if (n > 4 && !parse_int(f[4], 0, 1000000, s.halfmove))
    return fail(FenField::Halfmove, fmt::format("'{}' is not a number", f[4]));
  if (n > 5 && !parse_int(f[5], 1, 1000000, s.fullmove))
    return fail(FenField::Fullmove, fmt::format("'{}' is not a positive number", f[5]));
  if (f.size() > n) {
    if (f.size() != n + 3)
      return fail(FenField::Fields, "reserves, rights and pending come together");
    if (auto e = parse_reserves(f[n], s); !e.empty()) return fail(FenField::Reserve, e);
    if (auto e = parse_rights(f[n + 1], s); !e.empty()) return fail(FenField::Rights, e);
    if (auto e = parse_pending(f[n + 2], s); !e.empty()) return fail(FenField::Pending, e);
  }
  return s;
}

std::string to_fen(const Setup& s) {
  std::string out = board_field(8, 8, [&](int f, int r) -> char {
    const Piece p = s.board[r * 8 + f];
    if (!p) return 0;
    const char l = kPieceTable[type_of(p)].letter;
    return color_of(p) == White ? l : char(l - 'A' + 'a');
  });
  out += fmt::format(" {} - {} {} {} [", s.side == White ? 'w' : 'b',
                     s.ep >= 0 ? square_name(s.ep) : "-", s.halfmove, s.fullmove);
  for (int c = 0; c < 2; ++c) {
    for (int t : s.reserve[c])
      out += c == White ? kPieceTable[t].letter : char(kPieceTable[t].letter - 'A' + 'a');
    out += c == White ? "/" : "]";
  }
  out += fmt::format(" {},{} ", s.rights[White], s.rights[Black]);
  if (s.pending.sq < 0) return out + "-";
  return out + fmt::format("{}:{}{}", square_name(s.pending.sq),
                           s.pending.capturer_pawn ? 'y' : 'n', s.pending.victim_pawn ? 'y' : 'n');
}

}  // namespace vchess::uc24
