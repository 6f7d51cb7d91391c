// A main() for fuzz targets built without libFuzzer (any compiler): runs
// LLVMFuzzerTestOneInput once on every file named on the command line, directories recursively.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> inputs(const fs::path& arg) {
  std::vector<fs::path> out;
  if (fs::is_directory(arg)) {
    for (const auto& e : fs::recursive_directory_iterator(arg))
      if (e.is_regular_file()) out.push_back(e.path());
    std::sort(out.begin(), out.end());
  } else {
    out.push_back(arg);
  }
  return out;
}

bool replay(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return false;
  const std::vector<char> bytes{std::istreambuf_iterator<char>(in), {}};
  std::vector<std::uint8_t> data(bytes.begin(), bytes.end());  // exact size, for ASan
  LLVMFuzzerTestOneInput(data.data(), data.size());
  return true;
}

}  // namespace

// Usage: replay_X [--optional] FILE|DIR... ; paths after --optional may be missing (a target
// with no regressions yet). Replaying nothing at all is a failure: a run that checked nothing.
int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE|DIR... [--optional FILE|DIR...]\n", argv[0]);
    return 2;
  }
  std::size_t n = 0;
  bool optional = false;
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--optional") {
      optional = true;
      continue;
    }
    if (!fs::exists(argv[i])) {
      if (optional) continue;
      std::fprintf(stderr, "%s: no such file or directory\n", argv[i]);
      return 2;
    }
    for (const fs::path& f : inputs(argv[i])) {
      std::fprintf(stderr, "replay %s\n", f.c_str());
      if (!replay(f)) {
        std::fprintf(stderr, "%s: cannot read\n", f.c_str());
        return 2;
      }
      ++n;
    }
  }
  std::printf("replayed %zu inputs\n", n);
  if (n == 0) std::fprintf(stderr, "nothing replayed: no inputs found\n");
  return n ? 0 : 1;
}
