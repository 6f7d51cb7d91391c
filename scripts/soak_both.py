#!/usr/bin/env python3
"""Soak test: fast path vs reference at every node (`perft --impl both`) over many positions.

Positions come from random legal play (the CLI's own depth-1 divide) from real start positions:
uc24 random set-ups (--seed), numbered crc / chess960 arrays, or the variant's start position.
Play is biased towards captures, recaptures and drops, so exchanges and drop rights occur.
Exits 1 at the first divergence, printing the CLI's report; ends with the node total.

Example: scripts/soak_both.py --perft build/perft/perft --variant uc24 --positions 50 --depth 3
"""
from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import time


def cli(perft: str, args: list[str], moves: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run([perft, *args] + (["--moves", *moves] if moves else []),
                          capture_output=True, text=True)


FILES = {"waterloo": "abcdefghik"}  # Waterloo has no j file


def occupied(fen: str, files: str = "abcdefghijklmnop") -> set[str]:
    out, rows = set(), fen.split()[0].split("/")
    for i, row in enumerate(rows):
        f, num = 0, ""
        for ch in row + "/":
            if ch.isdigit():
                num += ch
                continue
            if num:
                f += 10 if num == "0" else int(num)
                num = ""
            if ch != "/":
                out.add(f"{files[f]}{len(rows) - i}")
                f += 1
    return out


def destination(move: str) -> str:
    m = re.match(r"[a-z]\d+([a-z]\d+)", move)
    return m.group(1) if m else ""


def start_args(variant: str, rng: random.Random) -> list[str]:
    if variant == "uc24":
        return ["--seed", str(rng.randrange(1 << 30))]
    if variant == "crc":
        return ["--startpos", str(rng.randrange(21821))]
    if variant == "chess960":
        return ["--startpos", str(rng.randrange(960))]
    return []


def random_walk(perft: str, variant: str, start: list[str], plies: int, rng: random.Random):
    moves: list[str] = []
    for _ in range(plies):
        r = cli(perft, [variant, "1", *start, "--divide", "--json"], moves)
        if r.returncode:
            raise RuntimeError(r.stderr.strip())
        j = json.loads(r.stdout)
        legal = sorted(j["divide"])
        if not legal:
            break
        try:
            occ = occupied(j["fen"], FILES.get(variant, "abcdefghijklmnop"))
        except (ValueError, IndexError):  # shogi-family text: no capture bias
            occ = set()
        caps = [m for m in legal if "@" not in m and destination(m) in occ]
        drops = [m for m in legal if "&" in m or "@" in m]
        x = rng.random()
        pool = drops if drops and x < 0.5 else caps if caps and x < 0.85 else legal
        moves.append(rng.choice(pool))
    return moves


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perft", required=True, help="path of the perft binary")
    ap.add_argument("--variant", required=True)
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--plies", type=int, default=40, help="at most this many random plies")
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    total, t0 = 0, time.monotonic()
    for i in range(a.positions):
        start = start_args(a.variant, rng)
        moves = random_walk(a.perft, a.variant, start, rng.randint(0, a.plies), rng)
        r = cli(a.perft, [a.variant, str(a.depth), *start, "--impl", "both", "--json"], moves)
        if r.returncode:
            print(f"DIVERGENCE at position {i}: {a.variant} {' '.join(start)} --moves {' '.join(moves)}")
            print(r.stderr)
            return 1
        j = json.loads(r.stdout)
        total += j["nodes"]
        print(f"{i}: {j['nodes']} nodes  {j['fen']}", flush=True)
    dt = time.monotonic() - t0
    print(f"soak {a.variant}: {a.positions} positions, {total} nodes compared at every node, "
          f"no divergence ({dt:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
