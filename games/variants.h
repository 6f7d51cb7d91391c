// Every variant the toolkit plays, one row each: the data the CLI lists and chooses from, with
// no generator code (games/registry.h binds a row to its family's Game adapter). Files that only
// read rows include this, so they do not compile every family's generators.
#pragma once
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "games/catalogue.h"
#include "games/game.h"

namespace vchess::chess {
struct VariantSpec;
}
namespace vchess::variants {
struct VariantDef;
}
namespace ref_defined {
class Rules;
}

namespace vchess::games {

enum class FamilyId {
  Chess64,  // chess and Chess960: the dedicated 8x8 generator (movegen/chess64)
  Chess10x8,
  Uc24,
  Shogi9,
  Shogi15,
  Waterloo,
  Defined64,  // defined variants (variants/), by the bitboard their board needs
  Defined128,
  Defined256,
};

// The family of a defined variant on a files x ranks board.
constexpr FamilyId defined_family(int files, int ranks) {
  return files * ranks <= 64    ? FamilyId::Defined64
         : files * ranks <= 128 ? FamilyId::Defined128
                                : FamilyId::Defined256;
}

// How a variant's start positions are chosen on the command line.
enum class StartKind {
  Fixed,     // one start position
  Numbered,  // --startpos N picks a numbered array (chess960, crc)
  Seeded,    // --seed N picks a random set-up (uc24)
};

struct VariantRow {
  std::string_view name;
  std::string_view description;
  FamilyId family;
  int files, ranks;
  StartKind start;
  std::uint64_t default_start;      // the array number or seed used without --startpos/--seed
  const chess::VariantSpec* chess;  // the chess family's data, else null
  std::string_view notes;           // how its start position is chosen
  // A defined variant (variants/): its definition, its rules as the generic reference reads
  // them, where it was defined ("bundled" or file:line) and the file to hand an engine
  // (VariantPath; empty for bundled ones, which fairy-stockfish knows by name).
  const variants::VariantDef* defined = nullptr;
  std::shared_ptr<const ref_defined::Rules> rules;
  std::string source, engine_file, owned_name, owned_description;
  // A user file's variant: a digest of the file's text, so work units split with one
  // definition are never counted with another ("" for hand-written and bundled variants).
  std::string digest;
};

// Hand-written variants first, then defined ones in the order they were read. A row never moves.
// Every defined row's rules are built here (a bundled one the reference refuses, a bug of the
// bundle, has none and is named on stderr); find_variant builds only the one it finds.
const std::deque<VariantRow>& variants();
// A defined variant whose name a hand-written one has is found as "def:<name>"; a name defined
// again by a later file finds the later definition.
const VariantRow* find_variant(std::string_view name);
// Reads a user's variants.ini on top of the bundled definitions and earlier files: every section
// becomes a variant. A syntax error fails the file; a section that does not resolve (or that the
// reference refuses) is left out with its error, which refusal_of gives (the file, line and
// token). Returns how many sections became variants.
Expected<int, GameError> load_variant_file(const std::string& path);
// Why a loaded file's section `name` was left out (nullopt: it was not).
std::optional<std::string> refusal_of(std::string_view name);
// Every section left out so far: its name and its one-line error.
std::vector<std::pair<std::string, std::string>> refused_variants();
// The files load_variant_file() read, in order: a command printed for the user to run again
// names them all (`--variants F`), or its defined variants would be unknown.
std::vector<std::string> loaded_variant_files();

// The start position: `n` is the array number (Numbered; the strict CRC set with `strict`) or the
// seed (Seeded); -1 means the variant's own default. Refuses what does not apply.
Expected<std::string, GameError> start_fen(const VariantRow& v, long long n, bool strict);
// How many numbered arrays a Numbered variant has.
std::size_t start_count(const VariantRow& v, bool strict);

// A row's piece catalogue and second move notation (its adapter's, without instantiating it).
Catalogue catalogue_of(const VariantRow& v);
AltNotation alt_notation_of(const VariantRow& v);

// The names xboard engines (Sjaak II, Fairy-Max, HaChu, fairy-stockfish) know the variant called
// `name` here by, comma-separated, to try in order before that name ("" when only that).
std::string_view xboard_names_of(std::string_view name);

}  // namespace vchess::games
