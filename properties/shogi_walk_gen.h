// RapidCheck generator of shogi-family random-play positions (choice bytes from a game's start
// position), and SHOGI_PROP, which runs one property on both games. The plain core (the biased
// choice of a move, playing a walk) is shogi_random_play.h, which the fuzzer shares without
// RapidCheck.
#pragma once
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "shogi_random_play.h"

namespace vchess::shogi_play {

template <class G>
struct Walk {
  std::vector<std::uint8_t> choices;  // one byte per ply, see choose()
};

// Walk lengths: mostly up to 2 x RapidCheck's size (200 plies at the default max_size 100); one
// walk in eight is long (200-240 plies), so that pieces reach the far zone and promote.
inline rc::Gen<std::vector<std::uint8_t>> gen_choices() {
  const rc::Gen<int> length = rc::gen::withSize([](int size) {
    return rc::gen::weightedOneOf<int>(
        {{7, rc::gen::inRange(0, 2 * size + 2)},
         {1, rc::gen::resize(100, rc::gen::inRange(200, int(kMaxWalk) + 1))}});
  });
  // Bytes over their whole range whatever the size (the low bits choose the class of move).
  const rc::Gen<std::uint8_t> byte =
      rc::gen::map(rc::gen::resize(100, rc::gen::inRange(0, 256)),
                   [](int b) { return std::uint8_t(b); });
  return rc::gen::mapcat(length, [byte](int n) {
    return rc::gen::container<std::vector<std::uint8_t>>(std::size_t(n), byte);
  });
}

template <class G>
rc::Gen<Walk<G>> gen_walk() {
  return rc::gen::map(gen_choices(),
                      [](std::vector<std::uint8_t> choices) { return Walk<G>{std::move(choices)}; });
}

// Calls visit(const Position<G>&, const MoveList<G>& legal) at every ply of the walk, the final
// position included.
template <class G, class Visit>
void for_each_ply(const Walk<G>& w, Visit&& visit) {
  walk<G>(w.choices, [&](const Position<G>& pos, const MoveList<G>& ml, std::size_t) {
    visit(pos, ml);
    return true;
  });
}

// Like for_each_ply, but only at about `visits` plies spread over the walk (ply 0, every
// stride-th ply, and the final position), for the checks that cost much per ply.
template <class G, class Visit>
void for_some_plies(const Walk<G>& w, std::size_t visits, Visit&& visit) {
  const std::size_t n = std::min(w.choices.size(), kMaxWalk);
  const std::size_t stride = visits == 0 ? n + 1 : std::max<std::size_t>(1, n / visits);
  walk<G>(w.choices, [&](const Position<G>& pos, const MoveList<G>& ml, std::size_t ply) {
    if (ply % stride == 0 || ply == n || ml.size == 0) visit(pos, ml);
    return true;
  });
}

template <class G>
void showValue(const Walk<G>& w, std::ostream& os) {
  os << game_name<G>() << " moves:";
  for (const std::string& m : walk_texts<G>(w.choices)) os << ' ' << m;
}

// Runs property `prop` (a callable taking const Walk<G>&) as a RapidCheck property of the
// current Google Test, under the id "<suite>/<test>/<game>" (what a failure's reproduce string
// names). The number of cases is RapidCheck's max_success (RC_PARAMS, or the binary's default),
// times percent / 100 (at least 1): 15x15 cases cost far more than 9x9 ones.
template <class G, class Prop>
void check_game(Prop&& prop, int percent) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  rc::detail::TestMetadata metadata;
  metadata.id = std::string(info->test_suite_name()) + "/" + info->name() + "/" + game_name<G>();
  metadata.description = metadata.id;
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = std::max(1, int(std::int64_t(params.maxSuccess) * percent / 100));
  const auto result = rc::detail::checkTestable(std::forward<Prop>(prop), metadata, params);
  if (result.template is<rc::detail::SuccessResult>()) {
    const auto success = result.template get<rc::detail::SuccessResult>();
    if (!success.distribution.empty()) {
      std::cout << metadata.id << ": ";
      rc::detail::printResultMessage(result, std::cout);
      std::cout << std::endl;
    }
  } else {
    std::ostringstream ss;
    rc::detail::printResultMessage(result, ss);
    ADD_FAILURE() << metadata.id << ": " << ss.str() << std::endl;
  }
}

}  // namespace vchess::shogi_play

namespace rc {
template <class G>
struct Arbitrary<vchess::shogi_play::Walk<G>> {
  static Gen<vchess::shogi_play::Walk<G>> arbitrary() { return vchess::shogi_play::gen_walk<G>(); }
};
}  // namespace rc

// Defines Google Test TestCase.Name running one property on both games: the body (after the
// macro) is a function template over the board G taking `const Walk<G>& w`. 9x9 shogi gets
// max_success cases, 15x15 Dai Seireigi LargePercent % of them.
#define SHOGI_PROP(TestCase, Name, LargePercent)                                              \
  template <class G>                                                                          \
  void shogiProp_##TestCase##_##Name(const ::vchess::shogi_play::Walk<G>& w);                \
                                                                                              \
  TEST(TestCase, Name) {                                                                      \
    ::vchess::shogi_play::check_game<::vchess::shogi_play::Board9>(                          \
        [](const ::vchess::shogi_play::Walk<::vchess::shogi_play::Board9>& w) {              \
          shogiProp_##TestCase##_##Name(w);                                                   \
        },                                                                                    \
        100);                                                                                 \
    ::vchess::shogi_play::check_game<::vchess::shogi_play::Board15>(                         \
        [](const ::vchess::shogi_play::Walk<::vchess::shogi_play::Board15>& w) {             \
          shogiProp_##TestCase##_##Name(w);                                                   \
        },                                                                                    \
        LargePercent);                                                                        \
  }                                                                                           \
                                                                                              \
  template <class G>                                                                          \
  void shogiProp_##TestCase##_##Name(const ::vchess::shogi_play::Walk<G>& w)
