// The words of a finding (describe.h).
#include "lint/describe.h"

#include <algorithm>
#include <vector>

namespace vchess::lint {
namespace {

using K = FsfNote::Kind;

// What a letter the reference refuses means in Betza's notation (XBoard's Betza page).
std::string letter_meaning(char c) {
  switch (c) {
    case 'a': return "a: after the first leg the piece moves again (a multi-leg move)";
    case 'j': return "j: the leap must jump over an occupied square";
    case 'o': return "o: the board wraps around its side edges (a cylinder)";
    case 'q': return "q: a circular rider";
    case 'z': return "z: a crooked (zig-zag) rider";
    case 't': return "t: a tame move (may not capture a king) or hopping own pieces only";
    case 'y': case 'u': case 'd': return std::string(1, c) + ": a modifier of multi-leg moves";
    case '[': case ']': return "[...]: legs of one move chained in order";
    case '-': case '?': return std::string(1, c) + ": a link between legs of a chained move";
    case '@': return "@: a drop";
    case 'O': return "O: castling";
    case 'U': return "U: a universal leaper";
    default: return "";
  }
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

}  // namespace

std::string describe_fsf(const FsfReading& r) {
  std::vector<std::string> parts;
  std::string skipped;
  for (const FsfNote& n : r.notes)
    if (n.kind == K::Skipped) skipped += (skipped.empty() ? "'" : ", '") + n.text + "'";
  if (!skipped.empty())
    parts.push_back("skips " + skipped + (r.kept.empty() ? " and reads nothing" : " and reads '" + r.kept + "'"));
  bool replaced = false;
  std::string shared;
  for (const FsfNote& n : r.notes) {
    switch (n.kind) {
      case K::Skipped: break;
      case K::Dangling: parts.push_back("drops the modifiers '" + n.text + "' that no atom follows"); break;
      case K::UnknownPair: parts.push_back("knows no pair '" + n.text + "' (it selects no move)"); break;
      case K::RiderLine: parts.push_back("gives a rider of " + n.text + " leaps no moves"); break;
      case K::LameLeap: parts.push_back("gives the lame " + n.text + " leap no moves"); break;
      case K::HopperLine: parts.push_back("gives a hopper along " + n.text + " leaps no moves"); break;
      case K::LimitedHopper:
        parts.push_back("counts the hopper's range " + n.text + " from its origin (it lands at most " +
                        n.text + " squares away)");
        break;
      case K::Replaced:
        if (!replaced) parts.push_back("lets a later atom's range replace an earlier one's in the same direction");
        replaced = true;
        break;
      case K::SharedLine: shared += (shared.empty() ? "" : ", ") + n.text; break;
    }
  }
  if (!shared.empty())
    parts.push_back("lets a built-in line rider go wherever any atom reaches on the empty board, so "
                    "one atom's line also moves like another's (" + shared + ")");
  return "Fairy-Stockfish " + (parts.empty() ? std::string("reads it its own way") : join(parts));
}

std::string describe_betza(const FsfReading& r, const std::string& refusal) {
  if (!refusal.empty()) {
    // "Betza 'text': <what> at <pos>: '<token>'": the letter and the reason.
    const std::size_t q = refusal.rfind(": '");
    const std::string token = q == std::string::npos ? "" : refusal.substr(q + 3, refusal.size() - q - 4);
    const std::size_t head = refusal.find("': ");
    const std::size_t at = refusal.rfind(" at ");
    const std::string what = head == std::string::npos || at == std::string::npos || at < head
                                 ? refusal
                                 : refusal.substr(head + 3, at - head - 3);
    const std::string meaning = token.size() == 1 ? letter_meaning(token[0]) : "";
    return meaning.empty() ? what : meaning + "; " + what;
  }
  std::vector<std::string> parts;
  for (const FsfNote& n : r.notes) {
    switch (n.kind) {
      case K::Skipped:
        if (n.text == "j") parts.push_back("j: the first square is skipped whatever stands there");
        break;
      case K::UnknownPair: parts.push_back("'" + n.text + "' is a direction pair like any other"); break;
      case K::RiderLine: parts.push_back("a rider repeats the " + n.text + " leap while the squares are empty"); break;
      case K::LameLeap: parts.push_back("the lame " + n.text + " leap is blocked by a piece on its path"); break;
      case K::HopperLine: parts.push_back("a hopper along " + n.text + " leaps"); break;
      case K::LimitedHopper:
        parts.push_back("the range " + n.text + " limits each leg: the screen within " + n.text +
                        " squares, at most " + n.text + " beyond it");
        break;
      case K::Replaced:
      case K::SharedLine: {
        const std::string each = "every atom moves by its own leap, range and modifiers";
        if (std::find(parts.begin(), parts.end(), each) == parts.end()) parts.push_back(each);
        break;
      }
      case K::Dangling: break;
    }
  }
  return parts.empty() ? "the atoms' moves as written" : join(parts);
}

}  // namespace vchess::lint
