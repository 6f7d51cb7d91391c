// Start-array enumeration for Capablanca Random Chess (RULINGS 3.1, A-C1..A-C3) and Chess960
// (Scharnagl numbering). Self-contained: depends only on the standard library.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace vchess {

// Which CRC start-array set (RULINGS A-C1).
//   Default: the 48,000 generated arrays filtered by (i) every pawn protected and (iii)(a) not
//            Gothic / Gothic with one swap: 21,821 arrays.
//   Strict:  additionally (ii) no two Bishops on adjacent files: 12,118 arrays.
enum class CrcSet { Default, Strict };

// White back ranks (10 chars, file a to j, letters R N B Q K A C) of the chosen set, in canonical
// order (RULINGS 3.1): sorted lexicographically, indexed from 0. Computed once, cached,
// thread-safe. Strict no. 0 = "ABCNBNRKRQ", no. 12117 = "RQNNKRBCAB".
const std::vector<std::string>& crc_arrays(CrcSet set);

// Canonical index of `back_rank` in the set, or -1 if it is not a member.
int crc_index(CrcSet set, std::string_view back_rank);

// The 48,000 arrays of the generation procedure (RULINGS 3.1 steps 1-9), unfiltered, in
// lexicographic order (they are all distinct).
std::vector<std::string> crc_generate_all();

// Filters of RULINGS 3.1, applied to a 10-char White back rank.
// (i): every rank-2 square attacked by a rank-1 piece, the King included (A-C2).
bool crc_pawns_protected(std::string_view back_rank);
// (ii): no two Bishops on adjacent files.
bool crc_bishops_not_adjacent(std::string_view back_rank);
// (iii)(a): differs from Gothic RNBQCKABNR on at least 3 squares.
bool crc_not_gothic(std::string_view back_rank);

// Full X-FEN of the CRC start position with this White back rank (Black mirrors it file by file),
// e.g. "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1". Castling field is
// KQkq (the rooks are the outermost pieces of the start array). Empty rows are written "10".
// Throws std::invalid_argument unless back_rank is 10 letters from "RNBQKAC".
std::string crc_fen(const std::string& back_rank);

// Chess960 start array with Scharnagl number n in 0..959 (518 = "RNBQKBNR", 0 = "BBQNNRKR"),
// White back rank, 8 chars. Throws std::out_of_range for n outside 0..959.
std::string chess960_array(int n);

// Scharnagl number of an 8-char Chess960 array, or -1 if it is not a Chess960 array.
int chess960_index(std::string_view back_rank);

// Full FEN of Chess960 position n, castling "KQkq", empty rows "8".
std::string chess960_fen(int n);

}  // namespace vchess
