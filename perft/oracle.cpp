#include "oracle.h"

#include <fmt/format.h>

#include <iostream>
#include <sstream>

#include "commands.h"
#include "engines/shogi_text.h"
#include "games/registry.h"

namespace vchess::cli {

std::vector<std::string> split_words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool wants_alt(const Variant& v, bool chess960, bool usi) {
  const auto alt =
      games::with_game(v, [](const auto& g) { return std::decay_t<decltype(g)>::kAltNotation; });
  return (chess960 && alt == games::AltNotation::KingTakesRook) ||
         (usi && alt == games::AltNotation::GameCourier);
}

namespace {

struct UciState {
  const Variant* variant = &variant_or_throw("chess");
  bool chess960 = false, usi = false;
  std::string fen;  // empty: the variant's start
  std::vector<std::string> moves;
};

void hello(std::ostream& out, bool usi) {
  out << "id name vchess perft\nid author vchess\n";
  if (!usi) {
    out << "option name UCI_Variant type combo default chess";
    for (const auto& v : games::variants()) out << " var " << v.name;
    out << "\noption name UCI_Chess960 type check default false\n";
    out << "option name VariantPath type string default <empty>\n";
  }
  out << (usi ? "usiok" : "uciok") << std::endl;
}

// `setoption name N value V`
void set_option(UciState& s, const std::vector<std::string>& w, std::ostream& out) {
  if (w.size() < 5 || w[1] != "name" || w[3] != "value") return;
  if (w[2] == "UCI_Chess960") s.chess960 = w[4] == "true";
  if (w[2] == "VariantPath") {  // the rest of the line is the path, as fairy-stockfish takes it
    std::string path = w[4];
    for (std::size_t i = 5; i < w.size(); ++i) path += " " + w[i];
    if (path == "<empty>") return;
    if (auto n = games::load_variant_file(path); !n)
      out << "info string error: " << n.error().what() << std::endl;
    return;
  }
  if (w[2] != "UCI_Variant") return;
  if (const Variant* v = games::find_variant(w[4]))
    s.variant = v;
  else if (const auto why = games::refusal_of(w[4]))  // a VariantPath section left out
    out << "info string error: " << *why << std::endl;
  else
    out << "info string error: unknown variant " << w[4] << std::endl;
}

// `position startpos|fen F...|sfen S... [moves m...]`
void set_position(UciState& s, const std::vector<std::string>& w) {
  s.fen.clear(), s.moves.clear();
  std::size_t i = 2;
  if (w.size() > 1 && w[1] != "startpos")
    for (; i < w.size() && w[i] != "moves"; ++i) (s.fen += s.fen.empty() ? "" : " ") += w[i];
  if (i < w.size() && w[i] == "moves") ++i;
  for (; i < w.size(); ++i) s.moves.push_back(s.usi ? engines::usi_to_gc(w[i]) : w[i]);
}

void go_perft(const UciState& s, int depth, const DivideFn& divide, std::ostream& out) {
  if (depth < 0 || depth > 30) throw CliError(fmt::format("perft depth {}: 0 to 30", depth));
  PerftRequest req;
  req.variant = s.variant;
  req.fen = s.fen.empty() ? start_fen(*s.variant, StartChoice{}) : s.fen;
  req.moves = s.moves, req.depth = depth, req.divide = true, req.progress = false;
  req.alt_notation = wants_alt(*s.variant, s.chess960, s.usi);
  const PerftResult r = divide(req);
  for (const auto& d : r.divide)
    out << (s.usi ? engines::gc_to_usi(d.move) : d.move) << ": " << d.nodes << "\n";
  out << "\nNodes searched: " << r.nodes << "\n" << std::endl;
}

}  // namespace

int uci_loop(std::istream& in, std::ostream& out, const DivideFn& divide) {
  UciState s;
  for (std::string line; std::getline(in, line);) {
    const auto w = split_words(line);
    if (w.empty()) continue;
    try {
      if (w[0] == "quit") break;
      if (w[0] == "uci" || w[0] == "usi") {
        s.usi = w[0] == "usi";
        if (s.usi) s.variant = &variant_or_throw("shogi");
        hello(out, s.usi);
      } else if (w[0] == "isready") {
        out << "readyok" << std::endl;
      } else if (w[0] == "setoption") {
        set_option(s, w, out);
      } else if (w[0] == "position") {
        set_position(s, w);
      } else if (w[0] == "go" && w.size() == 3 && w[1] == "perft") {
        go_perft(s, std::stoi(w[2]), divide, out);
      } else if (w[0] != "ucinewgame" && w[0] != "usinewgame") {
        out << "info string error: unknown command " << w[0] << std::endl;
      }
    } catch (const std::exception& e) {
      // One line a client can show; our own adapter stops on it at once.
      out << "info string error: " << e.what() << std::endl;
    }
  }
  return 0;
}

int perftree_run(const std::string& variant, int depth, const std::string& fen,
                 const std::string& moves, const DivideFn& divide) {
  PerftRequest req;
  req.variant = &variant_or_throw(variant);
  req.fen = fen, req.moves = split_words(moves), req.depth = depth;
  if (wants_alt(*req.variant, false, true))  // shogi: USI moves too (7g7f, P*5e)
    for (std::string& m : req.moves)
      if (const std::string gc = engines::usi_to_gc(m); !gc.empty()) m = gc;
  req.divide = true, req.progress = false;
  const PerftResult r = divide(req);
  for (const auto& d : r.divide) fmt::print("{} {}\n", d.move, d.nodes);
  fmt::print("\n{}\n", r.nodes);
  return 0;
}

int uci_command(int argc, char** argv) {
  CLI::App app{"A UCI engine answering 'go perft d' for every variant (USI after 'usi').",
               "perft uci"};
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  return uci_loop(std::cin, std::cout, run_perft);
}

int perftree_command(int argc, char** argv) {
  CLI::App app{"perftree's script contract: ./script \"$depth\" \"$fen\" \"$moves\".",
               "perft perftree"};
  std::string variant, fen, moves;
  int depth = 0;
  app.add_option("variant", variant, "the variant")->required();
  app.add_option("depth", depth, "plies")->required()->check(CLI::Range(1, 30));
  app.add_option("fen", fen, "the position")->required();
  app.add_option("moves", moves, "moves played first, separated by spaces");
  if (const int rc = parse_args(app, argc, argv); rc >= 0) return rc;
  return perftree_run(variant, depth, fen, moves, run_perft);
}

}  // namespace vchess::cli
