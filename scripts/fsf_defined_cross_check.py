#!/usr/bin/env python3
"""Cross-check a defined variant (variants/, Fairy-Stockfish's variants.ini format) against
fairy-stockfish on random positions, move by move.

Each position comes from a random playout from the variant's start, choosing among the moves
our `perft <variant> 1 --divide` lists. At every ply of the playout the engine's move list at
the same FEN must equal ours (a disagreement there is reported at once, as a depth-1 mismatch,
and ends that playout). At the sampled position the divide at --depth,
`perft <variant> D --fen F --divide`, must equal the engine's `go perft D` line by line.
On a mismatch `perft verify` bisects it down to the position where the move lists differ and
its report is printed.

One difference is known and, with --pawn-drop-mates (variants with shogiPawnDropMateIllegal),
accepted: fairy-stockfish's move generator lists a shogi pawn's drop that mates (the rule only
enters its search's mate score), which the rule forbids. A difference is followed down the tree;
when every differing leaf is such a drop (the engine shows check and no reply after it, and our
perft refuses it), the position passes and each drop is printed. Prints `N passed, N failed`; exit 1 on any mismatch, 77 (skip) when the
engine does not know the variant.

A variant named as a hand-written one is def:<name> here and <name> for the engine.
--variants-file passes a user's definition file to both (perft --variants, VariantPath).

Example: scripts/fsf_defined_cross_check.py --perft build/perft/perft --variant makruk \\
             --positions 20 --plies 60 --depth 2
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fsf_engine import DEFAULT_ENGINE, Engine, EngineError, UnknownVariant  # noqa: E402
from fsf_perft_cli import Perft, PerftError, engine_name  # noqa: E402

SKIP = 77


def diff_text(ours: dict, theirs: dict, limit: int = 12) -> str:
    moves = sorted(m for m in set(ours) | set(theirs) if ours.get(m) != theirs.get(m))
    parts = [f"{m} ours={ours.get(m, '-')} fsf={theirs.get(m, '-')}" for m in moves[:limit]]
    more = f" (+{len(moves) - limit} more)" if len(moves) > limit else ""
    return ", ".join(parts) + more


def no_clocks(fen: str) -> str:
    """A FEN without its two move counters (engine versions count a drop differently)."""
    return " ".join(fen.split()[:-2])


def pawn_letters(perft: Perft, variant: str) -> set[str]:
    """Letters of the variant's shogi pawns (`perft pieces`), as a drop names them."""
    pieces = perft.json(["pieces", variant])
    return {p["letter"].upper() for p in pieces if p.get("name") == "shogiPawn" and p.get("letter")}


