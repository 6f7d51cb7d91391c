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
#include "variants/ini.h"

namespace vchess::cli {

int lint_command(int argc, char** argv) {
  CLI::App app{
      "Report, per line of a variants.ini file, the Betza constructs fairy-stockfish "
      "reads differently from Betza's documented meaning or silently drops (jR, [W?R], "
      "aW, riders on D/A/C lines, ranged hoppers, ...). One finding a line: "
      "file:line: key: 'construct' what fairy-stockfish does (Betza: its meaning). "
      "Exit 0: no findings; 1: findings; 2: the file cannot be read.",
      "perft lint"};
  std::string file;
  bool json = false;
  app.add_option("file", file, "the variants.ini file")->required();
  app.add_flag("--json", json,
               "one JSON object: file, findings [{line, key, construct, fsf, betza}]");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  std::ostringstream out;
  const int n = lint::lint_file(file, out);
  if (n < 0) throw CliError(out.str().substr(0, out.str().find('\n')));
  if (!json) {
    std::cout << out.str();
    fmt::print(stderr, "perft lint: {} finding{} in {}\n", n, n == 1 ? "" : "s", file);
    return n > 0 ? 1 : 0;
  }
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  std::string items;
  const auto sections = variants::read_ini(text.str(), file);
  for (const variants::IniSection& section : *sections)  // lint_file read it already
    for (const variants::IniEntry& e : section.entries) {
      if (e.key != "king" && !e.key.starts_with("customPiece")) continue;
      if (e.value.size() < 3) continue;
      for (const auto& f :
           lint::lint_betza(std::string_view(e.value).substr(2), file, e.line, e.key)) {
        Json item;
        item.field("line", f.line).field("key", f.key).field("construct", f.construct);
        item.field("fsf", f.fsf).field("betza", f.betza);
        items += (items.empty() ? "" : ", ") + item.str();
      }
    }
  Json j;
  j.field("file", file).field("findings_count", n).raw("findings", "[" + items + "]");
  fmt::print("{}\n", j.str());
  return n > 0 ? 1 : 0;
}

}  // namespace vchess::cli
