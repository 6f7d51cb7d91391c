#include <charconv>
#include <fmt/format.h>

#include "chess/pieces.h"
#include "chess/setup.h"
#include "core/fen_board.h"
#include "core/fen_fields.h"

namespace vchess::chess {
namespace {

constexpr std::string_view field_name(FenField f) {
  constexpr std::string_view names[] = {"fields", "board", "side to move", "castling",
                                        "en passant", "halfmove clock", "fullmove number"};
  return names[int(f)];
}

Unexpected<FenError> fail(FenField f, std::string msg) { return {FenError{f, std::move(msg)}}; }

std::string parse_board(std::string_view field, Setup& s) {
  return parse_board_field(
      field, s.files, s.ranks,
      [](char c) -> Piece {
        const PieceType t = type_from_letter(c);
        return t == NoType ? kNoPiece : make_piece(c >= 'a' ? Black : White, t);
      },
      [&](int f, int r, Piece p) { s.at(f, r) = p; });
}

std::string parse_castling(std::string_view field, Setup& s) {
  if (field == "-") return {};
  for (std::size_t i = 0; i < field.size(); ++i) {
    const char c = field[i];
    const Color col = (c >= 'a' && c <= 'z') ? Black : White;
    const char up = col == Black ? char(c - 'a' + 'A') : c;
    if (up == 'K' || up == 'Q') {
      CastlingToken t{col, up, -1};
      // Proposal style: a marker followed by a file letter of the same case names the rook.
      if (i + 1 < field.size()) {
        const char n = field[i + 1];
        const int nf = col == White ? n - 'A' : n - 'a';
        if (nf >= 0 && nf < s.files && n != 'K' && n != 'Q' && n != 'k' && n != 'q') {
          t.file = nf;
          ++i;
        }
      }
      s.castling.push_back(t);
    } else if (up >= 'A' && up - 'A' < s.files) {
      s.castling.push_back({col, 0, up - 'A'});
    } else {
      return fmt::format("unexpected character '{}'", c);
    }
  }
  return {};
}

}  // namespace

std::string FenError::what() const {
  return fmt::format("bad FEN: {}: {}", field_name(field), message);
}
std::string PositionError::what() const { return fmt::format("bad position: {}", message); }

std::string square_name(int sq, int files) {
  return fmt::format("{}{}", char('a' + sq % files), sq / files + 1);
}

int parse_square(std::string_view s, int files, int ranks) {
  if (s.size() < 2 || s[0] < 'a' || s[0] - 'a' >= files) return -1;
  int r = 0;
  if (!parse_int(s.substr(1), 1, ranks, r) || s[1] == '0') return -1;
  return (r - 1) * files + (s[0] - 'a');
}

std::string to_fen(const Setup& s) {
  std::string out = board_field(s.files, s.ranks, [&](int f, int r) -> char {
    const Piece p = s.at(f, r);
    if (!p) return 0;
    const char l = piece_info(type_of(p)).letter;
    return color_of(p) == White ? char(l - 'a' + 'A') : l;
  });
  out += s.side == White ? " w " : " b ";
  for (const CastlingToken& t : s.castling) {
    const char base = t.marker ? t.marker : char('A' + t.file);
    out += t.color == White ? base : char(base - 'A' + 'a');
  }
  if (s.castling.empty()) out += '-';
  out += ' ';
  out += s.ep >= 0 ? square_name(s.ep, s.files) : "-";
  return out + fmt::format(" {} {}", s.halfmove, s.fullmove);
}

Expected<Setup, FenError> parse_fen(std::string_view fen, int files, int ranks) {
  const auto f = split_fields(fen);
  if (f.size() < 4 || f.size() > 6)
    return fail(FenField::Fields, fmt::format("{} fields, expected 4 to 6", f.size()));
  Setup s;
  s.files = files;
  s.ranks = ranks;
  if (auto e = parse_board(f[0], s); !e.empty()) return fail(FenField::Board, e);
  if (f[1] != "w" && f[1] != "b")
    return fail(FenField::Side, fmt::format("'{}', expected 'w' or 'b'", f[1]));
  s.side = f[1] == "w" ? White : Black;
  if (auto e = parse_castling(f[2], s); !e.empty()) return fail(FenField::Castling, e);
  if (f[3] != "-") {
    s.ep = parse_square(f[3], files, ranks);
    if (s.ep < 0) return fail(FenField::EnPassant, fmt::format("'{}' is not a square", f[3]));
  }
  if (f.size() > 4 && !parse_int(f[4], 0, 1000000, s.halfmove))
    return fail(FenField::Halfmove, fmt::format("'{}' is not a number", f[4]));
  if (f.size() > 5 && !parse_int(f[5], 1, 1000000, s.fullmove))
    return fail(FenField::Fullmove, fmt::format("'{}' is not a positive number", f[5]));
  return s;
}

}  // namespace vchess::chess
