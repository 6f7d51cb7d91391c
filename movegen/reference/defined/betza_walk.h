// destinations(): the template part of betza.h (included from there only).
#pragma once

namespace ref_defined {

template <class At, class Out>
void destinations(const Betza&, Square, bool, bool, const At&, Out&&) {}

}  // namespace ref_defined
