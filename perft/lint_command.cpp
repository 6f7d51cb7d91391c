// perft lint FILE.ini: what fairy-stockfish will do differently from what the file says.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.h"
#include "driver.h"
#include "json.h"
#include "lint/lint.h"

namespace vchess::cli {

int lint_command(int argc, char** argv) {
  CLI::App app{
      "Report, per line of a variants.ini file, the Betza constructs fairy-stockfish "
      "reads differently from Betza's documented meaning or silently drops (jR, [W?R], "
      "aW, riders on D/A/C lines, ranged hoppers, ...), the keys it ignores (not its options) "
      "and the true/false values it reads as false. One finding a line: "
      "file:line: key: 'construct' what fairy-stockfish does (Betza: its meaning). "
      "Exit 0: no findings; 1: findings; 2: the file cannot be read.",
      "perft lint"};
  std::string file;
  bool json = false;
  app.add_option("file", file, "the variants.ini file")->required();
  app.add_flag("--json", json,
               "one JSON object: file, findings [{line, key, construct, fsf, betza}]");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  std::ifstream in(file, std::ios::binary);
  if (!in) throw CliError(file + ": cannot read the file");
  std::ostringstream text;
  text << in.rdbuf();
  const auto findings = lint::lint_findings(text.str(), file);
  if (!findings) throw CliError(findings.error());
  const int n = int(findings->size());
  if (!json) {
    for (const lint::Finding& f : *findings) std::cout << f.text() << '\n';
    fmt::print(stderr, "perft lint: {} finding{} in {}\n", n, n == 1 ? "" : "s", file);
    return n > 0 ? 1 : 0;
  }
  std::string items;
  for (const lint::Finding& f : *findings) {
    Json item;
    item.field("line", f.line).field("key", f.key).field("construct", f.construct);
    item.field("fsf", f.fsf).field("betza", f.betza);
    items += (items.empty() ? "" : ", ") + item.str();
  }
  Json j;
  j.field("file", file).field("findings_count", n).raw("findings", "[" + items + "]");
  fmt::print("{}\n", j.str());
  return n > 0 ? 1 : 0;
}

}  // namespace vchess::cli
