// The castling and en passant fields of a FEN, read as Fairy-Stockfish reads them, the FEN
// written back, and the colour flip of a Setup.
#include <algorithm>
#include <cctype>
#include <numeric>
#include <string_view>
#include <vector>

#include "variants/fen_text.h"
#include "variants/move_text.h"
#include "variants/setup.h"

namespace vchess::variants {
namespace {

using fen_text::fail;
using fen_text::printable;

const ResolvedPiece& piece(const ResolvedVariant& v, int t) { return v.pieces[std::size_t(t)]; }
bool gates_only(const ResolvedVariant& v, const Setup& s, int colour);

bool own_piece(const ResolvedVariant& v, const Setup& s, int file, int rank, int colour,
               bool rook) {
  const SetupCell& c = s.at(file, rank);
  if (c.empty() || c.colour != colour) return false;
  const ResolvedPiece& t = piece(v, c.type);
  return rook ? t.castling_rook[std::size_t(colour)] : t.castling_king[std::size_t(colour)];
}

int castling_rank(const ResolvedVariant& v, int colour) {
  return colour == 0 ? v.def.castling_rank : v.ranks() - 1 - v.def.castling_rank;
}

// The castling king's file of `colour` given the right's rook file (Fairy-Stockfish: the only
// castling king on the castling rank, the lowest one in chess960, else the one on
// castlingKingFile), or -1 when there is none.
int find_castling_king(const ResolvedVariant& v, const Setup& s, int colour, int rook_file) {
  const int rank = castling_rank(v, colour);
  const bool c960 = v.def.chess960;
  if (c960 && own_piece(v, s, rook_file, rank, colour, false)) return rook_file;
  int first = -1, count = 0;
  for (int f = 0; f < v.files(); ++f)
    if (own_piece(v, s, f, rank, colour, false)) {
      if (first < 0) first = f;
      ++count;
    }
  const int k =
      count && (count == 1 || c960) ? first : std::min(v.def.castling_king_file, v.files() - 1);
  return own_piece(v, s, k, rank, colour, false) ? k : -1;
}

// En passant as plain chess has it: only pawns capture en passant and every piece is a chess
// piece, so Fairy-Stockfish keeps a FEN's en passant square only where a capture is plausible.
bool plain_en_passant(const ResolvedVariant& v, int side) {
  constexpr std::array<std::string_view, 10> kPlain = {
      "pawn", "knight",   "bishop",   "rook",       "queen",
      "king", "immobile", "commoner", "archbishop", "chancellor"};
  for (const ResolvedPiece& t : v.pieces) {
    bool known = false;
    for (auto n : kPlain) known = known || n == t.name;
    if (!known || (t.en_passant[std::size_t(side)] && !t.builtin_pawn)) return false;
    if (t.royal && !(t.betza == "K" || t.betza.empty())) return false;
  }
  return true;
}

// The side to move's pawn could take on (f, k): a pawn beside, the enemy's pawn pushed past.
bool en_passant_plausible(const ResolvedVariant& v, const Setup& s, int f, int k) {
  const int us = s.side, them = 1 - us;
  const auto on_board = [&](int x, int y) {
    return x >= 0 && y >= 0 && x < v.files() && y < v.ranks();
  };
  const auto is_pawn = [&](int x, int y, int colour) {
    if (!on_board(x, y)) return false;
    const SetupCell& c = s.at(x, y);
    return !c.empty() && c.colour == colour && piece(v, c.type).builtin_pawn;
  };
  const auto vacant = [&](int x, int y) { return s.at(x, y).empty() && !s.walls.has(x, y); };
  const int dy = us == 0 ? 1 : -1;
  const bool attacker = is_pawn(f - 1, k - dy, us) || is_pawn(f + 1, k - dy, us);
  const bool pushed = is_pawn(f, k - dy, them) || is_pawn(f, k - 2 * dy, them);
  const bool clear = vacant(f, k) && (!on_board(f, k + dy) || vacant(f, k + dy));
  return attacker && pushed && clear;
}

std::string castling_text(const ResolvedVariant& v, const Setup& s) {
  std::string out;
  for (int colour = 0; colour < 2; ++colour) {
    const char base = colour == 0 ? 'A' : 'a';
    for (int side = 0; side < 2; ++side) {
      const int rook = s.castling_rook[std::size_t(colour)][std::size_t(side)];
      if (rook < 0) continue;
      out += v.def.chess960 ? static_cast<char>(base + rook % kMaxFiles)
                            : static_cast<char>(base + (side == 0 ? 'K' : 'Q') - 'A');
    }
    // Gates after the colour's rights, by file (the rank is the castling rank), but for the
    // files its rights already name (Seirawan gating: none once its hand is empty for good).
    const auto& rooks = s.castling_rook[std::size_t(colour)];
    const int king = s.castling_king[std::size_t(colour)];
    const bool rights = rooks[0] >= 0 || rooks[1] >= 0;
    const auto named = [&](int f) {
      return (rights && !v.def.chess960 && king >= 0 && king % kMaxFiles == f) ||
             (rooks[0] >= 0 && rooks[0] % kMaxFiles == f) ||
             (rooks[1] >= 0 && rooks[1] % kMaxFiles == f);
    };
    if (v.def.gating && gates_only(v, s, colour))
      for (int f = 0; f < v.files(); ++f)
        for (int k = 0; k < v.ranks(); ++k)
          if (s.gates.has(f, k) && !s.at(f, k).empty() && s.at(f, k).colour == colour &&
              !named(f)) {
            out += static_cast<char>(base + f);
            break;
          }
  }
  return out.empty() ? "-" : out;
}

std::string board_text(const ResolvedVariant& v, const Setup& s) {
  const auto letter = [&](int t, int c) {
    const char l = piece(v, t).letter;
    return c == 0 ? static_cast<char>(std::toupper(l)) : l;
  };
  std::string out;
  for (int y = v.ranks() - 1; y >= 0; --y) {
    int empties = 0;
    for (int x = 0; x < v.files(); ++x) {
      const SetupCell& c = s.at(x, y);
      if (c.empty() && !s.walls.has(x, y)) {
        ++empties;
        continue;
      }
      if (empties) out += std::to_string(empties);
      empties = 0;
      if (s.walls.has(x, y)) {
        out += '*';
      } else if (c.unpromoted >= 0) {
        out += '+';
        out += letter(c.unpromoted, c.colour);
      } else {
        out += letter(c.type, c.colour);
        if (c.promoted && marks_promoted(v.def)) out += '~';
      }
    }
    if (empties) out += std::to_string(empties);
    if (y) out += '/';
  }
  return out;
}

// gating: a side's file letters are gates, not castling rights (Seirawan gating: unless the
// side has nothing in hand to place, and captures do not fill hands).
bool gates_only(const ResolvedVariant& v, const Setup& s, int colour) {
  if (!v.def.seirawan_gating || v.def.captures_to_hand) return true;
  for (const auto n : s.hand[std::size_t(colour)])
    if (n > 0) return true;
  return false;
}

// Seirawan gating in Shredder form (`ABCDEFGHabcdefgh`): a side whose castling king is gated and
// that has no right yet may castle with each gated castling rook.
void gated_rights(const ResolvedVariant& v, Setup& s) {
  for (int colour = 0; colour < 2; ++colour) {
    const int king = s.castling_king[std::size_t(colour)];
    auto& rook = s.castling_rook[std::size_t(colour)];
    if (king < 0 || rook[0] >= 0 || rook[1] >= 0 || !gates_only(v, s, colour)) continue;
    const int rank = castling_rank(v, colour);
    bool king_gated = false;
    for (int f = 0; f < v.files(); ++f)
      king_gated |= s.gates.has(f, rank) && own_piece(v, s, f, rank, colour, false);
    if (!king_gated) continue;
    for (int f = 0; f < v.files(); ++f)
      if (s.gates.has(f, rank) && own_piece(v, s, f, rank, colour, true)) {
        const int rsq = setup_square(f, rank);
        rook[king < rsq ? 0 : 1] = std::int16_t(rsq);
      }
  }
}

}  // namespace

void fen_text::read_castling(const ResolvedVariant& v, Setup& s, std::string_view field) {
  if (field == "-") return;
  for (char token : field) {
    const int colour = std::islower(static_cast<unsigned char>(token)) ? 1 : 0;
    const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(token)));
    const int rank = castling_rank(v, colour);
    int rf = -1;
    if (up == 'K') {
      rf = std::min(v.def.castling_rook_kingside_file, v.files() - 1);
      while (rf > 0 && !own_piece(v, s, rf, rank, colour, true)) --rf;
    } else if (up == 'Q') {
      rf = std::min(v.def.castling_rook_queenside_file, v.files() - 1);
      while (rf < v.files() - 1 && !own_piece(v, s, rf, rank, colour, true)) ++rf;
    } else if (up >= 'A' && up < 'A' + v.files()) {
      rf = up - 'A';
    } else {
      fail("bad castling right '" + printable({&token, 1}) + "'");
    }
    auto& king = s.castling_king[std::size_t(colour)];
    if (v.def.castling && king < 0) {
      const int kf = find_castling_king(v, s, colour, rf);
      if (kf >= 0) king = std::int16_t(setup_square(kf, rank));
    }
    // gating: a letter gates the unmoved piece of that colour on its square; K and Q gate the
    // castling king too and stay castling rights. A file letter is a gate only, except with
    // Seirawan gating for a side with nothing to place (its rights in Shredder form).
    if (v.def.gating) {
      const SetupCell& c = s.at(rf, rank);
      if (!c.empty() && c.colour == colour) s.gates.set(rf, rank);
      if ((up == 'K' || up == 'Q') && king >= 0)
        s.gates.bits.set(std::size_t(king));
      else if (gates_only(v, s, colour))
        continue;
    }
    if (!v.def.castling) continue;  // as Fairy-Stockfish: rights of a variant without castling
    if (king < 0 || !own_piece(v, s, rf, rank, colour, true)) continue;  // no such right
    const int rsq = setup_square(rf, rank);
    s.castling_rook[std::size_t(colour)][king < rsq ? 0 : 1] = std::int16_t(rsq);
  }
  if (v.def.seirawan_gating && v.def.castling) gated_rights(v, s);
  // A side with nothing to place, ever (no captures to hand), keeps no gates: as after a move
  // that empties its hand, and as the FEN is written.
  for (int colour = 0; colour < 2 && v.def.seirawan_gating; ++colour)
    if (!gates_only(v, s, colour))
      for (int k = 0; k < v.ranks(); ++k)
        for (int f = 0; f < v.files(); ++f)
          if (!s.at(f, k).empty() && s.at(f, k).colour == colour)
            s.gates.bits.reset(std::size_t(setup_square(f, k)));
}

