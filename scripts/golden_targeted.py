#!/usr/bin/env python3
"""Write a targeted golden table (golden/targeted/) from a draft of hand-written positions.

Draft lines: `<position> ;id <name>`, `#` comment lines above a position kept as its comment
(a table is its own draft: its `;D` counts are recomputed).
Each position is counted from D1 up to --depth (while the next count is predicted under
--max-nodes) by `perft <variant> <d> --fen <position> --impl both`, which walks the fast path
and the reference together and fails at the first node whose move lists differ. Where
fairy-stockfish plays the variant, Debian's 11.1 and the newest build count it too; a
disagreement is written as a comment (`# fsf <engine> D<d>: ...`) for the rules to decide, and
the position is still written only when --accept names its id (the project's two generators
having agreed). Exits 1 on any unaccepted disagreement, 2 on a bad draft line.

Example: scripts/golden_targeted.py --perft build/perft/perft --variant crc \
             --draft drafts/crc.txt --out golden/targeted/crc.epd
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fsf_engine import DEFAULT_ENGINE, NEWEST_ENGINE, Engine, UnknownVariant  # noqa: E402

# our variant: (fsf UCI_Variant, UCI_Chess960)
FSF = {
    "chess": ("chess", True),
    "chess960": ("fischerandom", True),
    "capablanca": ("capablanca", False),
    "gothic": ("gothic", False),
    "crc": ("caparandom", True),
    "shogi": ("shogi", False),
}


def ours(perft: str, variant: str, pos: str, depth: int, variants: str = "") -> int:
    extra = ["--variants", variants] if variants else []
    r = subprocess.run([perft, variant, str(depth), "--fen", pos, "--impl", "both", "--json"] + extra,
                       capture_output=True, text=True)
    if r.returncode == 2:
        bad_input(f"{pos}: {r.stderr.strip()}")
    if r.returncode:
        raise RuntimeError(f"perft --impl both D{depth} {pos}: {r.stdout.strip()} {r.stderr.strip()}")
    return json.loads(r.stdout)["nodes"]


def fsf_position(variant: str, pos: str) -> str:
    if variant != "shogi":
        return pos
    from fsf_shogi_cross_check import to_fsf
    return to_fsf(pos)


def bad_input(what: str):
    print(f"golden_targeted.py: error: {what}", file=sys.stderr)
    sys.exit(2)


def read_draft(path: str):
    """[(comment lines, position, id)]"""
    out, comment = [], []
    try:
        text = Path(path).read_text()
    except (OSError, UnicodeDecodeError) as e:
        bad_input(f"--draft {path}: {e}")
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            comment = []
            continue
        if line.startswith("# Targeted positions:"):
            continue  # a table's header, written again by --header
        if line.startswith("#"):
            comment.append(line)
            continue
        items = [i.strip() for i in line.split(";")]
        ids = [i[3:].strip() for i in items[1:] if i.startswith("id ")]
        if not ids:
            bad_input(f"{path}:{no}: expected '<position> ;id <name>'")
        out.append(([c for c in comment if not c.startswith("# fsf ")], items[0], ids[0]))
        comment = []
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perft", required=True)
    ap.add_argument("--variant", required=True)
    ap.add_argument("--draft", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--max-nodes", type=float, default=3e6)
    ap.add_argument("--accept", action="append", default=[],
                    help="id whose fairy-stockfish disagreement was decided from the rules")
    ap.add_argument("--header", default="", help="first comment line of the table")
    ap.add_argument("--variants", default="",
                    help="definition file of a defined variant (perft --variants, fsf VariantPath)")
    ap.add_argument("--fsf", default="",
                    help="fairy-stockfish's name of a defined variant: counted by the newest build "
                         "(and Debian's with --debian)")
    ap.add_argument("--debian", action="store_true",
                    help="with --fsf: Debian's build counts too, where it lists the variant")
    ap.add_argument("--newest", default=NEWEST_ENGINE, help="the newest fairy-stockfish build")
    ap.add_argument("--chess960", action="store_true",
                    help="with --fsf: set UCI_Chess960 (fairy-stockfish's FEN reader does not "
                         "read a variant's own chess960 = true)")
    a = ap.parse_args()
    engines = []
    if a.fsf:
        engines = [Engine(a.newest, a.fsf, chess960=a.chess960, variant_path=a.variants,
                          timeout=600)]
        if a.debian:
            try:
                engines.append(Engine(DEFAULT_ENGINE, a.fsf, chess960=a.chess960,
                                      variant_path=a.variants, timeout=600))
            except UnknownVariant:
                print(f"golden_targeted.py: {DEFAULT_ENGINE} does not play {a.fsf}", file=sys.stderr)
    elif a.variant in FSF:
        v, c960 = FSF[a.variant]
        engines = [Engine(p, v, chess960=c960, timeout=600) for p in (a.newest, DEFAULT_ENGINE)]
    lines, bad = [a.header] if a.header else [], 0
    for comment, pos, pid in read_draft(a.draft):
        counts, notes = [], []
        for d in range(1, a.depth + 1):
            if len(counts) >= 2 and counts[-1] * counts[-1] / max(counts[-2], 1) > a.max_nodes:
                break
            n = ours(a.perft, a.variant, pos, d, a.variants)
            for e in engines:
                theirs = e.perft(fsf_position(a.variant, pos), d)[0]
                if theirs != n:
                    notes.append(f"# fsf {e.name} D{d}: {theirs} (ours {n})")
            counts.append(n)
            if n == 0:
                break
        if notes and pid not in a.accept:
            bad += 1
            print(f"DISAGREE {pid}: " + "; ".join(notes), file=sys.stderr)
        lines += comment + notes
        lines.append(f"{pos} ;id {pid} " + " ".join(f";D{i} {n}" for i, n in enumerate(counts, 1)))
        print(lines[-1], file=sys.stderr)
    for e in engines:
        e.close()
    Path(a.out).write_text("\n".join(lines) + "\n")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
