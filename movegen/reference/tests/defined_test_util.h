// Fairy-Stockfish built-in variants written as VariantDefs by hand (from FSF's variant.cpp rules,
// in the model's terms) for the generic reference's tests, until variants/ reads bundled .ini.
#pragma once

#include <string>
#include <vector>

#include "variants/model.h"

namespace ref_defined_test {

using vchess::variants::PieceDef;
using vchess::variants::PieceSet;
using vchess::variants::Region;
using vchess::variants::VariantDef;

inline PieceSet set_of(std::vector<std::string> names) { return PieceSet{false, std::move(names)}; }

// The model's defaults for a board of files x ranks (what the ini reader fills in).
inline VariantDef base_def(const std::string& name, int files, int ranks) {
  VariantDef d;
  d.name = name;
  d.origin = {"test", 1};
  d.files = files;
  d.ranks = ranks;
  d.pawn_types = set_of({"pawn"});
  for (int c = 0; c < 2; ++c) {
    d.promotion_pawn_types[c] = set_of({"pawn"});
    d.promotion_piece_types[c] = set_of({"queen", "rook", "bishop", "knight"});
    d.promotion_region[c] = Region::rank(files, c == 0 ? ranks - 1 : 0);
    d.double_step_region[c] = Region::rank(files, c == 0 ? 1 : ranks - 2);
    d.en_passant_region[c] = Region::all(files, ranks);
    d.en_passant_types[c] = set_of({"pawn"});
    d.castling_rook_pieces[c] = set_of({"rook"});
    d.drop_region[c] = Region::all(files, ranks);
  }
  return d;
}

inline void add(VariantDef& d, const std::string& name, char letter, const std::string& betza) {
  d.pieces.push_back(PieceDef{name, letter, betza, {"test", 1}});
}

inline VariantDef chess_def() {
  VariantDef d = base_def("chess", 8, 8);
  add(d, "pawn", 'p', "fmWfceF");
  add(d, "knight", 'n', "N");
  add(d, "bishop", 'b', "B");
  add(d, "rook", 'r', "R");
  add(d, "queen", 'q', "Q");
  add(d, "king", 'k', "K");
  return d;
}

inline VariantDef crazyhouse_def() {
  VariantDef d = chess_def();
  d.name = "crazyhouse";
  d.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
  d.piece_drops = true;
  d.captures_to_hand = true;
  return d;
}

inline VariantDef threecheck_def() {
  VariantDef d = chess_def();
  d.name = "3check";
  d.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1";
  d.check_counting = true;
  return d;
}

inline VariantDef kingofthehill_def() {
  VariantDef d = chess_def();
  d.name = "kingofthehill";
  for (int c = 0; c < 2; ++c) {
    d.flag_piece[c] = "king";
    for (int f : {3, 4})
      for (int k : {3, 4}) d.flag_region[c].set(f, k);
  }
  return d;
}

inline VariantDef makruk_def() {
  VariantDef d = base_def("makruk", 8, 8);
  add(d, "pawn", 'p', "fmWfceF");
  add(d, "knight", 'n', "N");
  add(d, "rook", 'r', "R");
  add(d, "fers", 'm', "F");
  add(d, "silver", 's', "FfW");
  add(d, "king", 'k', "K");
  d.start_fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
  for (int c = 0; c < 2; ++c) {
    d.promotion_region[c] = Region{};
    for (int k = 0; k < 3; ++k) d.promotion_region[c].bits |= Region::rank(8, c == 0 ? 5 + k : k).bits;
    d.promotion_piece_types[c] = set_of({"fers"});
  }
  d.double_step = false;
  d.castling = false;
  return d;
}

inline VariantDef capablanca_def() {
  VariantDef d = base_def("capablanca", 10, 8);
  add(d, "pawn", 'p', "fmWfceF");
  add(d, "knight", 'n', "N");
  add(d, "bishop", 'b', "B");
  add(d, "rook", 'r', "R");
  add(d, "queen", 'q', "Q");
  add(d, "archbishop", 'a', "BN");
  add(d, "chancellor", 'c', "RN");
  add(d, "king", 'k', "K");
  d.castling_kingside_file = 8;
  d.castling_queenside_file = 2;
  d.start_fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
  for (int c = 0; c < 2; ++c)
    d.promotion_piece_types[c] = set_of({"archbishop", "chancellor", "queen", "rook", "bishop", "knight"});
  return d;
}

// Shogi-family pieces; the knight is written "ffN" (two forward leaps, unambiguous in Betza).
inline VariantDef minishogi_def() {
  VariantDef d = base_def("minishogi", 5, 5);
  add(d, "shogiPawn", 'p', "fW");
  add(d, "silver", 's', "FfW");
  add(d, "gold", 'g', "WfF");
  add(d, "bishop", 'b', "B");
  add(d, "dragonHorse", 'h', "BW");
  add(d, "rook", 'r', "R");
  add(d, "bers", 'd', "RF");
  add(d, "king", 'k', "K");
  d.start_fen = "rbsgk/4p/5/P4/KGSBR[-] w 0 1";
  d.piece_drops = true;
  d.captures_to_hand = true;
  d.promotion_region[0] = Region::rank(5, 4);
  d.promotion_region[1] = Region::rank(5, 0);
  for (int c = 0; c < 2; ++c) {
    d.promotion_pawn_types[c] = PieceSet{};
    d.promotion_piece_types[c] = PieceSet{};
  }
  d.double_step = false;
  d.castling = false;
  d.promoted_piece_type = {{"shogiPawn", "gold"}, {"silver", "gold"}, {"bishop", "dragonHorse"},
                           {"rook", "bers"}};
  d.drop_no_doubled = "shogiPawn";
  d.immobility_illegal = true;
  d.shogi_pawn_drop_mate_illegal = true;
  return d;
}

inline VariantDef shogi_def() {
  VariantDef d = minishogi_def();
  d.name = "shogi";
  d.files = d.ranks = 9;
  add(d, "lance", 'l', "fR");
  add(d, "shogiKnight", 'n', "ffN");
  d.start_fen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
  d.promotion_region[0] = Region{};
  d.promotion_region[1] = Region{};
  for (int k = 0; k < 3; ++k) {
    d.promotion_region[0].bits |= Region::rank(9, 6 + k).bits;
    d.promotion_region[1].bits |= Region::rank(9, k).bits;
  }
  for (int c = 0; c < 2; ++c) {
    d.en_passant_region[c] = Region::all(9, 9);
    d.drop_region[c] = Region::all(9, 9);
    d.double_step_region[c] = Region{};
  }
  d.promoted_piece_type.push_back({"lance", "gold"});
  d.promoted_piece_type.push_back({"shogiKnight", "gold"});
  return d;
}

inline VariantDef racingkings_def() {
  VariantDef d = chess_def();
  d.name = "racingkings";
  d.start_fen = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
  for (int c = 0; c < 2; ++c) {
    d.flag_piece[c] = "king";
    d.flag_region[c] = Region::rank(8, 7);
  }
  d.flag_move = true;
  d.castling = false;
  d.checking = false;
  return d;
}

// Chess pieces with a non-royal king (commoner): giveaway's and extinction's base.
inline VariantDef commoner_chess(const std::string& name) {
  VariantDef d = base_def(name, 8, 8);
  add(d, "pawn", 'p', "fmWfceF");
  add(d, "knight", 'n', "N");
  add(d, "bishop", 'b', "B");
  add(d, "rook", 'r', "R");
  add(d, "queen", 'q', "Q");
  add(d, "commoner", 'k', "K");
  d.king = "";
  d.castling_king_piece = {"commoner", "commoner"};
  for (int c = 0; c < 2; ++c)
    d.promotion_piece_types[c] = set_of({"commoner", "queen", "rook", "bishop", "knight"});
  return d;
}

inline VariantDef antichess_def() {
  VariantDef d = commoner_chess("antichess");
  d.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
  d.castling = false;
  d.extinction_value = vchess::variants::GameValue::Win;
  d.extinction_piece_types = PieceSet{true, {}};
  d.must_capture = true;
  return d;
}

inline VariantDef extinction_def() {
  VariantDef d = commoner_chess("extinction");
  d.extinction_value = vchess::variants::GameValue::Loss;
  d.extinction_piece_types = set_of({"commoner", "queen", "rook", "bishop", "knight", "pawn"});
  return d;
}

inline VariantDef horde_def() {
  VariantDef d = chess_def();
  d.name = "horde";
  d.start_fen = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
  d.double_step_region[0].bits |= Region::rank(8, 0).bits;
  d.en_passant_region[0] = Region::rank(8, 5);
  d.en_passant_region[1] = Region::rank(8, 2);
  d.extinction_value = vchess::variants::GameValue::Loss;
  d.extinction_piece_types = PieceSet{true, {}};
  return d;
}

inline VariantDef knightmate_def() {
  VariantDef d = base_def("knightmate", 8, 8);
  add(d, "pawn", 'p', "fmWfceF");
  add(d, "commoner", 'm', "K");
  add(d, "bishop", 'b', "B");
  add(d, "rook", 'r', "R");
  add(d, "queen", 'q', "Q");
  add(d, "king", 'k', "N");  // the royal piece moves as a knight
  d.start_fen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
  for (int c = 0; c < 2; ++c)
    d.promotion_piece_types[c] = set_of({"commoner", "queen", "rook", "bishop"});
  return d;
}

inline VariantDef shatranj_def() {
  VariantDef d = base_def("shatranj", 8, 8);
  add(d, "pawn", 'p', "fmWfceF");
  add(d, "knight", 'n', "N");
  add(d, "alfil", 'b', "A");
  add(d, "rook", 'r', "R");
  add(d, "fers", 'q', "F");
  add(d, "king", 'k', "K");
  d.start_fen = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
  for (int c = 0; c < 2; ++c) d.promotion_piece_types[c] = set_of({"fers"});
  d.double_step = false;
  d.castling = false;
  d.extinction_value = vchess::variants::GameValue::Loss;
  d.extinction_claim = true;
  d.extinction_piece_types = PieceSet{true, {}};
  d.extinction_piece_count = 1;
  d.extinction_opponent_piece_count = 2;
  return d;
}

// Chess with a custom pawn whose double step is an `i` move (as customPiece1 = p:fmWifmnDfceF).
inline VariantDef custompawn_def() {
  VariantDef d = chess_def();
  d.name = "custompawn";
  d.pieces.erase(d.pieces.begin());
  add(d, "customPiece1", 'p', "fmWifmnDfceF");
  d.pawn_types = set_of({"customPiece1"});
  for (int c = 0; c < 2; ++c) {
    d.promotion_pawn_types[c] = set_of({"customPiece1"});
    d.en_passant_types[c] = set_of({"customPiece1"});
  }
  return d;
}

inline VariantDef def_by_name(const std::string& v) {
  for (auto d : {chess_def(), crazyhouse_def(), threecheck_def(), kingofthehill_def(), makruk_def(),
                 capablanca_def(), minishogi_def(), shogi_def(), racingkings_def(), antichess_def(),
                 extinction_def(), horde_def(), knightmate_def(), shatranj_def(),
                 custompawn_def()})
    if (d.name == v) return d;
  VariantDef d = chess_def();
  d.name = "chess960";
  d.chess960 = true;
  return d;
}

}  // namespace ref_defined_test
