#!/usr/bin/env python3
"""Cross-check `perft shogi` against fairy-stockfish (variant shogi), move by move.

Positions come from random legal play with fairy-stockfish's own moves, so pieces go to hand
and drops appear. For each one, our divide at --depth must equal fairy-stockfish's, except for
one known difference: fairy-stockfish generates pawn drops that checkmate (uchifuzume), which
shogi forbids. A difference is followed down the tree; when every differing leaf is such a drop,
which fairy-stockfish itself shows is mate (no legal reply after it) and our perft refuses, the
position counts as passed and the drops are reported.
Prints `N passed, N failed`; exits 1 on any other mismatch.
"""
from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_fsf import DEFAULT_ENGINE, Engine, tally  # noqa: E402


def to_fsf(ours: str) -> str:
    board, rest = ours.split("[", 1)
    hand, tail = rest.split("]", 1)
    side = tail.split()[0]
    expanded = "".join(ch * int(n or 1) for n, ch in re.findall(r"(\d*)([A-Za-z])", hand))
    return f"{board}[{expanded}] {'w' if side == 'b' else 'b'} - - 0 1"


def from_fsf(fen: str) -> str:
    board, rest = fen.split("[", 1)
    hand, tail = rest.split("]", 1)
    side = tail.split()[0]
    return f"{board}[{hand or '-'}] {'b' if side == 'w' else 'w'} 1"


def ours_divide(perft: str, fen: str, depth: int, moves=()) -> dict[str, int]:
    args = [perft, "shogi", str(depth), "--fen", fen, "--divide"] + (["--moves", *moves] if moves else [])
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(r.stderr.strip())
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"^(\S+): (\d+)$", r.stdout, re.M)}


def uchifuzume(engine: Engine, perft: str, fen: str, moves: list[str], drop: str) -> bool:
    """fairy-stockfish has the pawn drop, finds no reply to it, and our perft refuses it."""
    if not drop.startswith("P@"):
        return False
    after = engine.board_fen(to_fsf(fen), moves + [drop])
    if engine.perft(after, 1)[0] != 0:
        return False
    r = subprocess.run([perft, "shogi", "1", "--fen", fen, "--moves", *moves, drop], capture_output=True, text=True)
    return r.returncode == 2 and "illegal move" in r.stderr


def explain(engine: Engine, perft: str, fen: str, moves: list[str], depth: int, found: list[str]) -> bool:
    """True when every difference below this node is an uchifuzume drop."""
    theirs = engine.perft(engine.board_fen(to_fsf(fen), moves), depth)[1]
    ours = ours_divide(perft, fen, depth, moves)
    for m in sorted(set(ours) | set(theirs)):
        if ours.get(m) == theirs.get(m):
            continue
        if m not in ours and uchifuzume(engine, perft, fen, moves, m) and theirs[m] == 1:
            found.append(" ".join(moves + [m]))
        elif m in ours and m in theirs and depth > 1 and explain(engine, perft, fen, moves + [m], depth - 1, found):
            continue
        else:
            return False
    return True


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perft", required=True)
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--plies", type=int, default=80)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--engine", default=DEFAULT_ENGINE)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    engine = Engine(a.engine, "shogi", timeout=300, nice=0, verbose=False)
    start = engine.board_fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1")
    in_hand = 0

    def results():
        nonlocal in_hand
        for _ in range(a.positions):
            moves: list[str] = []
            for _ in range(rng.randint(10, a.plies)):
                legal = engine.legal_moves(engine.board_fen(start, moves))
                if not legal:
                    break
                drops = [m for m in legal if "@" in m]
                moves.append(rng.choice(drops if drops and rng.random() < 0.3 else sorted(legal)))
            fsf_fen = engine.board_fen(start, moves)
            fen = from_fsf(fsf_fen)
            in_hand += "[]" not in fsf_fen
            _, theirs, _ = engine.perft(fsf_fen, a.depth)
            ours = ours_divide(a.perft, fen, a.depth)
            found: list[str] = []
            agree = ours == theirs or explain(engine, a.perft, fen, [], a.depth, found)
            for f in found:
                print(f"uchifuzume (fairy-stockfish generates it): {fen} moves {f}")
            yield fen, ours, theirs, agree

    try:
        return tally(lambda: f"fsf cross-check shogi ({in_hand} positions with pieces in hand)",
                     a.depth, results())
    finally:
        engine.close()

if __name__ == "__main__":
    sys.exit(main())
