// The properties every family has (harness/properties.h), over chess-family walks. The colour
// flip compares perft(2) at every ply: castling and en passant positions go by.
#include "properties/chess/walks.h"

namespace vchess::chess_props {
namespace {

constexpr harness::PropertyCosts kCosts{.reference_percent = 40, .visits = 40, .bulk_visits = 40};

HARNESS_GENERIC_PROPERTIES(Chess, walks(), kCosts)

}  // namespace
}  // namespace vchess::chess_props
