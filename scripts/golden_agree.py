#!/usr/bin/env python3
"""Write a golden perft table for any variant from two independent implementations.

A count is recorded only when the reference (`--impl reference`) and the fast path (`--impl
fast`) agree on it; for `shogi` fairy-stockfish must agree as well (its pawn-drop mates are
excluded from shogi, so a position where they matter is skipped with a comment). Positions: the
variant's start position (--start), FENs from a file (--fens), and random legal play (--random N,
from soak_both.py's walk, biased to captures and drops). Each position is deepened while the
predicted next count stays under --max-nodes. Lines: `<position> ;D1 n ;D2 n ...`, with a `#`
comment above saying how the position was made. Exits 1 on any disagreement.

Example: scripts/golden_agree.py --perft build/perft/perft --variant dai-seireigi --start \\
             --random 20 --plies 60 --max-nodes 3e6 --out golden/dai-seireigi.epd
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from soak_both import cli, random_walk  # noqa: E402


def count(perft: str, variant: str, fen: str, depth: int, impl: str) -> int:
    r = cli(perft, [variant, str(depth), "--fen", fen, "--impl", impl, "--json"], [])
    if r.returncode:
        raise RuntimeError(f"{impl}: {r.stderr.strip()}")
    return json.loads(r.stdout)["nodes"]


def fsf_count(engine, fen: str, depth: int) -> int:
    from fsf_shogi_cross_check import to_fsf
    return engine.perft(to_fsf(fen), depth)[0]


def deepen(a, engine, fen: str) -> list[int] | None:
    counts: list[int] = []
    for depth in range(1, a.depth + 1):
        if len(counts) >= 2:
            growth = max(counts[-1] / max(counts[-2], 1), (counts[-1] / max(counts[0], 1)) ** (1 / (len(counts) - 1)))
            if counts[-1] * growth > a.max_nodes:
                break
        ref, fast = (count(a.perft, a.variant, fen, depth, i) for i in ("reference", "fast"))
        theirs = fsf_count(engine, fen, depth) if engine else fast
        if not (ref == fast == theirs):
            print(f"DISAGREE D{depth} {fen}: reference {ref}, fast {fast}, fairy-stockfish {theirs}")
            return None
        counts.append(fast)
        if fast == 0:
            break
    return counts


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perft", required=True)
    ap.add_argument("--variant", required=True)
    ap.add_argument("--start", action="store_true", help="include the start position")
    ap.add_argument("--fens", help="file of positions, one a line ('#' comments kept)")
    ap.add_argument("--random", type=int, default=0)
    ap.add_argument("--plies", type=int, default=60)
    ap.add_argument("--depth", type=int, default=6)
    ap.add_argument("--max-nodes", type=float, default=2e6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    ap.add_argument("--append", action="store_true")
    a = ap.parse_args()
    engine = None
    if a.variant == "shogi":
        from golden_fsf import DEFAULT_ENGINE, Engine
        engine = Engine(DEFAULT_ENGINE, "shogi", timeout=600, nice=0, verbose=False)
    items: list[tuple[str, str]] = []
    if a.start:
        fen = json.loads(cli(a.perft, [a.variant, "0", "--json"], []).stdout)["fen"]
        items.append(("# start position", fen))
    if a.fens:
        comment = "# hand-built"
        for line in Path(a.fens).read_text().splitlines():
            if line.startswith("#"):
                comment = line
            elif line.strip():
                items.append((comment, line.split(";")[0].strip()))
                comment = "# hand-built"
    rng = random.Random(a.seed)
    for i in range(a.random):
        moves = random_walk(a.perft, a.variant, [], rng.randint(a.plies // 2, a.plies), rng)
        fen = json.loads(cli(a.perft, [a.variant, "0", "--json"], moves).stdout)["fen"]
        items.append((f"# random play, seed {a.seed} walk {i}: {' '.join(moves)}", fen))
    failed = 0
    with open(a.out, "a" if a.append else "w") as out:
        if not a.append:
            out.write(f"# Golden perft table: {a.variant}. Counts agreed by the reference and the fast path"
                      f"{' and fairy-stockfish' if engine else ''} (scripts/golden_agree.py).\n")
        for comment, fen in items:
            counts = deepen(a, engine, fen)
            if counts is None:
                failed += 1
                continue
            out.write(f"{comment}\n{fen} " + " ".join(f";D{d + 1} {n}" for d, n in enumerate(counts)) + "\n")
            out.flush()
            print(f"{len(counts)} depths: {fen}", flush=True)
    if engine:
        engine.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
