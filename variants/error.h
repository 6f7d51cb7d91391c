// One error type from the file reader to the CLI: what went wrong, where (file and line), and
// the token that caused it. `what()` is the one line the CLI prints.
#pragma once
#include <string>

#include "variants/model.h"

namespace vchess::variants {

struct DefError {
  enum class Kind {
    Io,              // the file cannot be read
    Syntax,          // a line that is neither a section, a comment nor key = value
    UnknownKey,      // a key no Fairy-Stockfish version has
    Unsupported,     // a key or value Fairy-Stockfish has and this model does not (refused by name)
    BadValue,        // a value that does not parse as the key's type
    Betza,           // a piece's Betza string that does not parse
    Inheritance,     // unknown parent, or a loop
    Duplicate,       // a piece letter used twice, a section defined twice in one file
    UnknownVariant,  // a name that no bundled or loaded section has
    StartFen,        // a start position that does not fit the board or the pieces
  };
  Kind kind;
  Origin where;       // file and line ("" and 0 where there is none)
  std::string token;  // the offending key, value or character
  std::string message;
  // "file:line: message ('token')"
  std::string what() const;
};

}  // namespace vchess::variants
