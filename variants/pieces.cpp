// The built-in piece types of the format and what a section's piece keys do to a definition.
#include "variants/pieces.h"

#include <array>
#include <cctype>
#include <string>

#include "core/canary.h"
#include "variants/options.h"

namespace vchess::variants {
namespace {

struct Builtin {
  std::string_view name, betza;
};

// In Fairy-Stockfish's type order (custom pieces come after these, the king last). The Betza
// strings are what each type does there: shogiKnight's `fN` is the two narrow forward leaps.
constexpr std::array<Builtin, 35> kBuiltins{{
    {"pawn", "fmWfceF"},
    {"knight", "N"},
    {"bishop", "B"},
    {"rook", "R"},
    {"queen", "Q"},
    {"fers", "F"},
    {"alfil", "A"},
    {"fersAlfil", "FA"},
    {"silver", "FfW"},
    {"aiwok", "RNF"},
    {"bers", "RF"},
    {"archbishop", "BN"},
    {"chancellor", "RN"},
    {"amazon", "QN"},
    {"knibis", "mNcB"},
    {"biskni", "mBcN"},
    {"kniroo", "mNcR"},
    {"rookni", "mRcN"},
    {"shogiPawn", "fW"},
    {"lance", "fR"},
    {"shogiKnight", "fN"},
    {"gold", "WfF"},
    {"dragonHorse", "BW"},
    {"clobber", "cW"},
    {"breakthrough", "fmWfF"},
    {"immobile", ""},
    {"cannon", "mRcpR"},
    {"janggiCannon", "pR"},
    {"soldier", "fsW"},
    {"horse", "nN"},
    {"elephant", "nA"},
    {"janggiElephant", "nZ"},
    {"banner", "RcpRnN"},
    {"wazir", "W"},
    {"commoner", "K"},
}};
constexpr Builtin kCentaur{"centaur", "KN"};

}  // namespace

const char* builtin_betza(std::string_view name) {
  for (const Builtin& b : kBuiltins)
    if (b.name == name) return b.betza.data();
  if (name == kCentaur.name) return kCentaur.betza.data();
  if (name == "king") return "K";
  return nullptr;
}

int type_order(std::string_view name) {
  for (std::size_t i = 0; i < kBuiltins.size(); ++i)
    if (kBuiltins[i].name == name) return int(i);
  if (name == kCentaur.name) return int(kBuiltins.size());
  if (name == "king") return 1000;
  if (name.starts_with("customPiece")) {
    int n = 0;
    for (char c : name.substr(11))
      if (c >= '0' && c <= '9') n = n * 10 + (c - '0');
    return 100 + n;
  }
  return 500;
}

std::vector<std::string> piece_keys() {
  std::vector<std::string> out;
  for (const Builtin& b : kBuiltins) out.emplace_back(b.name);
  out.emplace_back(kCentaur.name);
  for (int i = 1; i <= kCustomPieces; ++i) out.push_back("customPiece" + std::to_string(i));
  out.emplace_back("king");
  return out;
}

void remove_piece(VariantDef& d, const std::string& name) {
  std::erase_if(d.pieces, [&](const PieceDef& p) { return p.name == name; });
  for (PieceSet& s : d.promotion_piece_types) std::erase(s.names, name);
}

std::optional<ValueError> set_piece(VariantDef& d, const std::string& name, std::string_view value,
                                    const Origin& at) {
  if (value.empty()) return std::nullopt;  // Fairy-Stockfish ignores an empty value
  const char c = value[0];
  if (!std::isalpha(static_cast<unsigned char>(c))) {
    if (c != '-') return ValueError{std::string(1, c), "expected a piece letter or -"};
    remove_piece(d, name);
    if (name == "king") d.king.clear();
    return std::nullopt;
  }
  const bool custom = name.starts_with("customPiece");
  std::string betza;
  if (value.size() > 1) {
    if (value[1] != ':' || !(custom || name == "king"))
      return ValueError{std::string(value),
                        "expected a letter, or letter:Betza for a custom piece"};
    betza = std::string(value.substr(2));
  } else if (custom) {
    return ValueError{std::string(value), "a custom piece needs its Betza: letter:Betza"};
  } else {
    betza = builtin_betza(name);
  }
  const char letter = char(std::tolower(static_cast<unsigned char>(c)));
  if (const PieceDef* other = d.piece_by_letter(letter);
      other && other->name != name && !canary(Canary::VariantsLetterKeepsReplaced))
    remove_piece(d, std::string(other->name));  // a letter names one type (the later key wins)
  remove_piece(d, name);
  d.pieces.push_back({name, letter, betza, at});
  if (name == "king") d.king = "king";
  // A custom piece that captures en passant (`e` in its Betza) may take en passant.
  if (custom && betza.find('e') != std::string::npos)
    for (PieceSet& s : d.en_passant_types)
      if (!s.has(name)) s.names.push_back(name);
  return std::nullopt;
}

}  // namespace vchess::variants