void fen_text::read_en_passant(const ResolvedVariant& v, Setup& s, std::string_view field) {
  if (field == "-") return;
  const std::string_view files =
      std::string_view("abcdefghijklmnop").substr(0, std::size_t(v.files()));
  for (std::size_t i = 0; i < field.size();) {
    std::size_t j = i + 1;
    while (j < field.size() && is_digit(field[j])) ++j;
    const std::string_view text = field.substr(i, j - i);
    const std::size_t f = files.find(text[0]);
    const int rank =
        text.size() >= 2 && text.size() <= 3 && text[1] != '0' ? parse_number(text.substr(1)) : -1;
    if (f == std::string_view::npos || rank < 1 || rank > v.ranks())
      fail("bad en passant square '" + printable(text) + "'");
    i = j;
    const int x = int(f), y = rank - 1;
    if (!v.def.en_passant_region[std::size_t(s.side)].has(x, y)) continue;
    if (plain_en_passant(v, s.side) && !en_passant_plausible(v, s, x, y)) continue;
    s.ep.set(x, y);
  }
}

std::string write_fen(const ResolvedVariant& v, const Setup& s) {
  std::string out = board_text(v, s);
  // Seirawan gating: the hands to place. freeDrops: a hand that never empties is not written
  // (Fairy-Stockfish's text).
  if ((v.def.piece_drops && !v.def.free_drops) || v.def.seirawan_gating) {
    out += '[';
    std::vector<int> order(v.pieces.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return piece(v, a).order > piece(v, b).order; });
    for (int c = 0; c < 2; ++c)
      for (int t : order) {
        const char l = piece(v, t).letter;
        out.append(std::size_t(s.hand[std::size_t(c)][std::size_t(t)]),
                   c == 0 ? static_cast<char>(std::toupper(l)) : l);
      }
    out += ']';
  }
  out += s.side == 0 ? " w " : " b ";
  out += castling_text(v, s);
  out += ' ';
  if (s.ep.empty()) out += '-';
  for (int k = 0; k < v.ranks(); ++k)
    for (int f = 0; f < v.files(); ++f)
      if (s.ep.has(f, k)) out += square_text(f, k);
  out += ' ';
  const auto& left = s.checks_remaining;
  if (v.def.check_counting && !s.checks_as_given)
    out += std::to_string(left[0]) + "+" + std::to_string(left[1]) + " ";
  out += std::to_string(s.halfmove) + " " + std::to_string(s.fullmove);
  if (v.def.check_counting && s.checks_as_given) {
    const auto total = checks_to_give(v);
    out += " +" + std::to_string(total[0] - left[0]) + "+" + std::to_string(total[1] - left[1]);
  }
  return out;
}

