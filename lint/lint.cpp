// The linter (lint.h): Betza strings compared as Fairy-Stockfish reads them and as Betza means.
#include "lint/lint.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <set>
#include <sstream>
#include <tuple>

#include "lint/describe.h"
#include "lint/fsf_reading.h"
#include "lint/keys.h"
#include "reference/defined/betza.h"
#include "variants/ini.h"

namespace vchess::lint {
namespace {

using ref_defined::Occupant;
using ref_defined::Square;

constexpr int kFiles = 12, kRanks = 10;  // Fairy-Stockfish's largest board
constexpr Square kShowFrom{4, 4};        // e5, where counts are quoted

// Test boards: the empty one and a few with pieces (fixed pseudo-random, about one square in
// five taken, own and enemy alike).
using Grid = std::array<Occupant, kFiles * kRanks>;
const std::vector<Grid>& boards() {
  static const std::vector<Grid> all = [] {
    std::vector<Grid> out(1);
    out[0].fill(Occupant::Empty);
    std::uint32_t seed = 12345;
    const auto next = [&] { return (seed = seed * 1103515245u + 12345u) >> 16; };
    for (int b = 0; b < 16; ++b) {
      Grid g;
      for (auto& o : g) {
        const auto v = next() % 10;
        o = v == 0 ? Occupant::Own : v == 1 ? Occupant::Enemy : Occupant::Empty;
      }
      out.push_back(g);
    }
    return out;
  }();
  return all;
}

Occupant on(const Grid& g, Square s, Square from) {
  if (s.file < 0 || s.rank < 0 || s.file >= kFiles || s.rank >= kRanks) return Occupant::Off;
  if (s.file == from.file && s.rank == from.rank) return Occupant::Own;
  return g[static_cast<std::size_t>(s.rank * kFiles + s.file)];
}

using Moves = std::set<std::tuple<int, int, bool>>;

Moves ours(const ref_defined::Betza& b, const Grid& g, Square from, bool white, bool initial) {
  Moves m;
  ref_defined::destinations(
      b, from, white, initial, [&](Square s) { return on(g, s, from); },
      [&](Square to, bool capture) {
        m.insert({to.file, to.rank, capture});
      });
  return m;
}

Moves theirs(const FsfReading& r, const Grid& g, Square from, bool white, bool initial) {
  Moves m;
  fsf_destinations(
      r, from, white, initial, [&](Square s) { return on(g, s, from); },
      [&](Square to, bool capture) {
        m.insert({to.file, to.rank, capture});
      });
  return m;
}

// Do the two readings give the same moves everywhere tested?
bool agree(const ref_defined::Betza& b, const FsfReading& r) {
  for (const Grid& g : boards())
    for (int rank = 0; rank < kRanks; ++rank)
      for (int file = 0; file < kFiles; ++file)
        for (bool white : {true, false})
          for (bool initial : {false, true})
            if (ours(b, g, {file, rank}, white, initial) !=
                theirs(r, g, {file, rank}, white, initial))
              return false;
  return true;
}

// Where the two readings part: the move counts from e5 on the empty board, or "with pieces".
std::string counts(const ref_defined::Betza* b, const FsfReading& r) {
  const Grid& empty = boards()[0];
  const auto n = theirs(r, empty, kShowFrom, true, false).size();
  const auto moves = [](std::size_t k) {
    return std::to_string(k) + (k == 1 ? " move" : " moves");
  };
  std::string text = "from e5 on an empty 12x10 board Fairy-Stockfish has " + moves(n);
  if (!b) return text;
  const auto m = ours(*b, empty, kShowFrom, true, false).size();
  if (m == n) return "the moves differ on boards with pieces";
  return text + ", Betza " + moves(m);
}

// A Betza string cut into its atoms: modifiers, the atom, its range or doubled letter. A chain
// in brackets is one piece, and so is whatever trails after the last atom.
std::vector<std::string> atoms_of(std::string_view t) {
  std::vector<std::string> out;
  std::size_t start = 0, i = 0;
  const auto digits = [&] {
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
  };
  while (i < t.size()) {
    const char c = t[i];
    if (c == '[') {
      const std::size_t close = t.find(']', i);
      i = close == std::string_view::npos ? t.size() : close + 1;
      digits();
    } else if (c == '(') {
      const std::size_t close = t.find(')', i);
      i = close == std::string_view::npos ? t.size() : close + 1;
      digits();
    } else if (std::isupper(static_cast<unsigned char>(c))) {
      ++i;
      if (i < t.size() && t[i] == c) ++i;
      digits();
    } else {
      ++i;
      continue;
    }
    out.emplace_back(t.substr(start, i - start));
    start = i;
  }
  if (start < t.size()) out.emplace_back(t.substr(start));
  return out;
}

// A section's board (files, ranks): its own maxFile and maxRank, else its parents' in the file,
// else chess's where no parent is named. Unknown (a parent the file does not hold): none.
std::optional<std::pair<int, int>> board_of(const std::vector<variants::IniSection>& all,
                                            const variants::IniSection& section) {
  int files = 0, ranks = 0;
  const variants::IniSection* s = &section;
  for (int hops = 0; s && hops < int(all.size()) && (!files || !ranks); ++hops) {
    for (const variants::IniEntry& e : s->entries) {
      const bool num = !e.value.empty() && e.value.size() <= 2 &&
                       std::all_of(e.value.begin(), e.value.end(), ::isdigit);
      if (e.key == "maxFile" && !files && num) files = std::stoi(e.value);
      if (e.key == "maxRank" && !ranks && num) ranks = std::stoi(e.value);
    }
    if (s->parent.empty()) break;
    const auto it = std::find_if(
        all.begin(), all.end(), [&](const variants::IniSection& x) { return x.name == s->parent; });
    s = it == all.end() ? nullptr : &*it;
  }
  if (!s && (!files || !ranks)) return std::nullopt;
  return std::pair{files ? files : 8, ranks ? ranks : 8};
}

}  // namespace

std::vector<Finding> lint_betza(std::string_view betza, const std::string& file, int line,
                                const std::string& key) {
  std::vector<Finding> out;
  const auto add = [&](std::string_view construct, const FsfReading& r, const ref_defined::Betza* b,
                       const std::string& refusal) {
    std::string fsf = describe_fsf(r), meaning = describe_betza(r, refusal);
    const std::string c = counts(b, r);
    if (b)
      meaning += "; " + c;
    else
      fsf += " (" + c + ")";
    out.push_back({file, line, key, std::string(construct), fsf, meaning});
  };
  bool all_read = true;
  for (const std::string& a : atoms_of(betza)) {
    const FsfReading r = fsf_read(a);
    try {
      const ref_defined::Betza b = ref_defined::parse_betza(a);
      if (!agree(b, r)) add(a, r, &b, "");
    } catch (const ref_defined::Error& e) {
      all_read = false;
      add(a, r, nullptr, e.what());
    }
  }
  if (out.empty() && all_read) {
    const FsfReading r = fsf_read(betza);
    const ref_defined::Betza b = ref_defined::parse_betza(betza);
    if (!agree(b, r)) add(betza, r, &b, "");
  }
  return out;
}

std::string Finding::text() const {
  return file + ":" + std::to_string(line) + ": " + key + ": '" + construct + "' " + fsf +
         (betza.empty() ? "" : " (Betza: " + betza + ")");
}

Expected<std::vector<Finding>, std::string> lint_findings(std::string_view text,
                                                          const std::string& file) {
  const auto sections = variants::read_ini(text, file);
  if (!sections) return Unexpected{std::string(sections.error().what())};
  std::vector<Finding> out;
  for (const variants::IniSection& section : *sections) {
    const auto board = board_of(*sections, section);
    for (const variants::IniEntry& e : section.entries) {
      if (auto f = lint_key(e, file)) out.push_back(std::move(*f));
      if (board)
        if (auto f = lint_region(e, file, board->first, board->second))
          out.push_back(std::move(*f));
      // Pieces with a Betza string: customPieceN = x:Betza and king = k:Betza.
      const bool piece =
          e.key == "king" || (e.key.rfind("customPiece", 0) == 0 && e.key.size() > 11);
      if (!piece || e.value.size() < 3) continue;  // a letter alone: no Betza string
      for (Finding& f : lint_betza(std::string_view(e.value).substr(2), file, e.line, e.key))
        out.push_back(std::move(f));
    }
  }
  return out;
}

int lint_text(std::string_view text, const std::string& file, std::ostream& out) {
  const auto findings = lint_findings(text, file);
  if (!findings) {
    out << findings.error() << '\n';
    return -1;
  }
  for (const Finding& f : *findings) out << f.text() << '\n';
  return int(findings->size());
}

int lint_file(const std::string& path, std::ostream& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    out << path << ": cannot read the file\n";
    return -1;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return lint_text(text.str(), path, out);
}

}  // namespace vchess::lint
