// perft golden: check a perft table. Two formats, told apart by the extension (.epd, .perft)
// or, for any other name, by the first non-comment line:
//   EPD (perft-suite convention): `<fen> ;D1 20 ;D2 400 ...`, one position a line;
//   .perft (python-chess / shakmaty): blocks of `id <name>`, `epd <fen>`, `perft <depth> <count>`
//   lines, blocks separated by blank lines.
// '#' starts a comment line in both. A table must yield counts: a line that gives none is an
// error naming file:line (exit 2), and a run that checks no count at all fails (exit 1).
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <utility>

#include "commands.h"
#include "driver.h"
#include "golden_castling.h"
#include "golden_table.h"
#include "json.h"
#include "third.h"
#include "verify.h"

namespace vchess::cli {
namespace {

using Position = GoldenPosition;
using Format = GoldenFormat;

constexpr int kMaxDepth = 30;

std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string_view::npos ? "" : std::string(s.substr(b, e - b + 1));
}

template <class T>
std::optional<T> number(std::string_view s) {
  T v{};
  if (s.empty()) return std::nullopt;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

// `<depth> <nodes>`, separated by blanks; nullopt if malformed.
std::optional<std::pair<int, std::uint64_t>> depth_count(std::string_view text) {
  const std::string t = trim(text);
  const auto sp = t.find_first_of(" \t");
  if (sp == std::string::npos) return std::nullopt;
  const auto d = number<int>(t.substr(0, sp));
  const auto n = number<std::uint64_t>(trim(t.substr(sp)));
  if (!d || !n || *d < 0 || *d > kMaxDepth) return std::nullopt;
  return std::pair{*d, *n};
}

bool starts_with_word(const std::string& s, std::string_view word) {
  return s.size() > word.size() && s.compare(0, word.size(), word) == 0 &&
         (s[word.size()] == ' ' || s[word.size()] == '\t');
}

struct Reader {
  std::string file;
  std::vector<std::pair<int, std::string>> lines;  // (number, trimmed text) of non-comment lines,
                                                   // blank lines kept as ""

  [[noreturn]] void fail(int no, const std::string& what) const {
    throw CliError(fmt::format("{}:{}: {}", file, no, what));
  }

  // `castling 960` or `castling orthodox`
  bool castling_tag(int no, const std::string& item) const {
    const std::string v = trim(item.substr(8));
    if (v != "960" && v != "orthodox")
      fail(no, fmt::format("bad tag '{}', expected 'castling 960' or 'castling orthodox'", item));
    return v == "960";
  }

  // <fen> ;D1 n ;D2 n ...
  std::vector<Position> epd() const {
    std::vector<Position> out;
    for (const auto& [no, t] : lines) {
      if (t.empty()) continue;
      Position p;
      p.line_no = no;
      std::size_t pos = t.find(';');
      p.fen = trim(std::string_view(t).substr(0, pos));
      if (p.fen.empty()) fail(no, "no FEN before the first ';'");
      while (pos != std::string::npos) {
        const std::size_t next = t.find(';', pos + 1);
        const std::string item = trim(
            std::string_view(t).substr(pos + 1, next == std::string::npos ? next : next - pos - 1));
        pos = next;
        if (item.empty()) continue;
        if (item[0] != 'D') {
          if (starts_with_word(item, "id")) p.id = trim(item.substr(2));
          if (starts_with_word(item, "castling")) p.castling960 = castling_tag(no, item);
          continue;  // other EPD opcodes (c0, bm ...) are allowed and ignored
        }
        const auto dc = depth_count(item.substr(1));
        if (!dc) fail(no, fmt::format("bad count '{}', expected 'D<depth> <nodes>'", item));
        p.counts.push_back(*dc);
      }
      if (p.counts.empty())
        fail(no, "no perft count on this line (expected '<fen> ;D1 <nodes> ;D2 <nodes> ...')");
      out.push_back(std::move(p));
    }
    return out;
  }

  // id <name> / epd <fen> / perft <depth> <nodes>, blocks separated by blank lines.
  std::vector<Position> perft() const {
    std::vector<Position> out;
    std::optional<Position> cur;
    std::string pending_id;
    int id_line = 0;
    const auto close = [&] {
      if (cur && cur->counts.empty())
        fail(cur->line_no, "position has no 'perft <depth> <nodes>' line");
      if (cur) out.push_back(std::move(*cur));
      cur.reset();
    };
    for (const auto& [no, t] : lines) {
      if (t.empty()) {
        close();
        if (!pending_id.empty())
          fail(id_line, fmt::format("id '{}' has no 'epd' line", pending_id));
        continue;
      }
      if (starts_with_word(t, "id")) {
        close();
        if (!pending_id.empty())
          fail(id_line, fmt::format("id '{}' has no 'epd' line", pending_id));
        pending_id = trim(t.substr(2));
        id_line = no;
      } else if (starts_with_word(t, "epd")) {
        close();
        cur.emplace();
        cur->line_no = no;
        cur->id = std::exchange(pending_id, "");
        cur->fen = trim(t.substr(3));
      } else if (starts_with_word(t, "perft")) {
        if (!cur) fail(no, "'perft' line before any 'epd' line");
        const auto dc = depth_count(t.substr(5));
        if (!dc) fail(no, fmt::format("bad count '{}', expected 'perft <depth> <nodes>'", t));
        cur->counts.push_back(*dc);
      } else {
        fail(no,
             fmt::format("expected 'id <name>', 'epd <fen>' or 'perft <depth> <nodes>', got '{}'",
                         t.size() > 60 ? t.substr(0, 60) + "..." : t));
      }
    }
    close();
    if (!pending_id.empty()) fail(id_line, fmt::format("id '{}' has no 'epd' line", pending_id));
    return out;
  }
};

std::pair<Format, std::vector<Position>> read_table(const std::string& file,
                                                    const std::string& forced) {
  std::ifstream in(file, std::ios::binary);
  if (!in || !std::filesystem::is_regular_file(file))
    throw CliError(fmt::format("cannot read golden file '{}'", file));
  Reader r{file, {}};
  std::string text;
  for (int no = 1; std::getline(in, text); ++no) {
    if (text.find('\0') != std::string::npos)
      r.fail(no, "binary data (NUL byte); not a perft table");
    const std::string t = trim(text);
    if (!t.empty() && t[0] == '#') continue;
    r.lines.emplace_back(no, t);
  }
  Format f;
  const std::string ext = std::filesystem::path(file).extension().string();
  if (forced == "epd")
    f = Format::Epd;
  else if (forced == "perft")
    f = Format::Perft;
  else if (ext == ".epd")
    f = Format::Epd;
  else if (ext == ".perft")
    f = Format::Perft;
  else {  // by content: the first non-blank, non-comment line
    f = Format::Epd;
    for (const auto& [no, t] : r.lines)
      if (!t.empty()) {
        if (starts_with_word(t, "id") || starts_with_word(t, "epd") || starts_with_word(t, "perft"))
          f = Format::Perft;
        break;
      }
  }
  return {f, f == Format::Epd ? r.epd() : r.perft()};
}

}  // namespace

std::pair<GoldenFormat, std::vector<GoldenPosition>> read_golden_table(const std::string& file,
                                                                       const std::string& forced) {
  return read_table(file, forced);
}

namespace {

// --- reports ---------------------------------------------------------------------------------

std::string json_str(std::string_view s) { return json_string(s); }

// XML 1.0 text: the five entities; control characters other than tab and newline are dropped.
std::string xml_str(std::string_view s) {
  static constexpr std::pair<char, std::string_view> kEntities[] = {
      {'&', "&amp;"}, {'<', "&lt;"}, {'>', "&gt;"}, {'"', "&quot;"}, {'\'', "&apos;"}};
  std::string o;
  for (const char c : s) {
    const auto* e = std::find_if(std::begin(kEntities), std::end(kEntities),
                                 [c](const auto& kv) { return kv.first == c; });
    if (e != std::end(kEntities))
      o += e->second;
    else if (static_cast<unsigned char>(c) >= 0x20 || c == '\n' || c == '\t')
      o += c;
  }
  return o;
}

enum class Outcome { Passed, Failed, Skipped };

struct Case {
  const Position* pos = nullptr;
  int depth = 0;
  std::uint64_t expected = 0;
  Outcome outcome = Outcome::Passed;
  std::optional<std::uint64_t> got;
  std::string message;     // one line: expected/got or the error
  std::string divergence;  // the lock-step report (fast vs reference), if any
  double seconds = 0;
};

std::string case_name(const Case& c) {
  return fmt::format("line {}{} D{}", c.pos->line_no, c.pos->id.empty() ? "" : " " + c.pos->id,
                     c.depth);
}

void write_junit(const std::string& out, const std::string& file, const std::string& suite,
                 const std::vector<Case>& cases, int failed, int skipped, bool nothing_checked) {
  std::ostringstream x;
  double total = 0;
  for (const Case& c : cases) total += c.seconds;
  const int tests = int(cases.size()) + (nothing_checked ? 1 : 0);
  const int failures = failed + (nothing_checked ? 1 : 0);
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x << fmt::format("<testsuites tests=\"{}\" failures=\"{}\" skipped=\"{}\" time=\"{:.3f}\">\n",
                   tests, failures, skipped, total);
  x << fmt::format(
      "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\" "
      "time=\"{:.3f}\">\n",
      xml_str(suite), tests, failures, skipped, total);
  for (const Case& c : cases) {
    x << fmt::format(
        "    <testcase classname=\"{}\" name=\"{}\" file=\"{}\" line=\"{}\" time=\"{:.3f}\"",
        xml_str(suite), xml_str(case_name(c)), xml_str(file), c.pos->line_no, c.seconds);
    if (c.outcome == Outcome::Passed) {
      x << "/>\n";
      continue;
    }
    x << ">\n";
    if (c.outcome == Outcome::Skipped)
      x << fmt::format("      <skipped message=\"{}\"/>\n", xml_str(c.message));
    else
      x << fmt::format(
          "      <failure message=\"{}\" type=\"mismatch\">{}{}</failure>\n", xml_str(c.message),
          xml_str(fmt::format("{}\nFEN: {}\n", c.message, c.pos->fen)), xml_str(c.divergence));
    x << "    </testcase>\n";
  }
  if (nothing_checked)
    x << fmt::format(
        "    <testcase classname=\"{}\" name=\"nothing checked\">\n      <failure message="
        "\"nothing was checked: the table gave no count within the limits\"/>\n"
        "    </testcase>\n",
        xml_str(suite));
  x << "  </testsuite>\n</testsuites>\n";
  std::ofstream f(out, std::ios::binary);
  f << x.str();
  if (!f) throw CliError(fmt::format("cannot write JUnit report '{}'", out));
}

// A count disagrees with the table: walk fast and reference together at the same depth and
// report the first node whose move lists differ (the report of `perft V D --impl both`).
std::string descend(PerftRequest req, std::uint64_t expected) {
  req.impl = Impl::Both;
  try {
    const std::uint64_t n = run_perft(req).nodes;
    return fmt::format(
        "  lock-step: fast and reference agree at every node ({} nodes, table says {}): "
        "the table, or both implementations, are wrong\n",
        n, expected);
  } catch (const Divergence& e) {
    std::string msg = e.what(), out = "  lock-step DIVERGENCE: ";
    for (const char ch : msg) out += ch == '\n' ? std::string("\n  ") : std::string(1, ch);
    return out + "\n";
  } catch (const std::exception& e) {
    return fmt::format("  lock-step could not run: {}\n", e.what());
  }
}

}  // namespace

int golden_command(int argc, char** argv) {
  CLI::App app{
      "Check a golden perft table; every mismatch is reported, exit 1 if any or if no count "
      "was checked, exit 2 on a malformed table.",
      "perft golden"};
  std::string file, variant, from, impl = "fast", junit, format = "auto";
  std::uint64_t max_nodes = 0;
  bool json = false, no_descend = false;
  app.add_option("file", file,
                 "table: EPD '<fen> ;D1 n ;D2 n ...' per line, or .perft blocks "
                 "'id <name>' / 'epd <fen>' / 'perft <depth> <n>'")
      ->required();
  app.add_option("--variant", variant, "variant of the table (default: the file's stem, e.g. crc)");
  app.add_option("--from", from,
                 "the table is this hand-written variant's: count its positions with the defined "
                 "--variant, skipping those the definition cannot express (the third "
                 "implementation, docs/third-implementation.md)");
  app.add_option("--max-nodes", max_nodes, "skip recorded counts larger than this (0 = no limit)");
  app.add_option("--impl", impl, "fast, reference, or both")
      ->check(CLI::IsMember({"fast", "reference", "both"}));
  app.add_option("--format", format, "auto (by extension, then by content), epd or perft")
      ->check(CLI::IsMember({"auto", "epd", "perft"}));
  app.add_option("--junit", junit,
                 "also write a JUnit XML report (one testcase per position and depth)");
  app.add_flag("--json", json, "print one JSON object with the summary instead of text");
  app.add_flag(
      "--no-descend", no_descend,
      "on a mismatch, do not rerun fast and reference in lock step to find the divergence");
  VerifyRequest engine;
  std::string protocol = "uci";
  app.add_option("--engine", engine.engine.command,
                 "check this engine against the table instead, bisecting each mismatch")
      ->group("Engine (see perft verify --help)");
  app.add_option("--protocol", protocol, "with --engine: uci, usi, xboard, perftree or cli")
      ->check(CLI::IsMember({"uci", "usi", "xboard", "perftree", "cli"}))
      ->group("Engine (see perft verify --help)");
  app.add_option("--timeout", engine.engine.timeout, "with --engine: seconds for one answer")
      ->group("Engine (see perft verify --help)");
  std::string position_format;
  app.add_option("--position-format", position_format,
                 "with --engine perftree or cli: toolkit, fen or sfen (see perft verify --help)")
      ->check(CLI::IsMember({"toolkit", "fen", "sfen"}))
      ->group("Engine (see perft verify --help)");
  bool orthodox = false;
  app.add_flag("--orthodox-castling", orthodox,
               "with --engine: it knows orthodox castling only; skip positions tagged "
               "'castling 960'")
      ->group("Engine (see perft verify --help)");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  if (!std::filesystem::is_regular_file(file))
    throw CliError(fmt::format("cannot read golden file '{}'", file));
  const std::string stem = std::filesystem::path(file).stem().string();
  if (variant.empty()) {
    try {
      variant_or_throw(stem);
    } catch (const CliError& e) {
      throw CliError(
          fmt::format("{} is not a variant name; give the table's variant with --variant ({})",
                      stem, e.what()));
    }
    variant = stem;
  }
  const auto& v = variant_or_throw(variant);
  auto [fmt_kind, table] = read_table(file, format);
  const std::size_t positions = table.size();
  std::vector<std::pair<std::string, int>> not_expressible;  // --from: reason, positions
  if (!from.empty()) not_expressible = third_table(file, variant_or_throw(from), v, table);
  // A FEN the variant cannot read is a malformed table, even when its counts are all skipped.
  for (Position& p : table) {
    try {
      normalize_fen(v, p.fen);
    } catch (const std::exception& e) {
      throw CliError(fmt::format("{}:{}: {}", file, p.line_no, e.what()));
    }
    // A .perft file (another project's, which has no tags) is told apart by its FENs.
    if (v.name == "chess" && fmt_kind == Format::Perft) p.castling960 = !orthodox_castling(p.fen);
    // In the orthodox table the 960-castling tag must say what the FEN says.
    if (v.name == "chess" && p.castling960 == orthodox_castling(p.fen))
      throw CliError(fmt::format(
          "{}:{}: {}", file, p.line_no,
          p.castling960 ? "tagged 'castling 960' but its castling rights are orthodox"
                        : "castling rights need a 960 engine (king off e1/e8 or rook off its "
                          "corner): tag the line ';castling 960'"));
  }

  if (!engine.engine.command.empty()) {
    if (json || !junit.empty() || impl != "fast")
      throw CliError(
          "--engine checks an engine against the fast path; it does not take --json, "
          "--junit or --impl");
    engine.variant = &v;
    set_engine_protocol(engine, protocol, position_format);
    return golden_engine(file, table, max_nodes, engine, protocol, orthodox);
  }

  const Impl which = impl == "both"        ? Impl::Both
                     : impl == "reference" ? Impl::Reference
                                           : Impl::Fast;
  std::vector<Case> cases;
  int passed = 0, failed = 0, skipped = 0;
  for (const Position& p : table) {
    for (const auto& [depth, expected] : p.counts) {
      Case c;
      c.pos = &p;
      c.depth = depth;
      c.expected = expected;
      const auto where =
          fmt::format("{}:{}{} D{}", file, p.line_no, p.id.empty() ? "" : " (" + p.id + ")", depth);
      if (max_nodes && expected > max_nodes) {
        c.outcome = Outcome::Skipped;
        c.message = fmt::format("count {} over --max-nodes {}", expected, max_nodes);
        ++skipped;
        cases.push_back(std::move(c));
        continue;
      }
      PerftRequest req;
      req.variant = &v;
      req.fen = p.fen;
      req.depth = depth;
      req.progress = false;
      req.impl = which;
      try {
        const PerftResult r = run_perft(req);
        c.got = r.nodes;
        c.seconds = r.seconds;
        if (r.nodes != expected) {
          c.outcome = Outcome::Failed;
          c.message = fmt::format("expected {}, got {} ({})", expected, r.nodes, impl);
          if (which == Impl::Both)
            c.divergence =
                "  lock-step: fast and reference agree at every node: the table, or both "
                "implementations, are wrong\n";
          else if (!no_descend)
            c.divergence = descend(req, expected);
        }
      } catch (const Divergence& e) {
        c.outcome = Outcome::Failed;
        c.message = fmt::format("DIVERGENCE ({})", impl);
        c.divergence = fmt::format("  {}\n", e.what());
      } catch (const std::exception& e) {
        c.outcome = Outcome::Failed;
        c.message = fmt::format("error: {}", e.what());
      }
      if (c.outcome == Outcome::Passed) {
        ++passed;
      } else {
        ++failed;
        if (!json) fmt::print("FAIL {}: {}\n  FEN: {}\n{}", where, c.message, p.fen, c.divergence);
        std::fflush(stdout);
      }
      cases.push_back(std::move(c));
    }
  }
  const bool nothing_checked = passed + failed == 0;
  const std::string suite = fmt::format("golden.{}.{}", stem, impl);
  if (!junit.empty()) write_junit(junit, file, suite, cases, failed, skipped, nothing_checked);

  const char* format_name = fmt_kind == Format::Epd ? "epd" : "perft";
  if (json) {
    std::string fails;
    for (const Case& c : cases) {
      if (c.outcome != Outcome::Failed) continue;
      fails += fmt::format(
          "{}{{\"line\": {}, \"id\": {}, \"fen\": {}, \"depth\": {}, \"expected\": {}, \"got\": "
          "{}, "
          "\"message\": {}, \"divergence\": {}}}",
          fails.empty() ? "" : ", ", c.pos->line_no, json_str(c.pos->id), json_str(c.pos->fen),
          c.depth, c.expected, c.got ? std::to_string(*c.got) : "null", json_str(c.message),
          c.divergence.empty()
              ? "null"
              : json_str(c.divergence.substr(0, c.divergence.find_last_not_of(" \n") + 1)));
    }
    std::string why;
    for (const auto& [reason, n] : not_expressible)
      why += fmt::format("{}{{\"reason\": {}, \"positions\": {}}}", why.empty() ? "" : ", ",
                         json_str(reason), n);
    fmt::print(
        "{{\"file\": {}, \"format\": \"{}\", \"variant\": \"{}\", \"impl\": \"{}\", "
        "\"max_nodes\": {}, \"positions\": {}, \"checked\": {}, \"passed\": {}, \"failed\": {}, "
        "\"skipped\": {}, \"ok\": {}, \"failures\": [{}], \"from\": {}, \"not_expressible\": "
        "[{}]}}\n",
        json_str(file), format_name, v.name, impl, max_nodes, positions, passed + failed, passed,
        failed, skipped, failed == 0 && !nothing_checked ? "true" : "false", fails,
        from.empty() ? "null" : json_str(from), why);
  } else {
    fmt::print(
        "golden {} ({}, {}, {} format): {} positions, {} checked, {} passed, {} failed, {} "
        "skipped\n",
        file, v.name, impl, format_name, positions, passed + failed, passed, failed, skipped);
    for (const auto& [reason, n] : not_expressible)
      fmt::print("  not expressible in {}, skipped: {} position{}: {}\n", v.name, n,
                 n == 1 ? "" : "s", reason);
  }
  if (nothing_checked) {
    fmt::print(stderr, "perft golden: FAIL: nothing was checked in {} ({})\n", file,
               table.empty()
                   ? (positions ? fmt::format("no position is expressible in {}", v.name)
                                : std::string("the table has no positions"))
                   : fmt::format("all {} counts are over --max-nodes {}", skipped, max_nodes));
    return 1;
  }
  return failed ? 1 : 0;
}

}  // namespace vchess::cli
