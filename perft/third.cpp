#include "third.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <sstream>
#include <vector>

#include "driver.h"
#include "games/registry.h"
#include "variants/model.h"

namespace vchess::cli {
namespace {

using games::FamilyId;

std::vector<std::string> fields(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string f; in >> f;) out.push_back(f);
  return out;
}

std::string join(const std::vector<std::string>& f, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n && i < f.size(); ++i) out += (i ? " " : "") + f[i];
  return out;
}

// The piece name `from` gives a letter, for the skip reason.
std::string piece_name(const Variant& from, char upper) {
  for (const auto& row : games::catalogue_of(from).rows)
    if (row.letter == std::string(1, upper)) return fmt::format("{} ({})", row.name, upper);
  return std::string(1, upper);
}

// Why the definition cannot hold a piece of `text` (board or hand letters), or "".
std::string missing_piece(const Variant& from, const Variant& to, const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '(')
      return fmt::format("a two-letter piece {} (the format has one letter a piece)",
                         text.substr(i, text.find(')', i) + 1 - i));
    if (!std::isalpha(static_cast<unsigned char>(c))) continue;
    const char lower = char(std::tolower(static_cast<unsigned char>(c)));
    if (!to.defined->piece_by_letter(lower))
      return fmt::format("piece {} is not in {}",
                         piece_name(from, char(std::toupper(static_cast<unsigned char>(c)))),
                         to.name);
  }
  return "";
}

// Shogi's `<board>[<hand>] <side> <plies>` (Sente `b`, counts before labels) as
// Fairy-Stockfish's `<board>[<hand>] <side> - - 0 <move>` (the first player `w`).
std::string shogi_fen(const std::string& canonical) {
  const auto f = fields(canonical);
  const auto open = f.at(0).find('[');
  const std::string board = f[0].substr(0, open);
  const std::string hand = f[0].substr(open + 1, f[0].size() - open - 2);
  std::string pocket;
  int count = 0;
  for (const char c : hand == "-" ? std::string() : hand) {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      count = count * 10 + (c - '0');
      continue;
    }
    pocket.append(std::size_t(count ? count : 1), c);
    count = 0;
  }
  const int plies = f.size() > 2 ? std::stoi(f[2]) : 1;
  return fmt::format("{}[{}] {} - - 0 {}", board, pocket, f.at(1) == "b" ? "w" : "b",
                     (plies + 1) / 2);
}

}  // namespace

void check_third_pair(const Variant& from, const Variant& to) {
  if (games::is_defined(from.family))
    throw CliError(fmt::format("--from {}: name a hand-written variant (the table's)", from.name));
  if (!to.defined)
    throw CliError(
        fmt::format("--from needs --variant to name a defined variant, not {}", to.name));
  if (from.family == FamilyId::Shogi15 || from.family == FamilyId::Waterloo)
    throw CliError(fmt::format(
        "--from {}: no definition can express it (docs/third-implementation.md)", from.name));
  if (from.files != to.files || from.ranks != to.ranks)
    throw CliError(fmt::format("--from {} is {}x{}, {} is {}x{}", from.name, from.files, from.ranks,
                               to.name, to.files, to.ranks));
}

ThirdPosition third_position(const Variant& from, const Variant& to, const std::string& text) {
  const std::string canonical = normalize_fen(from, text);
  const auto f = fields(canonical);
  if (from.family == FamilyId::Uc24 && f.size() > 6 && f[6] != "[/]")
    return {"", "reserve pieces (the model has no reserve, its drop rights or promotions)"};
  // The board's letters (for shogi also the hand's, which the first field holds).
  if (auto why = missing_piece(from, to, f.at(0)); !why.empty()) return {"", why};
  if (from.family == FamilyId::Shogi9) return {shogi_fen(canonical), ""};
  return {join(f, 6), ""};
}

std::vector<std::pair<std::string, int>> third_table(const std::string& file, const Variant& from,
                                                     const Variant& to,
                                                     std::vector<GoldenPosition>& table) {
  check_third_pair(from, to);
  std::vector<std::pair<std::string, int>> why;
  std::vector<GoldenPosition> kept;
  for (GoldenPosition& p : table) {
    ThirdPosition t;
    try {
      t = third_position(from, to, p.fen);
    } catch (const std::exception& e) {
      throw CliError(fmt::format("{}:{}: {}", file, p.line_no, e.what()));
    }
    if (t.skip.empty()) {
      p.fen = t.fen;
      kept.push_back(std::move(p));
      continue;
    }
    auto it =
        std::find_if(why.begin(), why.end(), [&](const auto& w) { return w.first == t.skip; });
    if (it == why.end()) it = why.insert(why.end(), {t.skip, 0});
    ++it->second;
  }
  table = std::move(kept);
  return why;
}

}  // namespace vchess::cli
