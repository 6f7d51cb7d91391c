// The linter of variant definition files (`perft lint FILE.ini`): for each piece's Betza string
// (the keys customPieceN and king), the constructs Fairy-Stockfish reads differently from
// Betza's documented meaning or silently drops, so that a rules designer learns before playing
// that the engine will not do what the file says.
//
// How: the string is cut into its atoms (modifiers, atom, range; a bracketed chain is one
// piece). Each is read twice, by a model of Fairy-Stockfish's parser and move sets
// (fsf_reading.h) and by the generic reference's Betza interpreter (reference/defined/betza.h),
// and the two are compared move for move, for both sides, on an empty 12x10 board (Fairy-
// Stockfish's largest) and on boards with pieces, from every square. An atom the reference
// refuses (a, brackets, ...) is reported with what Fairy-Stockfish makes of it. When every atom
// agrees, the whole string is compared too (a later atom can replace an earlier one's range).
//
// Also each key Fairy-Stockfish ignores and each true/false value it reads as false (keys.h).
//
// One finding per output line:
//   file:line: key: '<construct>' <what Fairy-Stockfish does> (Betza: <meaning>)
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"

namespace vchess::lint {

struct Finding {
  std::string file;
  int line = 0;
  std::string key;        // customPiece1, king
  std::string construct;  // the part of the Betza string
  std::string fsf;        // what Fairy-Stockfish does with it
  std::string betza;      // what it means in Betza's notation ("" for a key's finding)
  std::string text() const;
};

// The findings for one Betza string written at file:line under `key`.
std::vector<Finding> lint_betza(std::string_view betza, const std::string& file, int line,
                                const std::string& key);

// Every finding of an ini text (named `file` in the findings), in the order of its lines; the
// reader's one-line error when it is not an ini file.
Expected<std::vector<Finding>, std::string> lint_findings(std::string_view text,
                                                          const std::string& file);

// lint_findings written one per line on `out`; returns
// their number. A text that is not an ini file (variants/ini.h's read_ini refuses it): -1 and
// that error's one line on `out`.
int lint_text(std::string_view text, const std::string& file, std::ostream& out);

// lint_text over a file; -1 (and one line "path: cannot read the file" on `out`) when it cannot
// be read.
int lint_file(const std::string& path, std::ostream& out);

}  // namespace vchess::lint
