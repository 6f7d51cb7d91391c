// A minimal std::expected stand-in (C++23's is not in g++ 12 / clang 14).
#pragma once
#include <utility>
#include <variant>

namespace vchess {

template <class E>
struct Unexpected {
  E error;
};
template <class E>
Unexpected(E) -> Unexpected<E>;

template <class T, class E>
class Expected {
 public:
  Expected(T v) : v_(std::in_place_index<0>, std::move(v)) {}
  Expected(Unexpected<E> e) : v_(std::in_place_index<1>, std::move(e.error)) {}
  explicit operator bool() const { return v_.index() == 0; }
  bool has_value() const { return v_.index() == 0; }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const E& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, E> v_;
};

}  // namespace vchess
