#include "games/registry.h"

#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>

#include "variants/catalog.h"

namespace vchess::games {

namespace {

const chess::VariantSpec& chess_spec(std::string_view name) { return *chess::find_variant(name); }

// A hand-written variant's row: no definition, rules, source or digest.
VariantRow hand_row(std::string_view name, std::string_view description, FamilyId family, int files,
                    int ranks, StartKind start, std::uint64_t default_start,
                    const chess::VariantSpec* chess, std::string_view notes) {
  VariantRow row{};
  row.name = name;
  row.description = description;
  row.family = family;
  row.files = files;
  row.ranks = ranks;
  row.start = start;
  row.default_start = default_start;
  row.chess = chess;
  row.notes = notes;
  return row;
}

VariantRow chess_row(std::string_view name, StartKind start, std::uint64_t default_start,
                     std::string_view notes) {
  const chess::VariantSpec& s = chess_spec(name);
  const FamilyId family = s.files == 8 ? FamilyId::Chess64 : FamilyId::Chess10x8;
  return hand_row(s.name, s.description, family, s.files, s.ranks, start, default_start, &s, notes);
}

std::deque<VariantRow> hand_written() {
  return {
      chess_row("chess", StartKind::Fixed, 0, "one start position, the standard array"),
      chess_row("chess960", StartKind::Numbered, 518,
                "--startpos N: Scharnagl number 0..959 (518 is the standard array, the default)"),
      chess_row("capablanca", StartKind::Fixed, 0,
                "one start position, Capablanca's array RNABQKBCNR"),
      chess_row("gothic", StartKind::Fixed, 0, "one start position, the Gothic array RNBQCKABNR"),
      chess_row("crc", StartKind::Numbered, 20796,
                "--startpos N: array N of the default set of 21,821 (--strict: of the 12,118 "
                "set); default array 20796, RNQBCKBANR (strict number 11567)"),
      hand_row("uc24", "UC-24: 8x8, 24 fairy pieces, random set-up, drops from a reserve",
               FamilyId::Uc24, 8, 8, StartKind::Seeded, 1, nullptr,
               "--seed N: the random set-up of seed N (default 1)"),
      hand_row("shogi", "standard shogi, 9x9, drops and promotions (the shogi-family baseline)",
               FamilyId::Shogi9, 9, 9, StartKind::Fixed, 0, nullptr, "one start position"),
      hand_row("dai-seireigi", "Dai Seireigi: 15x15 shogi, hook movers, jumping generals",
               FamilyId::Shogi15, 15, 15, StartKind::Fixed, 0, nullptr, "one start position"),
      hand_row("waterloo",
               "Waterloo: 10x10, compound pieces that split and merge, progressive pawns",
               FamilyId::Waterloo, 10, 10, StartKind::Fixed, 0, nullptr, "one start position"),
  };
}

// The rows and the definition sets they point into (kept alive: rows hold views of them). The
// bundled definitions are read at the first use of a defined row, each one's reference rules at
// its own (build_rules): a count of a hand-written variant never pays for them.
struct Registry {
  std::deque<VariantRow> rows = hand_written();
  std::vector<const VariantRow*> hand = addresses(rows);  // read without touching the deque
  std::vector<variants::VariantSet> sets;
  std::vector<std::string> files;  // the users' files, in the order read
  // Their sections left out (name, the one-line error), as a run asking for one reports it.
  std::vector<std::pair<std::string, std::string>> refused;
  std::once_flag bundled;
  std::mutex mutex;