std::string start_fen(const ResolvedVariant& v) {
  const auto s = read_fen(v, v.def.start_fen);
  return s ? write_fen(v, *s) : v.def.start_fen;
}

Setup flipped(const ResolvedVariant& v, const Setup& s, bool half_turn) {
  const auto mirror = [&](int sq) {
    const int f = sq % kMaxFiles, k = sq / kMaxFiles;
    return setup_square(half_turn ? v.files() - 1 - f : f, v.ranks() - 1 - k);
  };
  const auto mirror_region = [&](const Region& r) {
    Region out;
    for (int k = 0; k < v.ranks(); ++k)
      for (int f = 0; f < v.files(); ++f)
        if (r.has(f, k)) out.bits.set(std::size_t(mirror(setup_square(f, k))));
    return out;
  };
  Setup q = s;
  q.board = {};
  for (int k = 0; k < v.ranks(); ++k)
    for (int f = 0; f < v.files(); ++f) {
      SetupCell c = s.at(f, k);
      if (!c.empty()) c.colour = static_cast<std::int8_t>(1 - c.colour);
      q.board[std::size_t(mirror(setup_square(f, k)))] = c;
    }
  std::swap(q.hand[0], q.hand[1]);
  q.side = 1 - s.side;
  for (int c = 0; c < 2; ++c) {
    const int king = s.castling_king[std::size_t(c)];
    q.castling_king[std::size_t(1 - c)] = std::int16_t(king < 0 ? -1 : mirror(king));
    for (int side = 0; side < 2; ++side) {
      const int rook = s.castling_rook[std::size_t(c)][std::size_t(side)];
      q.castling_rook[std::size_t(1 - c)][std::size_t(side)] =
          std::int16_t(rook < 0 ? -1 : mirror(rook));
    }
  }
  q.ep = mirror_region(s.ep);
  q.gates = mirror_region(s.gates);
  q.walls = mirror_region(s.walls);
  std::swap(q.checks_remaining[0], q.checks_remaining[1]);
  q.castled = std::uint8_t((s.castled & 3) << 2 | (s.castled >> 2 & 3));
  return q;
}

}  // namespace vchess::variants
