// reference_chess_tool: command-line driver for the reference generator.
//
//   reference_chess_tool divide <files> <depth> <fen> [--canonical]
//       One "move: count" line per legal move (castling written king-takes-rook, like
//       fairy-stockfish with UCI_Chess960, unless --canonical), then "Nodes searched: N".
//   reference_chess_tool random <files> <seed> <plies> <fen>
//       Plays up to <plies> random legal moves (deterministic in <seed>) and prints the FEN.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "reference/chess/fen.h"
#include "reference/chess/movegen.h"
#include "reference/chess/reference_chess.h"

namespace {

using namespace ref_chess;

int divide(int files, int depth, const std::string& fen, bool canonical) {
  const Position p = parse_fen(fen, files);
  std::vector<std::pair<std::string, std::uint64_t>> rows;
  std::uint64_t total = 0;
  for (const Move& m : legal_moves(p)) {
    const std::uint64_t n = depth <= 1 ? 1 : perft(apply_move(p, m), depth - 1);
    rows.emplace_back(canonical ? move_text(p, m) : move_text_king_takes_rook(p, m), n);
    total += n;
  }
  std::sort(rows.begin(), rows.end());
  for (const auto& [text, n] : rows) std::printf("%s: %llu\n", text.c_str(), (unsigned long long)n);
  std::printf("\nNodes searched: %llu\n", (unsigned long long)(depth <= 0 ? 1 : total));
  return 0;
}

int random_play(int files, unsigned seed, int plies, const std::string& fen) {
  Position p = parse_fen(fen, files);
  std::mt19937 rng(seed);
  for (int i = 0; i < plies; ++i) {
    const std::vector<Move> moves = legal_moves(p);
    if (moves.empty()) break;
    p = apply_move(p, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
  }
  std::printf("%s\n", to_fen(p).c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() >= 4 && args[0] == "divide")
      return divide(std::stoi(args[1]), std::stoi(args[2]), args[3],
                    args.size() > 4 && args[4] == "--canonical");
    if (args.size() == 5 && args[0] == "random")
      return random_play(std::stoi(args[1]), static_cast<unsigned>(std::stoul(args[2])),
                         std::stoi(args[3]), args[4]);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  std::fprintf(stderr,
               "usage: reference_chess_tool divide <files> <depth> <fen> [--canonical]\n"
               "       reference_chess_tool random <files> <seed> <plies> <fen>\n");
  return 2;
}
