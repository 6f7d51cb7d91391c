// The generic reference's error: one line naming what could not be read and where.
#pragma once

#include <stdexcept>

namespace ref_defined {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace ref_defined
