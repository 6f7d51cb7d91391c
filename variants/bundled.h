// The bundled definitions (variants/bundled/*.ini), compiled into the binary by CMake.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace vchess::variants {

struct BundledFile {
  std::string name;  // "bundled/chess.ini"
  std::string_view text;
};

// In the order they are read: files sorted by name, so parents defined in an earlier file.
const std::vector<BundledFile>& bundled_files();

}  // namespace vchess::variants
