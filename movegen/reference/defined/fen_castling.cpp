// The castling and en passant fields of a FEN, read and written as Fairy-Stockfish does.
#include <cctype>

#include "reference/common/text.h"
#include "reference/defined/internal.h"

namespace ref_defined {
namespace {

using ref_common::printable;

bool own_piece(const Position& p, int s, int color, bool rook) {
  const Cell& c = p.at(s);
  if (c.empty() || c.color != color) return false;
  const PieceType& t = p.rules->type(c.type);
  return rook ? t.castling_rook[static_cast<std::size_t>(color)]
              : t.castling_king[static_cast<std::size_t>(color)];
}

int castling_rank(const Rules& r, int color) {
  return relative_rank(r, color, r.def().castling_rank);
}

// The castling king's square of `color` given the right's rook square (Fairy-Stockfish: the only
// castling king on the castling rank, the lowest one in chess960, else the one on
// castlingKingFile), or -1 when there is none.
int find_castling_king(const Position& p, int color, int rook_sq) {
  const Rules& r = *p.rules;
  const int rank = castling_rank(r, color);
  const bool c960 = r.def().chess960;
  if (c960 && own_piece(p, rook_sq, color, false)) return rook_sq;
  int first = -1, count = 0;
  for (int f = 0; f < r.files(); ++f)
    if (own_piece(p, square_index(f, rank), color, false)) {
      if (first < 0) first = square_index(f, rank);
      ++count;
    }
  const int k = count && (count == 1 || c960)
                    ? first
                    : square_index(std::min(r.def().castling_king_file, r.files() - 1), rank);
  return own_piece(p, k, color, false) ? k : -1;
}

}  // namespace

std::string square_text(int s) {
  return std::string(1, static_cast<char>('a' + file_of(s))) + std::to_string(rank_of(s) + 1);
}

void read_castling(Position& p, std::string_view fen, std::string_view field) {
  const Rules& r = *p.rules;
  if (field == "-") return;
  for (char token : field) {
    const int color = std::islower(static_cast<unsigned char>(token)) ? kBlack : kWhite;
    const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(token)));
    const int rank = castling_rank(r, color);
    int rsq = -1;
    if (up == 'K') {
      int f = std::min(r.def().castling_rook_kingside_file, r.files() - 1);
      while (f > 0 && !own_piece(p, square_index(f, rank), color, true)) --f;
      rsq = square_index(f, rank);
    } else if (up == 'Q') {
      int f = std::min(r.def().castling_rook_queenside_file, r.files() - 1);
      while (f < r.files() - 1 && !own_piece(p, square_index(f, rank), color, true)) ++f;
      rsq = square_index(f, rank);
    } else if (up >= 'A' && up < 'A' + r.files()) {
      rsq = square_index(up - 'A', rank);
    } else {
      throw Error("bad FEN '" + printable(fen) + "': bad castling right '" +
                  printable({&token, 1}) + "'");
    }
    // gating: a file letter names an unmoved piece of that colour on the castling rank.
    if (r.def().gating) {
      const Cell& c = p.at(rsq);
      if (!c.empty() && c.color == color) p.gates.set(static_cast<std::size_t>(rsq));
      continue;
    }
    if (!r.def().castling) continue;  // as Fairy-Stockfish: rights of a variant without castling
    auto& king = p.castling_king[static_cast<std::size_t>(color)];
    if (king < 0) king = static_cast<std::int16_t>(find_castling_king(p, color, rsq));
    if (king < 0 || !own_piece(p, rsq, color, true)) continue;  // no such right: dropped
    p.castles[static_cast<std::size_t>(color)][king < rsq ? 0 : 1].rook =
        static_cast<std::int16_t>(rsq);
  }
}

void read_en_passant(Position& p, std::string_view fen, std::string_view field) {
  const Rules& r = *p.rules;
  if (field == "-") return;
  for (std::size_t i = 0; i < field.size();) {
    std::size_t j = i + 1;
    while (j < field.size() && ref_common::is_digit(field[j])) ++j;
    const auto sq = ref_common::parse_square(
        field.substr(i, j - i),
        std::string_view("abcdefghijklmnop").substr(0, static_cast<std::size_t>(r.files())),
        r.ranks());
    if (!sq)
      throw Error("bad FEN '" + printable(fen) + "': bad en passant square '" +
                  printable(field.substr(i, j - i)) + "'");
    i = j;
    const int s = square_index(sq->x, sq->y);
    if (!r.def().en_passant_region[static_cast<std::size_t>(p.side)].has(sq->x, sq->y)) continue;
    if (plain_en_passant(r, p.side) && !en_passant_plausible(p, s)) continue;
    p.ep.set(static_cast<std::size_t>(s));
  }
}

std::string castling_text(const Position& p) {
  const Rules& r = *p.rules;
  const bool c960 = r.def().chess960;
  std::string out;
  for (int color = 0; color < 2; ++color) {
    const auto& rights = p.castles[static_cast<std::size_t>(color)];
    const char base = color == kWhite ? 'A' : 'a';
    for (int side = 0; side < 2; ++side) {
      const int rook = rights[static_cast<std::size_t>(side)].rook;
      if (rook < 0) continue;
      out += c960 ? static_cast<char>(base + file_of(rook))
                  : static_cast<char>(side == 0 ? base + ('K' - 'A') : base + ('Q' - 'A'));
    }
    // Gates after the colour's rights, by file (the rank is the castling rank).
    for (int f = 0; f < r.files(); ++f)
      for (int k = 0; k < r.ranks(); ++k) {
        const int s = square_index(f, k);
        if (p.gates.test(static_cast<std::size_t>(s)) && !p.at(s).empty() &&
            p.at(s).color == color) {
          out += static_cast<char>(base + f);
          break;
        }
      }
  }
  return out.empty() ? "-" : out;
}

}  // namespace ref_defined
