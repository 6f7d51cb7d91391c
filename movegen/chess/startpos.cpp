#include "chess/startpos.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace vchess {
namespace {

constexpr int kCrcFiles = 10;
constexpr std::string_view kGothic = "RNBQCKABNR";

// Fills the free squares left to right: returns the index of the k-th free square (k from 0).
int nth_free(const std::string& row, int k) {
  for (int i = 0; i < static_cast<int>(row.size()); ++i) {
    if (row[i] == '.' && k-- == 0) return i;
  }
  return -1;
}

std::vector<std::string> build_set(CrcSet set) {
  std::vector<std::string> out;
  for (const std::string& a : crc_generate_all()) {
    if (!crc_pawns_protected(a) || !crc_not_gothic(a)) continue;
    if (set == CrcSet::Strict && !crc_bishops_not_adjacent(a)) continue;
    out.push_back(a);
  }
  // crc_generate_all() is already sorted; keep the canonical order explicit anyway.
  std::sort(out.begin(), out.end());
  return out;
}

std::string mirror_to_black(const std::string& white) {
  std::string s = white;
  for (char& c : s) c = static_cast<char>(c - 'A' + 'a');
  return s;
}

}  // namespace

std::vector<std::string> crc_generate_all() {
  std::vector<std::string> out;
  out.reserve(48000);
  constexpr std::array<int, 5> kLight = {1, 3, 5, 7, 9};  // b d f h j (a1 is dark)
  constexpr std::array<int, 5> kDark = {0, 2, 4, 6, 8};   // a c e g i
  for (int order = 0; order < 2; ++order) {               // 1. Q or A first
    const char first = order == 0 ? 'Q' : 'A';
    const char second = order == 0 ? 'A' : 'Q';
    for (int f1 : kLight) {   // 2. first on a light square
      for (int f2 : kDark) {  // 3. second on a dark square
        std::string r0(kCrcFiles, '.');
        r0[f1] = first;
        r0[f2] = second;
        for (int bl : kLight) {  // 4. a Bishop on a free light square
          if (r0[bl] != '.') continue;
          for (int bd : kDark) {  // 5. a Bishop on a free dark square
            if (r0[bd] != '.') continue;
            std::string r1 = r0;
            r1[bl] = 'B';
            r1[bd] = 'B';
            for (int c = 0; c < 6; ++c) {  // 6. Chancellor on a free square
              std::string r2 = r1;
              r2[nth_free(r2, c)] = 'C';
              for (int n1 = 0; n1 < 5; ++n1) {  // 7./8. two Knights, unordered
                for (int n2 = n1 + 1; n2 < 5; ++n2) {
                  std::string r3 = r2;
                  const int s1 = nth_free(r3, n1);
                  const int s2 = nth_free(r3, n2);
                  r3[s1] = 'N';
                  r3[s2] = 'N';
                  // 9. King on the middle of the three free squares, Rooks outside.
                  r3[nth_free(r3, 0)] = 'R';
                  r3[nth_free(r3, 0)] = 'K';
                  r3[nth_free(r3, 0)] = 'R';
                  out.push_back(std::move(r3));
                }
              }
            }
          }
        }
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

bool crc_pawns_protected(std::string_view a) {
  const int n = static_cast<int>(a.size());
  std::vector<bool> covered(n, false);
  auto mark = [&](int f) {
    if (f >= 0 && f < n) covered[f] = true;
  };
  for (int f = 0; f < n; ++f) {
    const char p = a[f];
    if (p == 'K') mark(f - 1), mark(f), mark(f + 1);
    if (p == 'Q' || p == 'R' || p == 'C') mark(f);
    if (p == 'Q' || p == 'B' || p == 'A') mark(f - 1), mark(f + 1);
    if (p == 'N' || p == 'A' || p == 'C') mark(f - 2), mark(f + 2);
  }
  return std::all_of(covered.begin(), covered.end(), [](bool b) { return b; });
}

bool crc_bishops_not_adjacent(std::string_view a) {
  for (size_t f = 0; f + 1 < a.size(); ++f) {
    if (a[f] == 'B' && a[f + 1] == 'B') return false;
  }
  return true;
}

bool crc_not_gothic(std::string_view a) {
  if (a.size() != kGothic.size()) return true;
  int diff = 0;
  for (size_t f = 0; f < a.size(); ++f) diff += a[f] != kGothic[f];
  return diff >= 3;
}

const std::vector<std::string>& crc_arrays(CrcSet set) {
  static const std::vector<std::string> def = build_set(CrcSet::Default);
  static const std::vector<std::string> strict = build_set(CrcSet::Strict);
  return set == CrcSet::Strict ? strict : def;
}

int crc_index(CrcSet set, std::string_view back_rank) {
  const auto& v = crc_arrays(set);
  auto it = std::lower_bound(v.begin(), v.end(), back_rank,
                             [](const std::string& s, std::string_view k) { return s < k; });
  if (it == v.end() || *it != back_rank) return -1;
  return static_cast<int>(it - v.begin());
}

std::string crc_fen(const std::string& back_rank) {
  if (back_rank.size() != kCrcFiles ||
      back_rank.find_first_not_of("RNBQKAC") != std::string::npos) {
    throw std::invalid_argument("crc_fen: back rank must be 10 letters from RNBQKAC, got '" +
                                back_rank + "'");
  }
  return mirror_to_black(back_rank) + "/pppppppppp/10/10/10/10/PPPPPPPPPP/" + back_rank +
         " w KQkq - 0 1";
}

std::string chess960_array(int n) {
  if (n < 0 || n > 959) throw std::out_of_range("chess960_array: n must be in 0..959");
  std::string r(8, '.');
  r[2 * (n % 4) + 1] = 'B';  // light-squared bishop: b, d, f, h
  n /= 4;
  r[2 * (n % 4)] = 'B';  // dark-squared bishop: a, c, e, g
  n /= 4;
  r[nth_free(r, n % 6)] = 'Q';
  n /= 6;
  // Knight placements (n = 0..9) among the five remaining squares.
  static constexpr std::array<std::array<int, 2>, 10> kKnights = {
      {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};
  const int s1 = nth_free(r, kKnights[n][0]);
  const int s2 = nth_free(r, kKnights[n][1]);
  r[s1] = 'N';
  r[s2] = 'N';
  r[nth_free(r, 0)] = 'R';
  r[nth_free(r, 0)] = 'K';
  r[nth_free(r, 0)] = 'R';
  return r;
}

int chess960_index(std::string_view back_rank) {
  for (int n = 0; n < 960; ++n) {
    if (chess960_array(n) == back_rank) return n;
  }
  return -1;
}

std::string chess960_fen(int n) {
  const std::string w = chess960_array(n);
  return mirror_to_black(w) + "/pppppppp/8/8/8/8/PPPPPPPP/" + w + " w KQkq - 0 1";
}

}  // namespace vchess
