// Helpers shared by the tests of every reference family. B is one of the reference Boards
// (ref_chess::Board, ref_uc24::Board, ref_shogi::Board, ref_waterloo::Board).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace ref_test {

using Strings = std::vector<std::string>;

template <class B>
Strings sorted_moves(const B& b) {
  Strings moves = b.legal_moves();
  std::sort(moves.begin(), moves.end());
  return moves;
}

inline bool has(const Strings& moves, std::string_view move) {
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

template <class B>
bool has(const B& b, std::string_view move) {
  return has(b.legal_moves(), move);
}

// Legal moves whose text starts with `prefix`, sorted.
template <class B>
Strings starting_with(const B& b, std::string_view prefix) {
  Strings out;
  for (const std::string& m : sorted_moves(b))
    if (m.compare(0, prefix.size(), prefix) == 0) out.push_back(m);
  return out;
}

// Expects every move of `present` to be legal in b, and none of `absent`.
template <class B>
void expect_moves(const B& b, std::initializer_list<const char*> present,
                  std::initializer_list<const char*> absent = {}) {
  const Strings moves = b.legal_moves();
  for (const char* m : present) EXPECT_TRUE(has(moves, m)) << m;
  for (const char* m : absent) EXPECT_FALSE(has(moves, m)) << m;
}

// b after playing `moves` in order.
template <class B>
B played(B b, std::initializer_list<const char*> moves) {
  for (const char* m : moves) b.play(m);
  return b;
}

// Expects make() to throw Error with a one-line message that contains `fragment` (any message if
// the fragment is empty); `input` names the case in failure reports.
template <class Error, class Make>
void expect_error(Make make, const std::string& input, std::string_view fragment = {}) {
  try {
    make();
    ADD_FAILURE() << "accepted: " << input;
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_FALSE(what.empty()) << input;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    EXPECT_NE(what.find(fragment), std::string::npos) << input << " -> " << what;
  }
}

}  // namespace ref_test
