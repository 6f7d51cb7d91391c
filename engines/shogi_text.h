// Shogi text between the toolkit and outside engines. USI squares are the Game Courier squares
// the shogi family already writes (7g-7f, P@7f), without the dash and with '*' for drops.
// Position text: the toolkit's `board[hand] side n` against USI's SFEN `board side hand n` and
// fairy-stockfish's `board[PPp] w - - 0 1` (white = upper case = moving first).
#pragma once
#include <string>
#include <string_view>

namespace vchess::engines {

std::string gc_to_usi(std::string_view gc);          // "7g-7f+" -> "7g7f+", "P@7f" -> "P*7f"
std::string usi_to_gc(std::string_view usi);         // the inverse; "" if not USI move text
std::string to_sfen(std::string_view toolkit);       // "" if not the toolkit's shogi text
std::string to_fsf_shogi(std::string_view toolkit);  // "" likewise

}  // namespace vchess::engines
