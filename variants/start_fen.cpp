#include "variants/start_fen.h"

#include <fmt/format.h>

#include <cctype>
#include <string>
#include <vector>

namespace vchess::variants {
namespace {

DefError bad(const VariantDef& d, std::string token, std::string what) {
  return {DefError::Kind::StartFen, d.start_fen_origin.line ? d.start_fen_origin : d.origin,
          std::move(token), fmt::format("{}: startFen: {}", d.name, what)};
}

bool letter_ok(const VariantDef& d, char c) {
  return d.piece_by_letter(char(std::tolower(static_cast<unsigned char>(c)))) != nullptr;
}

// One rank's width, or -1 with `err` set.
int rank_width(const VariantDef& d, std::string_view r, std::optional<DefError>& err) {
  int width = 0;
  for (std::size_t i = 0; i < r.size(); ++i) {
    const char c = r[i];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = 0;
      while (i < r.size() && std::isdigit(static_cast<unsigned char>(r[i])))
        n = n * 10 + (r[i++] - '0');
      --i;
      width += n;
    } else if (c == '+' || c == '~') {
      continue;  // promoted markers
    } else if (c == '*') {
      ++width;  // a wall square
    } else if (std::isalpha(static_cast<unsigned char>(c)) && letter_ok(d, c)) {
      ++width;
    } else {
      err = bad(d, std::string(1, c), "no piece has this letter");
      return -1;
    }
  }
  return width;
}

}  // namespace

std::optional<DefError> check_start_fen(const VariantDef& d) {
  const std::string& fen = d.start_fen;
  const std::string board = fen.substr(0, fen.find_first_of(" ["));
  std::vector<std::string> ranks;
  for (std::size_t b = 0;;) {
    const auto e = board.find('/', b);
    ranks.push_back(board.substr(b, e - b));
    if (e == std::string::npos) break;
    b = e + 1;
  }
  if (int(ranks.size()) == d.ranks + 1) ranks.pop_back();  // a pocket written as one more rank
  if (int(ranks.size()) != d.ranks)
    return bad(d, board, fmt::format("{} ranks, the board has {}", ranks.size(), d.ranks));
  std::optional<DefError> err;
  for (const std::string& r : ranks) {
    const int w = rank_width(d, r, err);
    if (err) return err;
    if (w != d.files)
      return bad(d, r, fmt::format("a rank of {} squares, the board has {} files", w, d.files));
  }
  const auto open = fen.find('[');
  if (open != std::string::npos) {
    const auto close = fen.find(']', open);
    if (close == std::string::npos) return bad(d, fen.substr(open), "pocket without ']'");
    for (const char c : fen.substr(open + 1, close - open - 1))
      if (c != '-' && !std::isdigit(static_cast<unsigned char>(c)) && !letter_ok(d, c))
        return bad(d, std::string(1, c), "no piece has this letter (pocket)");
  }
  return std::nullopt;
}

}  // namespace vchess::variants
