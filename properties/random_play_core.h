// Random legal play from the real start arrays of the chess-family variants, without
// RapidCheck: the properties (random_play.h) and the fuzzers (fuzz/) share it.
//
// A walk is (variant, start index, choice bytes): the start index picks the start array
// (Chess960: one of 960, CRC: one of the default set), and each byte picks the legal move
// `byte % number of legal moves`. The walk stops early at mate or stalemate.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "chess/notation.h"
#include "chess/startpos.h"
#include "chess/variant.h"

namespace vchess::random_play {

// Longest walk a caller may ask for: leaves room on Position's state stack (kMaxPly) for the
// checks that make a move or two on top of the walk.
inline constexpr std::size_t kMaxWalk = 600;

// Number of start arrays of a variant (1 unless it has random start arrays).
inline std::uint32_t start_count(const chess::VariantSpec& v) {
  switch (v.random_start) {
    case chess::RandomStart::Chess960:
      return 960;
    case chess::RandomStart::Crc:
      return std::uint32_t(crc_arrays(CrcSet::Default).size());
    case chess::RandomStart::None:
      break;
  }
  return 1;
}

// FEN of start array `index % start_count(v)`.
inline std::string start_fen(const chess::VariantSpec& v, std::uint32_t index) {
  const std::uint32_t n = index % start_count(v);
  switch (v.random_start) {
    case chess::RandomStart::Chess960:
      return chess960_fen(int(n));
    case chess::RandomStart::Crc:
      return crc_fen(crc_arrays(CrcSet::Default)[n]);
    case chess::RandomStart::None:
      break;
  }
  return std::string(v.start_fen);
}

// The validated position of a FEN that is known to be good (start arrays): aborts otherwise.
template <class G>
chess::Position<G> must_parse(const chess::VariantSpec& v, const std::string& fen) {
  auto setup = chess::parse_fen(fen, G::kFiles, G::kRanks);
  if (!setup) {
    std::fprintf(stderr, "random_play: %s: %s\n", fen.c_str(), setup.error().what().c_str());
    std::abort();
  }
  auto pos = chess::Position<G>::from_setup(*setup, v.promotion_types());
  if (!pos) {
    std::fprintf(stderr, "random_play: %s: %s\n", fen.c_str(), pos.error().what().c_str());
    std::abort();
  }
  return std::move(*pos);
}

// Plays the walk; before each move (and once at the end) calls
// visit(const Position<G>&, const MoveList& legal, std::size_t ply). A visitor returning
// false stops the walk there. Returns the final position.
template <class G, class Visit>
chess::Position<G> walk(const chess::VariantSpec& v, std::uint32_t start,
                        std::span<const std::uint8_t> choices, Visit&& visit) {
  chess::Position<G> pos = must_parse<G>(v, start_fen(v, start));
  const std::size_t n = std::min(choices.size(), kMaxWalk);
  for (std::size_t ply = 0;; ++ply) {
    chess::MoveList ml;
    chess::generate_legal(pos, ml);
    if (!visit(std::as_const(pos), std::as_const(ml), ply)) break;
    if (ply == n || ml.size == 0) break;
    pos.do_move(ml.moves[choices[ply] % ml.size]);
  }
  return pos;
}

// The plain core: the position a walk reaches.
template <class G>
chess::Position<G> play_choices(const chess::VariantSpec& v, std::uint32_t start,
                                std::span<const std::uint8_t> choices) {
  return walk<G>(v, start, choices, [](const auto&, const auto&, std::size_t) { return true; });
}

// The moves a walk actually plays, as canonical text (for failure messages).
template <class G>
std::vector<std::string> walk_texts(const chess::VariantSpec& v, std::uint32_t start,
                                    std::span<const std::uint8_t> choices) {
  std::vector<std::string> out;
  walk<G>(v, start, choices, [&](const auto&, const chess::MoveList& ml, std::size_t ply) {
    if (ply < choices.size() && ml.size > 0)
      out.push_back(chess::move_text<G>(ml.moves[choices[ply] % ml.size]));
    return true;
  });
  if (out.size() > kMaxWalk) out.resize(kMaxWalk);
  return out;
}

template <class G>
std::string fen_of(const chess::Position<G>& pos) {
  return chess::to_fen(pos.to_setup());
}

}  // namespace vchess::random_play
