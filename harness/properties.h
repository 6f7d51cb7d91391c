// The generic properties, for any family: each walks a generated Walk and runs one node check
// of harness/checks.h at every ply (or at a few plies where the check is costly). A family's
// properties file instantiates them with HARNESS_GENERIC_PROPERTIES and adds its own.
#pragma once
#include <cstddef>
#include <string>

#include "harness/checks.h"
#include "harness/parallel_checks.h"
#include "harness/rc_walk.h"

namespace vchess::harness {

// How much of each walk the costlier generic properties look at.
struct PropertyCosts {
  int percent = 100;            // share of RapidCheck's max_success cases
  int reference_percent = 100;  // the same for fast == reference (the reference is slow)
  std::size_t visits = 0;  // plies a walk checks keys after each move and move texts at (0: all)
  int flip_depth = 2;      // perft depth of the colour-flip check
  std::size_t flip_visits = 0;      // plies a walk checks the flip at (0: all)
  int parallel_percent = 20;        // share of cases for perft with threads/table == plain perft
  int parallel_depth = 3;           // its perft depth
  std::size_t parallel_visits = 1;  // plies a walk checks it at (1: the start and the end)
  int parallel_max_moves = 0;   // and only where at most this many moves are legal (0: anywhere)
  int bulk_depth = 2;           // perft depth of fast perft == reference perft
  std::size_t bulk_visits = 4;  // plies a walk checks it at
};

// Calls check(game, pos, legal) at every ply of the walk (about `visits` plies spread over it
// when visits > 0); fails the property with the first message it returns.
template <class W, class Check>
void for_walk_nodes(const W& w, std::size_t visits, Check&& check) {
  with_walk(w, [&](const auto& g, const auto& policy) {
    const std::size_t n = w.choices.size();
    const std::size_t stride = visits == 0 ? 1 : std::max<std::size_t>(1, n / visits);
    Failure f;
    walk(g, policy, w.seed, w.choices, n,
         [&](const auto& pos, const auto& ml, std::size_t ply, auto next) {
           if (ply % stride == 0 || !next) f = check(g, pos, ml);
           return !f;
         });
    if (f) RC_FAIL(*f);
  });
}

// Along the walk the reference plays the same game on its own board; both agree at every ply.
template <class W>
void fast_equals_reference(const W& w) {
  with_walk(w, [&](const auto& g, const auto& policy) {
    auto ref = g.reference(g.fen(policy.start(g, w.seed)));
    if (!ref) RC_FAIL("the reference refuses the start: " + ref.error().what());
    Failure f;
    walk(g, policy, w.seed, w.choices, w.choices.size(),
         [&](const auto& pos, const auto& ml, std::size_t, auto next) {
           f = compare_with_reference(g, pos, ml, *ref);
           if (!f && next) {
             try {
               ref->play(g.text(pos, *next));
             } catch (const std::exception& e) {
               f = "the reference refuses " + g.text(pos, *next) + " at " + g.fen(pos) + ": " +
                   e.what();
             }
           }
           return !f;
         });
    if (f) RC_FAIL(*f);
  });
}

}  // namespace vchess::harness

// The eight generic properties of a family, each its own test named after the property.
// Gen: an rc::Gen<Walk> expression; Costs: a harness::PropertyCosts constant.
#define HARNESS_GENERIC_PROPERTIES(Suite, Gen, Costs) \
  HARNESS_GENERIC_PROPERTIES_FLIPPING(Suite, Gen, Gen, Costs)

// The same, the colour flip over the walks of FlipGen (a family whose variants are not all
// colour-symmetric: its flip is refused elsewhere).
#define HARNESS_GENERIC_PROPERTIES_FLIPPING(Suite, Gen, FlipGen, Costs)                          \
  HARNESS_PROP(Suite, MakeUnmakeRestoresPositionAndKey, Gen, (Costs).percent) {                  \
    ::vchess::harness::for_walk_nodes(w, 0, [](const auto& g, const auto& pos, const auto& ml) { \
      return ::vchess::harness::check_make_unmake(g, pos, ml);                                   \
    });                                                                                          \
  }                                                                                              \
  HARNESS_PROP(Suite, IncrementalKeyEqualsRebuiltKey, Gen, (Costs).percent) {                    \
    ::vchess::harness::for_walk_nodes(                                                           \
        w, (Costs).visits, [](const auto& g, const auto& pos, const auto& ml) {                  \
          auto f = ::vchess::harness::check_key(g, pos);                                         \
          return f ? f : ::vchess::harness::check_keys_after_moves(g, pos, ml);                  \
        });                                                                                      \
  }                                                                                              \
  HARNESS_PROP(Suite, FenRoundTrips, Gen, (Costs).percent) {                                     \
    ::vchess::harness::for_walk_nodes(w, 0, [](const auto& g, const auto& pos, const auto&) {    \
      return ::vchess::harness::check_fen_round_trip(g, pos);                                    \
    });                                                                                          \
  }                                                                                              \
  HARNESS_PROP(Suite, MoveTextRoundTrips, Gen, (Costs).percent) {                                \
    ::vchess::harness::for_walk_nodes(                                                           \
        w, (Costs).visits, [](const auto& g, const auto& pos, const auto& ml) {                  \
          return ::vchess::harness::check_move_text_round_trip(g, pos, ml);                      \
        });                                                                                      \
  }                                                                                              \
  HARNESS_PROP(Suite, ColourFlipPreservesPerft, FlipGen, (Costs).percent) {                      \
    ::vchess::harness::for_walk_nodes(                                                           \
        w, (Costs).flip_visits, [](const auto& g, const auto& pos, const auto&) {                \
          return ::vchess::harness::check_colour_flip(g, pos, (Costs).flip_depth);               \
        });                                                                                      \
  }                                                                                              \
  HARNESS_PROP(Suite, FastEqualsReference, Gen, (Costs).reference_percent) {                     \
    ::vchess::harness::fast_equals_reference(w);                                                 \
  }                                                                                              \
  HARNESS_PROP(Suite, BulkCountEqualsReferencePerft, Gen, (Costs).reference_percent) {           \
    ::vchess::harness::for_walk_nodes(                                                           \
        w, (Costs).bulk_visits, [](const auto& g, const auto& pos, const auto&) {                \
          return ::vchess::harness::check_bulk_count(g, pos, (Costs).bulk_depth);                \
        });                                                                                      \
  }                                                                                              \
  HARNESS_PROP(Suite, ParallelHashedPerftEqualsPerft, Gen, (Costs).parallel_percent) {           \
    ::vchess::harness::for_walk_nodes(                                                           \
        w, (Costs).parallel_visits, [](const auto& g, const auto& pos, const auto& ml) {         \
          if ((Costs).parallel_max_moves && ml.size > (Costs).parallel_max_moves)                \
            return ::vchess::harness::Failure{};                                                 \
          return ::vchess::harness::check_parallel_perft(g, pos, (Costs).parallel_depth);        \
        });                                                                                      \
  }
