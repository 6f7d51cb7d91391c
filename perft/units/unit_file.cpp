#include "unit_file.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "fields.h"
#include "json.h"

namespace vchess::units {

std::uint64_t fnv1a(std::string_view text, std::uint64_t h) {
  for (const char c : text) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  return h;
}

std::string hex16(std::uint64_t v) { return fmt::format("{:016x}", v); }

std::uint64_t unit_checksum(const Unit& u) {
  std::string text = fmt::format("{}\n{}\n{}\n{}\n", u.id, u.fen, u.depth, u.multiplicity);
  for (const RootCount& r : u.roots) text += fmt::format("{} {}\n", r.move, r.count);
  return fnv1a(text);
}

std::uint64_t header_checksum(const UnitHeader& h, const std::vector<Unit>& units) {
  std::string roots;
  for (const std::string& m : h.root_moves) roots += (roots.empty() ? "" : " ") + m;
  std::uint64_t sum = fnv1a(fmt::format("{}\n{}\n{}\n{}\n{}\n{}\n{}\n", kUnitsFormat, h.variant,
                                        h.fen, h.depth, h.at, h.units, roots));
  for (const Unit& u : units) sum = fnv1a(hex16(u.checksum) + "\n", sum);
  return sum;
}

void seal(UnitFile& f) {
  for (Unit& u : f.units) u.checksum = unit_checksum(u);
  f.header.units = f.units.size();
  f.header.checksum = header_checksum(f.header, f.units);
}

std::string header_line(const UnitHeader& h) {
  cli::Json j;
  j.field("format", kUnitsFormat).field("variant", h.variant).field("input_fen", h.input_fen);
  j.field("moves", h.moves).field("fen", h.fen).field("depth", h.depth).field("at", h.at);
  j.field("units", h.units).field("root_moves", h.root_moves);
  return j.field("checksum", hex16(h.checksum)).str();
}

std::string unit_line(const Unit& u) {
  cli::Json roots;
  for (const RootCount& r : u.roots) roots.field(r.move, r.count);
  cli::Json j;
  j.field("id", u.id).field("fen", u.fen).field("depth", u.depth);
  j.field("multiplicity", u.multiplicity).raw("roots", roots.str());
  return j.field("checksum", hex16(u.checksum)).str();
}

namespace {

constexpr std::uint64_t kMaxDepth = 64;

std::string parse_header(const JsonValue& v, UnitHeader& h) {
  Fields f(v);
  const std::string format = f.string("format");
  if (!f.error() && format != kUnitsFormat)
    return fmt::format("field 'format': '{}', expected '{}'", format, kUnitsFormat);
  h.variant = f.string("variant");
  h.input_fen = f.string("input_fen");
  h.moves = f.strings("moves");
  h.fen = f.string("fen");
  h.depth = int(f.number("depth", kMaxDepth));
  h.at = int(f.number("at", kMaxDepth));
  h.units = f.number("units");
  h.root_moves = f.strings("root_moves");
  h.checksum = f.hex("checksum");
  return f.error().value_or("");
}

std::string parse_unit(const JsonValue& v, Unit& u) {
  Fields f(v);
  u.id = f.number("id");
  u.fen = f.string("fen");
  u.depth = int(f.number("depth", kMaxDepth));
  u.multiplicity = f.number("multiplicity");
  if (const JsonValue* roots = f.object("roots"))
    for (std::size_t i = 0; i < roots->keys.size(); ++i) {
      const std::string& move = roots->keys[i];
      const JsonValue& count = roots->values[i];
      if (count.kind != JsonValue::Kind::Number)
        return fmt::format("field 'roots': '{}' is not a count", move);
      u.roots.push_back({move, count.number});
    }
  u.checksum = f.hex("checksum");
  return f.error().value_or("");
}

// Checks one parsed unit against its position in the file and its own checksum.
std::string check_unit(const Unit& u, std::uint64_t expected_id) {
  if (u.id != expected_id) return fmt::format("unit id {}, expected {}", u.id, expected_id);
  if (unit_checksum(u) != u.checksum)
    return fmt::format("unit {}: checksum {} does not match its content ({})", u.id,
                       hex16(u.checksum), hex16(unit_checksum(u)));
  return "";
}

}  // namespace

Expected<UnitFile, UnitError> read_units(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Unexpected{UnitError{fmt::format("cannot read units file {}", path)}};
  UnitFile f;
  std::string line;
  std::size_t n = 0;
  const auto err = [&](const std::string& what) {
    return Unexpected{UnitError{fmt::format("units file {} line {}: {}", path, n, what)}};
  };
  while (std::getline(in, line)) {
    ++n;
    if (in.eof()) return err("no newline at the end (file cut short?)");
    auto v = parse_json(line);
    if (!v) return err(v.error());
    std::string problem;
    if (n == 1) {
      problem = parse_header(*v, f.header);
    } else {
      Unit u;
      problem = parse_unit(*v, u);
      if (problem.empty()) problem = check_unit(u, f.units.size());
      f.units.push_back(std::move(u));
    }
    if (!problem.empty()) return err(problem);
  }
  if (n == 0) return err("empty file, expected a header line");
  n = 1;  // what is left to check is the header's
  const UnitHeader& h = f.header;
  if (h.units != f.units.size())
    return err(
        fmt::format("the header counts {} units, the file holds {}", h.units, f.units.size()));
  if (header_checksum(h, f.units) != h.checksum)
    return err(fmt::format("header checksum {} does not match the units ({})", hex16(h.checksum),
                           hex16(header_checksum(h, f.units))));
  return f;
}

Expected<bool, UnitError> write_units(const std::string& path, const UnitFile& f) {
  std::string text = header_line(f.header) + "\n";
  for (const Unit& u : f.units) text += unit_line(u) + "\n";
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  bool ok = fd >= 0;
  for (std::size_t done = 0; ok && done < text.size();) {
    const ssize_t w = ::write(fd, text.data() + done, text.size() - done);
    ok = w > 0;
    done += ok ? std::size_t(w) : 0;
  }
  ok = ok && ::fsync(fd) == 0;
  const int saved = errno;
  if (fd >= 0) ::close(fd);
  if (!ok)
    return Unexpected{UnitError{fmt::format("cannot write {}: {}", path, std::strerror(saved))}};
  return true;
}

}  // namespace vchess::units
