#!/usr/bin/env python3
"""Start positions of the bundled defined variants against fairy-stockfish.

For every variant `perft variants --json` lists with source "bundled" (or those named by
--variant), compare our start FEN with the engine's (`position startpos`, `d`), then our perft
count of the start position with the engine's at depth 1, 2, ... until one side takes --seconds
(or the next depth is predicted to take over 3 times that). A disagreeing depth is shown as a
divide difference and bisected with `perft verify` down to the position, and ends that variant.
Variants the engine does not know are skipped and listed. Prints one table row per variant:
variant, depth, count, agree; exit 1 if any variant disagrees (start FEN or count).

A variant named as a hand-written one is def:<name> here and <name> for the engine.

Example: scripts/fsf_defined_startpos.py --perft build/perft/perft \\
             --engine /work/fsf/bin/fairy-stockfish-newest --seconds 2
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fsf_engine import DEFAULT_ENGINE, Engine, EngineError, UnknownVariant, engine_variants  # noqa: E402
from fsf_perft_cli import Perft, PerftError, engine_name  # noqa: E402

SKIP = 77


def diff_text(ours: dict, theirs: dict, limit: int = 12) -> str:
    moves = sorted(m for m in set(ours) | set(theirs) if ours.get(m) != theirs.get(m))
    parts = [f"{m} ours={ours.get(m, '-')} fsf={theirs.get(m, '-')}" for m in moves[:limit]]
    return ", ".join(parts) + (f" (+{len(moves) - limit} more)" if len(moves) > limit else "")


def timed(f):
    t0 = time.monotonic()
    r = f()
    return r, time.monotonic() - t0


class Row:
    def __init__(self, name):
        self.name, self.depth, self.count, self.agree, self.note = name, 0, None, True, ""
        self.ours_s = self.fsf_s = 0.0


def check_variant(a, perft: Perft, name: str, out) -> Row:
    row = Row(name)
    engine = Engine(a.engine, engine_name(name), variant_path=a.variants_file, timeout=a.timeout)
    try:
        ours_fen = perft.node(name, 0)["fen"]
        fsf_fen = engine.fen("startpos")
        if ours_fen != fsf_fen:
            row.agree = False
            row.note = f"start FEN: ours {ours_fen}, fsf {fsf_fen}"
            return row
        last = None
        for depth in range(1, a.max_depth + 1):
            ours, t_ours = timed(lambda: perft.node(name, depth, timeout=a.timeout)["nodes"])
            (theirs, _, t_fsf) = engine.perft("startpos", depth)
            row.depth, row.count, row.ours_s, row.fsf_s = depth, ours, t_ours, t_fsf
            if ours != theirs:
                row.agree = False
                row.note = f"D{depth}: ours {ours}, fsf {theirs}"
                explain(a, perft, engine, name, ours_fen, depth, out)
                return row
            if ours == 0 or max(t_ours, t_fsf) >= a.seconds:
                break
            factor = ours / last if last else ours
            if max(t_ours, t_fsf) * factor > 3 * a.seconds:
                break
            last = ours
        return row
    finally:
        engine.close()


def explain(a, perft, engine, name, fen, depth, out):
    ours = perft.node(name, depth, fen=fen, divide=True, timeout=a.timeout)["divide"]
    theirs = engine.perft(fen, depth)[1]
    print(f"MISMATCH {name} D{depth} {fen}\n  {diff_text(ours, theirs)}", file=out)
    if a.no_verify:
        return
    print("  perft verify:", file=out)
    try:
        text = perft.verify(name, depth, fen, a.engine)
    except Exception as e:
        text = f"(perft verify failed: {e})"
    print("\n".join("    " + s for s in text.splitlines()), file=out, flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perft", required=True, help="path of the perft binary")
    ap.add_argument("--engine", default=DEFAULT_ENGINE, help="fairy-stockfish")
    ap.add_argument("--variant", action="append", help="only these (default: every bundled one)")
    ap.add_argument("--variants-file", default="", help="a user's .ini for both sides")
    ap.add_argument("--seconds", type=float, default=2.0,
                    help="stop deepening once one side takes this long")
    ap.add_argument("--max-depth", type=int, default=12)
    ap.add_argument("--timeout", type=float, default=600, help="seconds for one count")
    ap.add_argument("--no-verify", action="store_true", help="do not bisect mismatches")
    ap.add_argument("--engine-differs", action="append", default=[], metavar="NAME=WHY",
                    help="a variant this engine is known to play otherwise (decided from the "
                         "rules): its disagreement is listed with WHY and does not fail the run")
    a = ap.parse_args()
    known_diff = dict(d.split("=", 1) for d in a.engine_differs if "=" in d)
    perft = Perft(a.perft, a.variants_file)
    try:
        names = a.variant or [v["name"] for v in perft.defined() if v.get("source") == "bundled"]
        known = set(engine_variants(a.engine, a.variants_file))
    except (PerftError, EngineError) as e:
        print(f"error: {e}")
        return 1
    skipped = [n for n in names if engine_name(n) not in known]
    rows = []
    print(f"{'variant':<22} {'depth':>5} {'count':>14}  agree   ours s   fsf s")
    for name in names:
        if name in skipped:
            continue
        try:
            row = check_variant(a, perft, name, sys.stdout)
        except (PerftError, EngineError, UnknownVariant) as e:
            row = Row(name)
            row.agree, row.note = False, f"error: {e}"
        except Exception as e:  # a timeout of one count: the row says so, the others still run
            row = Row(name)
            row.agree, row.note = False, f"error: {type(e).__name__}: {e}"
        rows.append(row)
        print(f"{row.name:<22} {row.depth:>5} {row.count if row.count is not None else '-':>14}  "
              f"{'yes' if row.agree else 'NO ':<5} {row.ours_s:>7.2f} {row.fsf_s:>7.2f}"
              f"{'  ' + row.note if row.note else ''}", flush=True)
    for r in rows:
        if not r.agree and r.name in known_diff:
            print(f"known difference, not a failure: {r.name}: {known_diff[r.name]}")
    bad = [r for r in rows if not r.agree and r.name not in known_diff]
    engine_label = Path(a.engine).name
    if skipped:
        print(f"skipped (unknown to {engine_label}): {', '.join(skipped)}")
    print(f"fsf start positions ({engine_label}): {len(rows) - len(bad)} agree, {len(bad)} "
          f"disagree, {len(skipped)} skipped")
    if not rows:
        return SKIP
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
