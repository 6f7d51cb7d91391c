#include "variants/values.h"

#include <cctype>
#include <sstream>

namespace vchess::variants {
namespace {

template <class T>
Parsed<T> fail(std::string_view token, std::string message) {
  return {std::nullopt, {std::string(token), std::move(message)}};
}
template <class T>
Parsed<T> ok(T v) {
  return {std::move(v), {}};
}

std::vector<std::string> words(std::string_view v) {
  std::istringstream in{std::string(v)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool all_digits(std::string_view s) {
  if (s.empty() || s.size() > 6) return false;
  for (const char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

const PieceDef* by_letter(const VariantDef& d, char c) {
  return d.piece_by_letter(char(std::tolower(static_cast<unsigned char>(c))));
}

}  // namespace

Parsed<bool> parse_bool(std::string_view v) {
  if (v == "true") return ok(true);
  if (v == "false") return ok(false);
  return fail<bool>(v, "expected true or false");
}

Parsed<std::array<std::array<bool, 2>, 2>> parse_castling_rights(std::string_view v) {
  using Rights = std::array<std::array<bool, 2>, 2>;
  Rights r{};
  if (v == "-") return ok(r);
  for (const char c : v) {
    const auto at = std::string_view("KQkq").find(c);
    if (at == std::string_view::npos)
      return fail<Rights>(v, "expected castling rights (KQkq or -)");
    r[at / 2][at % 2] = true;
  }
  return ok(r);
}

Parsed<int> parse_int(std::string_view v) {
  if (!all_digits(v)) return fail<int>(v, "expected a whole number");
  return ok(std::stoi(std::string(v)));
}

Parsed<int> parse_file(std::string_view v) {
  if (v.size() == 1 && v[0] >= 'a' && v[0] < 'a' + kMaxFiles) return ok(v[0] - 'a');
  if (all_digits(v) && std::stoi(std::string(v)) >= 1 && std::stoi(std::string(v)) <= kMaxFiles)
    return ok(std::stoi(std::string(v)) - 1);
  return fail<int>(v, "expected a file (a-p or 1-16)");
}

Parsed<int> parse_rank(std::string_view v) {
  if (all_digits(v) && std::stoi(std::string(v)) >= 1 && std::stoi(std::string(v)) <= kMaxRanks)
    return ok(std::stoi(std::string(v)) - 1);
  return fail<int>(v, "expected a rank (1-16)");
}

Parsed<Region> parse_region(std::string_view v, int files, int ranks) {
  // A file, rank or square beyond this board but on the largest one names no square: left out,
  // as Fairy-Stockfish leaves it out (epicatomic's `*9 *10` on 8 ranks); `perft lint` names it.
  Region r;
  for (const std::string& w : words(v)) {
    if (w == "-") break;
    const bool file_ok = w.size() >= 2 && w[0] >= 'a' && w[0] < 'a' + kMaxFiles;
    const bool on_files = file_ok && w[0] < 'a' + files;
    if (w.size() == 2 && w[1] == '*' && file_ok) {
      for (int k = 0; k < ranks && on_files; ++k) r.set(w[0] - 'a', k);
    } else if (w[0] == '*' && all_digits(w.substr(1))) {
      const int k = std::stoi(w.substr(1)) - 1;
      if (k < 0 || k >= kMaxRanks) return fail<Region>(w, "rank off the board");
      for (int f = 0; f < files && k < ranks; ++f) r.set(f, k);
    } else if (file_ok && all_digits(w.substr(1))) {
      const int k = std::stoi(w.substr(1)) - 1;
      if (k < 0 || k >= kMaxRanks) return fail<Region>(w, "square off the board");
      if (on_files && k < ranks) r.set(w[0] - 'a', k);
    } else {
      return fail<Region>(w, "expected squares (d4), files (a*), ranks (*3) or -");
    }
  }
  return ok(r);
}

Parsed<GameValue> parse_game_value(std::string_view v) {
  if (v == "win") return ok(GameValue::Win);
  if (v == "loss") return ok(GameValue::Loss);
  if (v == "draw") return ok(GameValue::Draw);
  if (v == "none") return ok(GameValue::None);
  return fail<GameValue>(v, "expected win, loss, draw or none");
}

Parsed<Walling> parse_walling(std::string_view v) {
  constexpr std::pair<std::string_view, Walling> kForms[] = {
      {"none", Walling::None}, {"arrow", Walling::Arrow}, {"duck", Walling::Duck},
      {"edge", Walling::Edge}, {"past", Walling::Past},   {"static", Walling::Static}};
  for (const auto& [name, w] : kForms)
    if (v == name) return ok(w);
  return fail<Walling>(v, "expected arrow, duck, edge, past, static or none");
}

Parsed<Enclosing> parse_enclosing(std::string_view v) {
  constexpr std::pair<std::string_view, Enclosing> kForms[] = {
      {"none", Enclosing::None},   {"reversi", Enclosing::Reversi},
      {"ataxx", Enclosing::Ataxx}, {"quadwrangle", Enclosing::Quadwrangle},
      {"snort", Enclosing::Snort}, {"anyside", Enclosing::Anyside},
      {"top", Enclosing::Top}};
  for (const auto& [name, e] : kForms)
    if (v == name) return ok(e);
  return fail<Enclosing>(v, "expected reversi, ataxx, quadwrangle, snort, anyside, top or none");
}

Parsed<PieceSet> parse_piece_set(std::string_view v, const VariantDef& d) {
  PieceSet s;
  for (const char c : v) {
    if (c == ' ' || c == '\t') continue;
    if (c == '-') break;
    if (c == '*') {
      s.all = true;
      continue;
    }
    const PieceDef* p = by_letter(d, c);
    if (!p) return fail<PieceSet>(std::string(1, c), "no piece has this letter");
    if (!s.has(p->name)) s.names.push_back(p->name);
  }
  return ok(s);
}

Parsed<std::string> parse_piece_type(std::string_view v, const VariantDef& d) {
  const auto w = words(v);
  if (w.empty() || w[0] == "-" || w[0] == "*") return ok(std::string());
  if (w.size() != 1 || w[0].size() != 1) return fail<std::string>(v, "expected one piece letter");
  const PieceDef* p = by_letter(d, w[0][0]);
  if (!p) return fail<std::string>(w[0], "no piece has this letter");
  return ok(p->name);
}

Parsed<std::vector<std::pair<std::string, std::string>>> parse_promoted_types(std::string_view v,
                                                                              const VariantDef& d) {
  using Out = std::vector<std::pair<std::string, std::string>>;
  Out out;
  for (const std::string& w : words(v)) {
    if (w.size() != 3 || w[1] != ':') return fail<Out>(w, "expected from:to piece letters");
    const PieceDef* from = by_letter(d, w[0]);
    if (!from) return fail<Out>(w.substr(0, 1), "no piece has this letter");
    if (w[2] == '-') {
      out.emplace_back(from->name, "");
      continue;
    }
    const PieceDef* to = by_letter(d, w[2]);
    if (!to) return fail<Out>(w.substr(2, 1), "no piece has this letter");
    out.emplace_back(from->name, to->name);
  }
  return ok(out);
}

Parsed<std::vector<std::pair<std::string, int>>> parse_promotion_limit(std::string_view v,
                                                                       const VariantDef& d) {
  using Out = std::vector<std::pair<std::string, int>>;
  Out out;
  for (const std::string& w : words(v)) {
    if (w.size() < 3 || w[1] != ':') return fail<Out>(w, "expected letter:count");
    const PieceDef* pd = by_letter(d, w[0]);
    if (!pd) return fail<Out>(w.substr(0, 1), "no piece has this letter");
    const auto n = parse_int(std::string_view(w).substr(2));
    if (!n.first || *n.first < 0) return fail<Out>(w, "expected a count of 0 or more");
    out.emplace_back(pd->name, *n.first);
  }
  return ok(out);
}

}  // namespace vchess::variants