class Check:
    def __init__(self, a, perft: Perft, engine: Engine):
        self.a, self.perft, self.engine = a, perft, engine
        self.rng = random.Random(a.seed)
        self.passed = self.failed = self.fen_notes = 0
        self.pawns = pawn_letters(perft, a.variant) if a.pawn_drop_mates else set()
        self.drop_mates: list[str] = []

    def drop_mate(self, fen: str, moves: list[str], m: str) -> bool:
        """The engine's extra move m is a shogi pawn's drop that mates, which we refuse."""
        if "@" not in m or m.split("@")[0].upper() not in self.pawns:
            return False
        if self.engine.perft(fen, 1, moves + [m])[0] != 0 or not self.engine.checkers(fen, moves + [m]):
            return False
        r = self.perft.run([self.a.variant, "1", "--fen", fen, "--moves", *moves, m], check=False)
        return r.returncode != 0 and "illegal move" in r.stderr

    def explained(self, fen: str, moves: list[str], depth: int, ours=None, theirs=None) -> bool:
        """True when every difference below (fen, moves) is a pawn-drop mate."""
        if not self.pawns:
            return False
        if ours is None:
            ours = self.perft.node(self.a.variant, depth, fen=fen, moves=moves, divide=True)["divide"]
            theirs = self.engine.perft(fen, depth, moves)[1]
        found = []
        for m in sorted(set(ours) | set(theirs)):
            if ours.get(m) == theirs.get(m):
                continue
            if m not in ours and theirs[m] == 1 and self.drop_mate(fen, moves, m):
                found.append(" ".join(moves + [m]))
            elif m in ours and m in theirs and depth > 1 and \
                    self.explained(fen, moves + [m], depth - 1):
                continue
            else:
                return False
        self.drop_mates += [f"{fen} moves {f}" for f in found]
        return True

    def report(self, fen: str, depth: int, ours: dict, theirs: dict):
        self.failed += 1
        print(f"MISMATCH {self.a.variant} D{depth} {fen}\n  {diff_text(ours, theirs)}")
        if self.a.no_verify:
            return
        print("  perft verify:")
        try:
            out = self.perft.verify(self.a.variant, depth, fen, self.a.engine)
        except Exception as e:  # a hung or failing verify must not hide the mismatch
            out = f"(perft verify failed: {e})"
        print("\n".join("    " + s for s in out.splitlines()))
        sys.stdout.flush()

    def playout(self, start: str) -> tuple[str, bool]:
        """A random position reached from start; (fen, move lists agreed all the way). One
        perft call a ply: the FEN after the chosen move and our moves there."""
        node = self.perft.node(self.a.variant, 1, fen=start, divide=True)
        plies = self.rng.randint(0, self.a.plies)
        # The last move is given to both from the FEN before it: a FEN holds no history, and
        # two passes or bikjang on two plies in a row end the game (janggi).
        parent, last = None, []
        for ply in range(plies + 1):
            fen, ours = node["fen"], {m: 1 for m in node["divide"]}
            theirs = {m: 1 for m in self.engine.legal_moves(parent or fen, last)}
            if ours != theirs and not self.explained(parent or fen, last, 1, ours, theirs):
                self.report(fen, 1, ours, theirs)
                return fen, False
            if not ours and parent:  # the game has ended: sample the position before
                return parent, True
            if not ours or ply == plies:
                break
            parent, last = fen, []
            move = self.rng.choice(sorted(ours))
            last = [move]
            node = self.perft.node(self.a.variant, 1, fen=fen, moves=[move], divide=True)
            theirs_fen = self.engine.fen(fen, [move])
            if no_clocks(theirs_fen) != no_clocks(node["fen"]) and self.fen_notes < 5:
                self.fen_notes += 1
                print(f"note: FEN after {move} from {fen}: ours {node['fen']}, fsf {theirs_fen}")
        return node["fen"], True

    def run(self, start: str) -> int:
        for _ in range(self.a.positions):
            fen, ok = self.playout(start)
            if not ok:
                continue
            ours = self.perft.node(self.a.variant, self.a.depth, fen=fen, divide=True)["divide"]
            theirs = self.engine.perft(fen, self.a.depth)[1]
            if ours == theirs or self.explained(fen, [], self.a.depth, ours, theirs):
                self.passed += 1
            else:
                self.report(fen, self.a.depth, ours, theirs)
        for d in sorted(set(self.drop_mates)):
            print(f"pawn-drop mate (fairy-stockfish generates it, the rule forbids it): {d}")
        print(f"fsf defined cross-check {self.a.variant} ({self.engine.name}, D{self.a.depth}): "
              f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perft", required=True, help="path of the perft binary")
    ap.add_argument("--variant", required=True, help="our name (def:<name> for chess etc.)")
    ap.add_argument("--engine", default=DEFAULT_ENGINE, help="fairy-stockfish")
    ap.add_argument("--fsf-variant", help="the engine's UCI_Variant (default: our name)")
    ap.add_argument("--variants-file", default="", help="a user's .ini for both sides")
    ap.add_argument("--positions", type=int, default=10, help="random positions to check")
    ap.add_argument("--plies", type=int, default=40, help="at most this many random plies")
    ap.add_argument("--depth", type=int, default=2, help="perft depth of each divide")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-verify", action="store_true", help="do not bisect mismatches")
    ap.add_argument("--pawn-drop-mates", action="store_true",
                    help="the variant forbids shogi pawn drop mates: accept the engine's")
    a = ap.parse_args()
    perft = Perft(a.perft, a.variants_file)
    try:
        engine = Engine(a.engine, a.fsf_variant or engine_name(a.variant),
                        variant_path=a.variants_file)
    except UnknownVariant as e:
        print(f"skip: {e}")
        return SKIP
    try:
        start = perft.node(a.variant, 0)["fen"]
        theirs = engine.fen("startpos")
        if theirs != start:
            print(f"note: start FEN: ours {start}, fsf {theirs}")
        return Check(a, perft, engine).run(start)
    except (PerftError, EngineError) as e:
        print(f"error: {e}")
        return 1
    finally:
        engine.close()


if __name__ == "__main__":
    sys.exit(main())
