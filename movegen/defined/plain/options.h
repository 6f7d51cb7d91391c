// The options the plain path leaves out: each must be at its default for a definition to be
// plain. The checks name each one, so an option added
// to the model (variants/model.h) is refused until it is classified (the size guard).
#pragma once
#include <array>
#include <string>

#include "defined/tables.h"

namespace vchess::defined::plain {

// The size guard: a field added to the model changes the size, and this fails until the new
// option is classified below (played by the plain path, or refused at a value off its default).
static_assert(sizeof(variants::VariantDef) == 1816 || sizeof(void*) != 8,
              "a new VariantDef option: classify it in options_off, then update the size");

// The options the plain generator leaves out, each at its default; "" when all are.
template <class BB>
std::string options_off(const Tables<BB>& t) {
  const variants::VariantDef& d = t.def;
  const auto none = [](const auto& two) { return two[0].empty() && two[1].empty(); };
  if (!d.mandatory_pawn_promotion || d.mandatory_piece_promotion || d.piece_demotion ||
      d.piece_promotion_on_capture || !d.promoted_piece_type.empty() || d.immobility_illegal ||
      !d.promotion_limit.empty() || d.sittuyin_promotion)
    return "promotion options";
  if (!none(d.triple_step_region) || t.ep_other_takers[0] || t.ep_other_takers[1] ||
      t.ep_region[0] != t.board || t.ep_region[1] != t.board)
    return "pawn options";
  if (d.castling && (d.castling_rank != 0 || d.opposite_castling ||
                     t.castling_king_type[0] != t.royal || t.castling_king_type[1] != t.royal))
    return "castling options";
  if (d.piece_drops || d.captures_to_hand || d.must_drop || d.two_boards || d.free_drops ||
      d.castling_dropped_piece || d.sittuyin_rook_drop || d.drop_opposite_colored_bishop ||
      d.enclosing_drop != variants::Enclosing::None || d.flip_enclosed != variants::Enclosing::None)
    return "drops";
  if (!d.checking || d.must_capture || d.flying_general || !d.mobility_regions.empty() ||
      d.soldier_promotion_rank != 0 || !d.diagonal_lines.empty() || d.pass[0] || d.pass[1] ||
      d.pass_on_stalemate[0] || d.pass_on_stalemate[1] || d.bikjang || d.makpong_rule || d.gating ||
      d.cambodian_moves || d.seirawan_gating)
    return "move rules";
  if (d.blast_on_capture || !d.mutually_immune_types.names.empty() || d.mutually_immune_types.all ||
      !d.petrify_on_capture_types.names.empty() || d.petrify_on_capture_types.all ||
      d.walling != variants::Walling::None || d.wall_or_move)
    return "capture and wall rules";
  if (!d.flag_piece[0].empty() || !d.flag_piece[1].empty() || !none(d.flag_region) ||
      d.extinction_value != variants::GameValue::None || d.extinction_pseudo_royal ||
      d.duple_check || d.check_counting || d.connects() || d.adjudicate_full_board ||
      d.castling_wins != std::array<std::array<bool, 2>, 2>{})
    return "game ends";
  if (t.janggi || !t.pr_types.empty() || t.petrify || t.connects || !t.extinction_types.empty())
    return "game rules";
  return "";
}

}  // namespace vchess::defined::plain
