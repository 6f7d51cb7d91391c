// Reading the lines engines print for a divide: `move: count` (UCI, USI, command templates),
// `move count` (perftree), `Nodes searched: N` and a bare total (perftree).
#pragma once
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace vchess::engines {

inline std::optional<std::uint64_t> count_text(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  std::uint64_t n = 0;
  if (s.empty()) return std::nullopt;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return n;
}

// `Nodes searched: N` -> N.
inline std::optional<std::uint64_t> nodes_searched(std::string_view line) {
  constexpr std::string_view kTag = "Nodes searched:";
  if (!line.starts_with(kTag)) return std::nullopt;
  return count_text(line.substr(kTag.size()));
}

// `move<sep>count` where sep is ':' (then blanks) or blanks only; nullopt if not that shape.
// The last separator counts: some move texts hold a ':' (Waterloo's `c1d2:B`).
inline std::optional<std::pair<std::string, std::uint64_t>> move_count(std::string_view line,
                                                                       bool colon) {
  const auto cut = line.rfind(colon ? ':' : ' ');
  if (cut == 0 || cut == std::string_view::npos) return std::nullopt;
  const std::string_view move = line.substr(0, cut);
  if (move.find_first_of(" \t") != std::string_view::npos) return std::nullopt;
  const auto n = count_text(line.substr(cut + 1));
  if (!n) return std::nullopt;
  return std::pair{std::string(move), *n};
}

}  // namespace vchess::engines
