// Test helpers for the typed errors every family's FEN reader and set-up validation return:
// which field a refused text names, and which kind of illegal position a set-up is.
#pragma once
#include <gtest/gtest.h>

#include <string>

namespace vchess::testkit {

// The field named by the error of a text that `parse` must refuse (`accepted` if it reads it).
template <class Field, class Parse>
Field field_of(Parse&& parse, const std::string& text, Field accepted) {
  const auto s = parse(text);
  EXPECT_FALSE(s) << text;
  return s ? accepted : s.error().field;
}

// The kind of error of a text that `parse` reads but `validate` (from_setup) must refuse.
template <class Kind, class Parse, class Validate>
Kind position_error_of(Parse&& parse, Validate&& validate, const std::string& text, Kind valid) {
  const auto s = parse(text);
  EXPECT_TRUE(s) << (s ? "" : s.error().what());
  if (!s) return valid;
  const auto p = validate(*s);
  EXPECT_FALSE(p) << text;
  return p ? valid : p.error().kind;
}

}  // namespace vchess::testkit

// fen_field_of(text) and position_error_of(text) for a family whose namespace (the one this is
// expanded in) has parse_fen, Setup, Position::from_setup, FenField and PositionErrorKind.
#define VCHESS_TYPED_ERROR_HELPERS()                                                          \
  [[maybe_unused]] FenField fen_field_of(const std::string& fen) {                            \
    return ::vchess::testkit::field_of([](const std::string& t) { return parse_fen(t); }, fen, \
                                       FenField::Fields);                                     \
  }                                                                                           \
  [[maybe_unused]] PositionErrorKind position_error_of(const std::string& fen) {              \
    return ::vchess::testkit::position_error_of(                                              \
        [](const std::string& t) { return parse_fen(t); },                                    \
        [](const Setup& s) { return Position::from_setup(s); }, fen,                          \
        PositionErrorKind::OppositeCheck);                                                    \
  }
