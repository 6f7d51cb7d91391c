// perft golden: check a perft table in the perft-suite EPD convention
// (`<fen> ;D1 20 ;D2 400 ...`), one position a line, '#' comments.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>

#include "commands.h"
#include "driver.h"

namespace vchess::cli {
namespace {

struct GoldenLine {
  int line_no;
  std::string fen;
  std::vector<std::pair<int, std::uint64_t>> counts;  // depth, nodes
};

std::string trim(std::string s) {
  const auto b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

GoldenLine parse_line(const std::string& file, int no, const std::string& text) {
  GoldenLine g{no, {}, {}};
  std::size_t pos = text.find(';');
  g.fen = trim(text.substr(0, pos));
  while (pos != std::string::npos) {
    const std::size_t next = text.find(';', pos + 1);
    const std::string item =
        trim(text.substr(pos + 1, next == std::string::npos ? next : next - pos - 1));
    pos = next;
    if (item.empty()) continue;
    int d = 0;
    unsigned long long n = 0;
    char extra = 0;
    if (std::sscanf(item.c_str(), "D%d %llu %c", &d, &n, &extra) != 2 || d < 0 || d > 30)
      throw CliError(
          fmt::format("{}:{}: bad count '{}', expected 'D<depth> <nodes>'", file, no, item));
    g.counts.emplace_back(d, n);
  }
  return g;
}

std::vector<GoldenLine> read_table(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw CliError(fmt::format("cannot read golden file '{}'", file));
  std::vector<GoldenLine> out;
  std::string text;
  for (int no = 1; std::getline(in, text); ++no) {
    const std::string t = trim(text);
    if (t.empty() || t[0] == '#') continue;
    out.push_back(parse_line(file, no, t));
  }
  return out;
}

}  // namespace

int golden_command(int argc, char** argv) {
  CLI::App app{"Check a golden perft table; every mismatch is reported, exit 1 if any.",
               "perft golden"};
  std::string file, variant, impl = "fast";
  std::uint64_t max_nodes = 0;
  app.add_option("file", file, "EPD table: '<fen> ;D1 n ;D2 n ...' per line")->required();
  app.add_option("--variant", variant, "variant of the table (default: the file's stem, e.g. crc)");
  app.add_option("--max-nodes", max_nodes, "skip recorded counts larger than this (0 = no limit)");
  app.add_option("--impl", impl, "fast, reference, or both")
      ->check(CLI::IsMember({"fast", "reference", "both"}));
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  if (!std::filesystem::is_regular_file(file))
    throw CliError(fmt::format("cannot read golden file '{}'", file));
  if (variant.empty()) variant = std::filesystem::path(file).stem().string();
  const auto& v = variant_or_throw(variant);
  int passed = 0, failed = 0, skipped = 0;
  for (const GoldenLine& g : read_table(file)) {
    for (const auto& [depth, expected] : g.counts) {
      if (max_nodes && expected > max_nodes) {
        ++skipped;
        continue;
      }
      PerftRequest req;
      req.variant = &v;
      req.fen = g.fen;
      req.depth = depth;
      req.progress = false;
      req.impl = impl == "both" ? Impl::Both : impl == "reference" ? Impl::Reference : Impl::Fast;
      std::uint64_t got = 0;
      try {
        got = run_perft(req).nodes;
      } catch (const std::exception& e) {
        fmt::print("FAIL {}:{} D{}: {}\n", file, g.line_no, depth, e.what());
        ++failed;
        continue;
      }
      if (got == expected) {
        ++passed;
        continue;
      }
      ++failed;
      fmt::print("FAIL {}:{} D{}: expected {}, got {}  ({})\n", file, g.line_no, depth, expected,
                 got, g.fen);
    }
  }
  fmt::print("golden {} ({}, {}): {} passed, {} failed, {} skipped\n", file, v.name, impl, passed,
             failed, skipped);
  return failed ? 1 : 0;
}

}  // namespace vchess::cli
