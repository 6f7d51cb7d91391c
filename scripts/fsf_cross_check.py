#!/usr/bin/env python3
"""Cross-check the perft CLI against fairy-stockfish, move by move.

Positions come from random legal play (fairy-stockfish's own move list) from real start arrays:
numbered CRC / Chess960 arrays, or the variant's start position. For each one, the divide at
--depth from `perft <variant> D --fen F --divide` must equal fairy-stockfish's `go perft D`.
Prints one line per mismatch and a closing `N passed, N failed`; exits 1 on any mismatch.

Example: scripts/fsf_cross_check.py --perft build/perft/perft --variant crc --positions 20
"""
from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from golden_fsf import DEFAULT_ENGINE, VARIANTS, Engine, tally  # noqa: E402


def run_perft(perft: str, args: list[str]) -> str:
    r = subprocess.run([perft, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"perft {' '.join(args)}: {r.stderr.strip()}")
    return r.stdout


def start_fens(perft: str, variant: str) -> list[str]:
    if variant in ("crc", "chess960"):
        out = run_perft(perft, ["startpos", variant])
        return [line.split(" ", 1)[1] for line in out.splitlines() if line.strip()]
    return [VARIANTS[variant][4]]


def divide(perft: str, variant: str, fen: str, depth: int, kxr: bool) -> dict[str, int]:
    args = [variant, str(depth), "--fen", fen, "--divide"] + (["--king-takes-rook"] if kxr else [])
    out = run_perft(perft, args)
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"^(\S+): (\d+)$", out, re.M)}


def random_position(engine: Engine, rng: random.Random, start: str, plies: int) -> str:
    moves: list[str] = []
    for _ in range(plies):
        legal = engine.legal_moves(engine.board_fen(start, moves))
        if not legal:
            break
        moves.append(rng.choice(sorted(legal)))
    return engine.board_fen(start, moves)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perft", required=True, help="path of the perft binary")
    ap.add_argument("--variant", required=True, choices=sorted(VARIANTS))
    ap.add_argument("--positions", type=int, default=10, help="random positions to check")
    ap.add_argument("--plies", type=int, default=40, help="at most this many random plies")
    ap.add_argument("--depth", type=int, default=3, help="perft depth of each divide")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--engine", default=DEFAULT_ENGINE)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    engine = Engine(a.engine, a.variant, timeout=300, nice=0, verbose=False)
    kxr = engine.chess960
    starts = start_fens(a.perft, a.variant)

    def results():
        for _ in range(a.positions):
            fen = random_position(engine, rng, rng.choice(starts), rng.randint(0, a.plies))
            _, theirs, _ = engine.perft(fen, a.depth)
            ours = divide(a.perft, a.variant, fen, a.depth, kxr)
            yield fen, ours, theirs, ours == theirs

    try:
        return tally(lambda: f"fsf cross-check {a.variant}", a.depth, results())
    finally:
        engine.close()

if __name__ == "__main__":
    sys.exit(main())
