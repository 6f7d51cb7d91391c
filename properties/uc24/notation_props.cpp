// UC-24 move text beyond the generic round trip (which also checks that parsing leaves the
// position as it was): the implied promotion piece may be named.
#include <cctype>
#include <string>

#include "properties/uc24/walks.h"

namespace vchess::uc24_props {
namespace {

using harness::Failure;

// A promotion's text with the piece it implies (the back of the mover's reserve) named before
// any drop parses to the same turn: "=S" in the core notation (uc24::parse_move), and each of
// "s", "S", "=s", "=S" through the adapter. Checked at about 16 plies of a walk.
HARNESS_PROP(Notation, NamedPromotionParsesBack, walks(), 100) {
  harness::for_walk_nodes(
      w, 16,
      [](const games::Uc24Game& g, const uc24::Position& pos, const uc24::MoveList& ml) -> Failure {
        uc24::Position p = pos;
        const char back = uc24::kPieceTable[pos.reserve_back(pos.side_to_move())].letter;
        const char lower = char(std::tolower(static_cast<unsigned char>(back)));
        for (uc24::Move m : ml) {
          if (m.kind() != uc24::Promotion) continue;
          const std::string t = g.text(pos, m);
          const std::string stem = t.substr(0, 4), rest = t.substr(4);
          const std::string core = stem + '=' + back + rest;
          const auto c = uc24::parse_move(p, core);
          if (!c || *c != m)
            return "promotion text " + core + " in " + g.fen(pos) + " does not parse to " + t;
          for (const std::string& named :
               {stem + lower + rest, stem + back + rest, stem + '=' + lower + rest, core}) {
            const auto a = g.parse(p, named);
            if (!a || !(*a == m))
              return "promotion text " + named + " in " + g.fen(pos) + " does not parse to " + t;
          }
        }
        return std::nullopt;
      });
}

}  // namespace
}  // namespace vchess::uc24_props
