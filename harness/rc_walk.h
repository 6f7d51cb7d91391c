// RapidCheck side of the walks: a generated Walk (variant, seed, choice bytes), its printing
// for failure reports, and running a property over a share of RapidCheck's cases with a
// bounded shrink, so a failing property reports within about a minute.
#pragma once
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstdint>
#include <iostream>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "harness/policies.h"

namespace vchess::harness {

// Fams: the games::Families the walk's variant belongs to (what code is instantiated for).
template <class Fams>
struct Walk {
  using Families = Fams;
  const games::VariantRow* variant = nullptr;
  std::uint64_t seed = 0;             // the policy's start position
  std::vector<std::uint8_t> choices;  // one byte per ply
};

// Lengths: mostly up to `scale` x RapidCheck's size; one walk in eight is long (`long_min` to
// `max_plies`) so that promotions and endings come up. Bytes do not shrink (a smaller byte is
// no simpler a move, and shrinking each byte replays the walk hundreds of times); the walk
// still shrinks by dropping moves.
struct WalkShape {
  int scale = 2;
  int long_min = 200;
  int max_plies = 400;
};

inline rc::Gen<std::vector<std::uint8_t>> gen_choices(WalkShape shape) {
  const rc::Gen<int> length = rc::gen::withSize([shape](int size) {
    return rc::gen::weightedOneOf<int>(
        {{7, rc::gen::inRange(0, shape.scale * size + 2)},
         {1, rc::gen::resize(100, rc::gen::inRange(shape.long_min, shape.max_plies + 1))}});
  });
  const rc::Gen<std::uint8_t> byte = rc::gen::noShrink(rc::gen::map(
      rc::gen::resize(100, rc::gen::inRange(0, 256)), [](int b) { return std::uint8_t(b); }));
  return rc::gen::mapcat(length, [byte](int n) {
    return rc::gen::container<std::vector<std::uint8_t>>(std::size_t(n), byte);
  });
}

// Walks over the named variants (of families in Fams).
template <class Fams>
rc::Gen<Walk<Fams>> gen_walk(std::vector<std::string_view> names, WalkShape shape = {}) {
  std::vector<const games::VariantRow*> rows;
  for (std::string_view n : names) {
    rows.push_back(games::find_variant(n));
    if (!rows.back() || !Fams::contains(rows.back()->family)) std::abort();  // a test's typo
  }
  return rc::gen::apply(
      [](const games::VariantRow* v, std::uint64_t seed, std::vector<std::uint8_t> choices) {
        return Walk<Fams>{v, seed, std::move(choices)};
      },
      rc::gen::elementOf(rows), rc::gen::resize(100, rc::gen::arbitrary<std::uint64_t>()),
      gen_choices(shape));
}

// Calls f(game, policy) with the walk's variant's adapter and policy.
template <class Fams, class F>
decltype(auto) with_walk(const Walk<Fams>& w, F&& f) {
  return Fams::with_game(*w.variant, [&](const auto& g) { return f(g, policy_for(g)); });
}

template <class Fams>
void showValue(const Walk<Fams>& w, std::ostream& os) {
  with_walk(w, [&](const auto& g, const auto& policy) {
    os << w.variant->name << " seed " << w.seed << " [" << g.fen(policy.start(g, w.seed))
       << "] moves:";
    for (const std::string& m : walk_texts(g, policy, w.seed, w.choices, std::size_t(-1)))
      os << ' ' << m;
  });
}

// Bounds shrinking (this RapidCheck has no limit of its own): once the property has failed,
// shrink candidates are tried for at most `seconds`, after which they count as passing, so the
// smallest failure found by then is reported.
class ShrinkBudget {
 public:
  explicit ShrinkBudget(double seconds) : seconds_(seconds) {}
  bool exhausted() const {
    return failed_ && std::chrono::duration<double>(Clock::now() - first_failure_).count() > seconds_;
  }
  // `what`: the failure's message; the last one is the reported counterexample's (once the
  // budget is exhausted, RapidCheck's final re-run of that counterexample no longer runs it).
  void failed(std::string what = {}) {
    if (!failed_) first_failure_ = Clock::now();
    failed_ = true;
    last_failure_ = std::move(what);
  }
  const std::string& last_failure() const { return last_failure_; }

 private:
  using Clock = std::chrono::steady_clock;
  double seconds_;
  bool failed_ = false;
  std::string last_failure_;
  Clock::time_point first_failure_;
};

// Runs `prop` (a callable taking no arguments that draws its values with operator*) as a
// RapidCheck property of the current Google Test, named "<suite>/<test>" (what a failure's
// reproduce string names), with max_success x percent / 100 cases (at least 1) and shrinking
// bounded to `shrink_seconds`.
template <class Prop>
void check_share(Prop&& prop, int percent, double shrink_seconds = 30) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  rc::detail::TestMetadata metadata;
  metadata.id = std::string(info->test_suite_name()) + "/" + info->name();
  metadata.description = metadata.id;
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = std::max(1, int(std::int64_t(params.maxSuccess) * percent / 100));
  ShrinkBudget budget(shrink_seconds);
  const auto bounded = [&] {
    if (budget.exhausted()) return;
    try {
      prop();
    } catch (const rc::detail::CaseResult& r) {
      if (r.type == rc::detail::CaseResult::Type::Failure) budget.failed(r.description);
      throw;
    } catch (const std::exception& e) {
      budget.failed(e.what());
      throw;
    } catch (...) {
      budget.failed();
      throw;
    }
  };
  const auto result = rc::detail::checkTestable(bounded, metadata, params);
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
    if (budget.exhausted())
      ss << "\nShrinking stopped after " << shrink_seconds
         << " s; the counterexample above fails with:\n"
         << budget.last_failure() << "\n";
    ADD_FAILURE() << metadata.id << ": " << ss.str() << std::endl;
  }
}

}  // namespace vchess::harness

// Defines Google Test Suite.Name running the body (after the macro; a function taking
// `const auto& w`, a harness::Walk) over walks drawn from Gen, with Percent % of RapidCheck's
// max_success cases.
#define HARNESS_PROP(Suite, Name, Gen, Percent)                                   \
  void harnessProp_##Suite##_##Name(const auto& w);                               \
  TEST(Suite, Name) {                                                             \
    ::vchess::harness::check_share(                                               \
        [] {                                                                      \
          const auto w = *(Gen);                                                  \
          harnessProp_##Suite##_##Name(w);                                        \
        },                                                                        \
        Percent);                                                                 \
  }                                                                               \
  void harnessProp_##Suite##_##Name(const auto& w)
