// The words of a finding (lint.h): what Fairy-Stockfish does, what Betza's notation means.
#pragma once

#include <string>
#include <string_view>

#include "lint/fsf_reading.h"

namespace vchess::lint {

// "Fairy-Stockfish skips 'j' and reads 'R'; ..." from the notes of its reading.
std::string describe_fsf(const FsfReading& r);
// The documented meaning of the construct: from the notes, or, when the reference refuses it,
// from the letter it refuses and the reference's own reason (refusal: its Error text).
std::string describe_betza(const FsfReading& r, const std::string& refusal);

}  // namespace vchess::lint
