// RapidCheck generator of Waterloo random-play positions: {seed, choice bytes}, and
// WATERLOO_PROP, which runs a property with a share of RapidCheck's cases. The plain core (start
// set-up of a seed, the biased choice of a move, playing a walk) is waterloo_random_play.h,
// which the fuzzer shares without RapidCheck.
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

#include "waterloo_random_play.h"

namespace vchess::waterloo_play {

struct Walk {
  std::uint64_t seed = 0;             // start_setup(seed)
  std::vector<std::uint8_t> choices;  // one byte per ply, see choose()
};

// Walk lengths: mostly up to 2 x RapidCheck's size (200 plies at the default max_size 100);
// one walk in eight is long (200-400 plies), so that pawns promote, Spies become Wisemen and
// games end by the third pawn or the ninth row.
inline rc::Gen<std::vector<std::uint8_t>> gen_choices() {
  const rc::Gen<int> length = rc::gen::withSize([](int size) {
    return rc::gen::weightedOneOf<int>(
        {{7, rc::gen::inRange(0, 2 * size + 2)},
         {1, rc::gen::resize(100, rc::gen::inRange(200, int(kMaxWalk) + 1))}});
  });
  // Bytes over their whole range whatever the size (the low bits choose the class of move).
  // They do not shrink: a smaller byte is no simpler a move, and shrinking each byte replays
  // the walk hundreds of times. The walk still shrinks by dropping moves.
  const rc::Gen<std::uint8_t> byte = rc::gen::noShrink(rc::gen::map(
      rc::gen::resize(100, rc::gen::inRange(0, 256)), [](int b) { return std::uint8_t(b); }));
  return rc::gen::mapcat(length, [byte](int n) {
    return rc::gen::container<std::vector<std::uint8_t>>(std::size_t(n), byte);
  });
}

inline rc::Gen<Walk> gen_walk() {
  return rc::gen::apply(
      [](std::uint64_t seed, std::vector<std::uint8_t> choices) {
        return Walk{seed, std::move(choices)};
      },
      rc::gen::resize(100, rc::gen::arbitrary<std::uint64_t>()), gen_choices());
}

// Calls visit(const Position&, const MoveList& legal) at every ply of the walk, the final
// position included.
template <class Visit>
void for_each_ply(const Walk& w, Visit&& visit) {
  walk(w.seed, w.choices, [&](const Position& pos, const MoveList& ml, std::size_t) {
    visit(pos, ml);
    return true;
  });
}

// Like for_each_ply, but only at about `visits` plies spread over the walk (ply 0, every
// stride-th ply, and the final position), for the checks that cost much per ply.
template <class Visit>
void for_some_plies(const Walk& w, std::size_t visits, Visit&& visit) {
  const std::size_t n = std::min(w.choices.size(), kMaxWalk);
  const std::size_t stride = visits == 0 ? n + 1 : std::max<std::size_t>(1, n / visits);
  walk(w.seed, w.choices, [&](const Position& pos, const MoveList& ml, std::size_t ply) {
    if (ply % stride == 0 || ply == n || ml.size == 0) visit(pos, ml);
    return true;
  });
}

// Calls visit(const Position& before, Move played, const Position& after) for every move the
// walk plays (`after` with the Emperor demotion applied, as the walk continues).
template <class Visit>
void for_each_move(const Walk& w, Visit&& visit) {
  const std::size_t n = std::min(w.choices.size(), kMaxWalk);
  int last_capture_to = -1;
  walk(w.seed, w.choices, [&](const Position& pos, const MoveList& ml, std::size_t ply) {
    if (ply < n && ml.size > 0) {
      Position p = pos;
      const Move m = choose(p, ml, w.choices[ply], last_capture_to);
      last_capture_to = capture_landing(pos, m);
      p.do_move(m);
      visit(pos, m, std::as_const(p));
    }
    return true;
  });
}

inline void showValue(const Walk& w, std::ostream& os) {
  os << "seed " << w.seed << " [" << fen_of(start_setup(w.seed)) << "] moves:";
  for (const std::string& m : walk_texts(w.seed, w.choices)) os << ' ' << m;
}

// Runs property `prop` (a callable taking const Walk&) as a RapidCheck property of the current
// Google Test, under the id "<suite>/<test>" (what a failure's reproduce string names). The
// number of cases is RapidCheck's max_success (RC_PARAMS, or the binary's default) times
// percent / 100 (at least 1): for the properties that cost much per case.
template <class Prop>
void check_share(Prop&& prop, int percent) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  rc::detail::TestMetadata metadata;
  metadata.id = std::string(info->test_suite_name()) + "/" + info->name();
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

}  // namespace vchess::waterloo_play

namespace rc {
template <>
struct Arbitrary<vchess::waterloo_play::Walk> {
  static Gen<vchess::waterloo_play::Walk> arbitrary() { return vchess::waterloo_play::gen_walk(); }
};
}  // namespace rc

// Defines Google Test TestCase.Name running the body (after the macro; a function taking
// `const Walk& w`) as a RapidCheck property with Percent % of max_success cases.
#define WATERLOO_PROP(TestCase, Name, Percent)                                               \
  void waterlooProp_##TestCase##_##Name(const ::vchess::waterloo_play::Walk& w);             \
                                                                                             \
  TEST(TestCase, Name) {                                                                     \
    ::vchess::waterloo_play::check_share(                                                    \
        [](const ::vchess::waterloo_play::Walk& w) { waterlooProp_##TestCase##_##Name(w); }, \
        Percent);                                                                            \
  }                                                                                          \
                                                                                             \
  void waterlooProp_##TestCase##_##Name(const ::vchess::waterloo_play::Walk& w)
