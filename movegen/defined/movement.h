// The fast generic generator's reading of a Betza string: each atom compiled into a group of
// leaps with its modality, range and modifiers, from which tables.h builds the attack tables.
// Written from Betza's notation as XBoard documents it and as docs/rules/defined.md states it
// for this toolkit; it shares no code with the generic reference's interpreter (its second
// reading of the same strings is the point).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"

namespace vchess::defined {

struct Leap {
  int dx, dy;  // White's view: +dx towards the last file, +dy forward
  friend bool operator==(const Leap&, const Leap&) = default;
};

enum class HopKind : std::uint8_t { None, Cannon, Grasshopper };

inline constexpr int kRide = 64;  // an unlimited range (no board has more than 16 squares a line)

// One atom: its leaps in the directions written, taken up to `range` times.
struct MoveGroup {
  std::vector<Leap> leaps;
  int range = 1;
  bool quiet = true, capture = true;
  bool initial = false;  // `i`: from the initial squares only, quiet only
  bool lame = false;     // `n`: every square a leap passes must be empty
  bool skip = false;     // `j` on a W or F rider: the first square may be occupied
  HopKind hop = HopKind::None;
};

struct Movement {
  std::vector<MoveGroup> groups;
};

// The groups of a Betza string, or a one-line reason naming the character it could not read.
Expected<Movement, std::string> compile_betza(std::string_view text);

}  // namespace vchess::defined
