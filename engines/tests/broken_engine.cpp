// Test only: the toolkit's own oracle (perft uci / perftree / a `move: count` command) with one
// planted bug: in the one position reached by the move path --at, it drops the move --drop or
// lists a made-up move --add (counted as one node at any depth). Everywhere else it counts
// right, so `perft verify` must walk down to exactly that position and name exactly that move.
//
//   broken_engine --at "e2e4 e7e5 g1f3" --drop b8c6 uci
//   broken_engine --at "..." --add e1e3 perftree <variant> <depth> <fen> [<moves>]
//   broken_engine --at "..." --drop m cli <variant> <depth> <fen> [<move>...]
//   broken_engine --at "..." --drop m xboard <variant>   (Sjaak II's perft rows: Pe2-e4 20 20)
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"
#include "games/registry.h"
#include "oracle.h"

namespace {

using namespace vchess;
using namespace vchess::cli;

struct Plant {
  std::vector<std::string> at;  // canonical move texts from the FEN the client sends
  std::string drop, add;
};

template <games::Game A>
struct Planted {
  const A& g;
  const Plant& plant;
  std::vector<std::string> path;

  bool here() const { return path == plant.at; }
  bool on_way() const {
    return path.size() <= plant.at.size() && std::equal(path.begin(), path.end(), plant.at.begin());
  }

  // Every move here with its subtree count, the plant applied.
  template <class Fn>
  void each_child(typename A::Position& pos, int depth, Fn&& fn) {
    typename A::MoveList ml;
    g.legal(pos, ml);
    for (const auto m : ml) {
      const std::string canon = g.text(pos, m);
      if (here() && canon == plant.drop) continue;
      path.push_back(canon);
      g.do_move(pos, m);
      const std::uint64_t n = count(pos, depth - 1);
      g.undo_move(pos, m);
      path.pop_back();
      fn(m, n);
    }
  }

  std::uint64_t count(typename A::Position& pos, int depth) {
    if (depth == 0) return 1;
    if (!on_way()) return g.perft(pos, depth);
    std::uint64_t n = here() && !plant.add.empty() ? 1 : 0;
    each_child(pos, depth, [&](auto, std::uint64_t k) { n += k; });
    return n;
  }

  PerftResult divide(const PerftRequest& req) {
    auto pos = g.load(req.fen);
    if (!pos) throw CliError(pos.error().what());
    for (const std::string& t : req.moves) {
      auto m = g.parse(*pos, t);
      if (!m) throw CliError(m.error().what());
      path.push_back(g.text(*pos, *m));
      g.play_root(*pos, *m);
    }
    PerftResult r;
    each_child(*pos, req.depth, [&](auto m, std::uint64_t n) {
      r.divide.push_back({g.text(*pos, m, req.alt_notation), n});
      r.nodes += n;
    });
    if (here() && !plant.add.empty()) r.divide.push_back({plant.add, 1}), r.nodes += 1;
    return r;
  }
};

// `e2e4` as Sjaak II writes it, `Pe2-e4`: a piece letter and a dash between the squares.
std::string sjaak_text(const std::string& m) {
  std::size_t i = 1;
  while (i < m.size() && std::isdigit(static_cast<unsigned char>(m[i]))) ++i;
  if (m.find('@') != std::string::npos || m.starts_with("O-O") || i >= m.size()) return m;
  return "P" + m.substr(0, i) + "-" + m.substr(i);
}

// A CECP v2 engine playing one variant, with setboard, usermove, ping and `perft N 1`.
int xboard_loop(const std::string& variant, const DivideFn& fn) {
  PerftRequest req;
  req.variant = &variant_or_throw(variant);
  req.divide = true, req.progress = false;
  for (std::string line; std::getline(std::cin, line);) {
    const auto w = split_words(line);
    if (w.empty() || w[0] == "xboard" || w[0] == "force") continue;
    if (w[0] == "quit") break;
    if (w[0] == "protover") {
      fmt::print("feature setboard=1 usermove=1 ping=1 variants=\"normal,{}\"\nfeature done=1\n",
                 variant);
    } else if (w[0] == "new") {
      req.fen = start_fen(*req.variant, StartChoice{}), req.moves.clear();
    } else if (w[0] == "variant") {
    } else if (w[0] == "setboard") {
      req.fen = line.substr(9), req.moves.clear();
    } else if (w[0] == "usermove" && w.size() == 2) {
      req.moves.push_back(w[1]);
    } else if (w[0] == "ping" && w.size() == 2) {
      fmt::print("pong {}\n", w[1]);
    } else if (w[0] == "perft" && w.size() >= 2) {
      req.depth = std::stoi(w[1]);
      std::uint64_t sum = 0;
      for (const auto& d : fn(req).divide)
        sum += d.nodes, fmt::print("  {:<10} {:>10} {:>10}\n", sjaak_text(d.move), d.nodes, sum);
      fmt::print(" {} {:>10}  0.00  1.00nps\n", req.depth, sum);
    } else {
      fmt::print("Error (unknown command): {}\n", w[0]);
    }
    std::fflush(stdout);
  }
  return 0;
}

int run(const Plant& plant, std::vector<std::string> args) {
  const DivideFn fn = [&](const PerftRequest& req) {
    return games::with_game(*req.variant, [&](const auto& g) {
      return Planted<std::decay_t<decltype(g)>>{g, plant, {}}.divide(req);
    });
  };
  const std::string mode = args.empty() ? "" : args[0];
  if (mode == "uci") return uci_loop(std::cin, std::cout, fn);
  if (mode == "xboard" && args.size() == 2) return xboard_loop(args[1], fn);
  if ((mode == "perftree" || mode == "cli") && args.size() >= 4) {
    std::string moves;
    for (std::size_t i = 4; i < args.size(); ++i) moves += (moves.empty() ? "" : " ") + args[i];
    if (mode == "perftree") return perftree_run(args[1], std::stoi(args[2]), args[3], moves, fn);
    PerftRequest req;
    req.variant = &variant_or_throw(args[1]);
    req.fen = args[3], req.moves = split_words(moves), req.depth = std::stoi(args[2]);
    for (const auto& d : fn(req).divide) fmt::print("{}: {}\n", d.move, d.nodes);
    return 0;
  }
  fmt::print(stderr,
             "usage: broken_engine --at MOVES (--drop M | --add M) uci|perftree|cli|xboard ...\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Plant plant;
  std::vector<std::string> rest;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--at" && i + 1 < argc)
      plant.at = split_words(argv[++i]);
    else if (a == "--drop" && i + 1 < argc)
      plant.drop = argv[++i];
    else if (a == "--add" && i + 1 < argc)
      plant.add = argv[++i];
    else
      rest.push_back(a);
  }
  try {
    return run(plant, rest);
  } catch (const std::exception& e) {
    fmt::print(stderr, "broken_engine: {}\n", e.what());
    return 2;
  }
}