  static std::vector<const VariantRow*> addresses(const std::deque<VariantRow>& rows) {
    std::vector<const VariantRow*> out;
    for (const VariantRow& v : rows) out.push_back(&v);
    return out;
  }
};

Registry& registry();

bool hand_written_name(std::string_view name) {
  for (const VariantRow& v : hand_written())
    if (v.name == name) return true;
  return false;
}

// Adds a row for each definition of `set` that `origin` (a file, or "" for the bundled ones)
// defined; a user's definition the reference cannot read is left out with its error.
Expected<int, GameError> add_rows(Registry& r, const variants::VariantSet& set,
                                  const std::string& origin, const std::string& digest) {
  std::vector<VariantRow> added;
  for (const auto& def : set.all()) {
    if (origin.empty() ? !def->bundled : def->origin.file != origin) continue;
    VariantRow row{};
    row.owned_name = hand_written_name(def->name) ? "def:" + def->name : def->name;
    row.source =
        def->bundled ? "bundled" : fmt::format("{}:{}", def->origin.file, def->origin.line);
    row.engine_file = def->bundled ? "" : std::filesystem::absolute(def->origin.file).string();
    row.owned_description = fmt::format("defined ({}{}{})", row.source,
                                        def->parent.empty() ? "" : ", from ", def->parent);
    row.family = defined_family(def->files, def->ranks);
    row.files = def->files;
    row.ranks = def->ranks;
    row.start = StartKind::Fixed;
    row.notes = "one start position, the definition's startFen";
    row.defined = def.get();
    row.digest = digest;
    // A user's sections are read by the reference now, so that a file it refuses is an error at
    // once; the bundled ones at their first use (build_rules).
    if (!origin.empty()) {
      try {
        row.rules = std::make_shared<const ref_defined::Rules>(*def);
      } catch (const ref_defined::Error& e) {
        r.refused.emplace_back(def->name, e.what());
        continue;
      }
    }
    added.push_back(std::move(row));
  }
  for (VariantRow& row : added) {
    r.rows.push_back(std::move(row));
    VariantRow& v = r.rows.back();  // views into the row's own strings, which no longer move
    v.name = v.owned_name;
    v.description = v.owned_description;
  }
  return int(added.size());
}

Registry& registry() {
  static Registry r;
  return r;
}

// A bundled row's reference rules, built at its first use (r.mutex held): building them for
// every bundled section took most of a count's start-up. A bundled definition the reference
// refuses is a bug of the bundle (ctest cli.defined_bundled_all_load fails); its row stays
// without rules, and find_variant does not return it.
bool build_rules(VariantRow& row) {
  if (row.rules) return true;
  try {
    row.rules = std::make_shared<const ref_defined::Rules>(*row.defined);
    return true;
  } catch (const ref_defined::Error& e) {
    std::fprintf(stderr, "perft: bundled variant %s: %s\n", row.defined->name.c_str(), e.what());
    return false;
  }
}

// The registry with its bundled rows added (once).
Registry& full_registry() {
  Registry& r = registry();
  std::call_once(r.bundled, [&r] {
    r.sets.push_back(variants::VariantSet::bundled());
    add_rows(r, r.sets.back(), "", "");
  });
  return r;
}

}  // namespace

const std::deque<VariantRow>& variants() {
  Registry& r = full_registry();
  std::lock_guard lock(r.mutex);
  for (std::size_t i = r.hand.size(); i < r.rows.size(); ++i) build_rules(r.rows[i]);
  return r.rows;
}

const VariantRow* find_variant(std::string_view name) {
  for (const VariantRow* v : registry().hand)
    if (v->name == name) return v;
  // Defined rows, the latest first: a later file's definition replaces an earlier one.
  Registry& r = full_registry();
  std::lock_guard lock(r.mutex);
  const std::string_view bare = name.starts_with("def:") ? name.substr(4) : name;
  for (std::size_t i = r.rows.size(); i-- > r.hand.size();)
    if (r.rows[i].defined->name == bare) return build_rules(r.rows[i]) ? &r.rows[i] : nullptr;
  return nullptr;
}

Expected<int, GameError> load_variant_file(const std::string& path) {
  Registry& r = full_registry();
  std::lock_guard lock(r.mutex);
  auto set = r.sets.back().with_file(path, variants::OnSectionError::Keep);
  if (!set) return Unexpected{GameError{GameError::Kind::Fen, set.error().what()}};
  r.sets.push_back(std::move(*set));
  r.files.push_back(path);
  for (const auto& x : r.sets.back().refused())
    if (x.at.file == path) r.refused.emplace_back(x.name, x.error.what());
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a
  for (const char c : text.str()) h = (h ^ std::uint8_t(c)) * 0x100000001b3ull;
  return add_rows(r, r.sets.back(), path, fmt::format("{:016x}", h));
}

std::optional<std::string> refusal_of(std::string_view name) {
  Registry& r = full_registry();
  std::lock_guard lock(r.mutex);
  for (auto it = r.refused.rbegin(); it != r.refused.rend(); ++it)
    if (it->first == name) return it->second;
  return std::nullopt;
}

std::vector<std::pair<std::string, std::string>> refused_variants() {
  Registry& r = full_registry();
  std::lock_guard lock(r.mutex);
  return r.refused;
}

std::vector<std::string> loaded_variant_files() {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.files;
}

std::size_t start_count(const VariantRow& v, bool strict) {
  if (v.start != StartKind::Numbered) return 1;
  if (v.chess->random_start == chess::RandomStart::Chess960) return 960;
  return crc_arrays(strict ? CrcSet::Strict : CrcSet::Default).size();
}

Expected<std::string, GameError> start_fen(const VariantRow& v, long long n, bool strict) {
  const auto refuse = [](std::string m) {
    return Unexpected{GameError{GameError::Kind::Fen, std::move(m)}};
  };
  const bool crc = v.chess && v.chess->random_start == chess::RandomStart::Crc;
  if (strict && !crc) return refuse(fmt::format("--strict applies to crc only, not {}", v.name));
  if (n < 0) return with_game(v, [&](const auto& g) { return g.start_fen(v.default_start); });
  switch (v.start) {
    case StartKind::Fixed:
      return refuse(fmt::format("{} has one start position ({})", v.name, v.notes));
    case StartKind::Seeded:
      return with_game(v, [&](const auto& g) { return g.start_fen(std::uint64_t(n)); });
    case StartKind::Numbered:
      break;
  }
  const std::size_t count = start_count(v, strict);
  if (std::size_t(n) >= count)
    return refuse(fmt::format("start array {}: {}{} has 0..{}", n, v.name,
                              crc ? (strict ? " (strict set)" : " (default set)") : "", count - 1));
  if (!crc) return chess960_fen(int(n));
  return crc_fen(crc_arrays(strict ? CrcSet::Strict : CrcSet::Default)[std::size_t(n)]);
}

Catalogue catalogue_of(const VariantRow& v) {
  return with_game(v, [](const auto& g) { return g.catalogue(); });
}

AltNotation alt_notation_of(const VariantRow& v) {
  return with_game(v, [](const auto& g) { return std::decay_t<decltype(g)>::kAltNotation; });
}

// Where the xboard engines' names differ from ours. Sjaak II calls chess `normal` (its
// `fide_chess` is a second definition of it), Chess960 `fischerandom`, CRC `caparandom`;
// Fairy-Max writes `king-of-the-hill` and `los-alamos`; Sjaak II adds `_chess` to troitzky and
// omicron.
constexpr std::pair<std::string_view, std::string_view> kXboardNames[] = {
    {"chess", "normal,fide_chess"},
    {"def:chess", "normal,fide_chess"},
    {"chess960", "fischerandom,fischerrandom"},
    {"crc", "caparandom"},
    {"gorogoro", "gorogoro_shogi"},
    {"kingofthehill", "king-of-the-hill"},
    {"losalamos", "los-alamos"},
    {"troitzky", "troitzky_chess"},
    {"omicron", "omicron_chess"},
};

std::string_view xboard_names_of(std::string_view name) {
  for (const auto& [ours, theirs] : kXboardNames)
    if (ours == name) return theirs;
  return "";
}

}  // namespace vchess::games
