// Spellings of move text that several families accept on input.
#pragma once
#include <cctype>
#include <string>
#include <string_view>

namespace vchess::games {

// A promotion written `e7e8q`, `e7e8Q`, `e7e8=q` or `e7e8=Q`: the text up to the last square,
// and the piece letter (0 if the text ends with a digit). Anything else comes back unchanged,
// with letter 0.
struct PromotionSuffix {
  std::string stem;
  char letter = 0;
};

inline PromotionSuffix split_promotion(std::string_view t) {
  std::size_t n = t.size();
  if (n < 3 || !std::isalpha(static_cast<unsigned char>(t[n - 1]))) return {std::string(t), 0};
  std::size_t stem = n - 1;
  if (t[stem - 1] == '=') --stem;
  if (!std::isdigit(static_cast<unsigned char>(t[stem - 1]))) return {std::string(t), 0};
  return {std::string(t.substr(0, stem)), t[n - 1]};
}

}  // namespace vchess::games
