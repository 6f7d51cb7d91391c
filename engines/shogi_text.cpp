#include "engines/shogi_text.h"

#include <cctype>
#include <sstream>

namespace vchess::engines {
namespace {

bool lower(char c) { return c >= 'a' && c <= 'z'; }

struct ToolkitShogi {
  std::string board, hand, side, number;
};

// `board[hand] side n`; false if `t` is not in that shape.
bool split(std::string_view t, ToolkitShogi& out) {
  const auto open = t.find('['), close = t.find(']');
  if (open == std::string_view::npos || close == std::string_view::npos || close < open)
    return false;
  out.board = std::string(t.substr(0, open));
  while (!out.board.empty() && out.board.back() == ' ') out.board.pop_back();
  out.hand = std::string(t.substr(open + 1, close - open - 1));
  std::istringstream rest{std::string(t.substr(close + 1))};
  rest >> out.side >> out.number;
  if (out.number.empty()) out.number = "1";
  return out.side == "b" || out.side == "w";
}

}  // namespace

std::string gc_to_usi(std::string_view gc) {
  std::string out;
  for (const char c : gc)
    if (c == '@')
      out += '*';
    else if (c != '-')
      out += c;
  return out;
}

std::string usi_to_gc(std::string_view usi) {
  if (const auto star = usi.find('*'); star != std::string_view::npos)
    return std::string(usi.substr(0, star)) + "@" + std::string(usi.substr(star + 1));
  // from-square = digits then one letter
  std::size_t i = 0;
  while (i < usi.size() && std::isdigit(static_cast<unsigned char>(usi[i]))) ++i;
  if (i == 0 || i >= usi.size() || !lower(usi[i])) return "";
  return std::string(usi.substr(0, i + 1)) + "-" + std::string(usi.substr(i + 1));
}

std::string to_sfen(std::string_view toolkit) {
  ToolkitShogi s;
  if (!split(toolkit, s)) return "";
  return s.board + " " + s.side + " " + (s.hand.empty() ? "-" : s.hand) + " " + s.number;
}

std::string to_fsf_shogi(std::string_view toolkit) {
  ToolkitShogi s;
  if (!split(toolkit, s)) return "";
  std::string hand;  // fairy-stockfish writes each piece in hand once per copy
  int count = 0;
  for (const char c : s.hand) {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      count = count * 10 + (c - '0');
    } else if (c != '-') {
      hand.append(std::size_t(count ? count : 1), c);
      count = 0;
    }
  }
  return s.board + "[" + hand + "] " + (s.side == "b" ? "w" : "b") + " - - 0 1";
}

}  // namespace vchess::engines
